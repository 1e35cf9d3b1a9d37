// What the lists share (public and admin, cursor- or offset-paged): user text searched literally in a LIKE
// pattern, and one offset page cut from the rows read.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '.';
import type * as schema from './schema';

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One offset page from the `limit + 1` rows read at offset `cursor`: the first `limit`, and the offset of the next
 * page (null on the last one).
 */
export function offsetPage<R>(rows: R[], q: { limit: number; cursor: number }) {
  return { page: rows.slice(0, q.limit), nextCursor: rows.length > q.limit ? q.cursor + q.limit : null };
}

/**
 * One offset page of the rows of `table` matching `where`, in `order`: one row past `q.limit` is read at offset
 * `q.cursor` to know whether another page follows.
 */
export async function readOffsetPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  q: { limit: number; cursor: number },
) {
  // drizzle's builders do not take a table type parameter; one table stands for the type.
  const t = table as unknown as typeof schema.campaigns;
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(q.limit + 1)
    .offset(q.cursor);
  return offsetPage(rows as T['$inferSelect'][], q);
}
