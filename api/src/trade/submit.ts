/**
 * `POST /api/trade/submit`: the one place the venue signs a trade (see the reasoning at the top of service.ts).
 *
 * The quote's versions come back with the user's signature (core/trade's versions.ts: the same trade at amounts
 * stepping from the fair price at quote time to the user's slippage bound, signed in one wallet prompt). Each must
 * be one of that quote's exact messages (its SHA-256 is among the quote's version hashes), at most once, signed in
 * the quote's wallet's place; the quote must be unused and its blockhash still valid. Then, inside the venue row's
 * lock, the trade is priced again on the settled reserves plus the trades in flight, and the venue picks the first
 * submitted version, best for the user first, whose amounts are no better for the user than that price
 * (`pickVersion` over `checkQuotedTrade`); none → 409 TRADE__SLIPPAGE. Its ed25519 signature must be the wallet's
 * (400 TRADE__SIGNATURE_INVALID, nothing reserved); the venue co-signs that version alone. The quote row becomes
 * that version (amounts, hash, signature) and its in-flight reservation, under the same lock (on PGlite its one
 * connection, held: {@link reserve}). The transaction is sent, its outcome awaited, and the trade settled through
 * the service's one settle path; a trade that fails or outlives its blockhash releases its reservation. The other
 * versions never get the venue's signature, so they can never land.
 */
import type { KeyObject } from 'node:crypto';
import {
  isSolanaError,
  type KeyPairSigner,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
} from '@solana/kit';
import { base58Decode, base58Encode } from '@solpad/core/rpc';
import type { TradePending, TradeRecord, TradeStaleQuote, TradeSubmitRequest } from '@solpad/core/schemas';
import { type Market, type OpenReservation, pickVersion, reservesForQuote } from '@solpad/core/trade';
import { and, eq, sql } from 'drizzle-orm';
import { preparedOutcome } from '../chain/prepared';
import {
  addSignature,
  ed25519PublicKey,
  signatureAt,
  signerIndex,
  splitWire,
  verifiesMessage,
  type WireParts,
} from '../chain/wire';
import { type Db, rowsOf, runsOnPglite, schema } from '../db';
import {
  type Executor,
  executeKept,
  prefixedColumns,
  prefixedSelect,
  rowOf,
  withConnectionHeld,
} from '../db/prepared';
import type { ChainRpc } from '../lib/chain-rpc';
import { catalogued, HttpError } from '../lib/errors';
import { failpoint } from '../lib/failpoint';
import type { Logger } from '../lib/logger';
import type { IssuedQuotes } from './issued-quotes';
import { type QuoteVersion, versionsOf } from './quote-versions';
import {
  assertTradable,
  inFlightAt,
  inFlightReservations,
  lockVenueOfQuote,
  type QuoteRow,
  type TokenRow,
  venueOfQuoteHeld,
} from './records';
import { hashMessage, type LandedTransaction, sentTradeLanded } from './tx';

/** How long a submit waits for the chain to confirm the trade before answering `TRADE__PENDING`. */
export const SUBMIT_CONFIRM_TIMEOUT_MS = 30_000;
/** Between two looks at a sent trade's status. */
const POLL_MS = 400;

/** What the submit path needs from the market service. */
export interface SubmitDeps {
  db: Db;
  rpc: ChainRpc;
  logger: Logger;
  /** The token, refused when unknown or hidden. */
  venueSigner(token: TokenRow): Promise<KeyPairSigner>;
  /** Settles or releases `mint`'s in-flight trades whose blockhash expired. */
  resolveExpired(mint: string, height: bigint): Promise<unknown>;
  /** Records a landed quoted trade once (the service's settle path). */
  settle(signature: string): Promise<TradeRecord>;
  /** Records a trade this process sent and saw land, from what it knows of it (no read of the transaction). */
  settleSent(landed: LandedTransaction, q: QuoteRow): Promise<TradeRecord>;
  /** The trade of a signature the localnet's watcher is recording or recorded lately; null otherwise. */
  watchedTrade(signature: string): Promise<TradeRecord | null>;
  /** The trades being sent, by signature: the watcher records one of them without reading it back. */
  sending: Map<string, QuoteRow>;
  watch(addr: string): void;
  /** A reservation of `mint` was made or released here (quotes read its trades in flight again). */
  touched(mint: string): void;
  /** The open quotes this process issued, as stored (issued-quotes.ts). */
  issued: Pick<IssuedQuotes, 'take'>;
}

const expired = () => catalogued('TRADE__QUOTE_EXPIRED');
/** A sent trade not confirmed in time; names the version that was sent (the client settles it by its signature). */
const pending = (signature: string) => {
  const extra: TradePending = { pending: { signature } };
  return catalogued('TRADE__PENDING', undefined, extra);
};

/** Takes a base64 wire transaction apart, or refuses it. */
function decodeTransaction(wire: string): WireParts {
  const parts = splitWire(new Uint8Array(Buffer.from(wire, 'base64')));
  if (!parts) throw catalogued('TRADE__INVALID_TRANSACTION');
  return parts;
}

/** A submitted version: the wallet-signed transaction, which version of the quote it is, and the wallet's signature. */
interface SignedVersion {
  tx: WireParts;
  index: number;
  version: QuoteVersion;
  /** The wallet's signature: the transaction's id (base58) if it is the one sent. */
  signature: Uint8Array;
  /** The wallet's public key, which the signature is checked against when this version is the one to send. */
  key: KeyObject;
}

/** A version's transaction id (the wallet's signature, base58). */
const idOf = (s: SignedVersion) => base58Encode(s.signature);

/**
 * The submitted transactions as versions of `q`, best for the user first: each must be one of the quote's
 * messages, at most once, signed in the wallet's place. Their signatures are not checked here: only the version
 * the venue picks is ever sent, and {@link reserve} checks its signature before reserving it (a version that is
 * never sent costs nothing to leave unchecked, where checking all twelve of a 50 % quote cost ~1 ms of CPU).
 */
function signedVersions(q: QuoteRow, txs: WireParts[]): SignedVersion[] {
  const versions = versionsOf(q);
  const wallet = base58Decode(q.wallet);
  if (!wallet) throw new Error(`a quote of a wallet that is not an address: ${q.wallet}`);
  const key = ed25519PublicKey(wallet);
  const seen = new Set<number>();
  const signed = txs.map((tx) => {
    const hash = hashMessage(tx.messageBytes);
    const index = versions.findIndex((v) => v.messageHash === hash);
    if (index < 0) throw catalogued('TRADE__NOT_THE_QUOTE');
    if (seen.has(index))
      throw catalogued('TRADE__INVALID_TRANSACTION', 'transactions: the same version twice');
    seen.add(index);
    const at = signerIndex(tx, wallet);
    if (at < 0) throw catalogued('TRADE__SIGNATURE_INVALID');
    return { tx, index, version: versions[index] as QuoteVersion, signature: signatureAt(tx, at), key };
  });
  return signed.sort((a, b) => a.index - b.index);
}

/** The error text of a send failure, its cause and its simulation logs, for classification. */
function describeFailure(e: unknown): string {
  const parts: string[] = [];
  for (let x: unknown = e, depth = 0; x instanceof Error && depth < 4; x = x.cause, depth++) {
    parts.push(x.message);
    const context = (x as { context?: { logs?: unknown; __serverMessage?: unknown } }).context;
    if (Array.isArray(context?.logs)) parts.push(...context.logs.map(String));
    if (typeof context?.__serverMessage === 'string') parts.push(context.__serverMessage);
  }
  return parts.join('\n');
}

/**
 * What a refused send means for the user, when the chain refused it for sure (preflight): `landed` when it was
 * processed already, null when the failure says nothing about the transaction (the network).
 */
function refusalOf(e: unknown, side: 'buy' | 'sell'): HttpError | 'landed' | null {
  if (!isSolanaError(e, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) return null;
  const text = describeFailure(e);
  if (/AlreadyProcessed|already been processed/i.test(text)) return 'landed';
  if (/BlockhashNotFound|blockhash not found/i.test(text)) return expired();
  if (
    /insufficient lamports|InsufficientFundsForFee|insufficient funds for fee|AccountNotFound|prior credit/i.test(
      text,
    )
  )
    return catalogued('TX__INSUFFICIENT_SOL');
  if (side === 'sell' && /insufficient funds/i.test(text)) return catalogued('TRADE__INSUFFICIENT_TOKENS');
  const reason = text.split('\n')[0]?.slice(0, 200) ?? '';
  return catalogued('TRADE__FAILED', `The chain refused the trade: ${reason}`);
}

/**
 * Re-prices the trade under the venue's lock and picks the best submitted version that still holds; records it as
 * the quote's trade in flight. Returns null when the quote is no longer open (another call submitted it first).
 *
 * On PGlite its one connection is held from the read to the reservation's write: nothing runs between them, and
 * the write is one statement, so no transaction is needed around them (db/prepared.ts's `withConnectionHeld`: no
 * BEGIN and COMMIT through PGlite's WebAssembly), and the venue, the quote's status and the trades in flight are
 * read in one statement that locks no row (the held connection is the lock). On a server one transaction holds the
 * venue row's lock, and the trades in flight are read in a statement after the lock — one that waited for the lock
 * reads what the submissions before it reserved — sent with it at once (pipelined): the server runs the second when
 * the first holds the lock, so the lock is held one round trip less (the row lock is what trades of one token queue
 * on).
 */
async function reserve(
  db: Db,
  q: QuoteRow,
  signed: SignedVersion[],
  height: bigint,
): Promise<{ row: QuoteRow; chosen: SignedVersion } | null> {
  if (runsOnPglite(db))
    return withConnectionHeld(db, async (held) => {
      const locked = await venueOfQuoteHeld(db, held, q);
      return reserveLocked(db, held, q, signed, locked, inFlightAt(locked.inFlight, height));
    });
  return db.transaction(async (tx) => {
    const [locked, inFlight] = await Promise.all([
      lockVenueOfQuote(tx, q),
      inFlightReservations(tx, q.mint, height),
    ]);
    return reserveLocked(db, tx, q, signed, locked, inFlight);
  });
}

/** What the reservation's lock read: the venue's market, whether it completed, the quote's status, the token's flag. */
type VenueUnderLock = Pick<
  Awaited<ReturnType<typeof lockVenueOfQuote>>,
  'market' | 'complete' | 'quoteStatus' | 'tokenHidden'
>;

/** {@link reserve}'s pricing, pick and write, with the venue locked (`on`: the transaction or the held connection). */
async function reserveLocked(
  db: Db,
  on: Executor,
  q: QuoteRow,
  signed: SignedVersion[],
  locked: VenueUnderLock,
  inFlight: OpenReservation[],
): Promise<{ row: QuoteRow; chosen: SignedVersion } | null> {
  const { market, complete, quoteStatus } = locked;
  if (quoteStatus !== 'open') return null;
  // The token as it is now: the one submit began with may be the quote's (issued-quotes.ts). (A token that
  // graduated since has no open curve quotes: graduation deleted them, so the status above is not open.)
  if (locked.tokenHidden) throw catalogued('TOKEN__HIDDEN');
  if (complete) throw catalogued('TRADE__CURVE_COMPLETE');
  const pricing: Market = { ...market, reserves: reservesForQuote(market.reserves, inFlight, q.side) };
  const pick = pickVersion(
    pricing,
    signed.map((s) => s.version),
  );
  if (pick.chosen === null) {
    const best = (signed[0] as SignedVersion).version;
    const stale: TradeStaleQuote = {
      stale: {
        quoteId: q.id,
        mint: q.mint,
        side: q.side,
        quoted: { solLamports: best.solAmount.toString(), tokenAmount: best.tokenAmount.toString() },
        current: pick.current && {
          solLamports: pick.current.solAmount.toString(),
          tokenAmount: pick.current.tokenAmount.toString(),
        },
      },
    };
    throw catalogued(
      'TRADE__SLIPPAGE',
      'The price moved beyond your slippage tolerance since this quote (other trades came first); request a new quote',
      stale,
    );
  }
  const chosen = signed[pick.index] as SignedVersion;
  if (!verifiesMessage(chosen.tx, chosen.signature, chosen.key)) throw catalogued('TRADE__SIGNATURE_INVALID');
  const submitted = await markSubmitted(db, on, q, chosen);
  return submitted ? { row: submitted, chosen } : null;
}

/** The quote's columns as a kept statement returns them (db/prepared.ts's rowOf). */
const QUOTE_COLUMNS = prefixedColumns(schema.quotes, 'q');

/**
 * Makes open quote `q` the trade in flight of version `chosen` (its amounts, hash and signature): its reservation.
 * Undefined when it is no longer open (pruned or sent meanwhile: left alone). Kept (db/prepared.ts). The row it
 * answers with is `q` with what changed: the rest of a quote never changes.
 */
async function markSubmitted(
  db: Db,
  on: Executor,
  q: QuoteRow,
  chosen: SignedVersion,
): Promise<QuoteRow | undefined> {
  const v = chosen.version;
  const submitted = {
    status: 'submitted' as const,
    signature: idOf(chosen),
    messageHash: v.messageHash,
    solLamports: v.solAmount,
    tokenAmount: v.tokenAmount,
    feeLamports: v.feeLamports,
    deltaSol: v.delta.sol,
    deltaToken: v.delta.token,
    caller: null,
  };
  const rows = rowsOf(
    await executeKept(
      db,
      'quote_submitted',
      'id uuid',
      (
        bind,
      ) => sql`update quotes set status = 'submitted', signature = ${bind('signature', submitted.signature)}::text,
        message_hash = ${bind('hash', v.messageHash)}::text, sol_lamports = ${bind('sol', v.solAmount)}::bigint,
        token_amount = ${bind('tokens', v.tokenAmount)}::bigint, fee_lamports = ${bind('fee', v.feeLamports)}::bigint,
        delta_sol = ${bind('dSol', v.delta.sol)}::bigint, delta_token = ${bind('dToken', v.delta.token)}::bigint,
        caller = null
        where id = ${bind('id', q.id)}::uuid and status = 'open'
        returning id`,
      on,
    ),
  );
  return rows.length === 1 ? { ...q, ...submitted } : undefined;
}

/** Releases the reservation of a trade that cannot land (`failed`, or `expired` with its blockhash). */
async function releaseReservation(
  { db, touched }: Pick<SubmitDeps, 'db' | 'touched'>,
  q: QuoteRow,
  status: 'failed' | 'expired',
) {
  await db
    .update(schema.quotes)
    .set({ status })
    .where(and(eq(schema.quotes.id, q.id), eq(schema.quotes.status, 'submitted')));
  touched(q.mint);
}

/**
 * What a sent trade came to on chain: landed, failed, gone with its blockhash, or not known in time; with the slot
 * it landed in.
 */
interface Outcome {
  status: 'landed' | 'failed' | 'expired' | 'timeout';
  slot: bigint | null;
}

/** Waits for a sent trade's outcome on chain: landed, failed, or gone with its blockhash. */
async function awaitOutcome(rpc: ChainRpc, signature: string, lastValid: bigint): Promise<Outcome> {
  const deadline = Date.now() + SUBMIT_CONFIRM_TIMEOUT_MS;
  for (;;) {
    const outcome = await preparedOutcome(rpc, signature, lastValid);
    if (outcome.status !== 'pending') return { status: outcome.status, slot: outcome.slot };
    if (Date.now() > deadline) return { status: 'timeout', slot: null };
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The trade of a landed signature, retried briefly while the RPC's transaction index catches up. */
async function settledTrade(deps: Pick<SubmitDeps, 'settle'>, signature: string): Promise<TradeRecord> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.settle(signature);
    } catch (e) {
      if (attempt >= 10 || !(e instanceof HttpError && e.code === 'TRADE__NOT_FOUND')) throw e;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }
}

/** Co-signs a reserved trade, sends it and answers with the settled trade; releases it if it cannot land. */
async function sendReserved(
  deps: SubmitDeps,
  q: QuoteRow,
  tx: WireParts,
  token: TokenRow,
  signature: string,
): Promise<TradeRecord> {
  let wire: string;
  try {
    const venue = await deps.venueSigner(token);
    deps.watch(venue.address);
    wire = Buffer.from(addSignature(tx, venue)).toString('base64');
  } catch (e) {
    await releaseReservation(deps, q, 'failed');
    throw e;
  }
  deps.sending.set(signature, q);
  try {
    // biome-ignore lint/suspicious/noExplicitAny: kit's Base64EncodedWireTransaction brand.
    await deps.rpc.sendTransaction(wire as any, { encoding: 'base64' }).send();
    // A crash here leaves a trade on chain that the database does not have (see the recover-trades job).
    failpoint('trade-landed-unrecorded');
  } catch (e) {
    const refusal = refusalOf(e, q.side);
    if (refusal instanceof HttpError) {
      await releaseReservation(deps, q, refusal.code === 'TRADE__QUOTE_EXPIRED' ? 'expired' : 'failed');
      throw refusal;
    }
    if (refusal === null) {
      // Whether the chain has it is unknown: the reservation stays until its blockhash expires, when the
      // expiry job settles it if it landed or releases it.
      deps.logger.warn({ err: e, quoteId: q.id }, 'a submitted trade could not be sent');
      throw pending(signature);
    }
  } finally {
    deps.sending.delete(signature);
  }
  // On the localnet the trade was executed and confirmed while it was sent, and the watcher is recording it.
  const watched = await deps.watchedTrade(signature);
  if (watched) return watched;
  const outcome = await awaitOutcome(deps.rpc, signature, q.lastValidBlockHeight);
  switch (outcome.status) {
    case 'landed':
      // Sent by this call: recorded from what it knows and the slot the chain gave, not read back.
      if (outcome.slot === null) return settledTrade(deps, signature);
      return deps.settleSent(sentTradeLanded(q, signature, outcome.slot, null), q);
    case 'failed':
      await releaseReservation(deps, q, 'failed');
      throw catalogued('TRADE__FAILED');
    case 'expired':
      await releaseReservation(deps, q, 'expired');
      throw expired();
    case 'timeout':
      throw pending(signature);
  }
}

/** Submissions being carried out by this process, by quote id (a repeated call waits for the first). */
type Running = Map<string, Promise<TradeRecord>>;

/**
 * A quote that is no longer open: the submission that carries the version it was sent as answers with its trade;
 * anything else is refused.
 */
async function replay(
  deps: SubmitDeps,
  running: Running,
  q: QuoteRow,
  signed: SignedVersion[],
): Promise<TradeRecord> {
  const found = signed.find((s) => s.version.messageHash === q.messageHash);
  const sent = found && idOf(found);
  if (q.signature !== null && sent !== q.signature) throw catalogued('TRADE__QUOTE_USED');
  const signature = q.signature ?? sent;
  switch (q.status) {
    case 'open':
      throw new Error('replay of an open quote');
    case 'settled':
      if (!signature) throw new Error('a settled quote without its signature');
      return deps.settle(signature);
    case 'submitted': {
      const mine = running.get(q.id);
      if (mine) return mine;
      if (!signature) throw new Error('a submitted quote without its signature');
      // Sent by another replica: wait for its outcome as the first call does.
      const result = await awaitOutcome(deps.rpc, signature, q.lastValidBlockHeight);
      if (result.status === 'landed') return settledTrade(deps, signature);
      if (result.status === 'timeout') throw pending(signature);
      throw catalogued('TRADE__QUOTE_USED');
    }
    case 'failed':
      throw catalogued(
        'TRADE__QUOTE_USED',
        'This quote was already submitted and its trade failed; request a new quote',
      );
    case 'expired':
      throw expired();
  }
}

/** Reserves an open quote's trade under the venue's lock and sends it (or replays a quote someone else took). */
async function execute(
  deps: SubmitDeps,
  running: Running,
  q: QuoteRow,
  signed: SignedVersion[],
  quoted?: TokenRow,
): Promise<TradeRecord> {
  const { db, rpc } = deps;
  const token = assertTradable(quoted);
  if ((token.status === 'graduated' ? 'pool' : 'curve') !== q.venue) throw expired();
  const height = await rpc.getBlockHeight().send();
  if (height > q.lastValidBlockHeight) throw expired();
  await deps.resolveExpired(q.mint, height);
  const reserved = await reserve(db, q, signed, height);
  if (reserved) deps.touched(q.mint);
  if (!reserved) {
    const [now] = await db.select().from(schema.quotes).where(eq(schema.quotes.id, q.id));
    // Deleted since it was read (the expiry job), or never kept (pushed out by the caller's newer quotes as it
    // was stored: a quote taken from this process's issued quotes).
    if (!now) throw catalogued('TRADE__QUOTE_NOT_FOUND');
    return replay(deps, running, now, signed);
  }
  return sendReserved(deps, reserved.row, reserved.chosen.tx, token, reserved.row.signature as string);
}

/** The token's columns and the quote's, as a kept statement returns them (db/prepared.ts's rowOf). */
const QUOTE_AND_TOKEN_COLUMNS = `${QUOTE_COLUMNS}, ${prefixedColumns(schema.tokens, 't')}`;

/** Quote `id` with its token (undefined when the token is not on the platform), in one kept statement. */
async function quoteWithToken(
  db: Db,
  id: string,
): Promise<{ quote: QuoteRow; token: TokenRow | undefined } | null> {
  const [raw] = rowsOf<Record<string, unknown>>(
    await executeKept(
      db,
      'quote_with_token',
      QUOTE_AND_TOKEN_COLUMNS,
      (
        bind,
      ) => sql`select ${sql.raw(prefixedSelect(schema.quotes, 'q'))}, ${sql.raw(prefixedSelect(schema.tokens, 't'))}
        from quotes q left join tokens t on t.address = q.mint where q.id = ${bind('id', id)}::uuid`,
    ),
  );
  if (!raw) return null;
  return {
    quote: rowOf(schema.quotes, 'q', raw),
    token: raw.t_address == null ? undefined : rowOf(schema.tokens, 't', raw),
  };
}

/** The submit path of one market service. */
export function createSubmit(deps: SubmitDeps) {
  const { db } = deps;
  const running: Running = new Map();

  /** `POST /api/trade/submit`. */
  return async function submit(req: TradeSubmitRequest): Promise<TradeRecord> {
    const wires = req.transactions ?? (req.transaction === undefined ? [] : [req.transaction]);
    if (wires.length === 0)
      throw catalogued('TRADE__INVALID_TRANSACTION', 'transactions: at least one signed version');
    const txs = wires.map(decodeTransaction);
    // A quote this process issued is known as it was stored, with its token as it was then; reserve() checks
    // both against the database under the venue's lock.
    const row = deps.issued.take(req.quoteId) ?? (await quoteWithToken(db, req.quoteId));
    const q = row?.quote;
    if (!q) throw catalogued('TRADE__QUOTE_NOT_FOUND');
    const signed = signedVersions(q, txs);
    if (q.status !== 'open') return replay(deps, running, q, signed);
    let work = running.get(q.id);
    if (!work) {
      work = execute(deps, running, q, signed, row.token).finally(() => running.delete(q.id));
      running.set(q.id, work);
    }
    return work;
  };
}
