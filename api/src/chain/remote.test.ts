import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createLocalnet } from './localnet';
import { createRemoteChain } from './remote';
import type { ChainBackend } from './types';

const WHO = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
let dir: string;
let upstream: ChainBackend;
let server: Server;
let url: string;
const seen: string[] = [];

// The "remote cluster" is a real localnet behind a real HTTP server, reached with an API key in its URL.
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'solpad-remote-'));
  upstream = await createLocalnet({ dataDir: dir, logger: createLogger('silent') });
  await upstream.handleRpc(
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [WHO, 3_000_000_000] }),
    { clientId: 'setup' },
  );
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      res.setHeader('content-type', 'application/json');
      res.end(await upstream.handleRpc(body, { clientId: 'remote' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?api-key=SECRET-KEY`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (chain: ChainBackend, body: unknown) =>
  chain.handleRpc(JSON.stringify(body), { clientId: 'browser' }).then((t) => JSON.parse(t));

describe('remote chain (SOLANA_RPC_URL)', () => {
  it('forwards calls and batches to the configured RPC and answers in Solana’s shape', async () => {
    const remote = createRemoteChain({ url });
    const reply = await ask(remote, { jsonrpc: '2.0', id: 9, method: 'getBalance', params: [WHO] });
    expect(reply).toMatchObject({ id: 9, result: { value: 3_000_000_000 } });
    const batch = await ask(remote, [
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['nope'] },
    ]);
    expect(batch).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, error: { code: -32602 } },
    ]);
    expect(await remote.getSlot()).toBeGreaterThanOrEqual(0n);
    expect(seen.every((u) => u.includes('api-key=SECRET-KEY'))).toBe(true);
  });

  it('never offers the faucet and never reveals the URL or its key, even when the upstream is down', async () => {
    const remote = createRemoteChain({ url });
    const airdrop = await ask(remote, { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [WHO, 1] });
    expect(airdrop.error.code).toBe(-32601);

    const down = createRemoteChain({ url: 'http://127.0.0.1:9/?api-key=SECRET-KEY' });
    const text = await down.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }), {
      clientId: 'browser',
    });
    expect(JSON.parse(text)).toMatchObject({ error: { code: -32603, message: 'Upstream RPC unreachable' } });
    expect(text).not.toContain('SECRET');
    expect(text).not.toContain('127.0.0.1:9');
  });

  it('strips a key kept in the URL path (as Triton keeps it) from an upstream error that echoes it', async () => {
    const key = 'path-kept-key-0123456789abcdef';
    const echo = createRemoteChain({
      url: `https://rpc.example/${key}`,
      fetch: async (input) =>
        new Response(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            error: { code: -32000, message: `bad key ${input}`, data: [key] },
          }),
        ),
    });
    const text = await echo.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }), {
      clientId: 'browser',
    });
    expect(JSON.parse(text)).toMatchObject({ error: { code: -32000, message: 'bad key [redacted]' } });
    expect(text).not.toContain(key);
    expect(text).not.toContain('rpc.example');
  });

  it('reads no further than its reply bound', async () => {
    const big = createRemoteChain({
      url,
      maxReplyBytes: 1024,
      fetch: async () => new Response(`{"jsonrpc":"2.0","id":1,"result":"${'A'.repeat(4096)}"}`),
    });
    const text = await big.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }), {
      clientId: 'browser',
    });
    expect(JSON.parse(text)).toMatchObject({
      error: { code: -32603, message: 'Upstream RPC answered more than the API relays' },
    });
  });
});
