/**
 * Which site banners this browser dismissed, by banner id, kept in localStorage so a dismissal survives a
 * reload. Only the newest {@link DISMISSED_MAX} ids are kept: banner ids are UUIDs that never come back once a
 * banner is deleted, so the list cannot grow without bound.
 */

/** localStorage key of the dismissed banner ids (a JSON array of strings). */
export const DISMISSED_BANNERS_KEY = 'solpad_dismissed_banners';
/** How many dismissed ids are remembered. */
export const DISMISSED_MAX = 50;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): dismissals last for the page's life only.
    return null;
  }
}

/** The dismissed ids; anything unreadable counts as none. */
export function readDismissed(store: Storage | null = storage()): string[] {
  const raw = store?.getItem(DISMISSED_BANNERS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `id` to the dismissed ids (newest last, at most {@link DISMISSED_MAX}); returns the new list. */
export function addDismissed(id: string, store: Storage | null = storage()): string[] {
  const next = [...readDismissed(store).filter((x) => x !== id), id].slice(-DISMISSED_MAX);
  try {
    store?.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded: the dismissal still holds in memory for this page.
  }
  return next;
}
