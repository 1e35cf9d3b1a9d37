import { AppError, ERROR_MESSAGES, isAppError } from '@solpad/core/errors';
import {
  type TradeQuoteRequest,
  type TradeQuoteResponse,
  TradeQuoteResponseSchema,
  type TradeRecord,
  TradeSettleResponseSchema,
} from '@solpad/core/schemas';
import { toTransactionError } from '@solpad/core/wallet';

/** What running a trade needs: the wallet's sign-and-send and a fetch (the page's, or a fake in tests). */
export interface TradeFlowDeps {
  /** Signs the wire transaction (already signed by the venue) and sends it; resolves with the signature. */
  signAndSend: (wire: Uint8Array) => Promise<string>;
  fetch?: typeof fetch;
  /** Waits between settle attempts while the transaction is not yet visible (tests pass a no-op). */
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
    if (res.status >= 500 || typeof error?.code !== 'string') throw new AppError('TX__SERVICE_ERROR');
    const message = TRADE_MESSAGES[error.code] ?? (typeof error.message === 'string' ? error.message : '');
    throw new TradeError(error.code, message || ERROR_MESSAGES.TX__FAILED);
  }
  return { status: res.status, json };
}

/** `POST /api/trade/quote`: a firm quote (a transaction the venue already signed). */
export async function fetchFirmQuote(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<TradeQuoteResponse> {
  const { json } = await postJson(deps, '/api/trade/quote', request);
  const parsed = TradeQuoteResponseSchema.safeParse(json);
  if (!parsed.success) throw new AppError('TX__SERVICE_ERROR', { cause: parsed.error });
  return parsed.data;
}

const EXPIRED = /BlockhashNotFound|blockhash not found|block height exceeded|expired/i;

/** Settles a landed trade; retries a few times while the API cannot see the transaction yet. */
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

/**
 * The whole trade (the client side of the venue's request-for-quote): a firm quote, the wallet's signature
 * added to the venue's and the transaction sent, then `POST /api/trade/settle` so the trade is recorded at
 * once. A quote whose blockhash expired while the wallet was open is requested again once. Failures are
 * readable: the venue's codes map to {@link TRADE_MESSAGES}, the wallet's to the spec's transaction errors.
 */
export async function executeTrade(
  deps: TradeFlowDeps,
  request: TradeQuoteRequest,
): Promise<{ quote: TradeQuoteResponse; signature: string; trade: TradeRecord }> {
  for (let attempt = 0; ; attempt++) {
    const quote = await fetchFirmQuote(deps, request);
    const wire = Uint8Array.from(atob(quote.transaction), (c) => c.charCodeAt(0));
    let signature: string;
    try {
      signature = await deps.signAndSend(wire);
    } catch (e) {
      const text =
        e instanceof Error ? `${e.message} ${e.cause instanceof Error ? e.cause.message : ''}` : '';
      if (attempt === 0 && EXPIRED.test(text)) continue;
      if (EXPIRED.test(text))
        throw new TradeError('TRADE__QUOTE_EXPIRED', TRADE_MESSAGES.TRADE__QUOTE_EXPIRED as string, {
          cause: e,
        });
      throw toTransactionError(e);
    }
    const trade = await settle(deps, signature);
    return { quote, signature, trade };
  }
}

/** True when a failure means the wallet is gone and the app should reset its wallet state (spec §8). */
export function needsWalletReset(e: unknown): boolean {
  return isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet === true;
}
