import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from './index';
import { executeKept } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(
    sql`create table kept_test (id int primary key, amount bigint not null, note text)`,
  );
});
afterAll(() => database.close());

/** An insert returning what it wrote, with a value used twice. */
const insert =
  (id: number, amount: bigint, note: string | null) => (bind: (n: string, v: unknown) => unknown) =>
    sql`with w as (
    insert into kept_test (id, amount, note) values (${bind('id', id)}::int, ${bind('amount', amount)}::bigint,
      ${bind('note', note)}::text) returning *
  ) select w.id, (w.amount + ${bind('amount', amount)}::bigint)::text as doubled, w.note from w`;

describe('executeKept (PGlite)', () => {
  it('answers as the statement itself does, for any values, defined once however many first calls race', async () => {
    const columns = 'id int, doubled text, note text';
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) =>
        executeKept(
          database.db,
          'kept_insert',
          columns,
          insert(id, 2n ** 61n + BigInt(id), id % 2 ? `it's ${id}` : null),
        ),
      ),
    );
    expect(results.map((r) => rowsOf(r)[0])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({
        id,
        doubled: String(2n * (2n ** 61n + BigInt(id))),
        note: id % 2 ? `it's ${id}` : null,
      })),
    );
    const functions = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_proc where proname = 'kept_insert'`),
    );
    expect(functions[0]?.n).toBe(1);
    // The same statement run directly writes the same row.
    const direct = rowsOf(await database.db.execute(insert(9, 7n, "o'clock")((_, v) => v)));
    expect(direct[0]).toEqual({ id: 9, doubled: '14', note: "o'clock" });
  });

  it('refuses a statement with a value not bound by name (it would be lost from the kept text)', async () => {
    await expect(
      executeKept(
        database.db,
        'kept_unbound',
        'n int',
        (bind) => sql`select ${bind('a', 1)}::int + ${2} as n`,
      ),
    ).rejects.toThrow(/not bound by name/);
  });
});
