import type { MiddlewareHandler } from 'hono';
import { clientId } from './client-id';
import { errorResponse } from './errors';

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

/** Hono middleware around `createRateLimiter`, keyed by client address. */
export function rateLimit(name: string, opts: { limit: number; windowMs: number }): MiddlewareHandler {
  const limiter = createRateLimiter(opts);
  return async (c, next) => {
    const retryAfter = limiter.hit(clientId(c));
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return errorResponse(c, 429, 'RATE_LIMITED', `Too many ${name} requests: try again in ${retryAfter} s`);
    }
    await next();
  };
}
