// The price history (candle rollups) against the real venue: tokens launched and traded on LiteSVM through the
// API, the rollups compared with the aggregation of the trade ledger that the charts used to run per request.
//
// The only seam: the time a landed transaction is stamped with (`landedAt`, trade/tx.ts) is shifted or pinned by
// the test, so trades fall into buckets hours or days apart and can be recorded out of time order (as a late
// settlement or the expiry sweep records them) without waiting for the wall clock. Everything else is real.
import { CANDLE_INTERVAL_SECONDS, type CandleInterval, CandlesResponseSchema } from '@solpad/core/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startVenueTestApp,
  VENUE_TEST_SECRET,
  type VenueTestApp,
  venueClient,
} from '../../test/trade-harness';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { createJobRegistry, type JobRegistry } from '../lib/job-registry';
import { createLogger } from '../lib/logger';
import { prunePriceCandles, readCandles } from './candles';
import { candlesFromTrades } from './candles-oracle';
import { marketService } from './service';

const clock = vi.hoisted(() => ({ shiftMs: 0, fixedMs: null as number | null }));
vi.mock('./tx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./tx')>();
  return {
    ...real,
    landedAt: (...args: Parameters<typeof real.landedAt>) =>
      clock.fixedMs !== null
        ? new Date(clock.fixedMs)
        : new Date(real.landedAt(...args).getTime() + clock.shiftMs),
  };
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const SOL = 1_000_000_000n;
const INTERVALS = Object.keys(CANDLE_INTERVAL_SECONDS) as CandleInterval[];

let t: VenueTestApp;
let c: ReturnType<typeof venueClient>;
/** The app's scheduled jobs, registered by createApp on the same database and chain as the venue app. */
let jobs: JobRegistry;
/** Dependencies of a second market service on the same database (recordTrade called directly). */
let deps: AppDeps;

beforeAll(async () => {
  t = await startVenueTestApp();
  c = venueClient(t);
  jobs = createJobRegistry({ logger: createLogger('silent') });
  deps = {
    config: loadConfig({
      DATA_DIR: t.dataDir,
      PLATFORM_SECRET: VENUE_TEST_SECRET,
      RPC_RATE_LIMIT_PER_MINUTE: '0',
    }),
    database: t.database,
    chain: t.chain,
    logger: createLogger('silent'),
    events: t.events,
    version: 'test',
  };
  createApp({ ...deps, jobs });
}, 60_000);
afterAll(() => {
  jobs.stop();
  return t.close();
});

/** Stamps the trades recorded inside `fn` `shiftMs` from now (or exactly at `fixedMs`). */
async function at<T>(time: { shiftMs?: number; fixedMs?: number }, fn: () => Promise<T>): Promise<T> {
  clock.shiftMs = time.shiftMs ?? 0;
  clock.fixedMs = time.fixedMs ?? null;
  try {
    return await fn();
  } finally {
    clock.shiftMs = 0;
    clock.fixedMs = null;
  }
}

const endpoint = async (mint: string, interval: CandleInterval, limit = 1000) =>
  CandlesResponseSchema.parse(await c.get(`/api/tokens/${mint}/candles?interval=${interval}&limit=${limit}`))
    .candles;

const tradeOf = async (signature: string) =>
  (await t.database.db.select().from(schema.trades).where(eq(schema.trades.signature, signature)))[0];

const storedCandles = (mint: string, interval: CandleInterval) =>
  t.database.db
    .select()
    .from(schema.priceCandles)
    .where(and(eq(schema.priceCandles.mint, mint), eq(schema.priceCandles.interval, interval)))
    .orderBy(schema.priceCandles.bucket);

/** A token launched by a fresh creator, and `buy(lamports)`: a buy of it by one trader with 20 SOL. */
async function launchWithBuyer() {
  const { mint } = await c.launch(await c.wallet(2));
  const trader = await c.wallet(20);
  const buy = (lamports: bigint) =>
    c.trade(trader, { mint, side: 'buy', amount: lamports.toString(), amountIs: 'sol', slippageBps: 5000 });
  return { mint, buy };
}

/** A bucket start `ago` ms before now, aligned to whole days (so every interval's bucket starts there too). */
const dayAligned = (ago: number) => Math.floor((Date.now() - ago) / DAY) * DAY;

describe('price candles', () => {
  it('equal the aggregation of the trades for every interval, across buckets and late recordings', async () => {
    const base = dayAligned(3 * DAY);
    const creator = await c.wallet(5);
    const [alice, bob] = [await c.wallet(20), await c.wallet(20)];
    // The launch's initial buy is the token's first trade, the day before the others.
    const { mint, signature: launchSig } = await at({ fixedMs: base - DAY + 12 * HOUR }, () =>
      c.launch(creator, { initialBuyLamports: (SOL / 2n).toString() }),
    );
    expect((await tradeOf(launchSig))?.side).toBe('buy');
    const buy = (w: typeof alice, lamports: bigint) =>
      c.trade(w, { mint, side: 'buy', amount: lamports.toString(), amountIs: 'sol', slippageBps: 5000 });
    const sell = async (w: typeof alice, share: bigint) =>
      c.trade(w, {
        mint,
        side: 'sell',
        amount: ((await c.tokenBalance(w.address, mint)) / share).toString(),
        amountIs: 'token',
        slippageBps: 5000,
      });
    // Three trades a few seconds apart from 10:02 on `base`'s day.
    await at({ shiftMs: base + 10 * HOUR + 2 * MIN - Date.now() }, async () => {
      await buy(alice, SOL);
      await buy(bob, 2n * SOL);
      await sell(alice, 2n);
    });
    await at({ shiftMs: -26 * HOUR }, async () => {
      await buy(bob, SOL / 3n);
      await sell(bob, 4n);
    });
    // Recorded after the 10:02 trades but stamped 10:01: the open of that hour's, 4 hours' and day's candles.
    const late = await at({ fixedMs: base + 10 * HOUR + MIN }, () => buy(alice, SOL / 5n));
    // The same instant as the late trade: the slot, then the signature, decide the order.
    const tied = await at({ fixedMs: base + 10 * HOUR + MIN }, () => sell(bob, 3n));
    await buy(alice, SOL / 10n);
    await sell(alice, 2n);

    const db = t.database.db;
    for (const interval of INTERVALS) {
      const expected = await candlesFromTrades(db, mint, interval);
      expect(expected.reduce((n, k) => n + k.trades, 0)).toBe(10);
      expect(await readCandles(db, mint, interval, 1000), interval).toEqual(expected);
      expect(await endpoint(mint, interval), interval).toEqual(expected);
      // The newest `limit` buckets, oldest first, as before.
      expect(await endpoint(mint, interval, 2), interval).toEqual(expected.slice(-2));
    }
    // The scenario really spans buckets, and the late trade really opened the coarse candles it fell into.
    expect((await endpoint(mint, '1d')).length).toBeGreaterThanOrEqual(3);
    expect((await endpoint(mint, '1m')).length).toBeGreaterThanOrEqual(5);
    // The late pair (same instant; slot then signature order them) recorded after the 10:02 trades, yet one of
    // them opens each coarse candle they fall into.
    const lateRows = [await tradeOf(late.signature), await tradeOf(tied.signature)];
    for (const interval of ['1h', '4h', '1d'] as const) {
      const candle = (await storedCandles(mint, interval)).find(
        (k) =>
          k.bucket.getTime() <= base + 10 * HOUR + MIN &&
          k.bucket.getTime() + CANDLE_INTERVAL_SECONDS[interval] * 1000 > base + 10 * HOUR + MIN,
      );
      const opener = lateRows.find((r) => r?.signature === candle?.openSignature);
      expect(opener, interval).toBeDefined();
      expect(candle?.open, interval).toBe(opener?.priceSol);
      expect(candle?.trades, interval).toBe(5);
    }
  }, 120_000);

  it('charts a young token by the second: trades in different seconds get their own 1 s candles', async () => {
    const { mint, buy } = await launchWithBuyer();
    const start = Math.floor(Date.now() / MIN) * MIN + 5_000;
    for (const ms of [0, 1_000, 1_500, 3_000]) await at({ fixedMs: start + ms }, () => buy(SOL / 10n));
    const s = start / 1000;
    const seconds = await endpoint(mint, '1s');
    expect(seconds.map((k) => [k.time, k.trades])).toEqual([
      [s, 1],
      [s + 1, 2],
      [s + 3, 1],
    ]);
    expect(seconds[1]?.open).toBeLessThan(seconds[1]?.close as number);
    expect(seconds).toEqual(await candlesFromTrades(t.database.db, mint, '1s'));
    // The same four trades are one 1 m candle (the launch has no initial buy here).
    expect((await endpoint(mint, '1m')).map((k) => k.trades)).toEqual([4]);
    // An interval core does not know is a 400, not an empty chart.
    const bad = await t.app.request(`/api/tokens/${mint}/candles?interval=2s`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('INVALID_REQUEST');
  }, 120_000);

  it('keeps open and close right when trades of one bucket are recorded out of time order', async () => {
    const { mint, buy } = await launchWithBuyer();
    const base = dayAligned(2 * DAY) + 10 * HOUR;
    const buyAt = (second: number) => at({ fixedMs: base + second * 1000 }, () => buy(SOL / 4n));
    // Every buy raises the price, so the order they are recorded in sets high and low, and only the times may
    // set open and close: the first recorded is neither, nor is the last recorded.
    const s20 = await buyAt(20);
    const s50 = await buyAt(50);
    const s10 = await buyAt(10);
    const s30 = await buyAt(30);
    const s40 = await buyAt(40);
    const price = async (s: { signature: string }) => (await tradeOf(s.signature))?.priceSol;
    const [candle, ...others] = await storedCandles(mint, '1m');
    expect(others).toEqual([]);
    expect(candle).toMatchObject({
      bucket: new Date(base),
      open: await price(s10),
      openSignature: s10.signature,
      close: await price(s50),
      closeSignature: s50.signature,
      high: await price(s40),
      low: await price(s20),
      trades: 5,
    });
    expect(
      new Set([await price(s10), await price(s50), await price(s40), await price(s20), await price(s30)])
        .size,
    ).toBe(5);
    expect(await readCandles(t.database.db, mint, '1m', 10)).toEqual(
      await candlesFromTrades(t.database.db, mint, '1m'),
    );
  }, 60_000);

  it('counts a trade once however often its signature is settled or recorded', async () => {
    const creator = await c.wallet(5);
    const { mint, signature: launchSig } = await c.launch(creator, {
      initialBuyLamports: (SOL / 4n).toString(),
    });
    const trader = await c.wallet(10);
    // The localnet's watcher settles a landed trade on its own too: /settle below races it on the same signature.
    const { signature } = await c.trade(trader, {
      mint,
      side: 'buy',
      amount: SOL.toString(),
      amountIs: 'sol',
      slippageBps: 5000,
    });
    const snapshot = async () => Promise.all(INTERVALS.map((i) => storedCandles(mint, i)));
    const before = await snapshot();
    const [launchTrade, trade] = [await tradeOf(launchSig), await tradeOf(signature)];
    if (!launchTrade || !trade) throw new Error('trades not recorded');
    for (const rows of before) {
      expect(rows.reduce((n, k) => n + k.trades, 0)).toBe(2);
      expect(rows.reduce((n, k) => n + k.volumeLamports, 0n)).toBe(
        launchTrade.solLamports + trade.solLamports,
      );
    }
    const market = marketService(deps);
    for (let i = 0; i < 3; i++) {
      expect((await c.post('/api/trade/settle', { signature })).status).toBe(200);
      expect((await c.post('/api/launch/confirm', { signature: launchSig })).status).toBe(200);
      // The launch's initial buy goes through recordTrade: recording the same signature again changes nothing.
      await t.database.db.transaction((tx) => market.recordTrade(tx, launchTrade));
    }
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('the pruning job drops candles past their interval retention and keeps 1h, 4h, 1d and every trade', async () => {
    const { mint, buy } = await launchWithBuyer();
    for (const ago of [40 * DAY, 10 * DAY, 2 * DAY, 0]) await at({ shiftMs: -ago }, () => buy(SOL / 10n));
    const count = async (interval: CandleInterval) => (await storedCandles(mint, interval)).length;
    for (const interval of INTERVALS) expect(await count(interval), interval).toBe(4);

    // The job as the app registered it: the console's automations list shows it and Run now runs this entry.
    const listed = jobs.list().find((j) => j.name === 'prune-price-history');
    expect(listed).toMatchObject({ intervalMs: HOUR, runs: 0 });
    expect(listed?.description).toContain('1m after 7 days, 5m after 30 days, 15m after 30 days');
    const run = await jobs.runNow('prune-price-history');
    expect(run?.lastOutcome).toBe('ok');
    // Other tests' tokens traded at most four days ago: only this token's old candles go.
    // (1 s candles go after a day: this token's three old ones, and the other tests' days-old ones too.)
    expect(run?.lastResult).toMatch(
      /^deleted \d+ price candles past retention \(1s: \d+, 1m: 2, 5m: 1, 15m: 1\)$/,
    );
    expect(await count('1s')).toBe(1);
    expect(await count('1m')).toBe(2);
    expect(await count('5m')).toBe(3);
    expect(await count('15m')).toBe(3);
    for (const interval of ['1h', '4h', '1d'] as const) expect(await count(interval), interval).toBe(4);
    const trades = await t.database.db.select().from(schema.trades).where(eq(schema.trades.mint, mint));
    expect(trades).toHaveLength(4);
    // Nothing more is past retention: a second run deletes nothing.
    expect(await prunePriceCandles(t.database.db)).toEqual({});
  }, 120_000);
});
