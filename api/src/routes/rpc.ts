import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app';
import { clientId } from '../lib/client-id';

/** Largest JSON-RPC body accepted: a batch of many maximum-size (1232-byte) transactions fits easily. */
export const RPC_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Solana JSON-RPC 2.0 at `/api/rpc` and the spec's `/api/helius/rpc`: served by the embedded localnet or
 * forwarded to SOLANA_RPC_URL. Errors are JSON-RPC error objects with HTTP 200, as Solana's RPC does.
 */
export function rpcRoutes(deps: AppDeps) {
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
      return c.body(reply, 200, { 'content-type': 'application/json; charset=utf-8' });
    },
  );
  return new Hono().route('/rpc', handler).route('/helius/rpc', handler);
}
