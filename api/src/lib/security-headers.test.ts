import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support';
import { type App, createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from './logger';
import { contentSecurityPolicy, inlineHashes } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('inlineHashes', () => {
  it('hashes inline scripts and styles byte for byte, and skips scripts with a src', () => {
    const boot = "\n  (() => { document.documentElement.classList.add('dark'); })();\n";
    const html = `<html><head><script>${boot}</script><style>b{color:red}</style><script type="module" src="/assets/a.js"></script></head><body><script>x()</script></body></html>`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha(boot), sha('x()')], styles: [sha('b{color:red}')] });
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and the hashed boot scripts only', () => {
    const d = directives(contentSecurityPolicy({ inline: { scripts: ["'sha256-abc='"], styles: [] } }));
    expect(d['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    const all = Object.values(d).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    // The site's own scripts add <style> elements (Radix's scroll lock); only styles may be inline.
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("names the public host's websocket origin", () => {
    const d = directives(contentSecurityPolicy({ publicUrl: 'https://solpad.example' }));
    expect(d['connect-src']).toEqual(["'self'", 'wss://solpad.example']);
  });
});

describe('every response', () => {
  let t: TestApp;
  let tls: App;
  beforeAll(async () => {
    t = await startTestApp();
    // The same parts behind an https public URL.
    tls = createApp({
      config: loadConfig({ DATA_DIR: '/nonexistent', PUBLIC_URL: 'https://solpad.example' }),
      database: t.database,
      chain: t.chain,
      logger: createLogger('silent'),
      events: t.events,
      version: 'test',
    });
  });
  afterAll(() => t.close());

  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it('carries the security headers: JSON, errors, 404s, preflights and the JSON-RPC endpoint', async () => {
    const responses = await Promise.all([
      t.app.request('/api/health'),
      t.app.request('/api/no-such-route'),
      t.app.request('/api/wallets?owner=bad'),
      t.app.request('/api/rpc', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}' }),
      t.app.request('/api/health', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      }),
    ]);
    for (const res of responses) {
      expect(Object.fromEntries(res.headers)).toMatchObject(expected);
      expect(directives(res.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
        "'none'",
      ]);
      // Plain http: no HSTS (it would pin a host that has no TLS).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("gives JSON the data policy (nothing loads or runs, no Permissions-Policy) and a page the page's", async () => {
    const json = await t.app.request('/api/health');
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('permissions-policy')).toBeNull();
    const page = await t.app.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(directives(page.headers.get('content-security-policy') ?? '')['default-src']).toEqual(["'self'"]);
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends HSTS only over TLS: an https PUBLIC_URL or a proxy that says https', async () => {
    expect((await tls.request('/api/health')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    const proxied = await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("allows the docs page's own <style> by hash, with no 'unsafe-inline'", async () => {
    const res = await t.app.request('/api/docs');
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const d = directives(res.headers.get('content-security-policy') ?? '');
    expect(d['style-src']).toEqual(["'self'", sha(style)]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
