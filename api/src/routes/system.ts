import type { Health, Stats } from '@solpad/core/schemas';
import { and, count, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { solUsdOf } from '../chain/sol-usd';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { hotCacheOf } from '../lib/hot-cache';

const startedAt = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;
/** How old the health probe's result may be before a request starts a new probe (without waiting for it). */
export const HEALTH_PROBE_MS = 1000;

async function safely<T>(
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** `GET /api/health` and `GET /api/stats`. */
export function systemRoutes(deps: AppDeps) {
  const { database, chain, config } = deps;
  // The health probe: the database and the chain are asked at most once per HEALTH_PROBE_MS, by whichever
  // request finds the last answer older than that; it is answered from the last result meanwhile (only the
  // very first request waits for a probe). A load balancer polling every replica costs no query per call.
  type Probe = { at: number; body: Health };
  let last: Probe | null = null;
  let probing: Promise<Probe> | null = null;
  function probe(): Promise<Probe> {
    probing ??= (async () => {
      const at = Date.now();
      const [db, slot] = await Promise.all([safely(() => database.ping()), safely(() => chain.getSlot())]);
      const body: Health = {
        status: db.ok && slot.ok ? 'ok' : 'degraded',
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: db.ok
          ? { ok: true, kind: database.kind }
          : { ok: false, kind: database.kind, error: db.error },
        chain: slot.ok
          ? { ok: true, mode: chain.mode, cluster: config.cluster, slot: Number(slot.value) }
          : { ok: false, mode: chain.mode, cluster: config.cluster, slot: null, error: 'chain unreachable' },
      };
      last = { at, body };
      return last;
    })().finally(() => {
      probing = null;
    });
    return probing;
  }

  return (
    new Hono()
      // Answered from memory for up to a probe interval (lib/hot-cache.ts); a degraded answer is never kept.
      .get(
        '/health',
        hotCacheOf(deps.events).cached(() => null, { ttlMs: HEALTH_PROBE_MS }),
        async (c) => {
          const known = last;
          if (!known || Date.now() - known.at >= HEALTH_PROBE_MS) void probe().catch(() => {});
          const { body } = known ?? (await probe());
          // "starting" is read now, not from the probe: the seed's end must show at once.
          const status = body.status === 'ok' && deps.starting?.() ? 'starting' : body.status;
          const answer: Health = {
            ...body,
            status,
            uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          };
          return c.json(answer, answer.status === 'ok' ? 200 : 503);
        },
      )
      // Every open page polls the stats: answered from memory until a market event (lib/hot-cache.ts).
      .get(
        '/stats',
        hotCacheOf(deps.events).cached(() => null),
        async (c) => c.json(await computeStats()),
      )
  );

  /** Computes the stats from the database and the chain. */
  async function computeStats(): Promise<Stats> {
    const { db } = database;
    const since = new Date(Date.now() - DAY_MS);
    const [tokenCount, walletCount, tradeAgg, slot, solUsd] = await Promise.all([
      db.select({ n: count() }).from(schema.tokens),
      db.select({ n: count() }).from(schema.walletsSeen),
      db
        .select({
          n: count(),
          volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`,
        })
        .from(schema.trades)
        .where(and(gte(schema.trades.createdAt, since))),
      safely(() => chain.getSlot()),
      // Never throws: an unreadable oracle falls back to SOL_USD (and says so in the source).
      solUsdOf(deps).get(),
    ]);
    return {
      tokens: tokenCount[0]?.n ?? 0,
      walletsSeen: walletCount[0]?.n ?? 0,
      trades24h: tradeAgg[0]?.n ?? 0,
      volume24hLamports: tradeAgg[0]?.volume ?? '0',
      slot: slot.ok ? Number(slot.value) : null,
      solUsd: solUsd.usd,
      solUsdSource: solUsd.source,
      generatedAt: new Date().toISOString(),
    };
  }
}
