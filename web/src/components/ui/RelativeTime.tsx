import { formatRelativeTime } from '@solpad/core/format';
import { useSyncExternalStore } from 'react';

/** How often relative times are re-read (they change at most once a minute; "just now" turns at 45 s). */
const CLOCK_MS = 10_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One clock for every relative time on the page, running while any is shown. */
function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const l of listeners) l();
  }, CLOCK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * "3m ago" for `iso`, kept current by a shared clock: it re-renders only when its own text changes, so the row
 * around it need not re-render to age.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(subscribeClock, () => formatRelativeTime(Date.parse(iso)));
  return <time dateTime={iso}>{text}</time>;
}
