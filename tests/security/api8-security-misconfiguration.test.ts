// OWASP API8:2023 Security Misconfiguration, against the running app: the security headers on every kind of
// answer (each documented read, the errors, JSON-RPC, the docs page, an uploaded image), error bodies that give
// nothing away under malformed and hostile input, CORS to foreign origins, TRACE and friends, and the files a
// misconfigured server hands out (.env, .git, package.json, DATA_DIR).
import { ApiErrorSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAt, platformSecret, type Reply, target } from './support/client';
import { type User, user } from './support/market';

const c = clientAt('127.0.0.18');
afterAll(() => c.close());
let member: User;
beforeAll(async () => {
  member = await user(c);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

/**
 * What every answer must carry (and must not). A JSON answer is data: its policy lets it load and run nothing
 * (`default-src 'none'`); a page, an image or the docs carry the page's policy and the Permissions-Policy.
 */
function expectHardened(res: Pick<Reply, 'headers'>, what: string) {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(/script-src[^;]*'unsafe-inline'/.test(csp), what).toBe(false);
  if ((h.get('content-type') ?? '').startsWith('application/json')) {
    expect(csp, what).toBe("default-src 'none'; frame-ancestors 'none'");
  } else {
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(h.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  }
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('x-powered-by'), what).toBeNull();
  expect(h.get('server') ?? '', what).not.toMatch(/\d/);
  // Plain http and no proxy saying otherwise: no HSTS (it would pin a plain-http host).
  expect(h.get('strict-transport-security'), what).toBeNull();
}

/** An error answer that gives nothing away: the API's shape, JSON, no stack, path, query or library. */
function expectQuietError(res: Reply, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(res.headers.get('content-type') ?? '', what).toContain('application/json');
  const text = res.text;
  expect(text, what).not.toMatch(
    /\bat [\w.<>]+ \(|\.(ts|js):\d+|node_modules|\/work\/|\/home\/|\/tmp\/|drizzle|pglite|postgres|litesvm|\bselect\b.*\bfrom\b|\binsert into\b|TypeError|ReferenceError|SyntaxError: Unexpected/i,
  );
}

describe('API8:2023 Security Misconfiguration', () => {
  it('sends the security headers on every kind of answer', async () => {
    const doc = (await c.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reads = Object.entries(doc.paths)
      .filter(([p, ops]) => 'get' in ops && !p.endsWith('/ws'))
      .map(([p]) =>
        p.replace(/\{(\w+)\}/g, (_, n: string) =>
          n === 'id' ? '00000000-0000-4000-8000-000000000000' : ADDRESS,
        ),
      );
    expect(reads.length).toBeGreaterThan(40);
    for (const read of reads)
      expectHardened(await c.call('GET', read, { cookie: member.cookie }), `GET ${read}`);
    const upload = await c.request('/api/uploads/image', { method: 'POST', body: PNG });
    const { id } = (await upload.json()) as { id: string };
    const answers: Array<[string, Promise<Reply>]> = [
      ['404', c.call('GET', '/api/no-such-route')],
      ['400', c.call('POST', '/api/wallets', { cookie: member.cookie, body: '{"oops' })],
      ['401', c.call('GET', '/api/scanner/recent')],
      ['403', c.call('GET', '/api/admin/dashboard', { cookie: member.cookie })],
      ['413', c.call('POST', '/api/notify', { body: `{"email":"${'x'.repeat(100_000)}"}` })],
      ['rpc', c.call('POST', '/api/rpc', { body: { jsonrpc: '2.0', id: 1, method: 'getSlot' } })],
      ['rpc error', c.call('POST', '/api/rpc', { body: '{' })],
      ['docs', c.call('GET', '/api/docs')],
      ['image', c.call('GET', `/api/uploads/${id}`)],
      ['options', c.call('OPTIONS', '/api/health', { headers: { origin: 'https://evil.example' } })],
    ];
    for (const [what, pending] of answers) expectHardened(await pending, what);
  });

  it('sends HSTS once a TLS-terminating proxy says the request came over https', async () => {
    const res = await c.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('answers malformed and hostile input with the API error shape and nothing else', async () => {
    const attacks: Array<[string, string, unknown]> = [
      ['POST', '/api/wallets', '{"oops'],
      ['POST', '/api/wallets', { type: 'watch', owner: "' OR 1=1 --", address: ADDRESS }],
      ['POST', '/api/notify', { email: { $ne: null } }],
      ['POST', '/api/client-errors', { kind: 'error', message: 'x\u0000y', url: '/' }],
      [
        'POST',
        '/api/launch/prepare',
        // Raw JSON: a number no double holds, a prototype key.
        '{"name":["array"],"symbol":1e309,"platform":"__proto__","creator":null,"__proto__":{"isAdmin":true}}',
      ],
      [
        'POST',
        '/api/trade/quote',
        { mint: ADDRESS, side: 'buy', amount: '1e99', amountIs: 'sol', wallet: ADDRESS },
      ],
      ['POST', '/api/trade/submit', { quoteId: "1' OR '1'='1", transaction: '%%%' }],
      ['GET', '/api/tokens?sort=name;DROP TABLE tokens;--&limit=-1', undefined],
      ['GET', '/api/tokens/%00', undefined],
      ['GET', `/api/marketing/campaigns/${'9'.repeat(400)}`, undefined],
      ['GET', '/api/scanner/token/../../etc/passwd', undefined],
      ['GET', '/api/uploads/..%2F..%2Fplatform-secret', undefined],
      ['DELETE', '/api/wallets/00000000-0000-0000-0000-000000000000', undefined],
      ['PUT', '/api/health', undefined],
      ['GET', '/api/<script>alert(1)</script>', undefined],
    ];
    for (const [method, path, body] of attacks) {
      const res = await c.call(method, path, {
        cookie: member.cookie,
        ...(body === undefined ? {} : { body }),
      });
      expectQuietError(res, `${method} ${path}`);
      expect(ApiErrorSchema.safeParse(res.body).success, `${method} ${path}: ${res.text}`).toBe(true);
    }
    // JSON-RPC errors are JSON-RPC error objects, just as quiet.
    for (const body of [
      '{',
      '[{"jsonrpc":"2.0","id":1,"method":"getBalance","params":[{"$gt":""}]}]',
      '{"method":"sendTransaction","params":["AAAA"],"id":1,"jsonrpc":"2.0"}',
    ]) {
      const res = await c.call('POST', '/api/rpc', { body });
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/\.(ts|js):\d+|node_modules|\/work\/|\bat [\w.<>]+ \(/);
      expect(JSON.stringify(res.body)).toMatch(/"error"/);
    }
  });

  it('gives no foreign origin CORS access, with or without credentials', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:1',
      `${target().url}.evil.example`,
      'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const preflight = await c.call('OPTIONS', '/api/wallets', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      const simple = await c.call('GET', `/api/wallets?owner=${member.address}`, {
        cookie: member.cookie,
        headers: { origin },
      });
      expect(simple.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(simple.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(simple.headers.get('access-control-expose-headers'), origin).toBeNull();
    }
  });

  it('serves no TRACE and none of the files a misconfigured server leaks', async () => {
    for (const method of ['TRACE', 'TRACK']) {
      const res = await c.call(method, '/api/health', { headers: { 'x-probe': 'reflected-header' } });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.text, method).not.toContain('reflected-header');
    }
    const secret = await platformSecret(c);
    for (const file of [
      '/.env',
      '/.env.example',
      '/.git/config',
      '/package.json',
      '/api/package.json',
      '/api/../package.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/.data/platform-secret',
      '/platform-secret',
      '/api/uploads/../../platform-secret',
      '/pglite/PG_VERSION',
      '/node_modules/.package-lock.json',
      '/api/src/config.ts',
    ]) {
      const res = await c.call('GET', file);
      expect(res.text, file).not.toContain(secret);
      expect(res.text, file).not.toMatch(
        /"workspaces"|\[core\]|PLATFORM_SECRET|repositoryformatversion|"lockfileVersion"|import \{/,
      );
      // The site answers unknown pages with itself (the SPA); anything else is a 404.
      if (res.status === 200) expect(res.headers.get('content-type'), file).toContain('text/html');
    }
  });
});
