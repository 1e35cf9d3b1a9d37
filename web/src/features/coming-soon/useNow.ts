import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` until `untilMs` (if given) has passed. The interval only
 * triggers a re-render; callers derive what they show from the returned timestamp, so missed ticks
 * (throttled background tabs) never accumulate error.
 */
export function useNow(intervalMs = 1000, untilMs = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Date.now() >= untilMs) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      // Nothing derived from the time changes after the deadline: stop waking the page.
      if (t >= untilMs) clearInterval(id);
    }, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, untilMs]);
  return now;
}
