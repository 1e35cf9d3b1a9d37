import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** The context variable {@link trustedProxyClient} sets. */
const CLIENT_KEY = 'solpadClientId';

/** An IPv4 address as a dual-stack socket reports it (`::ffff:1.2.3.4`) is written as IPv4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function peerAddress(c: Context): string {
  // A request made in-process (app.request) has no socket: said without the throw getConnInfo would make.
  const env = c.env as { server?: { incoming?: unknown }; incoming?: unknown } | undefined;
  if (!(env?.server ?? env)?.incoming) return 'local';
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plain(address) : 'local';
  } catch {
    return 'local';
  }
}

/**
 * Identifies the caller for rate limits and caps: the TCP peer address, or — when the peer is one of the
 * trusted proxies ({@link trustedProxyClient}) — the client it forwarded for. Requests made in-process (tests)
 * are 'local'.
 */
export function clientId(c: Context): string {
  return (c.get(CLIENT_KEY as never) as string | undefined) ?? peerAddress(c);
}

/**
 * The client a request from a trusted proxy was made for: walking `X-Forwarded-For` from its right end (the
 * hop the proxy itself added), the first address that is not another trusted proxy. A header the client wrote
 * itself sits to the left of that and is never read. Null when the header names no usable address.
 */
export function forwardedClient(header: string | undefined, trusted: ReadonlySet<string>): string | null {
  const hops = (header ?? '')
    .split(',')
    .map((h) => plain(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(hop) === 0) return null;
    if (!trusted.has(hop)) return hop;
  }
  return null;
}

/**
 * With replicas behind a load balancer every request comes from the balancer's address: counted as one client,
 * one user would exhaust everyone's rate limit. For a peer in `proxies` (TRUSTED_PROXIES) the client is the
 * address the proxy forwarded for; any other peer's `X-Forwarded-For` is ignored (it could say anything).
 */
export function trustedProxyClient(proxies: readonly string[]): MiddlewareHandler {
  const trusted = new Set(proxies.map(plain));
  return async (c, next) => {
    if (trusted.size > 0) {
      const peer = peerAddress(c);
      if (trusted.has(peer)) {
        const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trusted);
        if (forwarded) c.set(CLIENT_KEY as never, forwarded as never);
      }
    }
    await next();
  };
}
