import type { Address } from '@solana/kit';
import { BALANCE_TIMEOUT_MS } from '../constants';
import { AppError } from '../errors';
import { BALANCE_RPC_PATH, parseJsonLossless } from '../rpc';
import { RpcBalanceResponseSchema } from '../schemas';

/** Options of `fetchSolBalance`. */
export interface FetchBalanceOptions {
  /** Base URL of the API ('' for same origin). */
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Reads an address's SOL balance in lamports through `POST /api/helius/rpc` (spec §7), giving up after
 * 10 s with "Balance request timeout - server may be overloaded" (§8). A non-OK status, a reply that is
 * not JSON and an RPC error each raise their own AppError.
 */
export async function fetchSolBalance(address: Address, options: FetchBalanceOptions = {}): Promise<bigint> {
  const {
    apiBaseUrl = '',
    fetch: doFetch = globalThis.fetch,
    timeoutMs = BALANCE_TIMEOUT_MS,
    signal,
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  let text: string;
  let status: number;
  try {
    const res = await doFetch(`${apiBaseUrl.replace(/\/$/, '')}${BALANCE_RPC_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
      signal: controller.signal,
    });
    status = res.status;
    if (!res.ok) throw new AppError('BALANCE__HTTP_ERROR', { context: { status } });
    text = await res.text();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (controller.signal.aborted && !signal?.aborted) throw new AppError('BALANCE__TIMEOUT', { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  let json: unknown;
  try {
    json = parseJsonLossless(text);
  } catch (e) {
    throw new AppError('BALANCE__INVALID_RESPONSE', { cause: e, context: { status } });
  }
  const parsed = RpcBalanceResponseSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BALANCE__INVALID_RESPONSE', { context: { status } });
  if ('error' in parsed.data)
    throw new AppError('BALANCE__RPC_ERROR', { message: parsed.data.error.message });
  return BigInt(parsed.data.result.value);
}
