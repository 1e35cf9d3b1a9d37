import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiErrorHandler } from '../app';
import { createChainRpc } from '../lib/chain-rpc';
import { createLogger } from '../lib/logger';
import type { ChainBackend } from './types';

// The chain failing the API's own call (the chain service unreachable, an upstream RPC timing out) answers 502
// CHAIN__UNAVAILABLE in the API's shape; before, a quote during a chain outage answered 500 "unhandled error".
const WALLET = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

function appOver(reply: (body: string) => string) {
  const chain = { handleRpc: async (body: string) => reply(body) } as unknown as ChainBackend;
  const rpc = createChainRpc(chain);
  return new Hono()
    .get('/balance', async (c) =>
      c.json({ lamports: String((await rpc.getBalance(WALLET as never).send()).value) }),
    )
    .onError(apiErrorHandler(createLogger('silent')));
}
const failing = (message: string) => (body: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, error: { code: -32603, message } });

describe('the chain not answering', () => {
  it('answers 502 CHAIN__UNAVAILABLE when the chain service is unreachable or an upstream RPC times out', async () => {
    for (const message of ['Chain unreachable', 'Upstream RPC timed out']) {
      const res = await appOver(failing(message)).request('/balance');
      expect(res.status, message).toBe(502);
      expect(await res.json(), message).toEqual({
        error: { code: 'CHAIN__UNAVAILABLE', message: 'The chain did not answer: try again in a moment' },
      });
    }
  });

  it('leaves other chain errors and the answer of a working chain alone', async () => {
    const ok = appOver((body) =>
      JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: { context: { slot: 1 }, value: 5 } }),
    );
    expect(await (await ok.request('/balance')).json()).toEqual({ lamports: '5' });
    const invalid = appOver((body) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: JSON.parse(body).id,
        error: { code: -32602, message: 'Invalid params' },
      }),
    );
    expect((await invalid.request('/balance')).status).toBe(500);
  });
});
