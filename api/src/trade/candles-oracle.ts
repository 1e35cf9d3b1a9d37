// Test-only: the query `GET /api/tokens/{mint}/candles` ran before the price history existed, kept as the oracle
// that the rollups (api/src/trade/candles.ts) and the migration's backfill are checked against.
import { CANDLE_INTERVAL_SECONDS, type Candle, type CandleInterval } from '@solpad/core/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';

/**
 * The oracle: the query `GET /api/tokens/{mint}/candles` ran before the rollups existed, aggregating the token's
 * trades on each request (same bucket formula, same open/close order by created_at, slot, signature).
 */
export async function candlesFromTrades(
  db: Db,
  mint: string,
  interval: CandleInterval,
  limit = 1000,
): Promise<Candle[]> {
  const { trades } = schema;
  const seconds = sql.raw(String(CANDLE_INTERVAL_SECONDS[interval]));
  const bucket = sql<number>`(floor(extract(epoch from ${trades.createdAt}) / ${seconds}) * ${seconds})::bigint`;
  const rows = await db
    .select({
      time: sql<string>`${bucket}::text`,
      open: sql<number>`(array_agg(${trades.priceSol} order by ${trades.createdAt}, ${trades.slot}, ${trades.signature}))[1]`,
      high: sql<number>`max(${trades.priceSol})`,
      low: sql<number>`min(${trades.priceSol})`,
      close: sql<number>`(array_agg(${trades.priceSol} order by ${trades.createdAt} desc, ${trades.slot} desc, ${trades.signature} desc))[1]`,
      volume: sql<string>`sum(${trades.solLamports})::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(trades)
    .where(eq(trades.mint, mint))
    .groupBy(bucket)
    .orderBy(desc(bucket))
    .limit(limit);
  return rows.reverse().map((r) => ({
    time: Number(r.time),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volumeLamports: r.volume,
    trades: r.n,
  }));
}
