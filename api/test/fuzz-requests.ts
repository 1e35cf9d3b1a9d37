// Request generators for the fuzz tests: from each documented operation's own schemas (JSON Schema from the
// zod schemas in core), values that pass validation, values one field away from passing, and plain junk — so the
// fuzz reaches past validation into the handlers, not only into the 400 path.
import { RPC_PARAMS, RPC_SUBSCRIPTION_PARAMS } from '@solpad/core/schemas';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Operation } from '../src/lib/operation';
import { jsonSchemaOf } from '../src/routes/openapi';

/** A JSON Schema as z.toJSONSchema writes it (the parts read here). */
interface Js {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  properties?: Record<string, Js>;
  required?: string[];
  additionalProperties?: Js | boolean;
  items?: Js;
  prefixItems?: Js[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Real addresses (valid base58, 32 bytes) for fields that take one. */
const ADDRESSES = [
  '11111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
  '7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE',
];

/** Values no schema expects: wrong types, edge numbers, hostile text. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    'abc',
    '\u0000',
    '\ud800',
    '-1',
    '1e999',
    '0x10',
    '18446744073709551616',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    -1,
    0,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1.5,
    true,
    [],
    {},
    // An own "__proto__" key, as JSON.parse makes it (an object literal would set the prototype instead).
    JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

function stringOf(s: Js): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 60);
  switch (s.format) {
    case 'date-time':
      return fc
        .integer({ min: Date.now() - 30 * 86_400_000, max: Date.now() + 60 * 86_400_000 })
        .map((t) => new Date(t).toISOString());
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl({ withQueryParameters: false, withFragments: false });
  }
  switch (s.pattern) {
    case '^[1-9A-HJ-NP-Za-km-z]{32,44}$':
      return fc.constantFrom(...ADDRESSES);
    case '^\\d{1,20}$':
      return fc
        .oneof(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.constantFrom(1n, 1_000_000_000n))
        .map(String);
    case '^[0-9a-f]{64}$':
      return fc.stringMatching(/^[0-9a-f]{64}$/);
    case '^[A-Za-z0-9+/]+={0,2}$': {
      // Base64 of random bytes, of a length the field takes (a signature: exactly 88 characters). A filter on
      // generated text would almost never reach such a length, and fast-check would retry forever.
      const lo = Math.max(1, Math.floor((min * 3) / 4) - 2);
      const hi = Math.max(lo, Math.floor((max * 3) / 4));
      return fc
        .uint8Array({ minLength: lo, maxLength: hi })
        .map((bytes) => Buffer.from(bytes).toString('base64'))
        .filter((v) => v.length >= min && v.length <= Math.max(max, min));
    }
  }
  if (s.pattern) {
    try {
      // The pattern's own quantifiers bound the length; no filter (one that rarely passes never ends).
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // A pattern the generator cannot read: plain text below.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

/** Values that a JSON Schema describes (most pass the zod schema it came from). */
export function arbitraryOf(s: Js | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (s === undefined || s === true || s === false || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => arbitraryOf(u, depth + 1)));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) return fc.constant({});
      const model = Object.fromEntries(keys.map((k) => [k, arbitraryOf(props[k], depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => arbitraryOf(p, depth + 1)));
      return fc.array(arbitraryOf(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    }
    case 'string':
      return stringOf(s);
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
      return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? 1_000_000, 1_000_000_000)) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
  }
  return fc.jsonValue({ maxDepth: 1 });
}

/** `value` with one field (of an object) or one element (of an array) replaced by junk. */
function mutated(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(value, junkValue, fc.nat()).map(([v, junk, pick]) => {
    if (Array.isArray(v) && v.length > 0) return v.map((e, i) => (i === pick % v.length ? junk : e));
    if (v && typeof v === 'object') {
      const keys = Object.keys(v);
      if (keys.length === 0) return { [String(pick)]: junk };
      return { ...v, [keys[pick % keys.length] as string]: junk };
    }
    return junk;
  });
}

/** Valid-looking values of `schema` (weight 3), one field off (2), and junk (1). */
export function inputsOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(jsonSchemaOf(schema, 'input') as Js);
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated(valid), weight: 2 }, junkValue);
}

/** One generated HTTP request. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const querify = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** Requests for one documented operation: its path, query and body generated from its schemas. */
export function requestsFor(op: Operation, cookie: string): fc.Arbitrary<FuzzRequest> {
  const params = op.params ? inputsOf(op.params) : fc.constant({});
  const query = op.query ? inputsOf(op.query) : fc.constant(undefined);
  const body: fc.Arbitrary<string | undefined> = op.request
    ? fc.oneof(
        { arbitrary: inputsOf(op.request).map((v) => JSON.stringify(v) ?? 'null'), weight: 8 },
        // Not JSON, or larger than any endpoint takes.
        fc.constantFrom('{', '', 'null', '[[[[', '\u0000', `{"a":"${'x'.repeat(70_000)}"}`),
      )
    : fc.constant(undefined);
  return fc
    .record({
      params,
      query,
      body,
      signedIn: fc.boolean(),
      contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
    })
    .map(({ params, query, body, signedIn, contentType }) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const v =
          params && typeof params === 'object' ? querify((params as Record<string, unknown>)[name]) : null;
        // A lone surrogate cannot be percent-encoded (URIError): it goes as U+FFFD, as a browser sends it.
        return encodeURIComponent((v ?? 'x').replace(/\p{Surrogate}/gu, '\ufffd'));
      });
      const search = new URLSearchParams();
      if (query && typeof query === 'object' && !Array.isArray(query)) {
        for (const [k, v] of Object.entries(query)) {
          const s = querify(v);
          if (s !== null) search.set(k, s);
        }
      }
      const headers: Record<string, string> = {};
      if (contentType && body !== undefined) headers['content-type'] = contentType;
      if (signedIn) headers.cookie = cookie;
      return {
        method: op.method.toUpperCase(),
        path: search.size ? `${path}?${search}` : path,
        headers,
        ...(op.method === 'get' || body === undefined ? {} : { body }),
      };
    });
}

/** JSON-RPC bodies: every method the API serves, with parameters from its schema (or off by one field). */
export const rpcBodies: fc.Arbitrary<string> = (() => {
  const call = rpcCallOf(RPC_PARAMS, 'noSuchMethod');
  return fc.oneof(
    { arbitrary: call.map((c) => JSON.stringify(c)), weight: 6 },
    { arbitrary: fc.array(call, { minLength: 1, maxLength: 8 }).map((c) => JSON.stringify(c)), weight: 2 },
    fc.constantFrom(
      '',
      '{',
      '[]',
      '[1,2]',
      'null',
      `{"jsonrpc":"2.0","method":"getSlot","pad":"${'x'.repeat(600_000)}"}`,
    ),
  );
})();

/** A JSON-RPC call of one of `methods` (valid parameters, one off, or junk), with an id, as a JSON value. */
function rpcCallOf(methods: Record<string, z.ZodType>, unknown: string) {
  // One arbitrary per method, built once (deriving a JSON Schema per generated call would be slow).
  const calls = [...Object.entries(methods), [unknown, null] as const].map(([method, params]) =>
    fc.record({
      jsonrpc: fc.constantFrom('2.0', '2.0', '2.0', '1.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
      method: fc.constant(method),
      params: params ? inputsOf(params) : junkValue,
    }),
  );
  return fc.oneof(...calls);
}

/**
 * Text frames for a websocket operation: messages its client schema describes (valid, one field off, junk) and
 * text that is not JSON, all under the frame limit. On /api/rpc/ws, subscription calls with their parameters.
 */
export function wsFramesFor(op: Operation): fc.Arbitrary<string> {
  const client = op.websocket?.client;
  const messages: fc.Arbitrary<unknown> = op.path.endsWith('/rpc/ws')
    ? rpcCallOf(RPC_SUBSCRIPTION_PARAMS, 'noSuchSubscribe')
    : client
      ? inputsOf(client)
      : junkValue;
  return fc.oneof(
    { arbitrary: messages.map((m) => JSON.stringify(m) ?? 'null'), weight: 8 },
    { arbitrary: junkValue.map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
    fc.constantFrom('', '{', 'null', '[]', '\u0000', 'x'.repeat(60_000)),
  );
}

/** Requests no route answers: unknown paths under /api, and documented paths with a method they do not take. */
export function strayRequests(operations: readonly Operation[]): fc.Arbitrary<FuzzRequest> {
  const noise = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,24}$/);
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
  return fc.oneof(
    fc.record({ method, path: noise.map((n) => `/api/${n}`), headers: fc.constant({}) }),
    fc
      .tuple(fc.constantFrom(...operations), fc.constantFrom('PUT', 'PATCH', 'DELETE'), noise)
      .map(([op, m, n]) => ({
        method: m === op.method.toUpperCase() ? 'PUT' : m,
        path: op.path.replace(/\{\w+\}/g, n || 'x'),
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })),
  );
}
