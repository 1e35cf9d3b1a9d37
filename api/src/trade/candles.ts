// Price history: the candle rollups (`price_candles`) kept beside the trade ledger, and their pruning.
//
// Every recorded trade is folded into its candle of each interval in the same database transaction that inserts
// the trade row, so the rollups always equal the aggregation of `trades` (the test in candles.test.ts checks it
// against that aggregation). Charts read the rollups: a few rows per request instead of the token's whole ledger.

import { CANDLE_INTERVAL_SECONDS, type Candle, type CandleInterval } from '@solpad/core/schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, schema } from '../db';

/** A database handle or an open transaction (both run statements the same way). */
type Runner = Pick<Db, 'execute'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long candles of each interval are kept (absent: forever). A chart at a fine interval only ever shows a
 * recent range (the endpoint returns at most 1,000 candles: under a day of 1m candles, under 11 days of 15m), so
 * older fine candles are never looked at, yet they are most of the table (1,440 1m rows per active token per day).
 * 1s candles (at most one row per trade) chart a token's first minutes: 1,000 of them are under 17 minutes.
 * The 1h, 4h and 1d candles cover the long ranges a chart zooms out to and are a few dozen rows a day: kept.
 */
export const CANDLE_RETENTION_MS: Partial<Record<CandleInterval, number>> = {
  '1s': DAY_MS,
  '1m': 7 * DAY_MS,
  '5m': 30 * DAY_MS,
  '15m': 30 * DAY_MS,
};

/** The retention in words ("1m after 7 days, 5m after 30 days, …"), for the job's description. */
export function candleRetentionText(): string {
  return Object.entries(CANDLE_RETENTION_MS)
    .map(([interval, ms]) => {
      const days = Math.round(ms / DAY_MS);
      return `${interval} after ${days} day${days === 1 ? '' : 's'}`;
    })
    .join(', ');
}

/** How often the `prune-price-history` job runs (retention is in days: hourly keeps the table near its floor). */
export const PRICE_HISTORY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

// The intervals as an inline VALUES list, built from core's constant (never from input): bound parameters in a
// VALUES list reach Postgres untyped, and the bucket arithmetic needs the seconds as integers.
const INTERVALS: SQL = sql.raw(
  Object.entries(CANDLE_INTERVAL_SECONDS)
    .map(([name, seconds]) => `('${name}', ${Number(seconds)})`)
    .join(', '),
);

/**
 * Folds the trade `signature` (a row of `trades` inserted in this same transaction) into its candle of every
 * interval, in one statement. Call it once per trade, only when the trade row was really inserted (a duplicate
 * signature must not count twice).
 *
 * The row is read back from `trades` rather than passed in so the bucket and the open/close ordering use exactly
 * the stored `created_at` (microseconds on Postgres), as the aggregation over `trades` does. High, low, volume
 * and count are commutative; open and close are the prices of the earliest and latest trade by (created_at,
 * slot, signature), compared with the key kept on the candle, so a trade recorded late (an out-of-order
 * settlement, a sweep finding a landed quote) still sets open or close only if it really came first or last.
 */
export async function recordCandles(tx: Runner, signature: string): Promise<void> {
  await tx.execute(foldIntoCandles(sql`(select * from trades where signature = ${signature}) t`));
}

/**
 * The statement (or CTE) folding the trade rows `t` — a relation with the columns of `trades`, as stored — into
 * their candles (see {@link recordCandles}).
 */
export function foldIntoCandles(t: SQL): SQL {
  const earlier = sql.raw(
    '(excluded.open_at, excluded.open_slot, excluded.open_signature) < (c.open_at, c.open_slot, c.open_signature)',
  );
  const later = sql.raw(
    '(excluded.close_at, excluded.close_slot, excluded.close_signature) > (c.close_at, c.close_slot, c.close_signature)',
  );
  const pick = (when: SQL, column: string) =>
    sql`${sql.raw(column)} = case when ${when} then excluded.${sql.raw(column)} else c.${sql.raw(column)} end`;
  return sql`
    insert into price_candles as c (mint, "interval", bucket, open, high, low, close, volume_lamports, trades,
      open_at, open_slot, open_signature, close_at, close_slot, close_signature)
    select t.mint, i.name, to_timestamp((floor(extract(epoch from t.created_at) / i.seconds) * i.seconds)::bigint),
      t.price_sol, t.price_sol, t.price_sol, t.price_sol, t.sol_lamports, 1,
      t.created_at, t.slot, t.signature, t.created_at, t.slot, t.signature
    from ${t} cross join (values ${INTERVALS}) as i(name, seconds)
    on conflict (mint, "interval", bucket) do update set
      high = greatest(c.high, excluded.high),
      low = least(c.low, excluded.low),
      ${pick(earlier, 'open')}, ${pick(earlier, 'open_at')}, ${pick(earlier, 'open_slot')},
      ${pick(earlier, 'open_signature')},
      ${pick(later, 'close')}, ${pick(later, 'close_at')}, ${pick(later, 'close_slot')},
      ${pick(later, 'close_signature')},
      volume_lamports = c.volume_lamports + excluded.volume_lamports,
      trades = c.trades + excluded.trades`;
}

/** A token's newest `limit` candles of `interval`, oldest first (`GET /api/tokens/{mint}/candles`). */
export async function readCandles(
  db: Db,
  mint: string,
  interval: CandleInterval,
  limit: number,
): Promise<Candle[]> {
  const c = schema.priceCandles;
  const rows = await db
    .select({
      time: sql<string>`extract(epoch from ${c.bucket})::bigint::text`,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      volume: c.volumeLamports,
      trades: c.trades,
    })
    .from(c)
    .where(and(eq(c.mint, mint), eq(c.interval, interval)))
    .orderBy(desc(c.bucket))
    .limit(limit);
  return rows.reverse().map((r) => ({
    time: Number(r.time),
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    volumeLamports: r.volume.toString(),
    trades: r.trades,
  }));
}

/** Rows a prune deleted, by interval. */
export type PrunedCandles = Partial<Record<CandleInterval, number>>;

/** Deletes the candles past their interval's retention (CANDLE_RETENTION_MS); returns how many, by interval. */
export async function prunePriceCandles(db: Runner, now = Date.now()): Promise<PrunedCandles> {
  const conditions = Object.entries(CANDLE_RETENTION_MS).map(
    ([interval, ms]) =>
      sql`("interval" = ${interval} and bucket < ${new Date(now - ms).toISOString()}::timestamptz)`,
  );
  const rows = rowsOf<{ interval: CandleInterval; n: number }>(
    await db.execute(sql`with gone as (
      delete from price_candles where ${sql.join(conditions, sql` or `)} returning "interval"
    ) select "interval", count(*)::int as n from gone group by "interval"`),
  );
  const pruned: PrunedCandles = {};
  for (const r of rows) pruned[r.interval] = Number(r.n);
  return pruned;
}
