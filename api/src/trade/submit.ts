/**
 * `POST /api/trade/submit`: the one place the venue signs a trade (see the reasoning at the top of service.ts).
 *
 * The quote's transaction comes back with the user's signature. It must be that quote's exact message (its
 * SHA-256 is the quote's `messageHash`), the quote must be unused and its blockhash still valid, and the user's
 * ed25519 signature must verify. Then, inside the venue row's lock, the same trade is priced again on the settled
 * reserves plus the trades in flight; the venue co-signs only if the quoted amounts are no better for the user
 * than that price (`checkQuotedTrade`), recording the in-flight reservation in the same database transaction.
 * The transaction is sent, its outcome awaited, and the trade settled through the service's one settle path; a
 * trade that fails or outlives its blockhash releases its reservation.
 */
import {
  type Address,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  isSolanaError,
  type KeyPairSigner,
  partiallySignTransaction,
  type SignatureBytes,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type Transaction,
  verifySignature,
} from '@solana/kit';
import { ERROR_MESSAGES } from '@solpad/core/errors';
import type { TradeRecord, TradeStaleQuote, TradeSubmitRequest } from '@solpad/core/schemas';
import { checkQuotedTrade, type Market, reservesForQuote } from '@solpad/core/trade';
import { and, eq } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { ChainRpc } from '../lib/chain-rpc';
import { HttpError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import {
  EXPIRY_GRACE_BLOCKS,
  inFlightReservations,
  type QuoteRow,
  readVenue,
  type TokenRow,
} from './records';
import { hashMessage } from './tx';

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
  tradableToken(mint: string): Promise<TokenRow>;
  venueSigner(token: TokenRow): Promise<KeyPairSigner>;
  /** Settles or releases `mint`'s in-flight trades whose blockhash expired. */
  resolveExpired(mint: string, height: bigint): Promise<unknown>;
  /** Records a landed quoted trade once (the service's settle path). */
  settle(signature: string): Promise<TradeRecord>;
  watch(addr: string): void;
}

const expired = () =>
  new HttpError(409, 'TRADE__QUOTE_EXPIRED', 'The quote expired before it was sent; request a new quote');
const pending = () =>
  new HttpError(
    504,
    'TRADE__PENDING',
    'The trade was sent but is not confirmed yet; it is recorded as soon as it lands',
  );

/** Decodes a base64 wire transaction, or refuses it. */
function decodeTransaction(wire: string): Transaction {
  try {
    return getTransactionDecoder().decode(Buffer.from(wire, 'base64'));
  } catch {
    throw new HttpError(400, 'TRADE__INVALID_TRANSACTION', 'transaction: not a Solana wire transaction');
  }
}

/** The wallet's signature on `tx` (base58, the transaction's id) once it verifies; refuses it otherwise. */
async function walletSignature(tx: Transaction, wallet: string): Promise<string> {
  const signature = tx.signatures[wallet as Address];
  const valid =
    signature != null &&
    (await verifySignature(
      await getPublicKeyFromAddress(wallet as Address),
      signature as SignatureBytes,
      tx.messageBytes,
    ));
  if (!valid)
    throw new HttpError(
      400,
      'TRADE__SIGNATURE_INVALID',
      "The transaction does not carry a valid signature of the quote's wallet",
    );
  return getBase58Decoder().decode(signature);
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
    return new HttpError(400, 'TX__INSUFFICIENT_SOL', ERROR_MESSAGES.TX__INSUFFICIENT_SOL);
  if (side === 'sell' && /insufficient funds/i.test(text))
    return new HttpError(400, 'TRADE__INSUFFICIENT_TOKENS', 'Insufficient token balance');
  const reason = text.split('\n')[0]?.slice(0, 200) ?? '';
  return new HttpError(400, 'TRADE__FAILED', `The chain refused the trade: ${reason}`);
}

/** The submit path of one market service. */
export function createSubmit(deps: SubmitDeps) {
  const { db, rpc, logger } = deps;
  /** Submissions being carried out by this process, by quote id (a repeated call waits for the first). */
  const running = new Map<string, Promise<TradeRecord>>();

  const release = (id: string, status: 'failed' | 'expired') =>
    db
      .update(schema.quotes)
      .set({ status })
      .where(and(eq(schema.quotes.id, id), eq(schema.quotes.status, 'submitted')));

  /**
   * Re-prices the quoted trade under the venue's lock and, when it still holds, records its in-flight reservation.
   * Returns null when the quote is no longer open (another call submitted it first).
   */
  async function reserve(q: QuoteRow, signature: string, height: bigint): Promise<QuoteRow | null> {
    return db.transaction(async (tx) => {
      const { market, complete } = await readVenue(tx, q.mint, q.venue, true);
      const [locked] = await tx.select().from(schema.quotes).where(eq(schema.quotes.id, q.id)).for('update');
      if (locked?.status !== 'open') return null;
      if (complete)
        throw new HttpError(
          409,
          'TRADE__CURVE_COMPLETE',
          'The bonding curve is complete; the token is graduating',
        );
      const inFlight = await inFlightReservations(tx, q.mint, height);
      const pricing: Market = { ...market, reserves: reservesForQuote(market.reserves, inFlight, q.side) };
      const check = checkQuotedTrade(pricing, {
        side: q.side,
        solAmount: q.solLamports,
        tokenAmount: q.tokenAmount,
        delta: { sol: q.deltaSol, token: q.deltaToken },
      });
      if (!check.holds) {
        const stale: TradeStaleQuote = {
          stale: {
            quoteId: q.id,
            mint: q.mint,
            side: q.side,
            quoted: { solLamports: q.solLamports.toString(), tokenAmount: q.tokenAmount.toString() },
            current: check.current && {
              solLamports: check.current.solAmount.toString(),
              tokenAmount: check.current.tokenAmount.toString(),
            },
          },
        };
        throw new HttpError(
          409,
          'TRADE__SLIPPAGE',
          'The price moved since this quote (another trade came first); request a new quote',
          stale,
        );
      }
      const [submitted] = await tx
        .update(schema.quotes)
        .set({ status: 'submitted', signature, caller: null })
        .where(eq(schema.quotes.id, q.id))
        .returning();
      return submitted ?? null;
    });
  }

  /** Waits for a sent trade's outcome on chain: confirmed, failed, or gone with its blockhash. */
  async function outcome(
    signature: string,
    lastValid: bigint,
  ): Promise<'confirmed' | 'failed' | 'expired' | 'timeout'> {
    const deadline = Date.now() + SUBMIT_CONFIRM_TIMEOUT_MS;
    for (;;) {
      // biome-ignore lint/suspicious/noExplicitAny: kit's Signature brand; the value is the verified signature.
      const { value } = await rpc.getSignatureStatuses([signature as any]).send();
      const status = value[0];
      if (status?.err) return 'failed';
      if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
        return 'confirmed';
      if (!status && (await rpc.getBlockHeight().send()) > lastValid + EXPIRY_GRACE_BLOCKS) return 'expired';
      if (Date.now() > deadline) return 'timeout';
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** The trade of a landed signature, retried briefly while the RPC's transaction index catches up. */
  async function settled(signature: string): Promise<TradeRecord> {
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
  async function send(
    q: QuoteRow,
    tx: Transaction,
    token: TokenRow,
    signature: string,
  ): Promise<TradeRecord> {
    let wire: string;
    try {
      const venue = await deps.venueSigner(token);
      deps.watch(venue.address);
      wire = getBase64EncodedWireTransaction(await partiallySignTransaction([venue.keyPair], tx));
    } catch (e) {
      await release(q.id, 'failed');
      throw e;
    }
    try {
      // biome-ignore lint/suspicious/noExplicitAny: kit's Base64EncodedWireTransaction brand.
      await rpc.sendTransaction(wire as any, { encoding: 'base64' }).send();
    } catch (e) {
      const refusal = refusalOf(e, q.side);
      if (refusal instanceof HttpError) {
        await release(q.id, refusal.code === 'TRADE__QUOTE_EXPIRED' ? 'expired' : 'failed');
        throw refusal;
      }
      if (refusal === null) {
        // Whether the chain has it is unknown: the reservation stays until its blockhash expires, when the
        // expiry job settles it if it landed or releases it.
        logger.warn({ err: e, quoteId: q.id }, 'a submitted trade could not be sent');
        throw pending();
      }
    }
    switch (await outcome(signature, q.lastValidBlockHeight)) {
      case 'confirmed':
        return settled(signature);
      case 'failed':
        await release(q.id, 'failed');
        throw new HttpError(400, 'TRADE__FAILED', 'The trade failed on chain; nothing was exchanged');
      case 'expired':
        await release(q.id, 'expired');
        throw expired();
      case 'timeout':
        throw pending();
    }
  }

  /** A quote that is no longer open: the same transaction again answers with its trade; anything else is refused. */
  async function replay(q: QuoteRow, signature: string): Promise<TradeRecord> {
    if (q.signature !== null && q.signature !== signature)
      throw new HttpError(409, 'TRADE__QUOTE_USED', 'This quote was already used; request a new quote');
    switch (q.status) {
      case 'open':
        throw new Error('replay of an open quote');
      case 'settled':
        return deps.settle(signature);
      case 'submitted': {
        const mine = running.get(q.id);
        if (mine) return mine;
        // Sent by another replica: wait for its outcome as the first call does.
        const result = await outcome(signature, q.lastValidBlockHeight);
        if (result === 'confirmed') return settled(signature);
        if (result === 'timeout') throw pending();
        throw new HttpError(409, 'TRADE__QUOTE_USED', 'This quote was already used; request a new quote');
      }
      case 'failed':
        throw new HttpError(
          409,
          'TRADE__QUOTE_USED',
          'This quote was already submitted and its trade failed; request a new quote',
        );
      case 'expired':
        throw expired();
    }
  }

  async function execute(q: QuoteRow, tx: Transaction, signature: string): Promise<TradeRecord> {
    const token = await deps.tradableToken(q.mint);
    if ((token.status === 'graduated' ? 'pool' : 'curve') !== q.venue) throw expired();
    const height = await rpc.getBlockHeight().send();
    if (height > q.lastValidBlockHeight) throw expired();
    await deps.resolveExpired(q.mint, height);
    const reserved = await reserve(q, signature, height);
    if (!reserved) {
      const [now] = await db.select().from(schema.quotes).where(eq(schema.quotes.id, q.id));
      if (!now) throw expired();
      return replay(now, signature);
    }
    return send(reserved, tx, token, signature);
  }

  /** `POST /api/trade/submit`. */
  return async function submit(req: TradeSubmitRequest): Promise<TradeRecord> {
    const tx = decodeTransaction(req.transaction);
    const [q] = await db.select().from(schema.quotes).where(eq(schema.quotes.id, req.quoteId));
    if (!q)
      throw new HttpError(
        404,
        'TRADE__QUOTE_NOT_FOUND',
        'No such quote (it expired or was replaced by newer ones); request a new quote',
      );
    if (hashMessage(new Uint8Array(tx.messageBytes)) !== q.messageHash)
      throw new HttpError(
        400,
        'TRADE__NOT_THE_QUOTE',
        'This transaction is not the quoted one (it was changed); request a new quote and sign it as it is',
      );
    const signature = await walletSignature(tx, q.wallet);
    if (q.status !== 'open') return replay(q, signature);
    let work = running.get(q.id);
    if (!work) {
      work = execute(q, tx, signature).finally(() => running.delete(q.id));
      running.set(q.id, work);
    }
    return work;
  };
}
