// A per-client cap on open websockets (/api/ws and /api/rpc/ws together): one client cannot hold hundreds of
// sockets and, through them, tens of thousands of subscriptions. Clients are told apart as the rate limits do.
import type { Context, MiddlewareHandler } from 'hono';
import { clientId } from '../lib/client-id';
import { errorResponse } from '../lib/errors';

/** Websockets one client (address) may hold open at once: several tabs of the site, each with its two. */
export const WS_MAX_CONNECTIONS_PER_CLIENT = 32;

/** Close code of a socket over the cap that slipped past the handshake check (RFC 6455: policy violation). */
export const WS_CLOSE_OVER_CAP = 1008;

/** Counts each client's open websockets. */
export function createWsClientCap(max = WS_MAX_CONNECTIONS_PER_CLIENT) {
  const open = new Map<string, number>();
  return {
    /**
     * Before a websocket route's upgrade: a client already holding `max` open sockets gets 429 (the handshake
     * fails; nothing is upgraded).
     */
    guard(): MiddlewareHandler {
      return async (c, next) => {
        if ((open.get(clientId(c)) ?? 0) >= max) {
          c.header('Retry-After', '10');
          return errorResponse(
            c,
            429,
            'RATE_LIMITED',
            `Too many open websockets from this client (at most ${max}): close some first`,
          );
        }
        await next();
      };
    },
    /**
     * Counts a socket of `c`'s client that opened; returns the function to call when it closes, or null when it
     * is over the cap (handshakes in flight together can pass the guard): the caller closes it.
     */
    opened(c: Context): (() => void) | null {
      const client = clientId(c);
      const n = (open.get(client) ?? 0) + 1;
      if (n > max) return null;
      open.set(client, n);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      };
    },
    /**
     * {@link opened} for a socket that has just opened: its release, or null once it was closed for being over the
     * cap (the caller then leaves it alone).
     */
    admit(c: Context, socket: { close(code: number, reason: string): void }): (() => void) | null {
      const release = this.opened(c);
      if (!release) socket.close(WS_CLOSE_OVER_CAP, 'too many websockets from this client');
      return release;
    },
    /** Open sockets of a client (tests, metrics). */
    count: (client: string) => open.get(client) ?? 0,
  };
}

export type WsClientCap = ReturnType<typeof createWsClientCap>;
