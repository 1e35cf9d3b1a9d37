// Contract tests: every documented operation, called as a client would, answers with the documented status
// and a body its core schema accepts; refused input is a 400 naming a field; the document lists exactly the
// routes the app serves and is generated from the core zod schemas.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import {
  ApiErrorSchema,
  SignInInputSchema,
  WalletCreateRequestSchema,
  WalletCreateResponseSchema,
} from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminContractCalls } from '../test/admin-contract-calls';
import { marketingContractCalls } from '../test/marketing-contract-calls';
import { servedApiRoutes, signInAs, signSiws } from '../test/support';
import { venueClient } from '../test/trade-harness';
import { useAdminTestApp } from '../test/use-test-app';
import type { Operation } from './lib/operation';
import { buildOpenApi, jsonSchemaOf } from './routes/openapi';
import { OPERATIONS } from './routes/operations';

const t = useAdminTestApp();
let owner: KeyPairSigner;
let ownerCookie: string;
const WATCHED = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

beforeAll(async () => {
  owner = await generateKeyPairSigner();
  ownerCookie = await signInAs(t.app, owner);
});

const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

async function call(
  method: string,
  path: string,
  init: { body?: unknown; cookie?: string } = {},
): Promise<Response> {
  return t.app.request(`http://localhost:8787${path}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body !== undefined
      ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
      : {}),
  });
}

async function rpc(method: string, params: unknown[]) {
  const res = await call('POST', '/api/rpc', { body: { jsonrpc: '2.0', id: 1, method, params } });
  return (await res.json()) as { result?: unknown; error?: unknown };
}

/**
 * A valid call of each HTTP operation (websocket operations are exercised over a real server elsewhere).
 * `cookie` is the session the call is made with, for operations behind one.
 */
const VALID_CALLS: Record<string, (cookie: string | undefined) => Promise<Response>> = {
  'GET /api/health': () => call('GET', '/api/health'),
  'GET /api/stats': () => call('GET', '/api/stats'),
  'POST /api/rpc': () => call('POST', '/api/rpc', { body: { jsonrpc: '2.0', id: 1, method: 'getSlot' } }),
  'POST /api/helius/rpc': () =>
    call('POST', '/api/helius/rpc', {
      body: [{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [WATCHED] }],
    }),
  'GET /api/auth/nonce': () => call('GET', '/api/auth/nonce'),
  'POST /api/auth/verify': async () => {
    const signer = await generateKeyPairSigner();
    const input = SignInInputSchema.parse(await (await call('GET', '/api/auth/nonce')).json());
    return call('POST', '/api/auth/verify', {
      body: await signSiws(signer, { ...input, address: signer.address }),
    });
  },
  'GET /api/auth/me': () => call('GET', '/api/auth/me', { cookie: ownerCookie }),
  'POST /api/auth/logout': async () =>
    call('POST', '/api/auth/logout', { cookie: await signInAs(t.app, await generateKeyPairSigner()) }),
  'GET /api/wallets': (cookie) => call('GET', `/api/wallets?owner=${owner.address}`, { cookie }),
  'POST /api/wallets': (cookie) =>
    call('POST', '/api/wallets', {
      body: { type: 'watch', owner: owner.address, address: WATCHED, label: 'Whale' },
      cookie,
    }),
  'DELETE /api/wallets/{id}': async (cookie) => {
    const created = await call('POST', '/api/wallets', {
      body: { type: 'watch', owner: owner.address, address: (await generateKeyPairSigner()).address },
      cookie: ownerCookie,
    });
    const { wallet } = WalletCreateResponseSchema.parse(await created.json());
    return call('DELETE', `/api/wallets/${wallet.id}`, { cookie });
  },
  'GET /api/watchlist': (cookie) => call('GET', '/api/watchlist', { cookie }),
  'POST /api/watchlist': (cookie) => call('POST', '/api/watchlist', { body: { mints: [WATCHED] }, cookie }),
  'PUT /api/watchlist/{mint}': (cookie) => call('PUT', `/api/watchlist/${WATCHED}`, { cookie }),
  'DELETE /api/watchlist/{mint}': (cookie) => call('DELETE', `/api/watchlist/${WATCHED}`, { cookie }),
  'POST /api/client-errors': () =>
    call('POST', '/api/client-errors', { body: { kind: 'error', message: 'boom', url: '/' } }),
  'POST /api/notify': () => call('POST', '/api/notify', { body: { email: 'contract@example.com' } }),
  'POST /api/solana/transfer': async () => {
    const sender = await generateKeyPairSigner();
    expect((await rpc('requestAirdrop', [sender.address, 1_000_000_000])).error).toBeUndefined();
    return call('POST', '/api/solana/transfer', {
      body: { senderPublicKey: sender.address, recipientPublicKey: WATCHED, amount: '0.5' },
    });
  },
  'GET /api/scanner/resolve': () => call('GET', '/api/scanner/resolve?q=SOL'),
  'GET /api/scanner/market/{address}': () => call('GET', `/api/scanner/market/${WATCHED}`),
  'GET /api/scanner/launches/{address}': () => call('GET', `/api/scanner/launches/${WATCHED}`),
  'GET /api/scanner/token/{address}': async () =>
    call('GET', `/api/scanner/token/${(await launched()).mint}`),
  'GET /api/scanner/activity/{address}': async () =>
    call('GET', `/api/scanner/activity/${(await launched()).mint}`),
  'GET /api/scanner/recent': (cookie) => call('GET', '/api/scanner/recent', { cookie }),
  'POST /api/scanner/recent': (cookie) =>
    call('POST', '/api/scanner/recent', {
      body: {
        scans: [
          { type: 'wallet', query: WATCHED, chain: 'solana', risk: 'low', timestamp: Date.now(), score: 90 },
        ],
      },
      cookie,
    }),
  'GET /api/burns/stats': () => call('GET', `/api/burns/stats?mint=${WATCHED}`),
  'GET /api/admin/maintenance-status': () => call('GET', '/api/admin/maintenance-status'),
  'POST /api/admin/maintenance-mode': (cookie) =>
    call('POST', '/api/admin/maintenance-mode', { body: { enabled: false }, cookie }),
  'POST /api/admin/path-maintenance': (cookie) =>
    call('POST', '/api/admin/path-maintenance', { body: { path: '/launch', enabled: false }, cookie }),
  ...adminContractCalls({ call, db: () => t.database.db, adminCookie: () => t.adminCookie }),
  ...marketingContractCalls({
    call,
    app: () => t.app,
    chain: () => t.chain,
    owner: () => owner,
    ownerCookie: () => ownerCookie,
  }),
  'GET /api/openapi.json': () => call('GET', '/api/openapi.json'),
  // Launch and trade: a token launched through the API once (launched()), traded by a funded wallet.
  'POST /api/launch/prepare': async () => {
    const { venue } = await launched();
    const creator = await venue.wallet(2);
    return call('POST', '/api/launch/prepare', {
      body: {
        name: 'Contract',
        symbol: 'CTR',
        platform: 'PumpFun',
        creator: creator.address,
        mint: (await generateKeyPairSigner()).address,
      },
    });
  },
  'POST /api/launch/confirm': async () =>
    call('POST', '/api/launch/confirm', { body: { signature: (await launched()).signature } }),
  'POST /api/uploads/image': async () =>
    t.app.request('http://localhost:8787/api/uploads/image', { method: 'POST', body: PNG }),
  'GET /api/uploads/{id}': async () => {
    const up = await t.app.request('http://localhost:8787/api/uploads/image', { method: 'POST', body: PNG });
    return call('GET', `/api/uploads/${((await up.json()) as { id: string }).id}`);
  },
  'GET /api/tokens': () => call('GET', '/api/tokens?sort=marketCap&limit=10'),
  'GET /api/tokens/{mint}': async () => call('GET', `/api/tokens/${(await launched()).mint}`),
  'GET /api/tokens/{mint}/trades': async () => call('GET', `/api/tokens/${(await launched()).mint}/trades`),
  'GET /api/tokens/{mint}/candles': async () =>
    call('GET', `/api/tokens/${(await launched()).mint}/candles?interval=1h`),
  'GET /api/tokens/{mint}/holders': async () =>
    call('GET', `/api/tokens/${(await launched()).mint}/holders?limit=5`),
  'GET /api/tokens/{mint}/traders': async () =>
    call('GET', `/api/tokens/${(await launched()).mint}/traders?limit=5`),
  'GET /api/tokens/{mint}/metadata.json': async () =>
    call('GET', `/api/tokens/${(await launched()).mint}/metadata.json`),
  'GET /api/portfolio/{address}': async () => {
    const { venue, mint } = await launched();
    return call('GET', `/api/portfolio/${(await venue.wallet(0)).address}?mints=${mint}`);
  },
  'POST /api/trade/quote': async () => {
    const { venue, mint } = await launched();
    const trader = await venue.wallet(2);
    return call('POST', '/api/trade/quote', {
      body: {
        mint,
        side: 'buy',
        amount: '100000000',
        amountIs: 'sol',
        slippageBps: 100,
        wallet: trader.address,
      },
    });
  },
  'POST /api/trade/submit': async () => {
    const { venue, mint } = await launched();
    const trader = await venue.wallet(2);
    const q = await venue.quote(trader, { mint, side: 'buy', amount: '100000000', amountIs: 'sol' });
    return call('POST', '/api/trade/submit', {
      body: {
        quoteId: q.quoteId,
        transactions: await Promise.all(q.versions.map((v) => venue.sign(v.transaction, [trader]))),
      },
    });
  },
  'POST /api/trade/settle': async () => {
    const { venue, mint } = await launched();
    const { signature } = await venue.trade(await venue.wallet(2), {
      mint,
      side: 'buy',
      amount: '100000000',
      amountIs: 'sol',
    });
    return call('POST', '/api/trade/settle', { body: { signature } });
  },
  'GET /api/docs': () => call('GET', '/api/docs'),
};

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let launchedToken:
  | Promise<{ venue: ReturnType<typeof venueClient>; mint: string; signature: string }>
  | undefined;
/** One token launched through the API (and confirmed) for the operations that need one. */
function launched() {
  launchedToken ??= (async () => {
    const venue = venueClient(t);
    const { mint, signature } = await venue.launch(await venue.wallet(3), {
      initialBuyLamports: '200000000',
    });
    return { venue, mint, signature };
  })();
  return launchedToken;
}

const httpOperations = OPERATIONS.filter((op) => !op.websocket);
const sessionFor = (op: Operation) =>
  op.auth === 'admin' ? t.adminCookie : op.auth === 'session' ? ownerCookie : undefined;
/** Calls `op` validly, with the session it needs, or with `as` (null: no session). */
const validCall = (op: Operation, as?: string | null) =>
  (VALID_CALLS[key(op)] as (cookie: string | undefined) => Promise<Response>)(
    as === undefined ? sessionFor(op) : (as ?? undefined),
  );

describe('every documented operation', () => {
  it('has a contract test', () => {
    expect(Object.keys(VALID_CALLS).sort()).toEqual(httpOperations.map(key).sort());
  });

  for (const op of httpOperations) {
    it(`${key(op)} answers a valid call with ${op.status ?? 200} and its documented body`, async () => {
      const res = await validCall(op);
      expect(res.status, await res.clone().text()).toBe(op.status ?? 200);
      if (op.contentType) {
        expect(res.headers.get('content-type')).toContain(op.contentType);
        return;
      }
      if ((op.status ?? 200) === 204) {
        expect(await res.text()).toBe('');
        return;
      }
      const body = await res.json();
      if (op.response) op.response.parse(body);
      expect(body).not.toHaveProperty('error');
    });
  }
});

/** Property names a (JSON Schema of a) request may name, across unions. */
function fieldsOf(schema: Record<string, unknown>): string[] {
  const own = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
  const variants = [...((schema.oneOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])];
  return [...own, ...variants.flatMap((v) => fieldsOf(v as Record<string, unknown>))];
}

describe('refused input', () => {
  // A query of optional filters only (lists) has nothing to refuse in `?unrelated=1`.
  const requiresQuery = (op: Operation) =>
    Boolean(
      op.query && ((jsonSchemaOf(op.query, 'input').required as string[] | undefined)?.length ?? 0) > 0,
    );
  const withInput = httpOperations.filter(
    (op) => (op.request || requiresQuery(op) || op.params) && !op.path.includes('rpc'),
  );

  for (const op of withInput) {
    it(`${key(op)} answers 400 {error:{code,message}} naming the field`, async () => {
      const cookie = op.auth === 'admin' ? t.adminCookie : ownerCookie;
      const path = op.path.replace('{id}', 'not-a-uuid') + (op.query ? '?unrelated=1' : '');
      const res = await call(op.method.toUpperCase(), path, {
        cookie,
        ...(op.request ? { body: {} } : {}),
      });
      expect(res.status).toBe(400);
      const { error } = ApiErrorSchema.parse(await res.json());
      const schema = op.request ?? op.query ?? (op.params as z.ZodType);
      const field = error.message.split(':')[0] as string;
      expect(fieldsOf(jsonSchemaOf(schema, 'input'))).toContain(field.split('.')[0]);
    });
  }

  it('a body that is not JSON is a 400 too', async () => {
    for (const op of withInput.filter((o) => o.request)) {
      const res = await call(op.method.toUpperCase(), op.path, {
        body: '{"oops',
        cookie: op.auth === 'admin' ? t.adminCookie : ownerCookie,
      });
      expect(res.status, key(op)).toBe(400);
      expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('INVALID_JSON');
    }
  });

  it('operations behind a session answer 401 without one, and admin ones 403 to a non-admin', async () => {
    for (const op of httpOperations.filter((o) => o.auth)) {
      const anonymous = await validCall(op, null);
      expect(anonymous.status, key(op)).toBe(401);
      expect(ApiErrorSchema.parse(await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
      if (op.auth !== 'admin') continue;
      const nonAdmin = await validCall(op, ownerCookie);
      expect(nonAdmin.status, key(op)).toBe(403);
      expect(ApiErrorSchema.parse(await nonAdmin.json()).error.code).toBe('FORBIDDEN');
    }
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json and generated from the core zod schemas', async () => {
    const doc = (await (await call('GET', '/api/openapi.json')).json()) as ReturnType<typeof buildOpenApi>;
    expect(doc).toEqual(buildOpenApi('test'));
    expect(doc.openapi).toBe('3.1.0');
    const post = doc.paths['/api/wallets']?.post as {
      requestBody: { content: { 'application/json': { schema: unknown } } };
      responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
    };
    // The same JSON Schema zod 4 derives from the core schema, not a hand-written copy.
    const { $schema: _, ...expected } = z.toJSONSchema(WalletCreateRequestSchema, {
      io: 'input',
      unrepresentable: 'any',
    });
    expect(post.requestBody.content['application/json'].schema).toEqual(expected);
    expect(post.responses['201']?.content?.['application/json'].schema).toEqual(
      jsonSchemaOf(WalletCreateResponseSchema),
    );
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '429']),
    );
    const list = doc.paths['/api/wallets']?.get as { parameters: Array<{ name: string; in: string }> };
    expect(list.parameters).toMatchObject([{ name: 'owner', in: 'query', required: true }]);
  });

  it('documents every route the app serves, and nothing it does not', () => {
    expect(servedApiRoutes(t)).toEqual(OPERATIONS.map(key).sort());
  });

  it('has a readable docs page listing every operation', async () => {
    const res = await call('GET', '/api/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    for (const op of OPERATIONS) expect(html).toContain(`${op.method.toUpperCase()} ${op.path}`);
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).not.toMatch(/<script/i);
  });
});
