import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';

/** A labelled on/off switch. */
export function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Switch.Root
      aria-label={label}
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={onChange}
      className="relative h-6 w-11 shrink-0 rounded-full border border-line bg-surface-2 transition data-[state=checked]:bg-accent disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-5" />
    </Switch.Root>
  );
}

/** A confirmation dialog (Radix: traps focus, closes on Escape). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The closing button's text (when "Cancel" would read like the action itself). */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2">
          <Dialog.Title className="font-semibold text-fg text-lg">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted text-sm">{description}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {children}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="btn-secondary">
                  {dismissLabel}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy ?? false}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
