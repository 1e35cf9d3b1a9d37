// Bodies and queries that once answered 500: amounts that are not digits (a refinement called BigInt() after its
// format check had failed) and text holding characters Postgres refuses (NUL, unpaired surrogates). Each is a 400
// in the API's error shape now, and every free-text field of every documented operation refuses them.
import { UNSTORABLE_TEXT_MESSAGE } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { presaleRequest } from '../test/presale-request';
import { signInFresh } from '../test/support';
import { useTestApp } from '../test/use-test-app';
import { OPERATIONS } from './routes/operations';

const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await signInFresh(t.app);
});

const MINT = 'So11111111111111111111111111111111111111112';
const soon = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function send(method: string, path: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

describe('amounts that are not digits', () => {
  const bodies: [string, string, Record<string, unknown>][] = [
    [
      '/api/marketing/presales',
      'softCapLamports',
      presaleRequest(MINT, 'Moon presale', { softCapLamports: 'abc' }),
    ],
    [
      '/api/marketing/campaigns',
      'budgetLamports',
      {
        name: 'Launch week',
        type: 'raid',
        mint: MINT,
        budgetLamports: 'abc',
        startsAt: soon(1),
        endsAt: soon(9),
      },
    ],
    [
      '/api/marketing/kols',
      'priceList.0.priceLamports',
      {
        name: 'Alpha caller',
        handles: { x: '@alpha' },
        audience: { followers: 10 },
        priceList: [{ service: 'Tweet', priceLamports: 'abc' }],
      },
    ],
  ];
  for (const [path, field, body] of bodies) {
    it(`POST ${path} with ${field}: "abc" is a 400 naming the field`, async () => {
      const res = await send('POST', path, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_REQUEST',
        message: `${field}: must be a non-negative integer string`,
      });
    });
  }
});

describe('text the database refuses', () => {
  it('a client error report with NUL in its message is a 400 and stores nothing', async () => {
    const res = await send('POST', '/api/client-errors', { kind: 'error', message: 'boom\u0000', url: '/' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(`message: ${UNSTORABLE_TEXT_MESSAGE}`);
    const stack = await send('POST', '/api/client-errors', {
      kind: 'error',
      message: 'x',
      stack: '\ud800',
      url: '/',
    });
    expect(stack.status).toBe(400);
  });

  it('a campaign named with NUL is a 400', async () => {
    const res = await send('POST', '/api/marketing/campaigns', {
      name: 'Launch\u0000week',
      type: 'raid',
      mint: MINT,
      budgetLamports: '2000000000',
      startsAt: soon(1),
      endsAt: soon(9),
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(`name: ${UNSTORABLE_TEXT_MESSAGE}`);
  });

  it('a search term with NUL is a 400, not a database error', async () => {
    for (const path of [
      '/api/tokens?search=%00',
      '/api/marketing/campaigns?search=a%00',
      '/api/marketing/kols?niche=%00x',
    ]) {
      const res = await send('GET', path);
      expect(res.status, path).toBe(400);
    }
  });
});

/** Every string a schema takes, with its path, found by walking the zod tree. */
function stringLeaves(schema: z.ZodType, path: string, out: [string, z.ZodType][]): [string, z.ZodType][] {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definition differs per schema kind.
  const def = (schema as any)._zod.def;
  switch (def.type) {
    case 'string':
      out.push([path, schema]);
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape)) stringLeaves(v as z.ZodType, `${path}.${k}`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      stringLeaves(def.innerType, path, out);
      break;
    case 'pipe': {
      // A string parsed further (a transform, checks after it): the whole pipe is what must refuse the text.
      const inner = stringLeaves(def.in, path, []);
      if (inner.length) out.push([path, schema]);
      break;
    }
    case 'array':
      stringLeaves(def.element, `${path}[]`, out);
      break;
    case 'union':
      for (const o of def.options) stringLeaves(o, path, out);
      break;
    case 'intersection':
      stringLeaves(def.left, path, out);
      stringLeaves(def.right, path, out);
      break;
    case 'record':
      stringLeaves(def.keyType, `${path}{key}`, out);
      stringLeaves(def.valueType, `${path}{}`, out);
      break;
  }
  return out;
}

describe('every free-text field of every documented operation', () => {
  // The JSON-RPC endpoints forward to the chain and store no text.
  const operations = OPERATIONS.filter((op) => !op.path.includes('/rpc'));
  const leaves = operations.flatMap((op) => {
    const name = `${op.method.toUpperCase()} ${op.path}`;
    const out: [string, z.ZodType][] = [];
    for (const [part, schema] of [
      ['body', op.request],
      ['query', op.query],
      ['params', op.params],
    ] as const) {
      if (schema) stringLeaves(schema, `${name} ${part}`, out);
    }
    return out;
  });

  it('is found', () => {
    expect(leaves.length).toBeGreaterThan(50);
  });

  // Probes that many free-text fields accept as they are: with a NUL or a lone surrogate added, none may pass.
  const PROBES = ['abc', 'abcdefghijkl', 'Launch week', 'https://example.com/x', 'a@example.com', '@alpha'];
  it('refuses NUL and unpaired surrogates wherever it takes the text without them', () => {
    let checked = 0;
    for (const [where, leaf] of leaves) {
      for (const probe of PROBES) {
        if (!leaf.safeParse(probe).success) continue;
        checked++;
        for (const bad of [`${probe}\u0000`, `\u0000${probe}`, `${probe}\ud800`]) {
          expect(leaf.safeParse(bad).success, `${where} took ${JSON.stringify(bad)}`).toBe(false);
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
