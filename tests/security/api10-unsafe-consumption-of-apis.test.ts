// OWASP API10:2023 Unsafe Consumption of APIs, against the running app pointed at a hostile upstream: the
// server `npm start` runs, started here with SOLANA_RPC_URL naming an RPC this spec controls (its key in the
// URL, as Helius's is). The upstream answers with HTML, malformed JSON-RPC, results of the wrong shape, an error
// that echoes the key, a redirect to another host, a reply far larger than any answer; the API must treat what
// it gets as untrusted: validate it, bound it, never follow it elsewhere, never pass the key on, stay up.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../api/src/server';
import { startServerIn } from '../../api/test/support';

const KEY = 'hostile-upstream-api-key-7f3a9c';
const ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

/** What the upstream answers next (per JSON-RPC method; `default` for the rest). */
type Answer = (res: http.ServerResponse, call: { id: unknown; method: string }) => void;
/** Answers `call` with a JSON-RPC reply carrying `outcome` (its result, or its error). */
const reply = (
  res: http.ServerResponse,
  call: { id: unknown },
  outcome: { result: unknown } | { error: unknown },
) => res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...outcome }));
const sound: Answer = (res, call) => {
  const results: Record<string, unknown> = {
    getSlot: 1000,
    getBlockHeight: 900,
    getHealth: 'ok',
    getVersion: { 'solana-core': '2.2.0', 'feature-set': 1 },
    getBalance: { context: { slot: 1000 }, value: 5_000_000_000 },
    getLatestBlockhash: {
      context: { slot: 1000 },
      value: { blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k', lastValidBlockHeight: 1150 },
    },
  };
  res.setHeader('content-type', 'application/json');
  reply(res, call, { result: results[call.method] ?? null });
};
let answer: Answer = sound;
const upstreamCalls: string[] = [];
const canaryHits: string[] = [];

let upstream: http.Server;
let canary: http.Server;
let server: RunningServer;
let dataDir: string;
let base: string;

function listen(s: http.Server): Promise<number> {
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
}

beforeAll(async () => {
  canary = http.createServer((req, res) => {
    canaryHits.push(`${req.method} ${req.url}`);
    res.end('{"jsonrpc":"2.0","id":1,"result":1}');
  });
  const canaryPort = await listen(canary);
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      upstreamCalls.push(req.url ?? '');
      if (req.url?.startsWith('/solpad/')) {
        res.statusCode = 404;
        res.end();
        return;
      }
      let call = { id: null as unknown, method: '' };
      try {
        call = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        // answered as the mode says
      }
      (req.url?.includes('redirected') ? sound : answer)(res, call);
    });
  });
  const upstreamPort = await listen(upstream);
  // The redirect target is another host the API must never be sent to.
  redirectTo = `http://127.0.0.1:${canaryPort}/`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-api10-'));
  server = await startServerIn(dataDir, {
    SOLANA_RPC_URL: `http://127.0.0.1:${upstreamPort}/?api-key=${KEY}`,
    SOLANA_CLUSTER: 'devnet',
    PLATFORM_SECRET: 'api10-test-platform-secret-0123456789abcdef',
  });
  base = server.url;
});
afterAll(async () => {
  await server?.close();
  await Promise.all([upstream, canary].map((s) => new Promise((r) => s?.close(r))));
  rmSync(dataDir, { recursive: true, force: true });
});
let redirectTo = '';

const rpc = async (method: string, params: unknown[] = []) => {
  const res = await fetch(`${base}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  return { status: res.status, text: await res.text() };
};
const get = async (p: string) => {
  const res = await fetch(`${base}${p}`);
  return { status: res.status, text: await res.text() };
};
/** The REST reads that consume the upstream's answers. */
const CONSUMERS = [
  `/api/portfolio/${ADDRESS}`,
  `/api/scanner/token/${ADDRESS}`,
  `/api/scanner/market/${ADDRESS}`,
  '/api/stats',
  '/api/health',
];

/** The API stayed itself: no key, no upstream address, no stack; JSON errors; still answering. */
async function expectContained(replies: Array<{ status: number; text: string }>, what: string) {
  for (const r of replies) {
    expect(r.text, what).not.toContain(KEY);
    expect(r.text, what).not.toMatch(/127\.0\.0\.1:\d+|\.(ts|js):\d+|node_modules/);
    expect(r.text, what).not.toMatch(/<html|<!doctype/i);
  }
  expect((await get('/api/openapi.json')).status, what).toBe(200);
}

describe('API10:2023 Unsafe Consumption of APIs', () => {
  it('relays a sound upstream (the mode every attack below departs from)', async () => {
    answer = sound;
    const reply = JSON.parse((await rpc('getBalance', [ADDRESS])).text);
    expect(reply).toMatchObject({ id: 7, result: { value: 5_000_000_000 } });
    expect(upstreamCalls.some((u) => u.includes(KEY))).toBe(true);
  });

  it('answers an upstream HTML page or malformed JSON-RPC with an error of its own', async () => {
    for (const [what, bad] of [
      [
        'an HTML error page',
        (res) => {
          res.statusCode = 502;
          res.setHeader('content-type', 'text/html');
          res.end('<!DOCTYPE html><html><body>Bad gateway at upstream</body></html>');
        },
      ],
      ['JSON that is not JSON-RPC', (res) => res.end('[1,2,3]')],
      ['a truncated reply', (res) => res.end('{"jsonrpc":"2.0","id":7,"result":{"value":')],
      ['a reply with neither result nor error', (res) => res.end('{"jsonrpc":"2.0","id":7}')],
    ] as Array<[string, Answer]>) {
      answer = bad;
      const r = await rpc('getBalance', [ADDRESS]);
      expect(r.status, what).toBe(200);
      expect(JSON.parse(r.text), what).toMatchObject({ id: 7, error: { code: -32603 } });
      await expectContained([r, ...(await Promise.all(CONSUMERS.map(get)))], what);
    }
  });

  it('never passes on an upstream error that echoes the key', async () => {
    answer = (res, call) =>
      reply(res, call, {
        error: {
          code: -32000,
          message: `invalid api-key ${KEY} on /?api-key=${KEY}`,
          data: { url: `/?api-key=${KEY}` },
        },
      });
    const r = await rpc('getBalance', [ADDRESS]);
    expect(JSON.parse(r.text)).toMatchObject({ id: 7, error: { code: -32000 } });
    await expectContained([r, ...(await Promise.all(CONSUMERS.map(get)))], 'echoed key');
  });

  it('validates results of the wrong shape: a read answers without them, or says the chain failed', async () => {
    answer = (res, call) =>
      reply(res, call, {
        result: {
          context: { slot: 'soon' },
          value:
            call.method === 'getBalance'
              ? -5
              : { data: ['!!not-base64!!', 'base64'], owner: 42, lamports: 'lots', executable: 'maybe' },
        },
      });
    const replies = await Promise.all(CONSUMERS.map(get));
    for (const [i, r] of replies.entries()) {
      const what = `${CONSUMERS[i]}: ${r.status} ${r.text.slice(0, 200)}`;
      // Never a crash (500); a failure is the chain's (502/503) and says so in the API's shape.
      expect(r.status, what).not.toBe(500);
      if (r.status >= 500 && CONSUMERS[i] === '/api/health')
        expect(JSON.parse(r.text), what).toMatchObject({ status: 'degraded', chain: { ok: false } });
      else if (r.status >= 500) expect(JSON.parse(r.text), what).toHaveProperty('error');
      else expect(r.text, what).not.toMatch(/"lots"|"soon"|"maybe"|!!not-base64!!|:-5\b/);
    }
    await expectContained(replies, 'wrong shapes');
  });

  it('does not follow an upstream redirect to another host', async () => {
    answer = (res) => {
      res.statusCode = 307;
      res.setHeader('location', redirectTo);
      res.end();
    };
    const r = await rpc('getBalance', [ADDRESS]);
    expect(JSON.parse(r.text)).toMatchObject({ id: 7, error: { code: -32603 } });
    await expectContained([r], 'redirect');
    expect(canaryHits).toEqual([]);
  });

  it('stops reading an upstream reply far larger than any answer, and stays up', async () => {
    const size = 40 * 1024 * 1024;
    answer = (res, call) => {
      res.setHeader('content-type', 'application/json');
      res.write(`{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":"`);
      const chunk = 'A'.repeat(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('"}');
      };
      more();
    };
    const r = await rpc('getBalance', [ADDRESS]);
    expect(JSON.parse(r.text)).toMatchObject({ id: 7, error: { code: -32603 } });
    expect(r.text.length).toBeLessThan(1000);
    answer = sound;
    expect(JSON.parse((await rpc('getSlot')).text)).toMatchObject({ result: 1000 });
  });
});
