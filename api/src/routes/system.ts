import type { Health, Stats } from '@solpad/core/schemas';
import { and, count, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { schema } from '../db';

const startedAt = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;

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
  // Single flight: requests that arrive while the stats are being computed share that computation instead of
  // each running the same counts (every open page polls this endpoint). Nothing is cached beyond it.
  let inFlight: Promise<Stats> | null = null;
  function stats(): Promise<Stats> {
    inFlight ??= computeStats().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return new Hono()
    .get('/health', async (c) => {
      const [db, slot] = await Promise.all([safely(() => database.ping()), safely(() => chain.getSlot())]);
      const body: Health = {
        status: !(db.ok && slot.ok) ? 'degraded' : deps.starting?.() ? 'starting' : 'ok',
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: db.ok
          ? { ok: true, kind: database.kind }
          : { ok: false, kind: database.kind, error: db.error },
        chain: slot.ok
          ? { ok: true, mode: chain.mode, cluster: config.cluster, slot: Number(slot.value) }
          : { ok: false, mode: chain.mode, cluster: config.cluster, slot: null, error: 'chain unreachable' },
      };
      return c.json(body, body.status === 'ok' ? 200 : 503);
    })
    .get('/stats', async (c) => c.json(await stats()));

  /** Computes the stats from the database and the chain. */
  async function computeStats(): Promise<Stats> {
    const { db } = database;
    const since = new Date(Date.now() - DAY_MS);
    const [tokenCount, walletCount, tradeAgg, slot] = await Promise.all([
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
    ]);
    return {
      tokens: tokenCount[0]?.n ?? 0,
      walletsSeen: walletCount[0]?.n ?? 0,
      trades24h: tradeAgg[0]?.n ?? 0,
      volume24hLamports: tradeAgg[0]?.volume ?? '0',
      slot: slot.ok ? Number(slot.value) : null,
      generatedAt: new Date().toISOString(),
    };
  }
}
