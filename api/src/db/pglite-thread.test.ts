import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

const PASS = [types.TIMESTAMPTZ];
let db: PgliteThread;
beforeAll(async () => {
  db = await openPgliteThread('memory://', PASS);
  await db.query('create table t (id int primary key, note text)');
});
afterAll(() => db.close());

describe('PGlite on its own thread', () => {
  it('answers the same rows as PGlite on this thread, every type the app stores', async () => {
    const sql = `select 9007199254740993::int8 as big, 12.5::numeric as n, '{"a":[1,"x"]}'::jsonb as j,
      '\\x00ff'::bytea as b, '2026-11-27 10:00:00+00'::timestamptz as at, array[1,2]::int[] as xs, null::text as none,
      true as yes, $1::text as param`;
    const here = await PGlite.create('memory://', {
      parsers: Object.fromEntries(PASS.map((oid) => [oid, (v: string) => v])),
    });
    try {
      const expected = await here.query(sql, ['p']);
      const got = await db.query(sql, ['p']);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      const arrays = await db.query(sql, ['p'], { rowMode: 'array' });
      expect(arrays.rows[0]).toEqual(Object.values(expected.rows[0] as object));
    } finally {
      await here.close();
    }
  });

  it("carries Postgres' error code and constraint to this thread", async () => {
    await db.query("insert into t values (1, 'one')");
    const err = await db.query("insert into t values (1, 'again')").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect((err as Error).message).toMatch(/duplicate key/);
  });

  it('keeps a statement outside a transaction waiting until the transaction commits', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (t) => {
      await t.query("insert into t values (2, 'two')");
      await held;
      await t.query("update t set note = 'two, updated' where id = 2");
      return 'committed';
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ note: string }>('select note from t where id = 2');
    let answered = false;
    void outside.then(() => {
      answered = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release();
    expect(await tx).toBe('committed');
    expect((await outside).rows).toEqual([{ note: 'two, updated' }]);
  });

  it('rolls a transaction back when its function throws, and throws that error', async () => {
    const boom = new Error('boom');
    await expect(
      db.transaction(async (t) => {
        await t.query("insert into t values (3, 'three')");
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect((await db.query('select id from t where id = 3')).rows).toEqual([]);
  });

  it('refuses to commit a transaction a failed statement aborted, as PGlite does', async () => {
    const committed = db.transaction(async (t) => {
      await t.query("insert into t values (4, 'four')");
      await t.query("insert into t values (1, 'dup')").catch(() => null);
      return 'swallowed';
    });
    await expect(committed).rejects.toThrow();
    expect((await db.query('select id from t where id = 4')).rows).toEqual([]);
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });
});
