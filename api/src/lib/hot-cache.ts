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
          const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
          made = {
            body,
            type: res.headers.get('content-type') ?? 'application/json',
            etag,
            token,
            version,
            at: started,
            ttlMs: ttl,
            route: routeKey(c),
          };
          res.headers.set('etag', etag);
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
   * The fast path, mounted in front of the whole app: a current answer (no event since, within its TTL) is
   * handed out before any other middleware runs. Requests with an Origin header (cross-origin: CORS headers to
   * add) take the full path. `counted` records the answer in the API metrics.
   */
  function fastPath(counted?: (route: string, status: number) => void): MiddlewareHandler {
    return async (c, next) => {
      if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || entries.size === 0) return next();
      const entry = entries.get(c.req.url);
      if (!entry || !current(entry) || c.req.header('origin') !== undefined) return next();
      const res = respond(c, entry);
      counted?.(entry.route, res.status);
      return res;
    };
  }

  return {
    cached,
    fastPath,
    /** Makes the whole market's answers, and `token`'s, stale now (a change no market event announces). */
    invalidate(token?: string) {
      marketVersion++;
      if (token) tokenVersions.set(token, (tokenVersions.get(token) ?? 0) + 1);
    },
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
