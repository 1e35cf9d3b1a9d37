import { getBase58Decoder, getTransactionDecoder } from '@solana/kit';
import { type ApiErrorCode, AppError, ERROR_MESSAGES, isAppError } from '@solpad/core/errors';
import {
  TradePendingSchema,
  type TradeQuoteRequest,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  type TradeRecord,
  TradeSettleResponseSchema,
  TradeSubmitResponseSchema,
} from '@solpad/core/schemas';
import { toTransactionError } from '@solpad/core/wallet';
import {
  ApiError,
  apiRequest,
  CLIENT_ERROR_CODES,
  type ClientErrorCode,
  type ReplyParser,
} from '../../lib/api';

/** What running a trade needs: the wallet's signing and a fetch (the page's, or a fake in tests). */
export interface TradeFlowDeps {
  /**
   * Adds the wallet's signature to each of the quote's versions (wire transactions) in one wallet prompt, without
   * sending them; resolves with them signed, in order.
   */
  signTransactions: (wires: Uint8Array[]) => Promise<Uint8Array[]>;
  fetch?: typeof fetch;
  /** Waits between settle attempts while a sent trade is not yet visible (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

/** Readable texts for the venue's error codes (the API's own message is used for any code not listed). */
const TRADE_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  TRADE__SLIPPAGE: 'The price moved beyond your slippage tolerance. Try again or raise the slippage.',
  TRADE__QUOTE_EXPIRED: 'The quote expired before it was sent. Try again for a fresh quote.',
  TRADE__QUOTE_NOT_FOUND: 'The quote expired before it was sent. Try again for a fresh quote.',
  TRADE__NOT_THE_QUOTE:
    'Your wallet changed the transaction, so the venue cannot co-sign it. Try again or use another wallet.',
  TOKEN__HIDDEN: 'This token was hidden by the moderators and cannot be traded.',
  TRADE__INSUFFICIENT_TOKENS: 'Insufficient token balance',
  TRADE__CURVE_COMPLETE:
    'The bonding curve is complete; the token is graduating to its pool. Try again shortly.',
  TX__INSUFFICIENT_SOL: ERROR_MESSAGES.TX__INSUFFICIENT_SOL,
};

/** A readable message for any failure of the trade flow. */
export function tradeErrorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof AppError) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return ERROR_MESSAGES.TX__FAILED;
}

/**
 * Posts to the venue and validates the reply with `schema`. A refusal is the site's one {@link ApiError}, its message
 * from {@link TRADE_MESSAGES} when the code has one there; what never got a readable answer (no connection, a 5xx
 * other than a sent trade still pending, a reply of the wrong shape) is the spec's service error.
 */
async function post<T>(deps: TradeFlowDeps, path: string, body: unknown, schema: ReplyParser<T>): Promise<T> {
  try {
    return await apiRequest(path, schema, { body, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  } catch (e) {
    const unanswered =
      !(e instanceof ApiError) ||
      e.status < 400 ||
      e.code === CLIENT_ERROR_CODES.notOk ||
      (e.status >= 500 && e.code !== 'TRADE__PENDING');
    if (unanswered) throw new AppError('TX__SERVICE_ERROR', { cause: e });
    const message = TRADE_MESSAGES[e.code as ApiErrorCode] ?? e.message;
    throw new ApiError(e.status, e.code, message || ERROR_MESSAGES.TX__FAILED, { cause: e, body: e.body });
  }
}

/** `POST /api/trade/quote`: a quote (the trade's transaction for the wallet to sign; the venue signs at submit). */
export async function fetchFirmQuote(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<TradeQuoteResponse> {
  return post(deps, '/api/trade/quote', request, TradeQuoteResponseSchema);
}

/**
 * Settles a sent trade; retries a few times while the API cannot see the transaction yet. With several
 * `signatures` (the versions, when the API did not say which one it sent), each is tried in turn.
 */
async function settle(deps: TradeFlowDeps, signatures: string[]): Promise<TradeRecord> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    for (const signature of signatures) {
      try {
        return (await post(deps, '/api/trade/settle', { signature }, TradeSettleResponseSchema)).trade;
      } catch (e) {
        const notYet = e instanceof ApiError && e.code === 'TRADE__NOT_FOUND';
        if (!notYet || (attempt >= 5 && signature === signatures.at(-1))) throw e;
      }
    }
    await sleep(400 * (attempt + 1));
  }
}

/** A transaction's id: its first signature (the fee payer's, the wallet's), base58. */
function signatureOf(wire: Uint8Array): string {
  const tx = getTransactionDecoder().decode(wire);
  const first = Object.values(tx.signatures)[0];
  if (!first) throw new AppError('TX__FAILED');
  return getBase58Decoder().decode(first);
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The submit refusals that a fresh quote (and one more wallet prompt) can cure: the quote ran out of time. */
const REQUOTE = new Set<ApiErrorCode | ClientErrorCode>(['TRADE__QUOTE_EXPIRED', 'TRADE__QUOTE_NOT_FOUND']);
const MOVED_BEYOND_SLIPPAGE =
  'The price moved beyond your slippage tolerance while you were signing (other trades came first). Try again or raise the slippage.';

/**
 * `POST /api/trade/submit`: the venue re-prices, co-signs one of the signed versions (the best for the user that the
 * price still allows) and sends it; answers with the trade.
 */
async function submit(deps: TradeFlowDeps, quoteId: string, signed: Uint8Array[]): Promise<TradeRecord> {
  try {
    const body = { quoteId, transactions: signed.map(toBase64) };
    return (await post(deps, '/api/trade/submit', body, TradeSubmitResponseSchema)).trade;
  } catch (e) {
    // Sent, not confirmed yet: it is recorded when it lands (the reply names the version that was sent).
    if (e instanceof ApiError && e.code === 'TRADE__PENDING') {
      const sent = TradePendingSchema.safeParse(e.body);
      return settle(deps, sent.success ? [sent.data.pending.signature] : signed.map(signatureOf));
    }
    if (e instanceof ApiError && e.code === 'TRADE__SLIPPAGE')
      throw new ApiError(e.status, e.code, MOVED_BEYOND_SLIPPAGE, { cause: e, body: e.body });
    throw e;
  }
}

/**
 * The whole trade (the client side of the venue's request-for-quote): a quote, the wallet's signature on each of its
 * versions in one prompt (the wallet signs, it does not send), then `POST /api/trade/submit`, where the venue
 * co-signs, sends and records the best version the price still allows: trades that land while the wallet is open
 * move the user down the versions, within their slippage, without asking again. Beyond the slippage the trade is
 * refused and the user decides (try again, or raise the slippage). Only when the quote expired while the wallet was
 * open is a fresh quote asked for and the wallet asked once more. Failures are readable: the venue's codes map to
 * {@link TRADE_MESSAGES}, the wallet's to the spec's transaction errors.
 */
export async function executeTrade(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<{ quote: TradeQuoteResponse; signature: string; trade: TradeRecord }> {
  for (let attempt = 0; ; attempt++) {
    const quote = await fetchFirmQuote(deps, request);
    const wires = quote.versions.map((v) => fromBase64(v.transaction));
    let signed: Uint8Array[];
    try {
      signed = await deps.signTransactions(wires);
    } catch (e) {
      throw toTransactionError(e);
    }
    if (signed.length !== wires.length) throw new AppError('TX__FAILED');
    try {
      const trade = await submit(deps, quote.quoteId, signed);
      return { quote, signature: trade.signature, trade };
    } catch (e) {
      if (attempt === 0 && e instanceof ApiError && REQUOTE.has(e.code)) continue;
      throw e;
    }
  }
}

/** True when a failure means the wallet is gone and the app should reset its wallet state (spec §8). */
export function needsWalletReset(e: unknown): boolean {
  return isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet === true;
}
