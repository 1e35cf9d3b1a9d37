import { AppError } from '../errors';
import { WALLET_ERROR_CODES } from './standard';

function codeOf(e: unknown): number | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function textOf(e: unknown): string {
  if (e instanceof Error) {
    const causeText = e.cause instanceof Error ? ` ${e.cause.message}` : '';
    return `${e.message}${causeText}`;
  }
  return typeof e === 'string' ? e : JSON.stringify(e ?? '');
}

const INSUFFICIENT =
  /insufficient (lamports|funds)|InsufficientFundsForFee|InsufficientFundsForRent|no record of a prior credit/i;

/**
 * Maps a failure while signing or sending a transaction to the spec's transaction errors (§8), from the
 * real cause: a rejection (4001) → "Transaction cancelled by user"; a disconnected wallet (4900) →
 * "Wallet disconnected - please reconnect your wallet" (the caller must also reset wallet state, flagged
 * by `context.resetWallet`); a simulation that found too little SOL → "Insufficient SOL balance"; a
 * request that never reached the service or a 5xx → "Transaction service error - please try again"; a
 * wrong cluster or unknown blockhash → "Network configuration error - please try again"; anything else →
 * "Transaction failed".
 */
export function toTransactionError(e: unknown): AppError {
  if (e instanceof AppError && e.code.startsWith('TX__')) return e;
  const code = codeOf(e);
  const text = textOf(e);
  if (
    code === WALLET_ERROR_CODES.userRejected ||
    /user rejected|rejected the request|cancel+ed by user|denied/i.test(text)
  ) {
    return new AppError('TX__CANCELLED', { cause: e });
  }
  if (code === WALLET_ERROR_CODES.disconnected || /wallet (is )?(not connected|disconnected)/i.test(text)) {
    return new AppError('TX__WALLET_DISCONNECTED', { cause: e, context: { resetWallet: true } });
  }
  if (INSUFFICIENT.test(text)) return new AppError('TX__INSUFFICIENT_SOL', { cause: e });
  if (/blockhash not found|BlockhashNotFound|genesis|cluster|network mismatch/i.test(text)) {
    return new AppError('TX__NETWORK_CONFIG_ERROR', { cause: e });
  }
  if (
    e instanceof TypeError ||
    /failed to fetch|network ?error|ECONNREFUSED|HTTP (5\d\d)|service unavailable/i.test(text)
  ) {
    return new AppError('TX__SERVICE_ERROR', { cause: e });
  }
  return new AppError('TX__FAILED', { cause: e });
}
