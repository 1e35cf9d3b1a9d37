import { TokenDetailSchema } from '@solpad/core/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, CLIENT_ERROR_CODES, NO_CONTENT } from './api';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers,
  });

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

describe('apiRequest: the site’s one API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns the API’s {error:{code,message}} into an ApiError with its status, code, text and body', async () => {
    const body = {
      error: { code: 'TRADE__QUOTE_PENDING', message: 'The quote is being settled' },
      signature: 'abc',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(409, body)),
    );
    const e = await failure(apiRequest('/api/trade/submit', NO_CONTENT, { body: { quoteId: 'q' } }));
    expect(e.status).toBe(409);
    expect(e.code).toBe('TRADE__QUOTE_PENDING');
    expect(e.message).toBe('The quote is being settled');
    expect(e.body).toEqual(body);
  });

  it('says the server could not be reached when fetch itself fails, and keeps the Retry-After of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await failure(apiRequest('/api/tokens', NO_CONTENT));
    expect(offline.status).toBe(0);
    expect(offline.code).toBe(CLIENT_ERROR_CODES.network);
    expect(offline.message).toMatch(/Could not reach the server/);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }, { 'retry-after': '7' }),
      ),
    );
    const limited = await failure(apiRequest('/api/notify', NO_CONTENT, { body: {} }));
    expect(limited.retryAfterS).toBe(7);
  });

  it('refuses an answer without the API’s error body, and an OK answer that fails the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(502, '<html>Bad gateway</html>')),
    );
    const gateway = await failure(apiRequest('/api/tokens/x', TokenDetailSchema));
    expect([gateway.status, gateway.code, gateway.message]).toEqual([
      502,
      CLIENT_ERROR_CODES.notOk,
      'Request failed (HTTP 502)',
    ]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { not: 'a token' })),
    );
    const bad = await failure(apiRequest('/api/tokens/x?y=1', TokenDetailSchema));
    expect(bad.code).toBe(CLIENT_ERROR_CODES.badReply);
    expect(bad.message).toBe('Unexpected reply from /api/tokens/x');
  });

  it('sends JSON with its content type, raw bytes with theirs, and the session cookie', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        calls.push(init);
        return reply(204, undefined);
      }),
    );
    await apiRequest('/api/watchlist', NO_CONTENT, { method: 'PUT', body: { mint: 'm' } });
    await apiRequest('/api/uploads/image', NO_CONTENT, {
      method: 'POST',
      raw: { body: new Blob(['x']), contentType: 'image/png' },
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{"mint":"m"}',
    });
    expect(calls[1]).toMatchObject({ method: 'POST', headers: { 'content-type': 'image/png' } });
  });
});
