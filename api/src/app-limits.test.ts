// Cross-cutting HTTP behaviour: body size limits, per-client rate limits, CORS, request ids in logs.
import { DEV_EXTENSION_ID } from '@solpad/core/extension';
import { ApiErrorSchema } from '@solpad/core/schemas';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { appBeside } from '../test/support';
import { useTestApp } from '../test/use-test-app';
import { API_BODY_LIMIT_BYTES } from './app';
import { loadConfig } from './config';
import { createLogger, type Logger } from './lib/logger';

const t = useTestApp();

/** A fresh app (fresh rate-limit windows) over the test app's database and chain. */
function appWith(env: Record<string, string> = {}, logger: Logger = createLogger('silent')) {
  return appBeside(t, env, { logger });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const getSlot = { jsonrpc: '2.0', id: 1, method: 'getSlot' };

describe('request body limits', () => {
  it('refuse a REST body over the limit with 413 in the error shape', async () => {
    const email = `${'a'.repeat(API_BODY_LIMIT_BYTES)}@example.com`;
    const res = await t.app.request('/api/notify', json({ email }));
    expect(res.status).toBe(413);
    expect(ApiErrorSchema.parse(await res.json()).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('body'),
    });
  });

  it('count a streamed body that announces no length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('leave the JSON-RPC endpoints their own, larger limit', async () => {
    const batch = Array.from({ length: 40 }, (_, i) => ({ ...getSlot, id: `${i}-${'p'.repeat(2000)}` }));
    const body = JSON.stringify(batch);
    expect(body.length).toBeGreaterThan(API_BODY_LIMIT_BYTES);
    const res = await t.app.request('/api/rpc', json(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(40);
  });
});

describe('rate limits per client', () => {
  it('limit JSON-RPC calls with 429 and Retry-After, one budget across both RPC paths', async () => {
    const app = appWith({ RPC_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (const path of ['/api/rpc', '/api/helius/rpc', '/api/rpc', '/api/helius/rpc']) {
      statuses.push((await app.request(path, json(getSlot))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.request('/api/rpc', json(getSlot));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(ApiErrorSchema.parse(await limited.json()).error.code).toBe('RATE_LIMITED');
    // Other endpoints have budgets of their own.
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('count every call of a batch: one batch of 100 spends a budget of 100', async () => {
    const app = appWith({ RPC_RATE_LIMIT_PER_MINUTE: '100' });
    const batch = Array.from({ length: 100 }, (_, i) => ({ ...getSlot, id: i }));
    expect((await app.request('/api/rpc', json(batch))).status).toBe(200);
    const next = await app.request('/api/helius/rpc', json(getSlot));
    expect(next.status).toBe(429);
    expect(ApiErrorSchema.parse(await next.json()).error.message).toMatch(/Too many RPC requests/);
  });

  it('give getProgramAccounts a tighter budget of its own', async () => {
    const app = appWith({ RPC_RATE_LIMIT_PER_MINUTE: '1000', RPC_SCANS_PER_MINUTE: '3' });
    const scan = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'getProgramAccounts',
      params: [
        '11111111111111111111111111111111',
        { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
      ],
    });
    expect((await app.request('/api/rpc', json([scan(1), scan(2)]))).status).toBe(200);
    expect((await app.request('/api/rpc', json(scan(3)))).status).toBe(200);
    const over = await app.request('/api/rpc', json([getSlot, scan(4)]));
    expect(over.status).toBe(429);
    expect(ApiErrorSchema.parse(await over.json()).error.message).toMatch(
      /Too many getProgramAccounts requests/,
    );
    // Other calls still have budget.
    expect((await app.request('/api/rpc', json(getSlot))).status).toBe(200);
  });

  it('let RPC_RATE_LIMIT_PER_MINUTE=0 turn the RPC limit off', async () => {
    const app = appWith({ RPC_RATE_LIMIT_PER_MINUTE: '0' });
    for (let i = 0; i < 50; i++) expect((await app.request('/api/rpc', json(getSlot))).status).toBe(200);
  });

  it('limit sign-in nonces and verifications', async () => {
    const app = appWith();
    let nonce: Response | undefined;
    for (let i = 0; i < 40 && nonce?.status !== 429; i++) nonce = await app.request('/api/auth/nonce');
    expect(nonce?.status).toBe(429);
    expect(nonce?.headers.get('retry-after')).toMatch(/^\d+$/);
    let verify: Response | undefined;
    for (let i = 0; i < 40 && verify?.status !== 429; i++)
      verify = await app.request('/api/auth/verify', json({}));
    expect(verify?.status).toBe(429);
  });

  it('limit write endpoints (transfer, notify)', async () => {
    const app = appWith();
    const body = {
      senderPublicKey: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
      recipientPublicKey: '11111111111111111111111111111111',
      amount: '0',
    };
    let transfer: Response | undefined;
    for (let i = 0; i < 80 && transfer?.status !== 429; i++)
      transfer = await app.request('/api/solana/transfer', json(body));
    expect(transfer?.status).toBe(429);
    let notify: Response | undefined;
    for (let i = 0; i < 20 && notify?.status !== 429; i++)
      notify = await app.request('/api/notify', json({ email: 'nope' }));
    expect(notify?.status).toBe(429);
  });
});

describe('CORS', () => {
  const EXT = 'abcdefghijklmnopabcdefghijklmnop';
  const app = (env: Record<string, string> = {}) =>
    appWith({ PUBLIC_URL: 'https://solpad.example', EXTENSION_IDS: EXT, ...env });
  const preflight = (origin: string, a = app()) =>
    a.request('http://localhost:8787/api/wallets', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allow the site’s public origin and the extensions in EXTENSION_IDS, with credentials', async () => {
    for (const origin of ['https://solpad.example', `chrome-extension://${EXT}`, `moz-extension://${EXT}`]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('give no other origin access: other extensions, other local servers, look-alikes', async () => {
    for (const origin of [
      'https://evil.example',
      'https://solpad.example.evil.example',
      'null',
      'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba',
      'moz-extension://0a1b2c3d-0000-4000-8000-000000000000',
      `chrome-extension://${EXT}.evil`,
      'http://localhost:5173',
      'http://127.0.0.1:3000',
    ]) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('trust the development build’s id only while PUBLIC_URL is unset and EXTENSION_IDS is not given', async () => {
    const dev = `chrome-extension://${DEV_EXTENSION_ID}`;
    const local = appWith({});
    expect((await preflight(dev, local)).headers.get('access-control-allow-origin')).toBe(dev);
    // The origin the request was made to is the site itself.
    expect((await preflight('http://localhost:8787', local)).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:8787',
    );
    expect(
      (await preflight('http://localhost:5173', local)).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const prod = appWith({ PUBLIC_URL: 'https://solpad.example' });
    expect((await preflight(dev, prod)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuse to start with a malformed EXTENSION_IDS', () => {
    expect(() => loadConfig({ EXTENSION_IDS: 'not-an-id' })).toThrow(/EXTENSION_IDS/);
  });

  it('expose Retry-After and X-Request-Id to the extension', async () => {
    const res = await app().request('/api/health', { headers: { origin: `chrome-extension://${EXT}` } });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('retry-after');
    expect(exposed).toContain('x-request-id');
  });
});

describe('structured logs', () => {
  it('carry the request id the response names, and keep one a proxy sent', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = appWith({}, logger);
    const res = await app.request('/api/nope');
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toBeTruthy();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', reqId, method: 'GET', path: '/api/nope', status: 404 }),
    );
    const forwarded = await app.request('/api/health', { headers: { 'x-request-id': 'edge-1234' } });
    expect(forwarded.headers.get('x-request-id')).toBe('edge-1234');
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'edge-1234', path: '/api/health' }));
  });
});
