// Hot reads from memory: the answers every open page polls (the token list, the stats, a token's page, its trades
// and candles) are kept per replica and handed out until the market moves. A market event (price, trade, new
// token, graduation, new figures) — this replica's own or another's, through the event bus — makes the
// answers it touches stale at once: the next request computes them again. So an answer is never older than the
// last event the replica heard. Figures that also drift with time alone (24 h windows, the slot) are refreshed
// after `ttlMs`: the first request past it recomputes while the others still get the previous answer.
// Each answer carries an ETag; a client that already has it gets 304 and no body.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { EventBus } from './events';
import { routeKey } from './metrics';
import { isRequestId, requestHeader } from './request-header';

/** How long an answer no event has touched is handed out before it is computed again. */
export const HOT_CACHE_TTL_MS = 2000;
/** Answers kept (by URL); the oldest goes first. */
const MAX_ENTRIES = 2000;

interface Entry {
  body: string;
  type: string;
  etag: string;
  /** The token the answer depends on (null: the whole market), the version of it the answer saw, and when. */
  token: string | null;
  version: number;
  at: number;
  ttlMs: number;
  /** The route's metrics key (method + pattern), for answers handed out by the fast path. */
  route: string;
  /** The fast path's headers of a 200 with this body, built once (content type and length, ETag, caching). */
  fast: Readonly<Record<string, string>>;
  /** The fast path's whole heads, by the security headers they carry ({@link headsOf}). */
  heads: WeakMap<SecurityHeaders, FastHeads>;
}

/** Security headers as the fast path is given them (one record per policy, built once: lib/security-headers.ts). */
type SecurityHeaders = Readonly<Record<string, string>>;

/** An entry's heads as Node's `writeHead` takes them (name, value, …), all but the request id's. */
interface FastHeads {
  ok: readonly string[];
  notModified: readonly string[];
}

/** A fast answer as Node writes it: its status, its head (name, value, name, value…) and body (null: none). */
export interface FastReply {
  status: 200 | 304;
  head: string[];
  body: string | null;
}

/** A request as the fast path reads it: no Hono context is made for an answer it gives. */
export interface FastRequest {
  method: string;
  /** The absolute URL (the cache's key). */
  url: string;
  /** A request header by lowercase name. */
  header(name: string): string | undefined;
}

/** What the fast path adds to each answer it gives (see {@link HotCache}'s `fastReplies`). */
export interface FastPathOptions {
  /** Records the answer in the API metrics (route key, status). */
  counted?: (route: string, status: number) => void;
  /** The security headers of the request's answer, by its content type (lib/security-headers.ts). */
  headers?: (req: FastRequest, type: string) => SecurityHeaders;
  /** Sees each answer given, as the API's request log does (it logs at debug level). */
  log?: (req: FastRequest, fields: { reqId: string; status: number }) => void;
  /** True once the server is stopping: answers then ask the client to close the connection. */
  closing?: () => boolean;
}

/** A cache entry of a 200 answer's body: its ETag, and the fast path's headers built once. */
function entryOf(
  body: string,
  type: string,
  of: Omit<Entry, 'body' | 'type' | 'etag' | 'fast' | 'heads'>,
): Entry {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const fast = {
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    etag,
    'cache-control': 'no-cache',
    // The full path's CORS middleware says the answer varies by Origin; so does this one.
    vary: 'Origin',
  };
  return { ...of, body, type, etag, fast, heads: new WeakMap() };
}

/** The key of an entry's heads when the fast path adds no security headers. */
const NO_SECURITY: SecurityHeaders = {};

/** A record's headers as Node's `writeHead` takes them in a list: name, value, name, value… */
const flat = (headers: Readonly<Record<string, string>>) => Object.entries(headers).flat();

/**
 * The heads of `entry`'s fast answers with `security`, built the first time they are asked for and kept on the
 * entry (one pair per security set: TLS or not). A 304 carries the security headers and the cache's validators,
 * and the content type @hono/node-server writes on any answer that has none (the full path's 304 gets it too),
 * so both paths answer alike.
 */
function headsOf(entry: Entry, security: SecurityHeaders = NO_SECURITY): FastHeads {
  let heads = entry.heads.get(security);
  if (!heads) {
    heads = {
      ok: flat({ ...security, ...entry.fast }),
      notModified: flat({
        ...security,
        etag: entry.etag,
        'cache-control': 'no-cache',
        vary: 'Origin',
        'content-type': 'text/plain; charset=UTF-8',
      }),
    };
    entry.heads.set(security, heads);
  }
  return heads;
}

/** The fast path's answer of `entry` to `req` (a 304 to its ETag), counted and logged; see {@link FastPathOptions}. */
function fastReply(
  req: FastRequest,
  entry: Entry,
  { counted, headers, log, closing }: FastPathOptions,
): FastReply {
  const given = req.header('x-request-id');
  const reqId = given && isRequestId(given) ? given : crypto.randomUUID();
  const heads = headsOf(entry, headers?.(req, entry.type));
  const notModified = req.header('if-none-match') === entry.etag;
  const head = [...(notModified ? heads.notModified : heads.ok), 'x-request-id', reqId];
  if (closing?.()) head.push('connection', 'close');
  const status = notModified ? 304 : 200;
  counted?.(entry.route, status);
  log?.(req, { reqId, status });
  return { status, head, body: notModified || req.method === 'HEAD' ? null : entry.body };
}

/** A fast reply as a web `Response` (its head as header pairs). */
function responseOf(reply: FastReply): Response {
  const headers: [string, string][] = [];
  for (let i = 0; i < reply.head.length; i += 2)
    headers.push([reply.head[i] as string, reply.head[i + 1] as string]);
  return new Response(reply.body, { status: reply.status, headers });
}

/** Fast replies as web `Response`s. */
function answersOf(
  reply: (req: FastRequest) => FastReply | undefined,
): (req: FastRequest) => Response | undefined {
  return (req) => {
    const r = reply(req);
    return r && responseOf(r);
  };
}

/** Fast answers as a middleware: what they answer, the app behind it does not see. */
function middlewareOf(answer: (req: FastRequest) => Response | undefined): MiddlewareHandler {
  return async (c, next) =>
    answer({ method: c.req.method, url: c.req.url, header: (name) => requestHeader(c, name) }) ?? next();
}

/** What an answer depends on: one token's market (`token`), or the whole market (`null`). */
export type HotScope = (c: Context) => string | null;

/** A per-replica cache of GET answers that market events invalidate (see the module comment). */
export function createHotCache(opts: { events: EventBus; ttlMs?: number; now?: () => number }) {
  const ttlMs = opts.ttlMs ?? HOT_CACHE_TTL_MS;
  const now = opts.now ?? Date.now;
  let marketVersion = 0;
  const tokenVersions = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<Entry | null>>();

  // Market events (price, trade, token, migration, stats) name their token; the others touch no answer here.
  opts.events.subscribe((e) => {
    if (!('token' in e)) return;
    marketVersion++;
    tokenVersions.set(e.token, (tokenVersions.get(e.token) ?? 0) + 1);
  });

  const versionOf = (token: string | null) =>
    token === null ? marketVersion : (tokenVersions.get(token) ?? 0);

  const respond = (c: Context, entry: Entry) => {
    const headers = { etag: entry.etag, 'cache-control': 'no-cache' };
    if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304, headers);
    return c.body(entry.body, 200, { ...headers, 'content-type': entry.type });
  };

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };

  const current = (entry: Entry) =>
    entry.version === versionOf(entry.token) && now() - entry.at < entry.ttlMs;

  /**
   * Middleware for one GET route; `scope` names the token its answer depends on (null: the whole market).
   * `ttlMs` overrides the cache's time-to-live for this route.
   */
  function cached(scope: HotScope, routeOpts: { ttlMs?: number } = {}): MiddlewareHandler {
    const ttl = routeOpts.ttlMs ?? ttlMs;
    return async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const key = c.req.url;
      const token = scope(c);
      const version = versionOf(token);
      const entry = entries.get(key);
      const flight = `${key}\n${version}`;
      if (entry && entry.version === version && (now() - entry.at < ttl || computing.has(flight)))
        return respond(c, entry);
      const pending = computing.get(flight);
      if (pending) {
        const shared = await pending;
        if (shared) return respond(c, shared);
        return next();
      }
      // This request computes the answer; the ones that arrive meanwhile share it.
      let settle: (e: Entry | null) => void = () => {};
      computing.set(flight, new Promise<Entry | null>((r) => (settle = r)));
      let made: Entry | null = null;
      try {
        const started = now();
        await next();
        const res = c.res;
        if (res.status === 200 && !res.headers.has('set-cookie')) {
          const body = await res.clone().text();
          made = entryOf(body, res.headers.get('content-type') ?? 'application/json', {
            token,
            version,
            at: started,
            ttlMs: ttl,
            route: routeKey(c),
          });
          res.headers.set('etag', made.etag);
          res.headers.set('cache-control', 'no-cache');
          store(key, made);
        }
      } finally {
        computing.delete(flight);
        settle(made);
      }
    };
  }

  /**
   * The fast path: a current answer (no event since, within its TTL) for `req`, or undefined. Requests with an
   * Origin header (cross-origin: CORS headers to add) are left to the full path. The answer's head is the entry's
   * own headers and the security headers, listed once per entry and security set ({@link headsOf}), and the
   * request id (as Hono's requestId makes it): the server writes it with Node's `writeHead` as it is
   * (lib/fast-http.ts). See {@link FastPathOptions}.
   */
  function fastReplies(fastOpts: FastPathOptions = {}): (req: FastRequest) => FastReply | undefined {
    return (req) => {
      if (entries.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
      const entry = entries.get(req.url);
      if (!entry || !current(entry) || req.header('origin') !== undefined) return undefined;
      return fastReply(req, entry, fastOpts);
    };
  }

  return {
    cached,
    fastReplies,
    /** {@link fastReplies} as web `Response`s (for a request that already is one: HTTP/2, an absolute target). */
    fastAnswer: (fastOpts: FastPathOptions = {}) => answersOf(fastReplies(fastOpts)),
    /** {@link fastAnswer} as a middleware in front of an app (the server answers before Hono instead). */
    fastPath: (fastOpts: FastPathOptions = {}) => middlewareOf(answersOf(fastReplies(fastOpts))),
    /** Makes the whole market's answers, and `token`'s, stale now (a change no market event announces). */
    invalidate(token?: string) {
      marketVersion++;
      if (token) tokenVersions.set(token, (tokenVersions.get(token) ?? 0) + 1);
    },
    /** How many changes of `token` (its market events, {@link invalidate}) were heard: other per-token caches key on it. */
    tokenVersion: (token: string) => tokenVersions.get(token) ?? 0,
    /** Answers kept (tests). */
    size: () => entries.size,
  };
}
export type HotCache = ReturnType<typeof createHotCache>;

const caches = new WeakMap<EventBus, HotCache>();
/** The hot cache of an app (one per event bus: every route of the app shares it). */
export function hotCacheOf(events: EventBus): HotCache {
  let cache = caches.get(events);
  if (!cache) {
    cache = createHotCache({ events });
    caches.set(events, cache);
  }
  return cache;
}
