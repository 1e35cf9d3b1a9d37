import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { walletDialogOpenAtom } from '../../features/wallet/dialog-atoms';
import { useAtomValue } from '../../lib/store';
import { Icon } from './Icon';
import { DRAWER_MAIN_NAV, MARKETING_NAV, type NavItem, TOOLS_NAV } from './nav';
import { ShellLink } from './ShellLink';
import { WalletSlot } from './WalletSlot';

/**
 * The bottom bar's More drawer (spec §2): Wallet, Main Menu (Home, Launch, Tools), Marketing and Tools.
 * A Radix Dialog: focus is trapped inside, Escape and the overlay close it, focus returns to More. Loaded
 * on demand (the bar's More button lives in the entry chunk; this dialog and Radix don't need to).
 */
export default function MoreDrawer({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  // Connect Wallet opens the wallet dialog, which then replaces this drawer rather than stacking two modal
  // dialogs. The drawer closes once the dialog is open (closing it on the click itself removed the button
  // before the click reached it, so the dialog never opened), and focus stays in the dialog, not on More.
  const handedOver = useRef(false);
  const walletDialogOpen = useAtomValue(walletDialogOpenAtom);
  useEffect(() => {
    if (!walletDialogOpen || !open) return;
    handedOver.current = true;
    onOpenChange(false);
  }, [walletDialogOpen, open, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          data-testid="more-drawer"
          onCloseAutoFocus={(event) => {
            // The More button is not a Radix Trigger (it lives outside this lazy chunk): return focus to it.
            event.preventDefault();
            if (handedOver.current) handedOver.current = false;
            else triggerRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-5 overflow-y-auto rounded-t-3xl border-line border-t bg-surface px-4 pt-3 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="mx-auto h-1 w-10 rounded-full bg-line" aria-hidden="true" />
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-bold text-lg">More</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-9 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Wallet, main menu, marketing and tools</Dialog.Description>
          <DrawerSection title="Wallet">
            <div className="flex">
              <WalletSlot />
            </div>
          </DrawerSection>
          <DrawerList title="Main Menu" items={DRAWER_MAIN_NAV} onNavigate={close} />
          <DrawerList title="Marketing" items={MARKETING_NAV} onNavigate={close} />
          <DrawerList title="Tools" items={TOOLS_NAV} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold text-subtle text-xs uppercase tracking-wider">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DrawerList({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: readonly NavItem[];
  onNavigate: () => void;
}) {
  return (
    <DrawerSection title={title}>
      <ul className="grid grid-cols-2 gap-1.5">
        {items.map((item) => (
          <li key={item.to}>
            <ShellLink
              to={item.to}
              onClick={onNavigate}
              className="flex min-h-11 items-center gap-2.5 rounded-xl border border-line bg-surface-2 px-3 text-sm transition-colors hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent data-[status=active]:border-accent/60 data-[status=active]:text-accent"
            >
              <Icon name={item.icon} className="size-4 text-muted" />
              <span className="truncate">{item.label}</span>
            </ShellLink>
          </li>
        ))}
      </ul>
    </DrawerSection>
  );
}
