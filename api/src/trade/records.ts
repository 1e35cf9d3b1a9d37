// The venue's rows as the API returns them, and the reads every venue path shares: reserves under the venue
// row's lock and the reservations of trades in flight.
import type { TradeRecord } from '@solpad/core/schemas';
import {
  curveMarket,
  executionPriceSol,
  type Market,
  type OpenReservation,
  poolMarket,
  type Reserves,
} from '@solpad/core/trade';
import { and, eq, sql } from 'drizzle-orm';
import { EXPIRY_GRACE_BLOCKS } from '../chain/constants';
import { type Db, schema } from '../db';
import { HttpError } from '../lib/errors';

/** A database transaction of the venue's paths. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TokenRow = typeof schema.tokens.$inferSelect;
export type TradeRow = typeof schema.trades.$inferSelect;
export type QuoteRow = typeof schema.quotes.$inferSelect;

/** Reserves of a curve row. */
export function curveReserves(row: typeof schema.curves.$inferSelect): Reserves {
  return {
    sol: row.virtualSolReserves,
    token: row.virtualTokenReserves,
    realSol: row.realSolReserves,
    realToken: row.realTokenReserves,
  };
}

/** Execution price of a trade (core/trade), re-exported where the venue's records are made. */
export { executionPriceSol };

/** A trade row as the API returns it. */
export function toTradeRecord(row: TradeRow): TradeRecord {
  return {
    signature: row.signature,
    mint: row.mint,
    venue: row.venue,
    side: row.side,
    solLamports: row.solLamports.toString(),
    tokenAmount: row.tokenAmount.toString(),
    feeLamports: row.feeLamports.toString(),
    priceSol: row.priceSol,
    trader: row.trader,
    slot: row.slot.toString(),
    at: row.createdAt.toISOString(),
  };
}

/** Reads a Token-2022 (or SPL) token account's amount from its base64 data (bytes 64..72, u64 LE). */
export function tokenAmountOf(data: string | undefined): bigint {
  if (!data) return 0n;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length >= 72 ? bytes.readBigUInt64LE(64) : 0n;
}

/**
 * The venue of `mint` and its settled reserves. With `lock`, the venue row stays locked (`FOR UPDATE`) for the
 * rest of `tx`: every change of the venue's reserves or reservations happens under that lock.
 */
export async function readVenue(tx: Tx | Db, mint: string, venue: 'curve' | 'pool', lock: boolean) {
  if (venue === 'curve') {
    const q = tx.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    const [curve] = lock ? await q.for('update') : await q;
    if (!curve) throw new HttpError(404, 'TOKEN__NOT_FOUND', 'This token has no bonding curve');
    return { market: curveMarket(curveReserves(curve)) as Market, complete: curve.complete };
  }
  const q = tx.select().from(schema.pools).where(eq(schema.pools.mint, mint));
  const [pool] = lock ? await q.for('update') : await q;
  if (!pool) throw new HttpError(404, 'TOKEN__NOT_FOUND', 'This token has no pool');
  return { market: poolMarket(pool.solReserves, pool.tokenReserves), complete: false };
}

/**
 * The reservations of `mint`'s trades in flight at block `height`: submitted (signed by the user, co-signed and
 * sent) and not landed, failed or past their blockhash's last valid height (plus the grace) yet. Open quotes
 * reserve nothing.
 */
export async function inFlightReservations(
  tx: Tx | Db,
  mint: string,
  height: bigint,
): Promise<OpenReservation[]> {
  const rows = await tx
    .select({
      side: schema.quotes.side,
      sol: sql<string>`sum(${schema.quotes.deltaSol})::text`,
      token: sql<string>`sum(${schema.quotes.deltaToken})::text`,
    })
    .from(schema.quotes)
    .where(
      and(
        eq(schema.quotes.mint, mint),
        eq(schema.quotes.status, 'submitted'),
        sql`${schema.quotes.lastValidBlockHeight} + ${EXPIRY_GRACE_BLOCKS} >= ${height}`,
      ),
    )
    .groupBy(schema.quotes.side);
  return rows.map((o) => ({ side: o.side, delta: { sol: BigInt(o.sol), token: BigInt(o.token) } }));
}
