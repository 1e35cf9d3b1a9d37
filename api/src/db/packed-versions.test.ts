// A quote's versions stored packed (packed-versions.ts), and the migration that packed the ones stored as jsonb.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from './index';
import type { StoredQuoteVersion } from './packed-versions';
import { packVersions, unpackVersions } from './packed-versions';

const version = (i: number): StoredQuoteVersion => ({
  messageHash: (i * 7919).toString(16).padStart(64, 'a'),
  solLamports: String(10_000_000 + i),
  tokenAmount: String(2n ** 62n - BigInt(i)),
  feeLamports: String(100_000 + i),
  deltaSol: String(9_900_000 + i),
  deltaToken: String(-(2n ** 62n) + BigInt(i)),
});

describe('packed quote versions', () => {
  it('unpack what they packed, in order, however many (none, one, twelve)', () => {
    for (const n of [0, 1, 12]) {
      const versions = Array.from({ length: n }, (_, i) => version(i));
      expect(unpackVersions(packVersions(versions))).toEqual(versions);
    }
  });

  it('refuse a stored value that is not versions, rather than read other amounts from it', () => {
    const good = packVersions([version(1)]);
    for (const bad of [good.replace(/:/, '|'), `${good}:5`, good.replace(/[0-9]+$/, '1.5'), 'x', '|'])
      expect(() => unpackVersions(bad), bad).toThrow(/not one/);
  });
});

describe('migration 0019 (versions from jsonb to packed)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('packs the stored versions of every quote, in order, and leaves a quote without versions without', async () => {
    const { db } = database;
    const twelve = Array.from({ length: 12 }, (_, i) => version(i));
    // The migration's statements run on a quotes table of before it, in a schema of its own.
    await db.execute(sql`create schema before_0019`);
    await db.execute(sql`set search_path = before_0019`);
    try {
      await db.execute(sql`create table quotes (id int primary key, versions jsonb)`);
      await db.execute(sql`insert into quotes values (1, ${JSON.stringify(twelve)}::jsonb), (2, null),
        (3, ${JSON.stringify([version(5)])}::jsonb)`);
      const migration = readFileSync(
        new URL('../../drizzle/0019_quote_versions_packed.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));
      const rows = rowsOf<{ id: number; versions: string | null }>(
        await db.execute(sql`select id, versions from quotes order by id`),
      );
      expect(rows.map((r) => [r.id, r.versions === null ? null : unpackVersions(r.versions)])).toEqual([
        [1, twelve],
        [2, null],
        [3, [version(5)]],
      ]);
    } finally {
      await db.execute(sql`set search_path = public`);
    }
  });
});
