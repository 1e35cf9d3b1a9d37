import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BurnIndexer } from '../burns/indexer';
import type { AppDeps } from '../deps';
import { clientId } from '../lib/client-id';
import { errorResponse } from '../lib/errors';
import { clientLimit } from '../lib/rate-limit';
import { mountCappedWebSocket } from '../ws/capped-route';
import { createWsClientCap, type WsClientCap } from '../ws/client-cap';

/** A subscriber this far behind (bytes queued on its socket) is dropped rather than buffered without bound. */
export const RPC_WS_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Largest frame accepted on the RPC websocket. */
const RPC_WS_MAX_FRAME = 64 * 1024;

/** Largest JSON-RPC body accepted: a batch of many maximum-size (1232-byte) transactions fits easily. */
export const RPC_BODY_LIMIT_BYTES = 512 * 1024;

/** What a JSON-RPC body asks for: its calls (a batch's every element) and how many are whole-program scans. */
export function countRpcCalls(body: string): { calls: number; scans: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { calls: 1, scans: 0 };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const scans = list.filter(
    (call) =>
      typeof call === 'object' &&
      call !== null &&
      (call as { method?: unknown }).method === 'getProgramAccounts',
  ).length;
  return { calls: Math.max(1, list.length), scans };
}

/**
 * Solana JSON-RPC 2.0 at `/api/rpc` and the spec's `/api/helius/rpc`: served by the embedded localnet or
 * forwarded to SOLANA_RPC_URL. Errors are JSON-RPC error objects with HTTP 200, as Solana's RPC does.
 * Accepted transactions that burn or close token accounts are handed to the burn index (`burns`).
 */
export function rpcRoutes(deps: AppDeps, burns?: BurnIndexer, wsCap?: WsClientCap) {
  // One budget per client across both paths, counted per call (a batch of 100 is 100 calls), and a tighter one
  // for getProgramAccounts, which reads a whole program's accounts. The localnet adds its own for airdrops.
  const { rpcRateLimitPerMinute, rpcScansPerMinute } = deps.config;
  const limits =
    rpcRateLimitPerMinute > 0
      ? {
          calls: clientLimit('rpc', { limit: rpcRateLimitPerMinute, windowMs: 60_000 }),
          scans:
            rpcScansPerMinute > 0
              ? clientLimit('rpc-scans', { limit: rpcScansPerMinute, windowMs: 60_000 })
              : null,
        }
      : null;
  const handler = new Hono().post(
    '/',
    bodyLimit({
      maxSize: RPC_BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json(
          { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: body too large' } },
          413,
        ),
    }),
    async (c) => {
      const body = await c.req.text();
      if (limits) {
        const { calls, scans } = countRpcCalls(body);
        const [callsWait, scansWait] = await Promise.all([
          limits.calls.hit(c, calls),
          scans > 0 && limits.scans ? limits.scans.hit(c, scans) : 0,
        ]);
        const wait = Math.max(callsWait, scansWait);
        if (wait > 0) {
          c.header('Retry-After', String(wait));
          const what = scansWait > 0 ? 'getProgramAccounts' : 'RPC';
          return errorResponse(c, 429, 'RATE_LIMITED', `Too many ${what} requests: try again in ${wait} s`);
        }
      }
      const reply = await deps.chain.handleRpc(body, { clientId: clientId(c) });
      await burns?.afterRpc(body, reply);
      return c.body(reply, 200, { 'content-type': 'application/json; charset=utf-8' });
    },
  );
  const app = new Hono();
  const ws = deps.ws;
  if (ws) {
    // Solana's RPC subscriptions (`createSolanaRpcSubscriptions('ws://…/api/rpc/ws')` from @solana/kit).
    const cap = wsCap ?? createWsClientCap();
    mountCappedWebSocket(app, '/rpc/ws', {
      upgradeWebSocket: ws.upgradeWebSocket,
      cap,
      open: (raw) => {
        const session = deps.chain.openRpcSocket(
          (text) => {
            if (raw.bufferedAmount > RPC_WS_MAX_BUFFERED_BYTES) {
              deps.logger.warn({ buffered: raw.bufferedAmount }, 'dropping a slow RPC subscriber');
              raw.terminate();
              return;
            }
            raw.send(text);
          },
          (code, reason) => raw.close(code, reason),
        );
        return {
          onMessage(text, socket) {
            if (text.length > RPC_WS_MAX_FRAME) {
              socket.close(1009, 'frame too large');
              return;
            }
            session.onMessage(text);
          },
          onClose: () => session.close(),
        };
      },
    });
  }
  return app.route('/rpc', handler).route('/helius/rpc', handler);
}
