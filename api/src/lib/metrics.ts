import type { AdminApiMetrics, ApiRouteMetrics } from '@solpad/core/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * Upper bounds (ms) of the latency histogram's buckets; the last bucket is open-ended. Roughly logarithmic so
 * a percentile read from it is within a bucket's width of the truth, which is plenty for an ops console.
 */
export const LATENCY_BOUNDS_MS = [
  1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10_000,
] as const;
const HISTOGRAM_SIZE = LATENCY_BOUNDS_MS.length + 1;

/** Width of one time bucket of the ring. */
export const METRICS_BUCKET_MS = 15_000;
/** Buckets in the ring: 60 × 15 s = the 15-minute window. */
export const METRICS_BUCKETS = 60;

interface RouteCounts {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  histogram: Uint32Array;
}

interface Slot {
  /** Which bucket of time (`floor(t / bucketMs)`) this slot currently holds; -1 when never used. */
  epoch: number;
  routes: Map<string, RouteCounts>;
}

const newCounts = (): RouteCounts => ({
  requests: 0,
  clientErrors: 0,
  serverErrors: 0,
  histogram: new Uint32Array(HISTOGRAM_SIZE),
});

function bucketOf(ms: number): number {
  for (let i = 0; i < LATENCY_BOUNDS_MS.length; i++) if (ms <= (LATENCY_BOUNDS_MS[i] as number)) return i;
  return LATENCY_BOUNDS_MS.length;
}

/**
 * The `q` quantile (0–1) of a latency histogram, interpolated linearly inside the bucket it falls in
 * (the open last bucket reports its lower bound). null for an empty histogram.
 */
export function histogramPercentile(histogram: ArrayLike<number>, q: number): number | null {
  let total = 0;
  for (let i = 0; i < histogram.length; i++) total += histogram[i] as number;
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    const n = histogram[i] as number;
    if (n === 0) continue;
    if (seen + n >= rank) {
      const lower = i === 0 ? 0 : (LATENCY_BOUNDS_MS[i - 1] as number);
      const upper = LATENCY_BOUNDS_MS[i];
      if (upper === undefined) return lower;
      return Math.round((lower + ((upper - lower) * (rank - seen)) / n) * 100) / 100;
    }
    seen += n;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1] as number;
}

/** The in-process request metrics: per route pattern, a ring of fixed time buckets. */
export interface MetricsRecorder {
  /** Counts one answered request. `route` must be a bounded key (method + route pattern), never a raw URL. */
  record(route: string, status: number, ms: number): void;
  /** Rates, error rates and latency percentiles over the last minute and the last 15 minutes. */
  snapshot(): AdminApiMetrics;
}

/**
 * Creates a recorder. Memory is fixed by the number of route patterns (the app's, so bounded) times the ring's
 * buckets; recording is O(histogram size) and allocation-free after a route's first request in a bucket.
 */
export function createMetricsRecorder(
  opts: { now?: () => number; bucketMs?: number; buckets?: number } = {},
): MetricsRecorder {
  const now = opts.now ?? Date.now;
  const bucketMs = opts.bucketMs ?? METRICS_BUCKET_MS;
  const size = opts.buckets ?? METRICS_BUCKETS;
  const startedAt = now();
  const ring: Slot[] = Array.from({ length: size }, () => ({ epoch: -1, routes: new Map() }));
  const bucketsPerMinute = Math.max(1, Math.round(60_000 / bucketMs));

  function slotFor(epoch: number): Slot {
    const slot = ring[epoch % size] as Slot;
    if (slot.epoch !== epoch) {
      slot.epoch = epoch;
      slot.routes.clear();
    }
    return slot;
  }

  /** Sums the buckets of the last `count` epochs (the current, partial one included). */
  function sum(current: number, count: number): Map<string, RouteCounts> {
    const out = new Map<string, RouteCounts>();
    for (const slot of ring) {
      if (slot.epoch < 0 || slot.epoch > current || slot.epoch <= current - count) continue;
      for (const [route, c] of slot.routes) {
        let acc = out.get(route);
        if (!acc) {
          acc = newCounts();
          out.set(route, acc);
        }
        acc.requests += c.requests;
        acc.clientErrors += c.clientErrors;
        acc.serverErrors += c.serverErrors;
        for (let i = 0; i < HISTOGRAM_SIZE; i++) (acc.histogram[i] as number) += c.histogram[i] as number;
      }
    }
    return out;
  }

  function describe(
    route: string,
    wide: RouteCounts,
    narrow: RouteCounts | undefined,
    spans: { wideMin: number; narrowMin: number },
  ): ApiRouteMetrics {
    const requests1m = narrow?.requests ?? 0;
    return {
      route,
      requests1m,
      requests15m: wide.requests,
      ratePerMinute1m: round(requests1m / spans.narrowMin),
      ratePerMinute15m: round(wide.requests / spans.wideMin),
      serverErrors15m: wide.serverErrors,
      clientErrors15m: wide.clientErrors,
      errorRate15m: wide.requests ? round(wide.serverErrors / wide.requests, 4) : 0,
      p50Ms: histogramPercentile(wide.histogram, 0.5),
      p95Ms: histogramPercentile(wide.histogram, 0.95),
      p99Ms: histogramPercentile(wide.histogram, 0.99),
    };
  }

  return {
    record(route, status, ms) {
      const slot = slotFor(Math.floor(now() / bucketMs));
      let c = slot.routes.get(route);
      if (!c) {
        c = newCounts();
        slot.routes.set(route, c);
      }
      c.requests++;
      if (status >= 500) c.serverErrors++;
      else if (status >= 400) c.clientErrors++;
      (c.histogram[bucketOf(ms)] as number)++;
    },
    snapshot() {
      const t = now();
      const current = Math.floor(t / bucketMs);
      const intoBucket = t - current * bucketMs;
      // The windows slide by whole buckets plus the current partial one: rates divide by the time they cover
      // (and never by more than the process has been up).
      const uptime = Math.max(1, t - startedAt);
      const spanMin = (buckets: number) =>
        Math.max(1, Math.min(uptime, (buckets - 1) * bucketMs + intoBucket)) / 60_000;
      const spans = { wideMin: spanMin(size), narrowMin: spanMin(bucketsPerMinute) };
      const wide = sum(current, size);
      const narrow = sum(current, bucketsPerMinute);
      const totalWide = newCounts();
      const totalNarrow = newCounts();
      for (const [map, acc] of [
        [wide, totalWide],
        [narrow, totalNarrow],
      ] as const) {
        for (const c of map.values()) {
          acc.requests += c.requests;
          acc.clientErrors += c.clientErrors;
          acc.serverErrors += c.serverErrors;
          for (let i = 0; i < HISTOGRAM_SIZE; i++) (acc.histogram[i] as number) += c.histogram[i] as number;
        }
      }
      const routes = [...wide]
        .map(([route, c]) => describe(route, c, narrow.get(route), spans))
        .sort((a, b) => b.requests15m - a.requests15m || a.route.localeCompare(b.route));
      return {
        windowSeconds: (size * bucketMs) / 1000,
        total: describe('all', totalWide, totalNarrow, spans),
        routes,
        generatedAt: new Date(t).toISOString(),
      };
    },
  };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The metrics key of a request: its method and the pattern of the endpoint it matched (`/api/wallets/:id`),
 * so the number of keys stays bounded by the app's routes whatever URLs clients send.
 */
export function routeKey(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const r = routes[i];
    // Middleware are registered for ALL methods; the endpoint is the last route with a method of its own.
    if (r && r.method !== 'ALL') return `${c.req.method} ${r.path}`;
  }
  return `${c.req.method} (unmatched)`;
}

/** Middleware feeding `recorder` with every answered request; `after` sees each one too (5xx logging). */
export function metricsMiddleware(
  recorder: MetricsRecorder,
  after?: (c: Context, ms: number) => void,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    recorder.record(routeKey(c), c.res.status, ms);
    after?.(c, ms);
  };
}
