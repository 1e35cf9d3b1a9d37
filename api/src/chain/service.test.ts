// The chain service's JSON-RPC, answered at the Node layer (service.ts): what a replica sends reaches the chain with
// the client it names, an oversized body is refused as /api/rpc refuses it, and the rest still goes through Hono.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { CHAIN_CLIENT_HEADER, type ChainService, serveChain } from './service';
import type { ChainBackend } from './types';

const calls: { body: string; clientId: string }[] = [];
const chain = {
  faucetAddress: null,
  async handleRpc(body: string, ctx: { clientId: string }) {
    calls.push({ body, clientId: ctx.clientId });
    if (body.includes('"boom"')) throw new Error('boom');
    return JSON.stringify({ jsonrpc: '2.0', id: 1, result: body.length });
  },
  openRpcSocket: () => ({ onMessage() {}, close() {} }),
  onConfirmed: () => () => {},
  close: async () => {},
} as unknown as ChainBackend;

let service: ChainService;
beforeAll(async () => {
  service = await serveChain({
    chain,
    history: null,
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('silent'),
  });
});
afterAll(() => service.close());

/** A POST to the service with `body` as one chunk, or as chunks without a length (`chunked`). */
function post(path: string, body: string, headers: Record<string, string> = {}, chunked = false) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${service.url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: text }),
      );
    });
    req.on('error', reject);
    if (chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.slice(at, at + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe('the chain service JSON-RPC', () => {
  it('answers with what the chain answers, for the client a replica names (else the peer)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' });
    const named = await post('/', body, {
      'content-type': 'application/json',
      [CHAIN_CLIENT_HEADER]: 'wallet-7',
    });
    expect(named).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: body.length }),
    });
    await post('/?x=1', body);
    expect(calls.slice(-2)).toEqual([
      { body, clientId: 'wallet-7' },
      { body, clientId: '127.0.0.1' },
    ]);
  });

  it('refuses a body over 512 KB, declared or streamed, with a JSON-RPC error, and never hands it to the chain', async () => {
    const before = calls.length;
    const big = `{"jsonrpc":"2.0","id":1,"method":"getSlot","pad":"${'x'.repeat(600 * 1024)}"}`;
    for (const chunked of [false, true]) {
      const reply = await post('/', big, {}, chunked);
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toMatchObject({ error: { code: -32600 } });
    }
    expect(calls.length).toBe(before);
  });

  it('answers a chain failure with a JSON-RPC internal error; other routes still go through Hono', async () => {
    const failed = await post('/', '{"method":"boom"}');
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body)).toMatchObject({ error: { code: -32603 } });
    const info = await fetch(`${service.url}/solpad/info`);
    expect(await info.json()).toMatchObject({ service: 'solpad-chain', mode: 'localnet' });
  });
});
