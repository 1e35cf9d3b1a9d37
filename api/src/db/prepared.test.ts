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

  it('in a transaction, runs the statement as written until it is defined, defining it after the transaction', async () => {
    const db = database.db;
    const columns = 'id int, doubled text, note text';
    const inTx = (id: number, fail = false) =>
      db.transaction(async (tx) => {
        const rows = rowsOf(await executeKept(db, 'kept_in_tx', columns, insert(id, 5n, null), tx));
        if (fail) throw new Error('rolled back');
        return rows;
      });
    expect(await inTx(30)).toEqual([{ id: 30, doubled: '10', note: null }]);
    // The definition was queued behind that transaction: any later statement finds it made.
    const defined = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from pg_proc where proname = 'kept_in_tx'`),
      )[0]?.n;
    expect(await defined()).toBe(1);
    // A transaction rolled back after using it takes neither its row nor the definition with it.
    await expect(inTx(31, true)).rejects.toThrow('rolled back');
    expect(await defined()).toBe(1);
    expect(rowsOf(await db.execute(sql`select id from kept_test where id = 31`))).toEqual([]);
    // From now on the transaction calls the kept function (made to answer differently here, to see it is called).
    await db.execute(
      sql.raw(`create or replace function pg_temp.kept_in_tx(text, text, text, text) returns table(id int, doubled text,
        note text) language sql as $$ select $1::int, 'kept', $3 $$`),
    );
    expect(await inTx(32)).toEqual([{ id: 32, doubled: 'kept', note: null }]);
  });
});
