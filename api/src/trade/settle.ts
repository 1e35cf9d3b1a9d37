// Settlement: a landed quoted trade applied to its venue and recorded exactly once (keyed by signature), its events
// published and its curve graduated when it completed it; and `POST /api/trade/settle`, which finds a trade's
// quote from the chain.
import type { TradeRecord } from '@solpad/core/schemas';
import { spotPriceSol } from '@solpad/core/trade';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { ChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';
import type { EventBus } from '../lib/events';
import { recordCandles } from './candles';
import { type QuoteRow, readVenue, type TradeRow, type Tx, toTradeRecord } from './records';
import { landedTradeRow, settleAtOnce } from './settle-statement';
import { fetchLanded, type LandedTransaction } from './tx';

/**
 * Applies a landed trade to its venue and records it, in one transaction under the venue's lock: every case, the
 * quote settled already and the trade recorded already among them (settle-statement.ts does the usual one).
 */
async function applyLanded(tx: Tx, landed: LandedTransaction, q: QuoteRow) {
  const { market } = await readVenue(tx, q.mint, q.venue, true);
  // Settled once: the quote is marked in the transaction that applies its delta; a quote settled already
  // answers with its trade.
  const [claimed] = await tx
    .update(schema.quotes)
    .set({ status: 'settled', signature: landed.signature })
    .where(and(eq(schema.quotes.id, q.id), ne(schema.quotes.status, 'settled')))
    .returning({ id: schema.quotes.id });
  if (!claimed) {
    const [prior] = await tx
      .select({ signature: schema.quotes.signature })
      .from(schema.quotes)
      .where(eq(schema.quotes.id, q.id));
    const [existing] = prior?.signature
      ? await tx.select().from(schema.trades).where(eq(schema.trades.signature, prior.signature))
      : [];
    if (existing) return { trade: existing, fresh: false as const, completed: false };
  }
  const after = { sol: market.reserves.sol + q.deltaSol, token: market.reserves.token + q.deltaToken };
  const [inserted] = await tx
    .insert(schema.trades)
    .values(landedTradeRow(landed, q, spotPriceSol(after)))
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, landed.signature));
    if (!existing) throw new Error('trade vanished');
    return { trade: existing, fresh: false as const, completed: false };
  }
  await recordCandles(tx, inserted.signature);
  let completed = false;
  if (q.venue === 'curve') {
    completed = market.reserves.realToken + q.deltaToken === 0n;
    await tx
      .update(schema.curves)
      .set({
        virtualSolReserves: sql`${schema.curves.virtualSolReserves} + ${q.deltaSol}`,
        virtualTokenReserves: sql`${schema.curves.virtualTokenReserves} + ${q.deltaToken}`,
        realSolReserves: sql`${schema.curves.realSolReserves} + ${q.deltaSol}`,
        realTokenReserves: sql`${schema.curves.realTokenReserves} + ${q.deltaToken}`,
        complete: completed,
        updatedAt: sql`now()`,
      })
      .where(eq(schema.curves.mint, q.mint));
  } else {
    await tx
      .update(schema.pools)
      .set({
        solReserves: sql`${schema.pools.solReserves} + ${q.deltaSol}`,
        tokenReserves: sql`${schema.pools.tokenReserves} + ${q.deltaToken}`,
      })
      .where(eq(schema.pools.mint, q.mint));
  }
  return { trade: inserted, fresh: true as const, completed, priceSol: spotPriceSol(after) };
}

/** What settling a landed trade needs of the market service. */
export interface SettleDeps {
  db: Db;
  events: EventBus;
  /** Graduates a mint whose curve this trade completed. */
  graduate(mint: string): Promise<void>;
  /** Graduates a mint if its curve is complete (or waits for the graduation running). */
  graduateIfComplete(mint: string): Promise<void>;
}

/** Records a landed quoted trade exactly once; returns the trade and whether this call recorded it. */
export async function settleLanded(
  { db, events, graduate, graduateIfComplete }: SettleDeps,
  landed: LandedTransaction,
  q: QuoteRow,
): Promise<{ trade: TradeRow; fresh: boolean }> {
  const once = await settleAtOnce(db, landed, q);
  const result = once
    ? { ...once, fresh: true as const, priceSol: spotPriceSol(once.after) }
    : await db.transaction((tx) => applyLanded(tx, landed, q));
  if (result.fresh) {
    const at = Date.now();
    const t = result.trade;
    events.publish({
      type: 'trade',
      token: t.mint,
      signature: t.signature,
      side: t.side,
      solLamports: t.solLamports.toString(),
      tokenAmount: t.tokenAmount.toString(),
      trader: t.trader,
      at,
    });
    events.publish({ type: 'price', token: t.mint, priceSol: result.priceSol, at });
  }
  if (result.completed) await graduate(q.mint);
  else if (!result.fresh) await graduateIfComplete(q.mint);
  return { trade: result.trade, fresh: result.fresh };
}

/** What `POST /api/trade/settle` needs of the market service. */
export interface SettleSignatureDeps {
  db: Db;
  rpc: ChainRpc;
  graduateIfComplete(mint: string): Promise<void>;
  /** The trade the localnet's watcher is recording or recorded lately; null otherwise. */
  watchedTrade(signature: string): Promise<TradeRecord | null>;
  settleLanded(landed: LandedTransaction, q: QuoteRow): Promise<{ trade: TradeRow }>;
}

/**
 * `POST /api/trade/settle`: verifies a quoted trade landed and records it once (submit does this itself; this is
 * for a client whose submit call ended before the trade was confirmed).
 */
export async function settleSignature(deps: SettleSignatureDeps, signature: string): Promise<TradeRecord> {
  const { db, rpc } = deps;
  const watchedRow = await deps.watchedTrade(signature);
  if (watchedRow) return watchedRow;
  const [existing] = await db.select().from(schema.trades).where(eq(schema.trades.signature, signature));
  if (existing) {
    // The watcher may have recorded it first and still be graduating the token: answer once that is done.
    await deps.graduateIfComplete(existing.mint);
    return toTradeRecord(existing);
  }
  const landed = await fetchLanded(rpc, signature);
  if (!landed) throw catalogued('TRADE__NOT_FOUND');
  if (!landed.succeeded) throw catalogued('TRADE__FAILED', 'This transaction failed on chain');
  const [q] = await db.select().from(schema.quotes).where(eq(schema.quotes.messageHash, landed.messageHash));
  if (!q) throw catalogued('TRADE__NOT_A_QUOTE');
  return toTradeRecord((await deps.settleLanded(landed, q)).trade);
}

/** Records a trade that was not quoted through /trade/quote (a launch's initial buy). */
export async function recordTrade(tx: Tx, row: typeof schema.trades.$inferInsert) {
  const [inserted] = await tx
    .insert(schema.trades)
    .values(row)
    .onConflictDoNothing()
    .returning({ signature: schema.trades.signature });
  if (inserted) await recordCandles(tx, inserted.signature);
}
