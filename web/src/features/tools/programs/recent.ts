import { type RecentQuery, RecentQuerySchema } from '@solpad/core/schemas';

/** localStorage key of the explorer's recent queries (this browser only). */
export const RECENT_QUERIES_KEY = 'solpad_explorer_recent';
/** How many recent queries are kept. */
export const RECENT_QUERIES_MAX = 8;

/** The stored recent queries, newest first; anything malformed is dropped. */
export function loadRecentQueries(): RecentQuery[] {
  try {
    const raw = localStorage.getItem(RECENT_QUERIES_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const entry = RecentQuerySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/** Adds a query to the front (replacing the same type+query), keeps the newest few, returns the list. */
export function saveRecentQuery(entry: RecentQuery): RecentQuery[] {
  const next = [
    entry,
    ...loadRecentQueries().filter((q) => !(q.type === entry.type && q.query === entry.query)),
  ].slice(0, RECENT_QUERIES_MAX);
  try {
    localStorage.setItem(RECENT_QUERIES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list just isn't remembered.
  }
  return next;
}
