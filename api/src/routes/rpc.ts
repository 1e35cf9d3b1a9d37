import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app';
import type { BurnIndexer } from '../burns/indexer';
import type { RpcSocket } from '../chain/types';
import { clientId } from '../lib/client-id';

/** A subscriber this far behind (bytes queued on its socket) is dropped rather than buffered without bound. */
export const RPC_WS_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Largest frame accepted on the RPC websocket. */
const RPC_WS_MAX_FRAME = 64 * 1024;

/** Largest JSON-RPC body accepted: a batch of many maximum-size (1232-byte) transactions fits easily. */
export const RPC_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Solana JSON-RPC 2.0 at `/api/rpc` and the spec's `/api/helius/rpc`: served by the embedded localnet or
 * forwarded to SOLANA_RPC_URL. Errors are JSON-RPC error objects with HTTP 200, as Solana's RPC does.
 * Accepted transactions that burn or close token accounts are handed to the burn index (`burns`).
 */
export function rpcRoutes(deps: AppDeps, burns?: BurnIndexer) {
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
      const reply = await deps.chain.handleRpc(body, { clientId: clientId(c) });
      await burns?.afterRpc(body, reply);
      return c.body(reply, 200, { 'content-type': 'application/json; charset=utf-8' });
    },
  );
  const app = new Hono();
  const ws = deps.ws;
  if (ws) {
    // Solana's RPC subscriptions (`createSolanaRpcSubscriptions('ws://…/api/rpc/ws')` from @solana/kit).
    app.get(
      '/rpc/ws',
      ws.upgradeWebSocket(() => {
        let session: RpcSocket | undefined;
        return {
          onOpen(_event, socket) {
            const raw = socket.raw;
            if (!raw) return;
            session = deps.chain.openRpcSocket(
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
          },
          onMessage(event, socket) {
            const text = typeof event.data === 'string' ? event.data : String(event.data);
            if (text.length > RPC_WS_MAX_FRAME) {
              socket.close(1009, 'frame too large');
              return;
            }
            session?.onMessage(text);
          },
          onClose() {
            session?.close();
          },
        };
      }),
    );
  }
  return app.route('/rpc', handler).route('/helius/rpc', handler);
}
