import { address } from '@solana/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_TIMEOUT_MS } from '../constants';
import { ERROR_MESSAGES, isAppError } from '../errors';
import { fetchSolBalance } from './balance';

const WHO = address('So11111111111111111111111111111111111111112');

function replyWith(body: string, status = 200): typeof fetch {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchSolBalance', () => {
  it('posts getBalance to /api/helius/rpc and returns lamports', async () => {
    const doFetch = replyWith('{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":5},"value":1500000000}}');
    await expect(fetchSolBalance(WHO, { fetch: doFetch, apiBaseUrl: 'http://x' })).resolves.toBe(
      1_500_000_000n,
    );
    const [url, init] = vi.mocked(doFetch).mock.calls[0]!;
    expect(url).toBe('http://x/api/helius/rpc');
    expect(JSON.parse(String(init?.body))).toMatchObject({ method: 'getBalance', params: [WHO] });
  });

  it('keeps balances beyond 2^53 lamports exact', async () => {
    const doFetch = replyWith(
      '{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":5},"value":123456789012345678}}',
    );
    await expect(fetchSolBalance(WHO, { fetch: doFetch })).resolves.toBe(123456789012345678n);
  });

  it('times out after 10 s with the spec text', async () => {
    vi.useFakeTimers();
    const doFetch: typeof fetch = (_url, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const pending = fetchSolBalance(WHO, { fetch: doFetch });
    const assertion = expect(pending).rejects.toThrow(ERROR_MESSAGES.BALANCE__TIMEOUT);
    await vi.advanceTimersByTimeAsync(BALANCE_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('fails a non-OK status, a non-JSON reply and an RPC error, each with its own code', async () => {
    const http = await fetchSolBalance(WHO, { fetch: replyWith('oops', 502) }).catch((e: unknown) => e);
    expect(isAppError(http, 'BALANCE__HTTP_ERROR')).toBe(true);
    const bad = await fetchSolBalance(WHO, { fetch: replyWith('<html>') }).catch((e: unknown) => e);
    expect(isAppError(bad, 'BALANCE__INVALID_RESPONSE')).toBe(true);
    const rpc = await fetchSolBalance(WHO, {
      fetch: replyWith(
        '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid param: WrongSize"}}',
      ),
    }).catch((e: unknown) => e);
    expect(isAppError(rpc, 'BALANCE__RPC_ERROR')).toBe(true);
    expect((rpc as Error).message).toBe('Invalid param: WrongSize');
  });
});
