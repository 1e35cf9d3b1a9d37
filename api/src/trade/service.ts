/**
 * The bonding-curve venue's server side: quotes, submission (submit.ts), settlement, graduation (graduation.ts).
 *
 * Why the user cannot alter a quoted trade: the API compiles the whole transaction (instructions, accounts,
 * amounts, fee payer, blockhash) of each of the quote's versions (the same trade at amounts stepping from the fair
 * price to the user's slippage bound, core/trade's versions.ts) and keeps the SHA-256 of their message bytes with
 * the quote. The venue signs only in `POST /api/trade/submit`, only one message with one of those hashes, and only
 * once per quote; a wallet can add nothing but its own signature, and without the venue's the cluster refuses a
 * transaction before running it.
 *
 * Why a quote cannot be used to grief: a quote reserves nothing. `POST /api/trade/quote` answers with the
 * transactions' venue signature slot empty, priced against the settled reserves plus the trades in flight, and
 * stores the quote only so that submit can recognise it. The one thing that reserves is a trade in flight: signed
 * by the user, re-priced and co-signed by the venue at submission, sent, and within its blockhash's lifetime
 * either landed (the user paid) or failed (released at once). So an unsent or unsigned quote, a quote naming
 * another wallet, or a thousand of them, move no one's price: a wallet moves the price only by trading. Unsent
 * quotes are bounded: at most OPEN_QUOTES_PER_CALLER per wallet, token and caller are kept (the oldest go, so
 * nobody else's calls can push out a user's own quote), and expired ones are deleted by the expiry job.
 *
 * Why concurrent trades cannot oversell: submission re-prices the quoted trade inside one database transaction
 * that holds the venue row's lock (`SELECT … FOR UPDATE`), against `reservesForQuote` (core/trade): the settled
 * reserves plus every in-flight trade of the same side, never better for the user than any state the venue can
 * reach whichever of them lands. The venue co-signs the first submitted version, best for the user first, whose
 * amounts are no better for the user than that price (`pickVersion` over `checkQuotedTrade`), so a trade that
 * landed in between moves the user down the versions instead of refusing them; when none holds (the price moved
 * beyond the slippage), 409 TRADE__SLIPPAGE. The in-flight reservation (the chosen version's delta) is recorded in
 * that same transaction. It is released when the trade lands (settled exactly once,
 * keyed by signature, in the transaction that applies its delta), fails, or outlives its blockhash unlanded
 * (after checking the chain for it).
 */
import { createHash } from 'node:crypto';
import { address } from '@solana/kit';
import type { TradeRecord } from '@solpad/core/schemas';
import { spotPriceSol } from '@solpad/core/trade';
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { lazyPlatformKeys, type PlatformKeys } from '../keys';
import { createChainRpc } from '../lib/chain-rpc';
import { HttpError } from '../lib/errors';
import { hotCacheOf } from '../lib/hot-cache';
import { recordCandles } from './candles';
import { createExpiry } from './expiry';
import { createGraduation } from './graduation';
import { createQuote } from './quote';
import {
  executionPriceSol,
  type QuoteRow,
  readVenue,
  type TokenRow,
  type TradeRow,
  type Tx,
  toTradeRecord,
} from './records';
import { createSubmit } from './submit';
import { fetchLanded, type LandedTransaction, landedAt } from './tx';

export { OPEN_QUOTES_PER_CALLER } from './quote';
export { curveReserves, executionPriceSol, toTradeRecord } from './records';

/** Who asks for a quote, as stored: a short hash of the client address (see lib/client-id). */
export function callerOf(clientAddress: string): string {
  return createHash('sha256').update(clientAddress).digest('hex').slice(0, 16);
}

/** The venue service of one app (shared by the trade and launch routes). */
export type MarketService = ReturnType<typeof createMarketService>;

const services = new WeakMap<AppDeps, MarketService>();
/** The app's one market service (created on first use; it watches the chain for landed trades). */
export function marketService(deps: AppDeps): MarketService {
  let s = services.get(deps);
  if (!s) {
    s = createMarketService(deps);
    services.set(deps, s);
  }
  return s;
}

/** Hooks other modules (the launch indexer) register to index landed transactions they prepared. */
export type LandedHandler = (landed: LandedTransaction) => Promise<boolean>;

/** The signer of a token's venue: its pool once graduated, else its curve's vault. */
function venueSignerOf(keys: () => PlatformKeys) {
  return async (token: TokenRow) => {
    const mint = address(token.address);
    return token.status === 'graduated' ? keys().pool(mint) : keys().vault(mint);
  };
}

function createMarketService(deps: AppDeps) {
  const { database, chain, events, logger } = deps;
  const db = database.db;
  const rpc = createChainRpc(chain);
  const keys: () => PlatformKeys = lazyPlatformKeys({
    configured: deps.config.platformSecret,
    dataDir: deps.config.dataDir,
    chainMode: chain.mode,
  });
  let rentExempt0: Promise<bigint> | undefined;
  const rentForSystemAccount = () => {
    rentExempt0 ??= rpc.getMinimumBalanceForRentExemption(0n).send();
    return rentExempt0;
  };
  let rentExemptAta: Promise<bigint> | undefined;
  const rentForTokenAccount = () => {
    // A Token-2022 account with the ImmutableOwner extension the ATA program adds: 170 bytes.
    rentExemptAta ??= rpc.getMinimumBalanceForRentExemption(170n).send();
    return rentExemptAta;
  };

  /** Addresses whose landed transactions may be ours to index: venue accounts, pending mints, escrows. */
  const watched = new Set<string>();
  const watch = (addr: string) => {
    watched.add(addr);
  };
  const landedHandlers: LandedHandler[] = [];
  const { resolveExpired, sweepExpiredQuotes, recoverInFlight } = createExpiry({
    db,
    rpc,
    settleLanded: (landed, q) => settleLanded(landed, q),
    indexSignature: (sig) => indexSignature(sig),
  });
  const { graduate, graduateIfComplete } = createGraduation({
    db,
    rpc,
    keys,
    events,
    logger,
    rentForSystemAccount,
    watch,
  });
  // The localnet tells us about every confirmed transaction: record trades as they land, even one whose submit
  // call was cut off. (On a remote chain, submit, /settle and the expiry reconciliation do it.)
  /** The quoted trades being sent by this process, by signature (their reserved quote rows). */
  const sending = new Map<string, QuoteRow>();
  // A trade this process is sending is known already: its message (the quote's chosen version, which the wallet's
  // signature, the transaction's id, verified) and fee payer; the chain adds its slot and time. It is recorded
  // without reading it back from the chain or looking its quote up.
  chain.onConfirmed((tx) => {
    if (tx.err !== null || !tx.accountKeys.some((k) => watched.has(k))) return;
    const q = sending.get(tx.signature);
    const known = q && {
      q,
      landed: {
        signature: tx.signature,
        messageHash: q.messageHash,
        feePayer: q.wallet,
        succeeded: true,
        slot: tx.slot,
        blockTime: tx.blockTime,
      },
    };
    indexRun(tx.signature, known).catch((err: unknown) =>
      logger.warn({ err, signature: tx.signature }, 'could not index a landed transaction'),
    );
  });

  const venueSigner = venueSignerOf(keys);
  const { quote, touched } = createQuote({
    db,
    hot: hotCacheOf(events),
    rpc,
    keys,
    venueSigner,
    rentForTokenAccount,
    resolveExpired,
    watch,
  });

  /** Applies a landed trade to its venue and records it, in one transaction under the venue's lock. */
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
      .values({
        signature: landed.signature,
        mint: q.mint,
        side: q.side,
        venue: q.venue,
        solLamports: q.solLamports,
        tokenAmount: q.tokenAmount,
        feeLamports: q.feeLamports,
        // The SOL that priced the trade, fee excluded (the same on both venues).
        priceSol: executionPriceSol(
          q.side === 'buy' ? q.solLamports - q.feeLamports : q.solLamports + q.feeLamports,
          q.tokenAmount,
        ),
        spotPriceSol: spotPriceSol(after),
        trader: landed.feePayer,
        slot: landed.slot,
        quoteId: q.id,
        createdAt: landedAt(landed),
      })
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

  /** Records a landed quoted trade exactly once; returns the trade and whether this call recorded it. */
  async function settleLanded(
    landed: LandedTransaction,
    q: QuoteRow,
  ): Promise<{ trade: TradeRow; fresh: boolean }> {
    const result = await db.transaction((tx) => applyLanded(tx, landed, q));
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

  /**
   * Signatures being indexed right now (the watcher and submit ask at the same moment: one does the work), each
   * to its quoted trade once recorded ('other' when a registered handler indexed it, null when it is not ours).
   */
  const indexing = new Map<string, Promise<TradeRow | 'other' | null>>();
  /**
   * The trades the watcher recorded last, by signature (a trade row never changes once written), so the submit
   * that sent one answers with it without asking the chain and the database again. Bounded: the oldest go.
   */
  const recorded = new Map<string, TradeRow>();
  const RECORDED_KEPT = 1024;
  function indexRun(
    signature: string,
    known?: { landed: LandedTransaction; q: QuoteRow },
  ): Promise<TradeRow | 'other' | null> {
    let running = indexing.get(signature);
    if (!running) {
      running = known ? settleLanded(known.landed, known.q).then((r) => r.trade) : indexOnce(signature);
      indexing.set(signature, running);
      running
        .then((result) => {
          if (result === null || result === 'other') return;
          recorded.set(signature, result);
          if (recorded.size > RECORDED_KEPT) recorded.delete(recorded.keys().next().value as string);
        })
        .catch(() => {})
        .finally(() => indexing.delete(signature));
    }
    return running;
  }
  /** Indexes a landed signature if it is one of ours (a quoted trade, or what a registered handler knows). */
  function indexSignature(signature: string): Promise<boolean> {
    return indexRun(signature).then((result) => result !== null);
  }

  async function indexOnce(signature: string): Promise<TradeRow | 'other' | null> {
    const landed = await fetchLanded(rpc, signature);
    if (!landed?.succeeded) return null;
    const [q] = await db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.messageHash, landed.messageHash));
    if (q) return (await settleLanded(landed, q)).trade;
    for (const handler of landedHandlers) if (await handler(landed)) return 'other';
    return null;
  }

  /**
   * The trade of `signature` if the localnet's watcher is recording it or recorded it lately (its graduation, when
   * it completed the curve, done); null otherwise (a remote chain, or not landed yet).
   */
  async function watchedTrade(signature: string): Promise<TradeRecord | null> {
    const running = indexing.get(signature);
    const row = running ? await running.catch(() => null) : recorded.get(signature);
    return row && row !== 'other' ? toTradeRecord(row) : null;
  }

  /**
   * `POST /api/trade/settle`: verifies a quoted trade landed and records it once (submit does this itself; this is
   * for a client whose submit call ended before the trade was confirmed).
   */
  async function settle(signature: string): Promise<TradeRecord> {
    const watchedRow = await watchedTrade(signature);
    if (watchedRow) return watchedRow;
    const [existing] = await db.select().from(schema.trades).where(eq(schema.trades.signature, signature));
    if (existing) {
      // The watcher may have recorded it first and still be graduating the token: answer once that is done.
      await graduateIfComplete(existing.mint);
      return toTradeRecord(existing);
    }
    const landed = await fetchLanded(rpc, signature);
    if (!landed)
      throw new HttpError(
        404,
        'TRADE__NOT_FOUND',
        'This transaction is not on chain (yet); try again in a moment',
      );
    if (!landed.succeeded) throw new HttpError(400, 'TRADE__FAILED', 'This transaction failed on chain');
    const [q] = await db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.messageHash, landed.messageHash));
    if (!q)
      throw new HttpError(400, 'TRADE__NOT_A_QUOTE', 'This transaction is not a trade quoted by the venue');
    return toTradeRecord((await settleLanded(landed, q)).trade);
  }

  const submit = createSubmit({
    db,
    rpc,
    logger,
    venueSigner,
    resolveExpired,
    settle,
    watchedTrade,
    sending,
    watch,
    touched,
  });

  return {
    keys,
    rpc,
    quote,
    submit,
    settle,
    sweepExpiredQuotes,
    recoverInFlight,
    graduate,
    indexSignature,
    rentForSystemAccount,
    /** Follows `addr` for landed transactions (localnet). */
    watch,
    /** Registers a handler for landed transactions that are not quoted trades (launches). */
    onLanded(handler: LandedHandler) {
      landedHandlers.push(handler);
    },
    /** Records a trade that was not quoted through /trade/quote (a launch's initial buy). */
    async recordTrade(tx: Tx, row: typeof schema.trades.$inferInsert) {
      const [inserted] = await tx
        .insert(schema.trades)
        .values(row)
        .onConflictDoNothing()
        .returning({ signature: schema.trades.signature });
      if (inserted) await recordCandles(tx, inserted.signature);
    },
  };
}
