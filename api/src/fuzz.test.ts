// Property-based fuzzing of every endpoint. In-process: thousands of malformed bodies, params and JSON-RPC calls;
// no 5xx and rejected calls do not change the database. Over a real server (what `npm start` runs, on a port of
// its own): ≥ 10,000 requests generated from every documented operation's schemas (valid, one field off, junk)
// and every JSON-RPC method, plus junk frames on both websockets; no 5xx, no dropped connection, healthy after.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type FuzzRequest, requestsFor, rpcBodies, strayRequests, wsFramesFor } from '../test/fuzz-requests';
import {
  createTestPostgresDatabase,
  httpRequester,
  signInAs,
  TEST_DATABASE_KIND,
  type TestApp,
  type TestPostgresDatabase,
} from '../test/support';
import { useTestApp } from '../test/use-test-app';
import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import type { Operation } from './lib/operation';
import { OPERATIONS } from './routes/operations';
import { type RunningServer, startServer } from './server';

const TABLES = [
  'tokens',
  'trades',
  'wallets_seen',
  'sessions',
  'admins',
  'settings',
  'wallets',
  'client_errors',
  'notify_subscribers',
];

/** How many rows each of TABLES holds in `t`'s database. */
async function snapshot(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await t.database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows;
    out[table] = Number(list[0]?.n ?? 0);
  }
  return out;
}

const RPC_METHODS = [
  'getBalance',
  'getLatestBlockhash',
  'getAccountInfo',
  'getMultipleAccounts',
  'sendTransaction',
  'simulateTransaction',
  'getSignatureStatuses',
  'requestAirdrop',
  'getSlot',
  'getBlockHeight',
  'getMinimumBalanceForRentExemption',
  'getVersion',
  'getHealth',
  'noSuchMethod',
];

const anyJson = fc.jsonValue({ maxDepth: 3 });
const weirdString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    '{',
    '[',
    'null',
    '"',
    '\u0000',
    '{"a":',
    '[[[[[[',
    '1e999',
    '-0',
    '🤖',
    '%00',
    '../../etc/passwd',
  ),
);
const body = fc.oneof(
  anyJson.map((v) => JSON.stringify(v)),
  weirdString,
);
const rpcCall = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.string({ maxLength: 4 })),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)),
    method: fc.oneof(fc.constantFrom(...RPC_METHODS), fc.string({ maxLength: 12 })),
    params: fc.oneof(fc.array(anyJson, { maxLength: 4 }), anyJson),
  },
  { requiredKeys: [] },
);
const rpcBody = fc.oneof(
  rpcCall.map((c) => JSON.stringify(c)),
  fc.array(rpcCall, { maxLength: 5 }).map((c) => JSON.stringify(c)),
  body,
);
const pathNoise = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,24}$/);

describe('fuzz: nothing a client sends yields a 5xx or changes the database', () => {
  // Thousands of JSON-RPC calls from one client: the per-client RPC limit would answer most of them 429.
  const t = useTestApp({ RPC_RATE_LIMIT_PER_MINUTE: '0' });

  it('survives ≥ 2,000 generated malformed requests across every endpoint', async () => {
    const before = await snapshot(t);
    let requests = 0;
    const operations = OPERATIONS.filter((op) => op.path !== '/api/rpc' && op.path !== '/api/helius/rpc');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        body,
        pathNoise,
        fc.constantFrom('application/json', 'text/plain', ''),
        async (op, payload, noise, contentType) => {
          const path =
            op.path.replace('{id}', noise || 'x') +
            (op.method === 'get' ? `?owner=${encodeURIComponent(noise)}` : '');
          const res = await t.app.request(path, {
            method: op.method.toUpperCase(),
            headers: contentType ? { 'content-type': contentType } : {},
            ...(op.method === 'get' ? {} : { body: payload }),
          });
          requests++;
          expect(res.status, `${op.method} ${path} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1200 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/rpc', '/api/helius/rpc'), rpcBody, async (path, payload) => {
        const res = await t.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        });
        requests++;
        expect(res.status, payload).toBeLessThan(500);
        const text = await res.text();
        expect(() => JSON.parse(text), text).not.toThrow();
      }),
      { numRuns: 1000 },
    );
    await fc.assert(
      fc.asyncProperty(
        pathNoise,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        async (noise, method) => {
          const res = await t.app.request(`/api/${noise}`, { method });
          requests++;
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    expect(requests).toBeGreaterThanOrEqual(2000);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.app.request('/api/health')).status).toBe(200);
  }, 120_000);
});

/** One request over `agent`'s keep-alive connections; resolves with the status once the whole answer is read. */
function send(agent: http.Agent, base: URL, r: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        agent,
        headers: { ...r.headers, ...(body ? { 'content-length': body.length } : {}) },
      },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs `requests` over real keep-alive connections (node:http, lighter than fetch), `concurrency` at a time, each
 * worker from a loopback address of its own (127.0.1.n): the per-client limits are per address, so the run is
 * several clients and reaches the handlers more often than their 429. A request that fails at the socket (reset,
 * hang-up) is a dropped connection.
 */
async function runOverSockets(base: string, requests: readonly FuzzRequest[], concurrency: number) {
  const url = new URL(base);
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  const dropped: string[] = [];
  const agents: http.Agent[] = [];
  let next = 0;
  const worker = async (n: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${n + 1}` });
    agents.push(agent);
    while (next < requests.length) {
      const r = requests[next++] as FuzzRequest;
      const where = `${r.method} ${r.path.slice(0, 120)} ${(r.body ?? '').slice(0, 120)}`;
      try {
        const status = await send(agent, url, r);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) serverErrors.push(`${status} ${where}`);
      } catch (e) {
        dropped.push(`${(e as { code?: string }).code ?? String(e)} ${where}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  for (const agent of agents) agent.destroy();
  return { statuses, serverErrors, dropped };
}

/**
 * Sends `frames` one by one over a websocket to `url`, then a last message whose answer proves the socket still
 * works. Returns how many messages the server sent and how the socket ended (null: still open).
 */
async function fuzzWebsocket(url: string, frames: readonly string[], last: string, isLastAnswer: RegExp) {
  const socket = new WebSocket(url);
  let answers = 0;
  let closed: { code: number; reason: string } | null = null;
  let lastAnswered!: () => void;
  const lastAnswer = new Promise<void>((resolve) => {
    lastAnswered = resolve;
  });
  socket.on('message', (data) => {
    answers++;
    if (isLastAnswer.test(String(data))) lastAnswered();
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    lastAnswered();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  for (const frame of frames) socket.send(frame);
  socket.send(last);
  await Promise.race([lastAnswer, new Promise((r) => setTimeout(r, 30_000))]);
  const ended = closed;
  socket.close();
  return { answers, closed: ended };
}

describe('fuzz over a real server: every operation, every JSON-RPC method, both websockets', () => {
  let server: RunningServer;
  let pg: TestPostgresDatabase | undefined;
  let dataDir: string;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-fuzz-'));
    if (TEST_DATABASE_KIND === 'postgres') pg = await createTestPostgresDatabase();
    // The server `npm start` runs (startServer: the site's server, the API, websockets, the embedded database on
    // disk), listening on a port of its own. JSON-RPC without the per-client budget, so the methods themselves
    // answer rather than the 429 (the budget has its own tests); every other limit stays on (a 429 is a fine
    // answer). Errors are logged, so a 5xx comes with its stack.
    server = await startServer(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        RPC_RATE_LIMIT_PER_MINUTE: '0',
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      }),
      createLogger('error'),
    );
    base = server.url;
    // Half of the requests come from a signed-in (non-admin) wallet, so the handlers behind the session run too.
    cookie = await signInAs(httpRequester(base), await generateKeyPairSigner());
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A fixed seed: a failure names requests that the same run reproduces.
  const SEED = 20_260_520;
  const PER_OPERATION = 70;
  const PER_RPC_PATH = 1000;
  const STRAY = 500;
  const WS_FRAMES = 300;
  const key = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

  it('answers ≥ 10,000 generated requests with no 5xx and no dropped connection, and stays healthy', async () => {
    const http = OPERATIONS.filter((op) => !op.websocket && !op.path.endsWith('/rpc'));
    const websockets = OPERATIONS.filter((op) => op.websocket);
    const rpcPaths = OPERATIONS.filter((op) => op.path.endsWith('/rpc')).map((op) => op.path);
    expect(rpcPaths.sort()).toEqual(['/api/helius/rpc', '/api/rpc']);
    const requests: FuzzRequest[] = [];
    for (const op of http) {
      requests.push(
        ...fc.sample(requestsFor(op, cookie), { numRuns: PER_OPERATION, seed: SEED + requests.length }),
      );
    }
    // The websocket endpoints asked over plain HTTP (their frames are fuzzed below).
    for (const op of websockets) {
      for (const signedIn of [false, true])
        requests.push({ method: 'GET', path: op.path, headers: signedIn ? { cookie } : {} });
    }
    for (const rpcPath of rpcPaths) {
      for (const body of fc.sample(rpcBodies, { numRuns: PER_RPC_PATH, seed: SEED + requests.length })) {
        requests.push({
          method: 'POST',
          path: rpcPath,
          headers: { 'content-type': 'application/json' },
          body,
        });
      }
    }
    requests.push(...fc.sample(strayRequests(http), { numRuns: STRAY, seed: SEED + requests.length }));
    expect(requests.length).toBeGreaterThanOrEqual(10_000);
    // Shuffled (by a seeded permutation) so that concurrent requests mix operations, as real traffic does.
    const order = fc.sample(fc.shuffledSubarray(requests, { minLength: requests.length }), {
      numRuns: 1,
      seed: SEED,
    })[0] as FuzzRequest[];

    const started = performance.now();
    const { statuses, serverErrors, dropped } = await runOverSockets(base, order, 8);
    const httpSeconds = (performance.now() - started) / 1000;
    // The run reached past validation: successes as well as refusals.
    const ok = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    expect(ok, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(1000);
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(dropped.slice(0, 20)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(requests.length);

    // Junk and schema-shaped frames on each websocket: every one answered, the socket never closed under them.
    const wsStarted = performance.now();
    for (const op of websockets) {
      const frames = fc.sample(wsFramesFor(op), { numRuns: WS_FRAMES, seed: SEED + op.path.length });
      const rpc = op.path.endsWith('/rpc/ws');
      const { answers, closed } = await fuzzWebsocket(
        `${base.replace('http', 'ws')}${op.path}`,
        frames,
        rpc
          ? JSON.stringify({ jsonrpc: '2.0', id: 'last', method: 'slotSubscribe' })
          : JSON.stringify({ type: 'ping', id: 'last' }),
        rpc ? /"id":"last"/ : /"type":"pong","id":"last"/,
      );
      expect(closed, key(op)).toBeNull();
      // Every frame is answered, except JSON-RPC notifications (an object without an id) on /api/rpc/ws.
      expect(answers, key(op)).toBeGreaterThan(WS_FRAMES / 2);
    }
    const wsSeconds = (performance.now() - wsStarted) / 1000;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    console.info(
      `fuzz: ${requests.length} requests in ${httpSeconds.toFixed(1)} s (${Math.round(requests.length / httpSeconds)}/s), ` +
        `${websockets.length} × ${WS_FRAMES} websocket frames in ${wsSeconds.toFixed(1)} s`,
      Object.fromEntries(statuses),
    );
  }, 300_000);
});
