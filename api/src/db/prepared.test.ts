import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from './index';
import { executeKept, withConnectionHeld } from './prepared';

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
    const prepared = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name = 'kept_insert'`,
      ),
    );
    expect(prepared[0]?.n).toBe(1);
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

  it('runs in a transaction, and stays prepared through one rolled back', async () => {
    const db = database.db;
    const columns = 'id int, doubled text, note text';
    const inTx = (id: number, fail = false) =>
      db.transaction(async (tx) => {
        const rows = rowsOf(await executeKept(db, 'kept_in_tx', columns, insert(id, 5n, null), tx));
        if (fail) throw new Error('rolled back');
        return rows;
      });
    const executions = async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select (generic_plans + custom_plans)::int as n from pg_prepared_statements where name = 'kept_in_tx'`,
        ),
      )[0]?.n;
    expect(await inTx(30)).toEqual([{ id: 30, doubled: '10', note: null }]);
    expect(await executions()).toBe(1);
    await expect(inTx(31, true)).rejects.toThrow('rolled back');
    expect(rowsOf(await db.execute(sql`select id from kept_test where id = 31`))).toEqual([]);
    expect(await inTx(32)).toEqual([{ id: 32, doubled: '10', note: null }]);
    expect(await executions()).toBe(3);
  });

  it('reads each type as the statement run directly does: bigint, boolean, timestamptz, float8, json, uuid', async () => {
    const statement = (bind: (n: string, v: unknown) => unknown) =>
      sql`select ${bind('big', 2n ** 62n)}::bigint as big, ${bind('yes', true)}::boolean as yes,
        ${bind('at', '2026-11-28T01:02:03.456Z')}::timestamptz as at, ${bind('x', 0.1)}::float8 as x,
        json_build_object('a', ${bind('big', 2n ** 62n)}::text) as j,
        ${bind('id', '0b6f4f0e-7d9a-4a53-9a53-1f0c2b7e3a11')}::uuid as id, null::text as nothing`;
    const kept = await executeKept(
      database.db,
      'kept_types',
      'big bigint, yes boolean, at timestamptz, x float8, j json, id uuid, nothing text',
      statement,
    );
    const direct = await database.db.execute(statement((_, v) => v));
    expect(rowsOf(kept)).toEqual(rowsOf(direct));
    expect(rowsOf(kept)[0]).toMatchObject({ yes: true, x: 0.1, j: { a: String(2n ** 62n) }, nothing: null });
  });

  it("refuses a definition whose columns are not the statement's (a value would be read as another)", async () => {
    await expect(
      executeKept(
        database.db,
        'kept_mislabeled',
        'b text, a text',
        () => sql`select 'a'::text as a, 'b'::text as b`,
      ),
    ).rejects.toThrow(/not its definition's/);
    await expect(
      executeKept(database.db, 'kept_mistyped', 'n bigint', () => sql`select 1::int as n`),
    ).rejects.toThrow(/not its definition's/);
  });

  it('binds an array as PGlite writes one: quotes, commas, backslashes, braces and nulls kept', async () => {
    const words = ['plain', 'a,b', 'say "hi"', 'back\\slash', '{brace}', null, '', 'NULL'];
    const statement = (bind: (n: string, v: unknown) => unknown) =>
      sql`select w, n from unnest(${sql.param(bind('words', words))}::text[]) with ordinality as t(w, n)`;
    const kept = await executeKept(database.db, 'kept_array', 'w text, n bigint', statement);
    expect(rowsOf(kept)).toEqual(rowsOf(await database.db.execute(statement((_, v) => v))));
    expect(rowsOf<{ w: string | null }>(kept).map((r) => r.w)).toEqual(words);
  });
});

describe('withConnectionHeld (PGlite)', () => {
  it('runs nothing else between its statements: a write that waits reads what the holder wrote', async () => {
    await database.db.execute(sql`insert into kept_test (id, amount) values (100, 1)`);
    const read = (bind: (n: string, v: unknown) => unknown) =>
      sql`select amount::text as amount from kept_test where id = ${bind('id', 100)}::int`;
    const add = (n: number) => (bind: (n: string, v: unknown) => unknown) =>
      sql`update kept_test set amount = ${bind('amount', n)}::bigint where id = 100`;
    // Two read-then-write steps at once, each writing what it read plus one: held, neither loses the other's.
    const step = () =>
      withConnectionHeld(database.db, async (held) => {
        const [row] = rowsOf<{ amount: string }>(
          await executeKept(database.db, 'held_read', 'amount text', read, held),
        );
        await new Promise((r) => setTimeout(r, 20));
        await executeKept(database.db, 'held_write', '', add(Number(row?.amount) + 1), held);
      });
    const plain = database.db.execute(sql`update kept_test set amount = amount + 100 where id = 100`);
    await Promise.all([step(), step(), plain]);
    const [row] = rowsOf<{ amount: string }>(
      await database.db.execute(sql`select amount::text as amount from kept_test where id = 100`),
    );
    expect(row?.amount).toBe('103');
  });
});
