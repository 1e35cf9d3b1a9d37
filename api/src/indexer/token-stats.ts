/**
 * The token-stats indexer: keeps, per platform token, the two figures the token list cannot compute from its
 * own rows — the holder count and the security scan's score — by running core's token scan in-process (the
 * chain through the server's RPC, the market from the database: the same report the token page shows).
 *
 * When: a launch, a trade or a graduation (the market events) asks for a rescan of that token; requests are
 * coalesced per token and spaced by `minIntervalMs`, and one scan runs at a time, so a burst of trades costs
 * one scan per token per interval, never one per trade. The `refresh-token-stats` job rescans the tokens
 * never scanned or scanned longest ago (holders also move by plain transfers, which are not market events).
 * A changed figure is stored and published as a `stats` event (the list's rows follow it live).
 */
import { type ScannerRpc, scanToken } from '@solpad/core/scanner';
import { asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import { createChainRpc } from '../lib/chain-rpc';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import { dbMarketSource } from '../scanner/market-source';

type StatsRow = typeof schema.tokenStats.$inferSelect;

/** Least time between two scans of the same token (later requests wait, coalesced into one). */
export const TOKEN_STATS_MIN_INTERVAL_MS = 2000;
/** The job rescans tokens whose last scan is older than this. */
export const TOKEN_STATS_STALE_MS = 10 * 60_000;
/** How often the `refresh-token-stats` job runs. */
export const TOKEN_STATS_JOB_INTERVAL_MS = 60_000;
/** Tokens the job rescans per run. */
export const TOKEN_STATS_BATCH = 25;

export interface TokenStatsIndexer {
  /** Asks for a rescan of `mint` soon (coalesced and spaced; see the module comment). */
  touch(mint: string): void;
  /** Scans `mint` now and stores the figures; null when the scan failed (logged, the old row kept). */
  refresh(mint: string): Promise<StatsRow | null>;
  /** The job: rescans up to `limit` tokens never scanned or scanned before the stale age. */
  refreshStale(limit?: number): Promise<string>;
  /** Resolves when nothing is queued, waiting or running (tests). */
  idle(): Promise<void>;
  /** Stops taking requests and waits for the scan in progress. */
  close(): Promise<void>;
}

/** What a scan of one token needs: the database, the events, the scanner's chain and market, a clock. */
interface ScanDeps {
  db: Db;
  events: EventBus;
  logger: Logger;
  rpc: ScannerRpc;
  market: ReturnType<typeof dbMarketSource>;
  now: () => number;
}

/** Scans `mint` and stores its figures, publishing a `stats` event when they changed; null when the scan failed. */
async function scanAndStore(deps: ScanDeps, mint: string): Promise<StatsRow | null> {
  const { db, events, logger, rpc, market, now } = deps;
  let report: Awaited<ReturnType<typeof scanToken>>;
  try {
    report = await scanToken(mint, { rpc, market }, () => {});
  } catch (err) {
    logger.warn({ err, mint }, 'token scan failed: the token keeps its last figures');
    return null;
  }
  const row: StatsRow = {
    mint,
    holders: report.holders.count,
    riskScore: Math.round(report.score),
    riskLevel: report.riskLevel,
    refreshedAt: new Date(now()),
  };
  const [before] = await db.select().from(schema.tokenStats).where(eq(schema.tokenStats.mint, mint));
  await db
    .insert(schema.tokenStats)
    .values(row)
    .onConflictDoUpdate({
      target: schema.tokenStats.mint,
      set: {
        holders: row.holders,
        riskScore: row.riskScore,
        riskLevel: row.riskLevel,
        refreshedAt: row.refreshedAt,
      },
    });
  const changed =
    !before ||
    before.holders !== row.holders ||
    before.riskScore !== row.riskScore ||
    before.riskLevel !== row.riskLevel;
  if (changed)
    events.publish({
      type: 'stats',
      token: mint,
      holders: row.holders,
      risk: { score: row.riskScore, level: row.riskLevel, scannedAt: row.refreshedAt.toISOString() },
      at: now(),
    });
  return row;
}

/** Up to `limit` tokens never scanned or scanned before `stale`: never scanned first, then the longest ago. */
async function staleMints(db: Db, stale: Date, limit: number): Promise<string[]> {
  const { tokens, tokenStats } = schema;
  const rows = await db
    .select({ mint: tokens.address })
    .from(tokens)
    .leftJoin(tokenStats, eq(tokenStats.mint, tokens.address))
    .where(or(isNull(tokenStats.mint), lt(tokenStats.refreshedAt, stale)))
    // Never scanned first, then the longest ago.
    .orderBy(sql`${tokenStats.refreshedAt} asc nulls first`, asc(tokens.createdAt))
    .limit(limit);
  return rows.map((r) => r.mint);
}

export function createTokenStatsIndexer(opts: {
  db: Db;
  chain: ChainBackend;
  events: EventBus;
  logger: Logger;
  /** The SOL price in USD (chain/sol-usd.ts). */
  solUsd: () => Promise<number>;
  minIntervalMs?: number;
  now?: () => number;
}): TokenStatsIndexer {
  const { db, events, logger } = opts;
  const minInterval = opts.minIntervalMs ?? TOKEN_STATS_MIN_INTERVAL_MS;
  const now = opts.now ?? Date.now;

  const queue = new Set<string>();
  const waiting = new Map<string, NodeJS.Timeout>();
  const lastStarted = new Map<string, number>();
  let worker: Promise<void> | null = null;
  let closed = false;

  const scanning: ScanDeps = {
    db,
    events,
    logger,
    rpc: createChainRpc(opts.chain) as unknown as ScannerRpc,
    market: dbMarketSource(db, opts.chain, opts.solUsd),
    now,
  };
  const refresh = (mint: string) => scanAndStore(scanning, mint);

  async function drain(): Promise<void> {
    for (const mint of queue) {
      if (closed) break;
      queue.delete(mint);
      lastStarted.set(mint, now());
      await refresh(mint).catch((err: unknown) => logger.error({ err, mint }, 'token stats not stored'));
    }
    worker = null;
    if (queue.size && !closed) start();
  }

  function start() {
    worker ??= drain();
  }

  function touch(mint: string): void {
    if (closed || queue.has(mint) || waiting.has(mint)) return;
    const wait = (lastStarted.get(mint) ?? Number.NEGATIVE_INFINITY) + minInterval - now();
    if (wait > 0) {
      const timer = setTimeout(() => {
        waiting.delete(mint);
        if (closed) return;
        queue.add(mint);
        start();
      }, wait);
      timer.unref();
      waiting.set(mint, timer);
      return;
    }
    queue.add(mint);
    start();
  }

  const off = events.subscribe((e) => {
    if (e.type === 'trade' || e.type === 'token' || e.type === 'migration') touch(e.token);
  });

  let sweeping: Promise<string> | null = null;
  function refreshStale(limit = TOKEN_STATS_BATCH): Promise<string> {
    sweeping ??= sweep(limit).finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  async function sweep(limit: number): Promise<string> {
    const mints = await staleMints(db, new Date(now() - TOKEN_STATS_STALE_MS), limit);
    let done = 0;
    for (const mint of mints) {
      if (closed) break;
      lastStarted.set(mint, now());
      if (await refresh(mint)) done++;
    }
    return `rescanned ${done} of ${mints.length} tokens`;
  }

  return {
    touch,
    refresh,
    refreshStale,
    async idle() {
      while (worker || queue.size || waiting.size) {
        if (worker) await worker;
        else await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      closed = true;
      off();
      for (const t of waiting.values()) clearTimeout(t);
      waiting.clear();
      queue.clear();
      await Promise.allSettled([worker, sweeping]);
    },
  };
}
