import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientId, forwardedClient, trustedProxyClient } from './client-id';
import { rateLimit } from './rate-limit';

/** A request from TCP peer `peer`, as the Node adapter hands it to the app. */
const from = (peer: string) => ({
  incoming: {
    socket: { remoteAddress: peer, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4', remotePort: 1 },
  },
});

function app(proxies: string[]) {
  return new Hono()
    .use('*', trustedProxyClient(proxies))
    .get('/who', (c) => c.text(clientId(c)))
    .get('/limited', rateLimit('client-id-test', { limit: 2, windowMs: 60_000 }), (c) => c.text('ok'));
}

describe('the client behind a trusted proxy', () => {
  it('reads the hop the proxy added, never what the client wrote before it', () => {
    const trusted = new Set(['10.0.0.2']);
    expect(forwardedClient('203.0.113.7', trusted)).toBe('203.0.113.7');
    // A client that sends its own X-Forwarded-For: the proxy appends the real address on the right.
    expect(forwardedClient('1.1.1.1, 203.0.113.7', trusted)).toBe('203.0.113.7');
    // Two balancers in a row, both trusted.
    expect(forwardedClient('203.0.113.7, 10.0.0.2', trusted)).toBe('203.0.113.7');
    expect(forwardedClient('not-an-ip', trusted)).toBeNull();
    expect(forwardedClient(undefined, trusted)).toBeNull();
  });

  it('counts each forwarded client on its own from a trusted proxy, and ignores the header from anyone else', async () => {
    const a = app(['10.0.0.2']);
    const get = (path: string, peer: string, xff?: string) =>
      a.request(path, { headers: xff ? { 'x-forwarded-for': xff } : {} }, from(peer));
    expect(await (await get('/who', '10.0.0.2', '203.0.113.7')).text()).toBe('203.0.113.7');
    expect(await (await get('/who', '::ffff:10.0.0.2', '203.0.113.7')).text()).toBe('203.0.113.7');
    // Not a trusted proxy: its header is whatever it wants it to be, so the peer counts.
    expect(await (await get('/who', '198.51.100.9', '203.0.113.7')).text()).toBe('198.51.100.9');

    // Two users behind the balancer: one over its limit does not limit the other.
    for (let i = 0; i < 2; i++) expect((await get('/limited', '10.0.0.2', '203.0.113.7')).status).toBe(200);
    expect((await get('/limited', '10.0.0.2', '203.0.113.7')).status).toBe(429);
    expect((await get('/limited', '10.0.0.2', '203.0.113.8')).status).toBe(200);
  });

  it('without TRUSTED_PROXIES, every client behind one address shares its limits', async () => {
    const a = app([]);
    expect(
      await (
        await a.request('/who', { headers: { 'x-forwarded-for': '203.0.113.7' } }, from('10.0.0.2'))
      ).text(),
    ).toBe('10.0.0.2');
  });
});
