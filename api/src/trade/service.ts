/**
 * The bonding-curve venue's server side: firm quotes (request-for-quote), settlement, graduation to the pool.
 *
 * Why the user cannot alter a quoted trade: the API compiles the whole transaction (instructions, accounts,
 * amounts, fee payer, blockhash) and the venue's key signs those exact message bytes. A wallet can only add
 * its own signature; changing any byte of the message (an amount, a destination, an extra instruction) makes
 * the venue's ed25519 signature invalid, and the cluster refuses the transaction before running it. The quote is
 * identified by the SHA-256 of the message bytes, and settlement checks that exact hash landed successfully.
 *
 * Why concurrent quotes cannot oversell: a quote is priced and its reservation inserted inside one database
 * transaction that holds the venue row's lock (`SELECT … FOR UPDATE`), against `reservesForQuote` (core/trade):
 * the settled reserves plus every open quote of the same side, which is never better for the user than any state
 * the venue can reach. An open quote reserves until its blockhash's `lastValidBlockHeight`: after that its
 * transaction can no longer land, so (after checking the venue's signatures for one that landed unnoticed) it is
 * marked `expired` and its reservation released.
 */
import { randomUUID } from 'node:crypto';
import { type Address, address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import type { TradeQuoteRequest, TradeQuoteResponse, TradeRecord } from '@solpad/core/schemas';
import {
  curveMarket,
  graduationPoolReserves,
  type Market,
  maximumWithSlippage,
  minimumWithSlippage,
  type OpenReservation,
  POOL_FEE_BPS,
  poolMarket,
  type QuoteResult,
  quoteBuy,
  quoteSell,
  type Reserves,
  reservesForQuote,
  spotPriceSol,
  TOKEN_DECIMALS,
  TOKEN_UNIT,
} from '@solpad/core/trade';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { type Db, schema } from '../db';
import { lazyPlatformKeys, type PlatformKeys } from '../keys';
import { createChainRpc } from '../lib/chain-rpc';
import { HttpError } from '../lib/errors';
import { recordCandles } from './candles';
import {
  ataOf,
  fetchLanded,
  type LandedTransaction,
  landedAt,
  memoInstruction,
  prepareTransaction,
  sendAndConfirm,
  tradeInstructions,
} from './tx';

/** Milliseconds per slot (blocks), used to turn a block height into a wall-clock expiry. */
export const SLOT_MS = 400;
/** An open quote keeps its reservation this many blocks past its last valid height (settlement's margin). */
export const EXPIRY_GRACE_BLOCKS = 2n;
/** The network fee of a transaction with two signatures (user + venue). */
const TWO_SIGNATURE_FEE = 10_000n;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TokenRow = typeof schema.tokens.$inferSelect;
type TradeRow = typeof schema.trades.$inferSelect;
type QuoteRow = typeof schema.quotes.$inferSelect;

/** Reserves of a curve row. */
export function curveReserves(row: typeof schema.curves.$inferSelect): Reserves {
  return {
    sol: row.virtualSolReserves,
    token: row.virtualTokenReserves,
    realSol: row.realSolReserves,
    realToken: row.realTokenReserves,
  };
}

/** Execution price of a trade in SOL per whole token: the SOL that moved in or out of the reserves per token. */
export function executionPriceSol(venueSol: bigint, tokens: bigint): number {
  if (tokens === 0n) return 0;
  return (Number(venueSol) / Number(tokens)) * (Number(TOKEN_UNIT) / 1e9);
}

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

function refuse(result: QuoteResult & { ok: false }): never {
  const { refusal } = result;
  const max = 'max' in refusal && refusal.max !== undefined ? ` (at most ${refusal.max} base units)` : '';
  throw new HttpError(
    refusal.code === 'AMOUNT_TOO_SMALL' ? 400 : 409,
    `TRADE__${refusal.code}`,
    `${refusal.message}${max}`,
  );
}

function price(m: Market, req: Pick<TradeQuoteRequest, 'side' | 'amountIs'>, amount: bigint): QuoteResult {
  if (req.side === 'buy')
    return quoteBuy(m, req.amountIs === 'sol' ? { solIn: amount } : { tokensOut: amount });
  return quoteSell(m, req.amountIs === 'sol' ? { solOut: amount } : { tokensIn: amount });
}

/** Reads a Token-2022 (or SPL) token account's amount from its base64 data (bytes 64..72, u64 LE). */
function tokenAmountOf(data: string | undefined): bigint {
  if (!data) return 0n;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length >= 72 ? bytes.readBigUInt64LE(64) : 0n;
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

  /** Graduations in progress, by mint. */
  const graduating = new Map<string, Promise<void>>();
  /** Addresses whose landed transactions may be ours to index: venue accounts of open quotes, pending mints. */
  const watched = new Set<string>();
  const landedHandlers: LandedHandler[] = [];
  // The localnet tells us about every confirmed transaction: settle quoted trades as they land, without
  // waiting for the client's /settle call. (On a remote chain, /settle and the reconciliation below do it.)
  chain.onConfirmed((tx) => {
    if (tx.err !== null || !tx.accountKeys.some((k) => watched.has(k))) return;
    indexSignature(tx.signature).catch((err: unknown) =>
      logger.warn({ err, signature: tx.signature }, 'could not index a landed transaction'),
    );
  });

  async function tokenOf(mint: string): Promise<TokenRow> {
    const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, mint));
    if (!token)
      throw new HttpError(404, 'TOKEN__NOT_FOUND', 'No token with this mint address on the platform');
    return token;
  }

  async function venueSigner(token: TokenRow) {
    const mint = address(token.address);
    return token.status === 'graduated' ? keys().pool(mint) : keys().vault(mint);
  }

  /** Locks the venue row of `mint` for the rest of `tx` and returns its reserves. */
  async function lockVenue(tx: Tx, mint: string, venue: 'curve' | 'pool') {
    if (venue === 'curve') {
      const [curve] = await tx.select().from(schema.curves).where(eq(schema.curves.mint, mint)).for('update');
      if (!curve) throw new HttpError(404, 'TOKEN__NOT_FOUND', 'This token has no bonding curve');
      return { market: curveMarket(curveReserves(curve)), complete: curve.complete };
    }
    const [pool] = await tx.select().from(schema.pools).where(eq(schema.pools.mint, mint)).for('update');
    if (!pool) throw new HttpError(404, 'TOKEN__NOT_FOUND', 'This token has no pool');
    return { market: poolMarket(pool.solReserves, pool.tokenReserves), complete: false };
  }

  /**
   * Before open quotes past their last valid height are released: index any of their transactions that landed
   * without being settled (a client that never called /settle on a remote chain), found in the venue account's
   * recent signatures.
   */
  async function reconcile(mint: string, venueAddress: Address, height: bigint) {
    const [due] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.quotes)
      .where(
        and(
          eq(schema.quotes.mint, mint),
          eq(schema.quotes.status, 'open'),
          lt(schema.quotes.lastValidBlockHeight, height - EXPIRY_GRACE_BLOCKS),
        ),
      );
    if (!due?.n) return;
    const recent = await rpc.getSignaturesForAddress(venueAddress, { limit: 100 }).send();
    const candidates = recent.filter((s) => s.err === null).map((s) => s.signature as string);
    if (candidates.length) {
      const known = new Set(
        (
          await db
            .select({ s: schema.trades.signature })
            .from(schema.trades)
            .where(sql`${schema.trades.signature} in ${candidates}`)
        ).map((r) => r.s),
      );
      for (const sig of candidates) if (!known.has(sig)) await indexSignature(sig).catch(() => false);
    }
    await db
      .update(schema.quotes)
      .set({ status: 'expired' })
      .where(
        and(
          eq(schema.quotes.mint, mint),
          eq(schema.quotes.status, 'open'),
          lt(schema.quotes.lastValidBlockHeight, height - EXPIRY_GRACE_BLOCKS),
        ),
      );
  }

  /** `POST /api/trade/quote`. */
  async function quote(req: TradeQuoteRequest): Promise<TradeQuoteResponse> {
    const token = await tokenOf(req.mint);
    const mint = address(token.address);
    const wallet = address(req.wallet);
    const venue: 'curve' | 'pool' = token.status === 'graduated' ? 'pool' : 'curve';
    const [signer, treasury] = await Promise.all([venueSigner(token), keys().treasury()]);
    if (wallet === signer.address || wallet === treasury.address)
      throw new HttpError(400, 'TRADE__INVALID_WALLET', 'This wallet cannot trade on the venue');
    const userAta = await ataOf(wallet, mint);
    const [{ value: latest }, height, { value: balance }, { value: userAtaInfo }, ataRent] =
      await Promise.all([
        rpc.getLatestBlockhash().send(),
        rpc.getBlockHeight().send(),
        rpc.getBalance(wallet).send(),
        rpc.getAccountInfo(userAta, { encoding: 'base64' }).send(),
        rentForTokenAccount(),
      ]);
    const amount = BigInt(req.amount);
    // Known before pricing: selling more tokens than the wallet holds.
    if (req.side === 'sell' && req.amountIs === 'token' && tokenAmountOf(userAtaInfo?.data[0]) < amount)
      throw new HttpError(400, 'TRADE__INSUFFICIENT_TOKENS', 'Insufficient token balance');
    await reconcile(mint, signer.address, height);
    const quoteId = randomUUID();
    watched.add(signer.address);

    const built = await db.transaction(async (tx) => {
      const { market, complete } = await lockVenue(tx, mint, venue);
      if (complete)
        throw new HttpError(
          409,
          'TRADE__CURVE_COMPLETE',
          'The bonding curve is complete; the token is graduating',
        );
      const open = await tx
        .select({
          side: schema.quotes.side,
          sol: sql<string>`sum(${schema.quotes.deltaSol})::text`,
          token: sql<string>`sum(${schema.quotes.deltaToken})::text`,
        })
        .from(schema.quotes)
        .where(
          and(
            eq(schema.quotes.mint, mint),
            eq(schema.quotes.status, 'open'),
            sql`${schema.quotes.lastValidBlockHeight} + ${EXPIRY_GRACE_BLOCKS} >= ${height}`,
          ),
        )
        .groupBy(schema.quotes.side);
      const reservations: OpenReservation[] = open.map((o) => ({
        side: o.side,
        delta: { sol: BigInt(o.sol), token: BigInt(o.token) },
      }));
      const pricing: Market = {
        ...market,
        reserves: reservesForQuote(market.reserves, reservations, req.side),
      };
      const firm = price(pricing, req, amount);
      if (!firm.ok) refuse(firm);
      const q = firm.quote;
      // The user's tolerance is measured against the price the venue would give with nothing pending.
      const indicative = price(market, req, amount);
      const slippage = BigInt(req.slippageBps);
      let expected: bigint;
      let minimum: bigint;
      if (req.amountIs === (req.side === 'buy' ? 'sol' : 'token')) {
        // Exact input: the output may be lower than the indicative one, down to the minimum.
        expected = req.side === 'buy' ? q.tokenAmount : q.solAmount;
        const ref = indicative.ok
          ? req.side === 'buy'
            ? indicative.quote.tokenAmount
            : indicative.quote.solAmount
          : expected;
        minimum = minimumWithSlippage(ref, slippage);
        if (expected < minimum)
          throw new HttpError(
            409,
            'TRADE__SLIPPAGE',
            'The price moved beyond your slippage tolerance; try again',
          );
      } else {
        // Exact output: the user receives exactly the amount; the input may be higher, up to the maximum.
        expected = amount;
        minimum = amount;
        const paid = req.side === 'buy' ? q.solAmount : q.tokenAmount;
        const ref = indicative.ok
          ? req.side === 'buy'
            ? indicative.quote.solAmount
            : indicative.quote.tokenAmount
          : paid;
        if (paid > maximumWithSlippage(ref, slippage))
          throw new HttpError(
            409,
            'TRADE__SLIPPAGE',
            'The price moved beyond your slippage tolerance; try again',
          );
      }
      const ataExists = userAtaInfo !== null;
      if (q.side === 'buy') {
        const needed = q.solAmount + TWO_SIGNATURE_FEE + (ataExists ? 0n : ataRent);
        if (balance < needed) throw new HttpError(400, 'TX__INSUFFICIENT_SOL', 'Insufficient SOL balance');
      } else {
        if (tokenAmountOf(userAtaInfo?.data[0]) < q.tokenAmount)
          throw new HttpError(400, 'TRADE__INSUFFICIENT_TOKENS', 'Insufficient token balance');
        if (balance < TWO_SIGNATURE_FEE)
          throw new HttpError(400, 'TX__INSUFFICIENT_SOL', 'Insufficient SOL balance');
      }
      const treasuryFee = market.feeTo === 'treasury' ? q.feeLamports : 0n;
      const ixs = await tradeInstructions({
        side: q.side,
        user: wallet,
        mint,
        venue: signer,
        treasury: treasury.address,
        venueSol: q.venueSol,
        treasuryFee,
        userSol: q.solAmount,
        tokens: q.tokenAmount,
        memo: `solpad ${venue} ${q.side} ${quoteId}`,
      });
      const prepared = await prepareTransaction(createNoopSigner(wallet), latest, ixs);
      const expiresAt = new Date(Date.now() + Number(latest.lastValidBlockHeight - height) * SLOT_MS);
      await tx.insert(schema.quotes).values({
        id: quoteId,
        mint,
        venue,
        side: q.side,
        wallet,
        solLamports: q.solAmount,
        tokenAmount: q.tokenAmount,
        feeLamports: q.feeLamports,
        deltaSol: q.delta.sol,
        deltaToken: q.delta.token,
        messageHash: prepared.messageHash,
        lastValidBlockHeight: latest.lastValidBlockHeight,
        expiresAt,
      });
      return { q, prepared, expected, minimum, expiresAt };
    });
    return {
      quoteId,
      transaction: built.prepared.wire,
      venue,
      side: built.q.side,
      solLamports: built.q.solAmount.toString(),
      tokenAmount: built.q.tokenAmount.toString(),
      feeLamports: built.q.feeLamports.toString(),
      expected: built.expected.toString(),
      minimum: built.minimum.toString(),
      priceImpactBps: built.q.priceImpactBps,
      expiresAt: built.expiresAt.toISOString(),
      lastValidBlockHeight: latest.lastValidBlockHeight.toString(),
    };
  }

  /** Records a landed quoted trade exactly once; returns the trade and whether this call recorded it. */
  async function settleLanded(
    landed: LandedTransaction,
    q: QuoteRow,
  ): Promise<{ trade: TradeRow; fresh: boolean }> {
    let completed = false;
    const result = await db.transaction(async (tx) => {
      const { market } = await lockVenue(tx, q.mint, q.venue);
      const [locked] = await tx.select().from(schema.quotes).where(eq(schema.quotes.id, q.id)).for('update');
      if (locked?.status === 'settled' && locked.signature) {
        const [existing] = await tx
          .select()
          .from(schema.trades)
          .where(eq(schema.trades.signature, locked.signature));
        if (existing) return { trade: existing, fresh: false };
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
        return { trade: existing, fresh: false };
      }
      await recordCandles(tx, inserted.signature);
      if (q.venue === 'curve') {
        const realToken = market.reserves.realToken + q.deltaToken;
        completed = realToken === 0n;
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
      await tx
        .update(schema.quotes)
        .set({ status: 'settled', signature: landed.signature })
        .where(eq(schema.quotes.id, q.id));
      return { trade: inserted, fresh: true, priceSol: spotPriceSol(after) };
    });
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
      if ('priceSol' in result && result.priceSol !== undefined)
        events.publish({ type: 'price', token: t.mint, priceSol: result.priceSol, at });
    }
    if (completed) await graduate(q.mint);
    else if (!result.fresh) await graduateIfComplete(q.mint);
    return { trade: result.trade, fresh: result.fresh };
  }

  /** Signatures being indexed right now (the watcher and /settle ask at the same moment: one does the work). */
  const indexing = new Map<string, Promise<boolean>>();
  /** Indexes a landed signature if it is one of ours (a quoted trade, or what a registered handler knows). */
  function indexSignature(signature: string): Promise<boolean> {
    let running = indexing.get(signature);
    if (!running) {
      running = indexOnce(signature).finally(() => indexing.delete(signature));
      indexing.set(signature, running);
    }
    return running;
  }

  async function indexOnce(signature: string): Promise<boolean> {
    const landed = await fetchLanded(rpc, signature);
    if (!landed?.succeeded) return false;
    const [q] = await db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.messageHash, landed.messageHash));
    if (q) {
      await settleLanded(landed, q);
      return true;
    }
    for (const handler of landedHandlers) if (await handler(landed)) return true;
    return false;
  }

  /** `POST /api/trade/settle`: verifies the exact quoted transaction landed and records it once. */
  async function settle(signature: string): Promise<TradeRecord> {
    await indexing.get(signature)?.catch(() => false);
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

  /** Graduates `mint` if its curve is complete and it has not graduated yet (or waits for the one running). */
  async function graduateIfComplete(mint: string): Promise<void> {
    const running = graduating.get(mint);
    if (running) return running;
    const [row] = await db
      .select({ complete: schema.curves.complete, status: schema.tokens.status })
      .from(schema.curves)
      .innerJoin(schema.tokens, eq(schema.tokens.address, schema.curves.mint))
      .where(eq(schema.curves.mint, mint));
    if (row?.complete && row.status !== 'graduated') await graduate(mint);
  }

  /** Moves a completed curve's reserves into its pool (once; concurrent calls share the work). */
  function graduate(mint: string): Promise<void> {
    let running = graduating.get(mint);
    if (!running) {
      running = migrate(mint).finally(() => graduating.delete(mint));
      graduating.set(mint, running);
    }
    return running;
  }

  async function migrate(mintText: string): Promise<void> {
    const mint = address(mintText);
    const [treasury, vault, pool] = await Promise.all([
      keys().treasury(),
      keys().vault(mint),
      keys().pool(mint),
    ]);
    const [vaultAta, poolAta, rent, { value: latest }] = await Promise.all([
      ataOf(vault.address, mint),
      ataOf(pool.address, mint),
      rentForSystemAccount(),
      rpc.getLatestBlockhash().send(),
    ]);
    const done = await db.transaction(async (tx) => {
      const [curve] = await tx.select().from(schema.curves).where(eq(schema.curves.mint, mint)).for('update');
      const [token] = await tx.select().from(schema.tokens).where(eq(schema.tokens.address, mint));
      if (!curve || !token || !curve.complete || token.status === 'graduated') return null;
      const seed = graduationPoolReserves(curveReserves(curve));
      const prepared = await prepareTransaction(treasury, latest, [
        // The pool is a plain system account like the vault: fund its rent-exempt minimum first.
        getTransferSolInstruction({ source: treasury, destination: pool.address, amount: lamports(rent) }),
        getCreateAssociatedTokenIdempotentInstruction({
          payer: treasury,
          ata: poolAta,
          owner: pool.address,
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getTransferSolInstruction({ source: vault, destination: pool.address, amount: lamports(seed.sol) }),
        getTransferCheckedInstruction({
          source: vaultAta,
          mint,
          destination: poolAta,
          authority: vault,
          amount: seed.token,
          decimals: TOKEN_DECIMALS,
        }),
        memoInstruction(`solpad graduation ${mint}`),
      ]);
      const signature = await sendAndConfirm(rpc, prepared.wire);
      await tx.insert(schema.pools).values({
        mint,
        address: pool.address,
        solReserves: seed.sol,
        tokenReserves: seed.token,
        feeBps: Number(POOL_FEE_BPS),
        migrationTx: signature,
      });
      await tx
        .update(schema.curves)
        .set({ realSolReserves: 0n, realTokenReserves: 0n, updatedAt: sql`now()` })
        .where(eq(schema.curves.mint, mint));
      await tx
        .update(schema.tokens)
        .set({
          status: 'graduated',
          poolAddress: pool.address,
          migrationTx: signature,
          graduatedAt: sql`now()`,
        })
        .where(eq(schema.tokens.address, mint));
      // Open curve quotes can no longer land (the vault is empty): release them now.
      await tx
        .update(schema.quotes)
        .set({ status: 'expired' })
        .where(
          and(
            eq(schema.quotes.mint, mint),
            eq(schema.quotes.status, 'open'),
            eq(schema.quotes.venue, 'curve'),
          ),
        );
      return { signature, priceSol: spotPriceSol(seed) };
    });
    if (done) {
      watched.add(pool.address);
      logger.info({ mint, migrationTx: done.signature }, 'token graduated to its pool');
      const at = Date.now();
      events.publish({
        type: 'migration',
        token: mint,
        poolAddress: pool.address,
        migrationTx: done.signature,
        at,
      });
      events.publish({ type: 'price', token: mint, priceSol: done.priceSol, at });
    }
  }

  /**
   * Sweeps every mint with open quotes past their last valid height (plus the grace): indexes any of their
   * transactions that landed unnoticed, then marks the rest `expired`, releasing their reservations. Quoting does
   * this lazily for one mint; the scheduled job does it for all of them so no row stays `open` forever.
   */
  async function sweepExpiredQuotes(): Promise<{ mints: number; settled: number; expired: number }> {
    const height = await rpc.getBlockHeight().send();
    const due = await db
      .select({ id: schema.quotes.id, mint: schema.quotes.mint })
      .from(schema.quotes)
      .where(
        and(
          eq(schema.quotes.status, 'open'),
          lt(schema.quotes.lastValidBlockHeight, height - EXPIRY_GRACE_BLOCKS),
        ),
      );
    const mints = [...new Set(due.map((d) => d.mint))];
    for (const mint of mints) {
      const token = await tokenOf(mint);
      await reconcile(mint, (await venueSigner(token)).address, height);
    }
    if (due.length === 0) return { mints: 0, settled: 0, expired: 0 };
    const after = await db
      .select({ status: schema.quotes.status })
      .from(schema.quotes)
      .where(sql`${schema.quotes.id} in ${due.map((d) => d.id)}`);
    return {
      mints: mints.length,
      settled: after.filter((r) => r.status === 'settled').length,
      expired: after.filter((r) => r.status === 'expired').length,
    };
  }

  return {
    keys,
    rpc,
    quote,
    settle,
    sweepExpiredQuotes,
    graduate,
    indexSignature,
    rentForSystemAccount,
    /** Follows `addr` for landed transactions (localnet). */
    watch(addr: string) {
      watched.add(addr);
    },
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
