import { apiErrorMessage } from '@solpad/core/errors';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { clientId } from './client-id';
import { errorResponse } from './errors';

/** Counts hits of one limit: 0 when allowed, else the seconds until the window resets. */
export interface RateCounter {
  /** Counts `cost` hits (one by default). */
  hit(key: string, cost?: number): number | Promise<number>;
}

/** Where the counters of every limit live, when not in this process (shared by replicas: lib/cluster-db.ts). */
export type RateCounterStore = (name: string, opts: { limit: number; windowMs: number }) => RateCounter;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `withSharedRateLimits`: every `rateLimit` of the app counts there instead of in memory. */
    rateCounters: RateCounterStore;
  }
}

/**
 * A fixed-window limiter per client: at most `limit` requests per `windowMs`. Over the limit: 429 with
 * Retry-After. Memory stays bounded: windows that have ended are swept.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs, now = Date.now } = opts;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    /** Counts `cost` hits (one by default); returns 0 when allowed, else the seconds until the window resets. */
    hit(key: string, cost = 1): number {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += cost;
      return w.count > limit ? Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) : 0;
    },
  };
}

/**
 * Makes every `rateLimit` under `app` count in `store` (Postgres, shared by the replicas) instead of in this
 * process's memory. No store (one process on PGlite): nothing changes.
 */
export function withSharedRateLimits<A extends Hono>(app: A, store: RateCounterStore | undefined): A {
  if (store)
    app.use('*', (c, next) => {
      c.set('rateCounters', store);
      return next();
    });
  return app;
}

/**
 * A per-client limit named `name` that counts where the request's app says (`withSharedRateLimits`: Postgres,
 * shared by the replicas), else in this process. `hit` charges the request's client `cost` hits and answers 0
 * when allowed, else the seconds until the window resets.
 */
export function clientLimit(name: string, opts: { limit: number; windowMs: number }) {
  const local = createRateLimiter(opts);
  let shared: { store: RateCounterStore; counter: RateCounter } | undefined;
  return {
    async hit(c: Context, cost = 1): Promise<number> {
      const store = c.get('rateCounters');
      let counter: RateCounter = local;
      if (store) {
        if (shared?.store !== store) shared = { store, counter: store(name, opts) };
        counter = shared.counter;
      }
      return counter.hit(clientId(c), cost);
    },
  };
}

/** Hono middleware around a per-client limit, keyed by client address (see `withSharedRateLimits`). */
export function rateLimit(name: string, opts: { limit: number; windowMs: number }): MiddlewareHandler {
  const limit = clientLimit(name, opts);
  return async (c, next) => {
    const retryAfter = await limit.hit(c);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return errorResponse(c, 429, 'RATE_LIMITED', apiErrorMessage('RATE_LIMITED', { name, retryAfter }));
    }
    await next();
  };
}
