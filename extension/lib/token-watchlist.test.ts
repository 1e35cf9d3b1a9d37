import { createMemoryStorage } from '@solpad/core/storage';
import { describe, expect, it } from 'vitest';
import { createTokenWatchlist, TOKEN_WATCHLIST_STORAGE_KEY } from './token-watchlist';

const A = 'So11111111111111111111111111111111111111112';
const B = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** A fake API: the watchlist of one session (null: signed out); the market endpoint knows no token. */
function fakeApi(server: string[] | null) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${input} ${init?.credentials ?? ''}`);
    if (input.includes('/api/scanner/market/')) return new Response('{}', { status: 404 });
    if (server === null)
      return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, { status: 401 });
    const mint = input.split('/api/watchlist/')[1];
    if (method === 'POST') {
      const { mints } = JSON.parse(String(init?.body)) as { mints: string[] };
      server.unshift(...mints.filter((m) => !server.includes(m)));
    }
    if (method === 'PUT' && mint && !server.includes(mint)) server.unshift(mint);
    if (method === 'DELETE' && mint) server.splice(server.indexOf(mint), 1);
    return Response.json({ mints: server });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('token watchlist', () => {
  it('keeps stars on the device while the site is signed out', async () => {
    const storage = createMemoryStorage();
    const api = fakeApi(null);
    const list = createTokenWatchlist({ storage, apiBase: async () => 'http://x', fetchImpl: api.fetchImpl });
    await list.set(A, true);
    const reply = await list.set(B, true);
    expect(reply).toMatchObject({ ok: true, signedIn: false });
    expect(reply.ok && reply.tokens.map((t) => t.mint)).toEqual([B, A]);
    expect(JSON.parse(storage.dump()[TOKEN_WATCHLIST_STORAGE_KEY] ?? '[]')).toEqual([B, A]);
  });

  it('moves the device list to the signed-in wallet, sending the site cookie, and stars there', async () => {
    const storage = createMemoryStorage({ [TOKEN_WATCHLIST_STORAGE_KEY]: JSON.stringify([A]) });
    const server: string[] = [];
    const api = fakeApi(server);
    const list = createTokenWatchlist({ storage, apiBase: async () => 'http://x', fetchImpl: api.fetchImpl });
    expect(await list.read()).toMatchObject({ ok: true, signedIn: true, tokens: [{ mint: A }] });
    expect(storage.dump()[TOKEN_WATCHLIST_STORAGE_KEY]).toBeUndefined();
    await list.set(B, true);
    await list.set(A, false);
    expect(server).toEqual([B]);
    expect(api.calls.filter((c) => c.includes('/api/watchlist')).every((c) => c.endsWith(' include'))).toBe(
      true,
    );
  });
});
