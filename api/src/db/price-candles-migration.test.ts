// The `price_candles` migration on a database that already has trades: a database brought up to the migration
// before it, filled with trades (several tokens and days, equal timestamps, equal slots), then migrated to the
// end. The backfilled candles must equal the aggregation of the trades that the charts ran before, for every
// interval, so existing tokens keep their charts. PGlite, or the test Postgres in the api-postgres project.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CANDLE_INTERVAL_SECONDS, type CandleInterval } from '@solpad/core/schemas';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPostgresDatabase,
  TEST_DATABASE_KIND,
  type TestPostgresDatabase,
} from '../../test/support';
import { readCandles } from '../trade/candles';
import { candlesFromTrades } from '../trade/candles-oracle';
import { type Db, schema } from '.';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const INTERVALS = Object.keys(CANDLE_INTERVAL_SECONDS) as CandleInterval[];

/** A copy of the migrations folder that stops before `price_candles`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'solpad-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, at);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const f of readdirSync(MIGRATIONS))
    if (kept.some((e) => f === `${e.tag}.sql`)) copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
  return dir;
}

let db: Db;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;
let before: string;
let pg: TestPostgresDatabase | undefined;

beforeAll(async () => {
  before = migrationsBefore('_price_candles');
  if (TEST_DATABASE_KIND === 'postgres') {
    pg = await createTestPostgresDatabase();
    const client = postgres(pg.url, { max: 2, onnotice: () => {} });
    const d = drizzlePostgres(client, { schema });
    db = d as unknown as Db;
    migrateTo = (folder) => migratePostgres(d, { migrationsFolder: folder });
    close = async () => {
      await client.end({ timeout: 5 });
      await pg?.drop();
    };
  } else {
    const client = await PGlite.create('memory://');
    const d = drizzlePglite(client, { schema });
    db = d as unknown as Db;
    migrateTo = (folder) => migratePglite(d, { migrationsFolder: folder });
    close = () => client.close();
  }
  await migrateTo(before);
}, 60_000);
afterAll(async () => {
  await close();
  rmSync(before, { recursive: true, force: true });
});

/** A deterministic pseudo-random sequence (the same trades on every run). */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('price_candles migration', () => {
  it('backfills candles equal to the aggregation of the existing trades, for every interval', async () => {
    const mints = [
      'MintAlpha1111111111111111111111111111111111',
      'MintBravo2222222222222222222222222222222222',
    ];
    await db
      .insert(schema.tokens)
      .values(
        mints.map((m, i) => ({ address: m, name: `Token ${i}`, symbol: `TK${i}`, creator: 'creator' })),
      );
    const random = lcg(7);
    const start = Date.UTC(2026, 0, 10, 22, 0, 0);
    const rows: (typeof schema.trades.$inferInsert)[] = [];
    let at = start;
    for (let i = 0; i < 120; i++) {
      // Mostly seconds to minutes apart, now and then hours. Tokens alternate, and trades 10k+1 share the
      // timestamp of the same token's trade before them (10k-1), every other one its slot too: then the slot,
      // or the signature, orders them.
      if (i % 10 > 1)
        at += random() < 0.1 ? Math.floor(random() * 10 * 3_600_000) : Math.floor(random() * 200_000);
      const slot = BigInt(1000 + (i % 20 === 1 ? i - 2 : i));
      rows.push({
        signature: `sig${String(Math.floor(random() * 1e9)).padStart(9, '0')}${i}`,
        mint: mints[i % 2] as string,
        side: random() < 0.6 ? 'buy' : 'sell',
        solLamports: BigInt(Math.floor(random() * 5e9) + 1),
        tokenAmount: BigInt(Math.floor(random() * 1e12) + 1),
        trader: 'trader',
        slot,
        createdAt: new Date(at),
        priceSol: 1e-8 * (1 + random()),
      });
    }
    await db.insert(schema.trades).values(rows);
    const spanDays = (at - start) / 86_400_000;
    expect(spanDays).toBeGreaterThan(1);

    await migrateTo(MIGRATIONS);

    for (const mint of mints)
      for (const interval of INTERVALS) {
        const expected = await candlesFromTrades(db, mint, interval);
        expect(expected.length, interval).toBeGreaterThan(interval === '1d' ? 1 : 3);
        expect(await readCandles(db, mint, interval, 1000), `${mint} ${interval}`).toEqual(expected);
      }
  }, 60_000);
});
