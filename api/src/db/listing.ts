// What the lists share (public and admin, cursor- or offset-paged): user text searched literally in a LIKE
// pattern, and one offset page cut from the rows read.

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One offset page from the `limit + 1` rows read at offset `cursor`: the first `limit`, and the offset of the next
 * page (null on the last one).
 */
export function offsetPage<R>(rows: R[], q: { limit: number; cursor: number }) {
  return { page: rows.slice(0, q.limit), nextCursor: rows.length > q.limit ? q.cursor + q.limit : null };
}
