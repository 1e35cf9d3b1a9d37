import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../errors';
import { createDefaultQueryFn, createQueryDefaults, queryRetryDelay } from '.';

describe('query defaults', () => {
  it('keep unused data 5 minutes, retry 3 times, never retry mutations', () => {
    const d = createQueryDefaults();
    expect(d.queries.gcTime).toBe(300_000);
    expect(d.queries.retry).toBe(3);
    expect(d.mutations.retry).toBe(0);
  });

  it('back off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('GET queryKey[0] and fail a non-OK response with the spec text', async () => {
    const doFetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/ok') ? Response.json({ a: 1 }) : new Response('x', { status: 500 }),
    ) as unknown as typeof fetch;
    const fn = createDefaultQueryFn('http://api', doFetch);
    await expect(fn({ queryKey: ['/ok'] })).resolves.toEqual({ a: 1 });
    expect(vi.mocked(doFetch).mock.calls[0]![0]).toBe('http://api/ok');
    await expect(fn({ queryKey: ['/bad'] })).rejects.toThrow(ERROR_MESSAGES.HTTP__NOT_OK);
  });
});
