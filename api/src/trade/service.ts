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
 * that same transaction. (On embedded PGlite the lock is its one connection, held from the read to the
 * reservation's write, which is one statement: nothing else runs between them — submit.ts's `reserve`.) It is
 * released when the trade lands (settled exactly once, keyed by signature, in the transaction that applies its
 * delta), fails, or outlives its blockhash unlanded (after checking the chain for it).
 */
import { createHash } from 'node:crypto';
import { toAddress } from '@solpad/core/rpc';
import type { AppDeps } from '../deps';
import { lazyPlatformKeys, type PlatformKeys } from '../keys';
import { type ChainRpc, createChainRpc } from '../lib/chain-rpc';
import { hotCacheOf } from '../lib/hot-cache';
import { createExpiry } from './expiry';
import { createGraduation } from './graduation';
import { createIssuedQuotes } from './issued-quotes';
import { createLandedIndex, indexConfirmed, type LandedHandler } from './landed-index';
import { createQuote } from './quote';
import { type QuoteRow, type TokenRow, toTradeRecord } from './records';
import { recordTrade, type SettleDeps, settleLanded, settleSignature } from './settle';
import { createSubmit } from './submit';
import type { LandedTransaction } from './tx';

export type { LandedHandler } from './landed-index';
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

/** The signer of a token's venue: its pool once graduated, else its curve's vault. */
function venueSignerOf(keys: () => PlatformKeys) {
  return async (token: TokenRow) => {
    const mint = toAddress(token.address);
    return token.status === 'graduated' ? keys().pool(mint) : keys().vault(mint);
  };
}

/** The rent-exempt minimum of an account of `bytes` bytes, asked of the chain once. */
function rentExemption(rpc: ChainRpc, bytes: bigint): () => Promise<bigint> {
  let rent: Promise<bigint> | undefined;
  return () => {
    rent ??= rpc.getMinimumBalanceForRentExemption(bytes).send();
    return rent;
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
  const rentForSystemAccount = rentExemption(rpc, 0n);
  // A Token-2022 account with the ImmutableOwner extension the ATA program adds: 170 bytes.
  const rentForTokenAccount = rentExemption(rpc, 170n);

  /** Addresses whose landed transactions may be ours to index: venue accounts, pending mints, escrows. */
  const watched = new Set<string>();
  const watch = (addr: string) => {
    watched.add(addr);
  };
  const landedHandlers: LandedHandler[] = [];
  const { graduate, graduateIfComplete } = createGraduation({
    db,
    rpc,
    keys,
    events,
    logger,
    rentForSystemAccount,
    watch,
  });
  const settling: SettleDeps = { db, events, graduate, graduateIfComplete };
  const settleLandedTrade = (landed: LandedTransaction, q: QuoteRow) => settleLanded(settling, landed, q);
  const landedIndex = createLandedIndex({
    db,
    rpc,
    settleLanded: settleLandedTrade,
    landedHandlers,
  });
  const { indexRun, indexSignature, watchedTrade } = landedIndex;
  const { resolveExpired, sweepExpiredQuotes, recoverInFlight } = createExpiry({
    db,
    rpc,
    settleLanded: settleLandedTrade,
    indexSignature,
  });
  /** The quoted trades being sent by this process, by signature (their reserved quote rows). */
  const sending = new Map<string, QuoteRow>();
  indexConfirmed(chain, logger, watched, sending, landedIndex, events, deps.shutdown);

  // What the quote and the submit paths both use: the database and the chain, the venue's signer, the expiry of
  // trades in flight, and the watch on venue accounts.
  const venue = { db, rpc, venueSigner: venueSignerOf(keys), resolveExpired, watch };
  const issued = createIssuedQuotes();
  const { quote, touched } = createQuote({
    ...venue,
    hot: hotCacheOf(events),
    keys,
    rentForTokenAccount,
    issued,
  });
  const settleDeps = { db, rpc, graduateIfComplete, watchedTrade, settleLanded: settleLandedTrade };
  const settle = (signature: string) => settleSignature(settleDeps, signature);
  // A trade submit sent and saw land on a remote chain, recorded from what submit knows; the watcher, hearing of
  // it later, finds it recorded.
  const settleSent = async (landed: LandedTransaction, q: QuoteRow) => {
    const row = await indexRun(landed.signature, { landed, q });
    if (!row || row === 'other') throw new Error(`a sent trade was not recorded: ${landed.signature}`);
    return toTradeRecord(row);
  };
  const submit = createSubmit({
    ...venue,
    logger,
    settle,
    settleSent,
    watchedTrade,
    sending,
    touched,
    issued,
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
    recordTrade,
  };
}
