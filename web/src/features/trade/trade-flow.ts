import { getBase58Decoder, getTransactionDecoder } from '@solana/kit';
import { AppError, ERROR_MESSAGES, isAppError } from '@solpad/core/errors';
import {
  type TradeQuoteRequest,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  type TradeRecord,
  TradeSettleResponseSchema,
  TradeSubmitResponseSchema,
} from '@solpad/core/schemas';
import { toTransactionError } from '@solpad/core/wallet';

/** What running a trade needs: the wallet's signTransaction and a fetch (the page's, or a fake in tests). */
export interface TradeFlowDeps {
  /** Adds the wallet's signature to the quote's wire transaction without sending it; resolves with the result. */
  signTransaction: (wire: Uint8Array) => Promise<Uint8Array>;
  fetch?: typeof fetch;
  /** Waits between settle attempts while a sent trade is not yet visible (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

/** A trade's failure as the panel shows it: a readable message, and the API's code when there was one. */
export class TradeError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TradeError';
    this.code = code;
  }
}

/** Readable texts for the venue's error codes (the API's own message is used for any code not listed). */
const TRADE_MESSAGES: Record<string, string> = {
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
  if (e instanceof TradeError) return e.message;
  if (e instanceof AppError) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return ERROR_MESSAGES.TX__FAILED;
}

async function postJson(
  deps: TradeFlowDeps,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await (deps.fetch ?? fetch)(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new AppError('TX__SERVICE_ERROR', { cause: e });
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // handled below: a non-JSON reply is a service error
  }
  if (!res.ok) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    // A 5xx is a service error, except a sent trade the chain has not confirmed yet (settled below).
    if (typeof error?.code !== 'string' || (res.status >= 500 && error.code !== 'TRADE__PENDING'))
      throw new AppError('TX__SERVICE_ERROR');
    const message = TRADE_MESSAGES[error.code] ?? (typeof error.message === 'string' ? error.message : '');
    throw new TradeError(error.code, message || ERROR_MESSAGES.TX__FAILED);
  }
  return { status: res.status, json };
}

/** `POST /api/trade/quote`: a quote (the trade's transaction for the wallet to sign; the venue signs at submit). */
export async function fetchFirmQuote(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<TradeQuoteResponse> {
  const { json } = await postJson(deps, '/api/trade/quote', request);
  const parsed = TradeQuoteResponseSchema.safeParse(json);
  if (!parsed.success) throw new AppError('TX__SERVICE_ERROR', { cause: parsed.error });
  return parsed.data;
}

/** Settles a sent trade; retries a few times while the API cannot see the transaction yet. */
async function settle(deps: TradeFlowDeps, signature: string): Promise<TradeRecord> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      const { json } = await postJson(deps, '/api/trade/settle', { signature });
      const parsed = TradeSettleResponseSchema.safeParse(json);
      if (!parsed.success) throw new AppError('TX__SERVICE_ERROR', { cause: parsed.error });
      return parsed.data.trade;
    } catch (e) {
      if (attempt < 5 && e instanceof TradeError && e.code === 'TRADE__NOT_FOUND') {
        await sleep(400 * (attempt + 1));
        continue;
      }
      throw e;
    }
  }
}

/** The transaction's id: its first signature (the fee payer's, the wallet's), base58. */
function signatureOf(wire: Uint8Array): string {
  const tx = getTransactionDecoder().decode(wire);
  const first = Object.values(tx.signatures)[0];
  if (!first) throw new AppError('TX__FAILED');
  return getBase58Decoder().decode(first);
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/** The submit refusals that a fresh quote (and one more signature) can cure. */
const REQUOTE = new Set(['TRADE__SLIPPAGE', 'TRADE__QUOTE_EXPIRED', 'TRADE__QUOTE_NOT_FOUND']);
const MOVED_WHILE_SIGNING = 'The price moved while you were signing: another trade came first. Try again.';

/** `POST /api/trade/submit`: the venue re-prices, co-signs and sends the signed quote; answers with the trade. */
async function submit(deps: TradeFlowDeps, quoteId: string, signed: Uint8Array): Promise<TradeRecord> {
  try {
    const { json } = await postJson(deps, '/api/trade/submit', { quoteId, transaction: toBase64(signed) });
    const parsed = TradeSubmitResponseSchema.safeParse(json);
    if (!parsed.success) throw new AppError('TX__SERVICE_ERROR', { cause: parsed.error });
    return parsed.data.trade;
  } catch (e) {
    // Sent, not confirmed yet: it is recorded when it lands.
    if (e instanceof TradeError && e.code === 'TRADE__PENDING') return settle(deps, signatureOf(signed));
    if (e instanceof TradeError && e.code === 'TRADE__SLIPPAGE')
      throw new TradeError(e.code, MOVED_WHILE_SIGNING, { cause: e });
    throw e;
  }
}

/**
 * The whole trade (the client side of the venue's request-for-quote): a quote, the wallet's signature (the
 * wallet signs, it does not send), then `POST /api/trade/submit`, where the venue checks the price still holds,
 * co-signs, sends and records it. When the price moved or the quote expired while the wallet was open, a fresh
 * quote is asked for and the wallet asked once more, at most once. Failures are readable: the venue's codes map to
 * {@link TRADE_MESSAGES}, the wallet's to the spec's transaction errors.
 */
export async function executeTrade(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<{ quote: TradeQuoteResponse; signature: string; trade: TradeRecord }> {
  for (let attempt = 0; ; attempt++) {
    const quote = await fetchFirmQuote(deps, request);
    const wire = Uint8Array.from(atob(quote.transaction), (c) => c.charCodeAt(0));
    let signed: Uint8Array;
    try {
      signed = await deps.signTransaction(wire);
    } catch (e) {
      throw toTransactionError(e);
    }
    try {
      const trade = await submit(deps, quote.quoteId, signed);
      return { quote, signature: trade.signature, trade };
    } catch (e) {
      if (attempt === 0 && e instanceof TradeError && REQUOTE.has(e.code)) continue;
      throw e;
    }
  }
}

/** True when a failure means the wallet is gone and the app should reset its wallet state (spec §8). */
export function needsWalletReset(e: unknown): boolean {
  return isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet === true;
}
