import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './events';
import { createHotCache } from './hot-cache';
import { isDataAnswer, overTls, securityHeaderSet } from './security-headers';

const MINT = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const OTHER = 'So11111111111111111111111111111111111111112';

/** A tiny app whose answers count how often they were computed. */
function setup(ttlMs = 60_000) {
  const events = createEventBus();
  let t = 0;
  const cache = createHotCache({ events, ttlMs, now: () => t });
  const computed = { list: 0, token: 0 };
  const app = new Hono()
    .get(
      '/list',
      cache.cached(() => null),
      (c) => c.json({ n: ++computed.list }),
    )
    .get(
      '/t/:mint',
      cache.cached((c) => c.req.param('mint') ?? null),
      (c) => c.json({ n: ++computed.token }),
    )
    .get(
      '/fail',
      cache.cached(() => null),
      (c) => c.json({ error: 'no' }, 500),
    );
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return {
      status: res.status,
      etag: res.headers.get('etag'),
      body: res.status === 200 ? ((await res.json()) as { n?: number }) : null,
    };
  };
  const trade = (token: string) => events.publish({ type: 'price', token, priceSol: 1, at: 0 });
  return { get, trade, computed, advance: (ms: number) => (t += ms) };
}

describe('hot cache', () => {
  it('answers from memory until a market event, then computes again', async () => {
    const s = setup();
    expect((await s.get('/list')).body).toEqual({ n: 1 });
    expect((await s.get('/list')).body).toEqual({ n: 1 });
    s.trade(MINT);
    expect((await s.get('/list')).body).toEqual({ n: 2 });
  });

  it("recomputes a token's answers only when that token moves", async () => {
    const s = setup();
    await s.get(`/t/${MINT}`);
    s.trade(OTHER);
    expect((await s.get(`/t/${MINT}`)).body).toEqual({ n: 1 });
    s.trade(MINT);
    expect((await s.get(`/t/${MINT}`)).body).toEqual({ n: 2 });
  });

  it('answers 304 to a client that has the current version, 200 once it changed', async () => {
    const s = setup();
    const first = await s.get('/list');
    expect(first.etag).toMatch(/^W\/"/);
    expect((await s.get('/list', { 'if-none-match': first.etag as string })).status).toBe(304);
    s.trade(MINT);
    const after = await s.get('/list', { 'if-none-match': first.etag as string });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
  });

  it('computes once for requests that arrive together', async () => {
    const s = setup();
    const replies = await Promise.all(Array.from({ length: 20 }, () => s.get('/list')));
    expect(new Set(replies.map((r) => r.body?.n))).toEqual(new Set([1]));
    expect(s.computed.list).toBe(1);
  });

  it('refreshes an untouched answer after the TTL, serving the last one meanwhile', async () => {
    const s = setup(1000);
    await s.get('/list');
    s.advance(1500);
    expect((await s.get('/list')).body).toEqual({ n: 2 });
  });

  it('computes again after an invalidation no event announced (a moderator hid a token)', async () => {
    const events = createEventBus();
    const cache = createHotCache({ events });
    let n = 0;
    const app = new Hono().get(
      '/list',
      cache.cached(() => null),
      (c) => c.json({ n: ++n }),
    );
    await app.request('/list');
    cache.invalidate(MINT);
    expect(await (await app.request('/list')).json()).toEqual({ n: 2 });
  });

  it('keeps no error answer', async () => {
    const s = setup();
    expect((await s.get('/fail')).status).toBe(500);
    expect((await s.get('/fail')).status).toBe(500);
  });
});

describe('hot cache fast path', () => {
  it('answers a current answer before the middleware; a cross-origin request still goes through it', async () => {
    const events = createEventBus();
    const cache = createHotCache({ events });
    let middlewareRuns = 0;
    const counted: string[] = [];
    const inner = new Hono()
      .use('*', async (_c, next) => {
        middlewareRuns++;
        await next();
      })
      .get(
        '/api/list',
        cache.cached(() => null),
        (c) => c.json({ ok: true }),
      );
    const app = new Hono()
      .use('/api/*', cache.fastPath({ counted: (route) => counted.push(route) }))
      .route('/', inner);
    expect((await app.request('/api/list')).status).toBe(200);
    expect((await app.request('/api/list')).status).toBe(200);
    expect(middlewareRuns).toBe(1);
    expect(counted).toEqual(['GET /api/list']);
    await app.request('/api/list', { headers: { origin: 'http://localhost:5173' } });
    expect(middlewareRuns).toBe(2);
    events.publish({ type: 'price', token: MINT, priceSol: 1, at: 0 });
    await app.request('/api/list');
    expect(middlewareRuns).toBe(3);
  });
});

describe('hot cache fast answer', () => {
  /** A cached route, and the fast answer the server puts in front of it (lib/security-headers.ts's records). */
  function setupFast(opts: { closing?: boolean } = {}) {
    const events = createEventBus();
    const cache = createHotCache({ events });
    const counted: string[] = [];
    const logged: { reqId: string; status: number }[] = [];
    const sets = securityHeaderSet({});
    const app = new Hono().get(
      '/api/list',
      cache.cached(() => null),
      (c) => c.json({ ok: true }),
    );
    const answer = cache.fastAnswer({
      counted: (route, status) => counted.push(`${route} ${status}`),
      headers: (req, type) =>
        sets(overTls(undefined, req.url, req.header('x-forwarded-proto')), isDataAnswer(type)),
      log: (_req, fields) => logged.push(fields),
      closing: () => opts.closing ?? false,
    });
    const fast = (headers: Record<string, string> = {}, method = 'GET') => {
      const req = new Request('http://localhost/api/list', { method, headers });
      return answer({ method, url: req.url, header: (name) => req.headers.get(name) ?? undefined });
    };
    return { app, fast, counted, logged };
  }

  it('answers nothing until the full path has computed the answer, then the same body with every header', async () => {
    const s = setupFast();
    expect(s.fast()).toBeUndefined();
    const full = await s.app.request('/api/list');
    const res = s.fast({ 'x-forwarded-proto': 'https' });
    expect(res?.status).toBe(200);
    expect(await res?.text()).toBe(await full.text());
    const h = res?.headers as Headers;
    expect(h.get('content-type')).toBe('application/json');
    expect(h.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(h.get('etag')).toBe(full.headers.get('etag'));
    expect(h.get('cache-control')).toBe('no-cache');
    expect(h.get('vary')).toBe('Origin');
    // The security headers (HSTS here: a proxy said https) and a fresh request id.
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    // A JSON answer's policy: data, nothing loads or runs.
    expect(h.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h.get('strict-transport-security')).toBe('max-age=31536000');
    expect(h.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.get('connection')).toBeNull();
    expect(s.fast()?.headers.get('strict-transport-security')).toBeNull();
    expect(s.counted).toEqual(['GET /api/list 200', 'GET /api/list 200']);
    expect(s.logged.map((l) => l.status)).toEqual([200, 200]);
  });

  it("keeps a client's well-formed request id, answers 304 to its ETag, and leaves cross-origin requests alone", async () => {
    const s = setupFast();
    const etag = (await s.app.request('/api/list')).headers.get('etag') as string;
    expect(s.fast({ 'x-request-id': 'abc-123' })?.headers.get('x-request-id')).toBe('abc-123');
    expect(s.fast({ 'x-request-id': 'no spaces' })?.headers.get('x-request-id')).not.toBe('no spaces');
    const notModified = s.fast({ 'if-none-match': etag });
    expect(notModified?.status).toBe(304);
    expect(notModified?.headers.get('x-frame-options')).toBe('DENY');
    expect(s.fast({ origin: 'chrome-extension://abc' })).toBeUndefined();
    expect(s.fast({}, 'POST')).toBeUndefined();
    expect(await s.fast({}, 'HEAD')?.text()).toBe('');
  });

  it('asks the client to close the connection once the server is stopping', async () => {
    const s = setupFast({ closing: true });
    await s.app.request('/api/list');
    expect(s.fast()?.headers.get('connection')).toBe('close');
  });
});
