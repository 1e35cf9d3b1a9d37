import { appStore, atom } from './store';

/** One toast as a feature asks for it. Texts come from core's error and toast tables, never literals. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /**
   * A notice nobody acted for ("Wallet Reconnected" on load): the next toast replaces it at once instead of
   * waiting its 5 s behind it, so an action's own result is never hidden by it.
   */
  notice?: boolean;
}

/** A toast waiting in (or shown from) the queue. */
export interface QueuedToast extends ToastInput {
  id: number;
}

/** Toasts not yet dismissed, oldest first. The toaster shows one at a time (spec §9: TOAST_LIMIT). */
export const toastQueueAtom = atom<QueuedToast[]>([]);

let nextId = 1;

/** Queues a toast. Callable from anywhere (React or not): it writes the app store directly. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  appStore.set(toastQueueAtom, (queue) => [...queue.filter((t) => !t.notice), { ...input, id }]);
  return id;
}

/** Removes a toast from the queue (it was dismissed or timed out). */
export function dismissToast(id: number): void {
  appStore.set(toastQueueAtom, (queue) => queue.filter((t) => t.id !== id));
}
