// OWASP API7:2023 Server Side Request Forgery, against the running app: every URL a client can hand the API —
// found by walking the request schemas of the served OpenAPI document, so a new URL field cannot be missed — is
// pointed at a canary server on this machine (and at loopback, link-local metadata and non-http addresses), and
// then everything that might read it is run: the objects' pages, the token's metadata and scanner report, the
// indexer job that rescans tokens, the scanner's resolver. The canary must never be called.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presaleRequest } from '../../api/test/presale-request';
import { adminSigner, clientAt } from './support/client';
import { iso, kolForm, launchToken, ok, type User, user } from './support/market';

const c = clientAt('127.0.0.17');
const P = '/api/marketing';
const hits: string[] = [];
let canary: http.Server;
let canaryUrl: string;
let owner: User;
let mint: string;

beforeAll(async () => {
  canary = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url} from ${req.socket.remoteAddress}`);
    res.end('{"name":"canary","image":"http://169.254.169.254/latest/meta-data/"}');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', () => resolve()));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  // The canary hears a request made to it (so its silence below means something).
  await (await fetch(`${canaryUrl}/control`)).text();
  expect(hits).toEqual([expect.stringMatching(/^GET \/control from /)]);
  hits.length = 0;
  owner = await user(c, 4);
  mint = await launchToken(c, owner);
});
afterAll(async () => {
  c.close();
  await new Promise<void>((resolve) => canary.close(() => resolve()));
});

/** URL-like properties of a JSON Schema (by format or by name), as dotted paths. */
function urlFields(schema: unknown, prefix = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as {
    properties?: Record<string, unknown>;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
  };
  const found: string[] = [];
  for (const [key, value] of Object.entries(s.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    const v = value as { format?: string; type?: string };
    if (v.format === 'uri' || /url|uri|website|link|avatar|webhook|callback|endpoint/i.test(key))
      found.push(path);
    found.push(...urlFields(value, path));
  }
  for (const variant of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    found.push(...urlFields(variant, prefix));
  return found;
}

describe('API7:2023 Server Side Request Forgery', () => {
  it('never fetches a URL a client gives it, wherever it is given and whatever then reads it', async () => {
    const doc = (await c.call('GET', '/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: { 'application/json'?: { schema: unknown } } } }>
      >;
    };
    const withUrls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          fields: urlFields(op.requestBody?.content['application/json']?.schema),
        }))
        .filter((o) => o.fields.length > 0),
    );
    // Each operation that takes a URL is attacked below; a new one fails this list until it is.
    const attacked = [
      'POST /api/client-errors',
      'POST /api/launch/prepare',
      'POST /api/marketing/presales',
      'POST /api/marketing/cto',
      'POST /api/marketing/kols',
      'PATCH /api/marketing/kols/{id}',
    ];
    expect(withUrls.map((o) => o.key).sort()).toEqual([...attacked].sort());

    const targets = [
      `${canaryUrl}/ssrf`,
      `http://localhost:${new URL(canaryUrl).port}/ssrf`,
      `http://[::ffff:127.0.0.1]:${new URL(canaryUrl).port}/ssrf`,
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://[::1]:22/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
    ];
    const answered: number[] = [];
    const send = async (method: string, path: string, body: unknown, cookie?: string) => {
      const res = await c.call(method, path, { body, ...(cookie ? { cookie } : {}) });
      answered.push(res.status);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      return res;
    };
    const kolId = ok(
      await c.call('POST', `${P}/kols`, { cookie: owner.cookie, body: kolForm('Canary KOL') }),
      'kol',
    ).body.kol.id as string;
    for (const url of targets) {
      await send('POST', '/api/client-errors', { kind: 'error', message: 'x', url });
      await send('POST', '/api/launch/prepare', {
        name: 'Canary',
        symbol: 'CNRY',
        platform: 'PumpFun',
        creator: owner.address,
        mint: (await generateKeyPairSigner()).address,
        links: { website: url },
      });
      await send(
        'POST',
        `${P}/presales`,
        presaleRequest(mint, 'Canary presale', { website: url, x: url, telegram: url }),
        owner.cookie,
      );
      await send('PATCH', `${P}/kols/${kolId}`, { avatarUrl: url }, owner.cookie);
      await send('GET', `/api/scanner/resolve?q=${encodeURIComponent(url)}`, undefined);
    }
    await send(
      'POST',
      `${P}/cto`,
      {
        mint,
        title: 'Canary takeover',
        pitch: 'Pointing at a canary.',
        endsAt: iso(3600_000),
        links: { website: `${canaryUrl}/cto`, x: `${canaryUrl}/x`, telegram: `${canaryUrl}/t` },
      },
      owner.cookie,
    );
    await send(
      'POST',
      `${P}/kols`,
      { ...kolForm('Canary 2'), avatarUrl: `${canaryUrl}/avatar` },
      (await user(c)).cookie,
    );
    // Some were accepted and stored (the attack reached the data), some refused by validation.
    expect(answered.filter((s) => s < 300).length).toBeGreaterThan(5);

    // A token launched with a canary website, then everything that reads tokens and profiles.
    const { mint: canaryMint } = await c.venue().launch(owner.signer, {
      links: { website: `${canaryUrl}/launched` },
      initialBuyLamports: '100000000',
    } as object);
    for (const path of [
      `/api/tokens/${canaryMint}`,
      `/api/tokens/${canaryMint}/metadata.json`,
      `/api/scanner/token/${canaryMint}`,
      `/api/marketing/kols/${kolId}`,
      `/api/marketing/cto/${mint}`,
      '/api/marketing/presales',
      '/api/tokens?limit=100',
    ]) {
      await send('GET', path, undefined);
    }
    const adminCookie = await c.signIn(await adminSigner());
    const run = await c.call('POST', '/api/admin/automations/refresh-token-stats/run', {
      cookie: adminCookie,
      body: {},
    });
    expect(run.status, run.text).toBe(200);
    // Anything asynchronous has had its chance.
    await new Promise((r) => setTimeout(r, 1000));
    expect(hits).toEqual([]);
  });

  it('has no parameter or header that points the server at another RPC', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'getSlot' };
    for (const [path, headers] of [
      [`/api/rpc?url=${encodeURIComponent(canaryUrl)}`, {}],
      [`/api/rpc?cluster=${encodeURIComponent(canaryUrl)}`, {}],
      ['/api/rpc', { 'x-rpc-url': canaryUrl, 'x-solana-rpc-url': canaryUrl, 'solana-client': canaryUrl }],
      [
        '/api/helius/rpc',
        { 'x-forwarded-host': new URL(canaryUrl).host, forwarded: `host=${new URL(canaryUrl).host}` },
      ],
    ] as const) {
      const res = await c.call('POST', path, { body: call, headers });
      expect(typeof res.body.result, path).toBe('number');
    }
    expect(hits).toEqual([]);
  });
});
