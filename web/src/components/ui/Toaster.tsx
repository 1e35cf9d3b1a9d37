import * as Toast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from '@solpad/core';
import { useAtomValue } from '../../lib/store';
import { dismissToast, type QueuedToast, toastQueueAtom } from '../../lib/toast';
import { Icon } from '../shell/Icon';

/**
 * Renders lib/toast's queue with Radix Toast (spec §9): one toast at a time, each shown for 5000 ms (the timer
 * pauses while hovered or focused), swiped away past 50 px, F8 moves focus to the notifications region.
 * The next toast in the queue shows when the current one is dismissed or times out. Loaded on demand
 * (ToasterSlot): Radix Toast is not needed before the first toast. Toasts sit at the top right, under the header:
 * at the bottom right, "Wallet Connected" covered a form's submit button for its 5 s just after the user connected
 * in order to press it (a KOL profile's "Sign in and publish" waited 5 s for it).
 */
export default function Toaster() {
  const queue = useAtomValue(toastQueueAtom);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {queue.slice(0, TOAST_LIMIT).map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed top-14 right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}

function ToastItem({ toast }: { toast: QueuedToast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <Toast.Root
      data-testid="toast"
      data-variant={toast.variant ?? 'default'}
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      className={`grid data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:transition-transform grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-2xl border p-4 shadow-2xl ${
        destructive
          ? 'border-red-700 bg-red-600 text-white dark:border-red-500/60 dark:bg-red-700'
          : 'border-line bg-surface text-fg'
      }`}
    >
      <Toast.Title className="font-semibold text-sm">{toast.title}</Toast.Title>
      <Toast.Close
        aria-label="Dismiss notification"
        className={`row-span-2 inline-flex size-7 items-center justify-center rounded-lg focus-visible:outline-2 ${
          destructive
            ? 'text-white/80 hover:bg-white/15 hover:text-white'
            : 'text-muted hover:bg-surface-2 hover:text-fg'
        }`}
      >
        <Icon name="close" className="size-4" strokeWidth={2} />
      </Toast.Close>
      {toast.description && (
        <Toast.Description className={`text-sm ${destructive ? 'text-white/90' : 'text-muted'}`}>
          {toast.description}
        </Toast.Description>
      )}
    </Toast.Root>
  );
}
