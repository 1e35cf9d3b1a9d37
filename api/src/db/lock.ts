// A row read under a row lock inside a transaction (`select … where id = $1 for update | for share`), the way the
// marketing records, banners and moderation serialize their changes.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '.';

/** A transaction on the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The row of `table` with this `id`, locked until the transaction `tx` ends: `update` (the default) waits for and
 * blocks every other locker, `share` only writers. Undefined when there is no such row.
 */
export async function lockedRow<T extends PgTable & { id: PgColumn }>(
  tx: Tx | Db,
  table: T,
  id: string,
  mode: 'update' | 'share' = 'update',
): Promise<T['$inferSelect'] | undefined> {
  // drizzle's builders do not take a table type parameter; one table stands for the type (all have `id`).
  const t = table as unknown as typeof import('./schema').campaigns;
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for(mode);
  return row as T['$inferSelect'] | undefined;
}
