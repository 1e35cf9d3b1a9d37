// Property-based fuzzing of every endpoint: thousands of generated malformed bodies, params and JSON-RPC
// calls. No response may be a 5xx, the process must stay up, and rejected calls must not change the database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from './routes/openapi';
import { startTestApp, type TestApp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  // Thousands of JSON-RPC calls from one client: the per-client RPC limit would answer most of them 429.
  t = await startTestApp({ RPC_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

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

async function snapshot(): Promise<Record<string, number>> {
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
  it('survives ≥ 2,000 generated malformed requests across every endpoint', async () => {
    const before = await snapshot();
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
    expect(await snapshot()).toEqual(before);
    expect((await t.app.request('/api/health')).status).toBe(200);
  }, 120_000);
});
