// The burn index's figures for GET /api/burns/stats.
import { BURN_STATS_TOP_MINTS, type BurnStats, BurnStatsSchema } from '@solpad/core/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch of a `timestamptz` aggregate, or null (same result on PGlite and Postgres). */
const epochMs = (expr: ReturnType<typeof sql>) =>
  sql<number | null>`(extract(epoch from ${expr}) * 1000)::float8`.mapWith((v) =>
    v === null ? null : Number(v),
  );

/** Computes the burn statistics, of every mint or of `mint` only, as of `now`. */
export async function burnStats(db: Db, opts: { mint?: string; now: number }): Promise<BurnStats> {
  const b = schema.burnEvents;
  const t = schema.tokens;
  const ofMint = opts.mint ? eq(b.mint, opts.mint) : undefined;
  const since = new Date(opts.now - DAY_MS);
  const [totals] = await db
    .select({
      burnTransactions: sql<number>`(count(distinct ${b.signature}) filter (where ${b.kind} = 'burn'))::int`,
      burnTransactions24h: sql<number>`(count(distinct ${b.signature}) filter (where ${b.kind} = 'burn' and ${b.landedAt} >= ${since}))::int`,
      mintsBurned: sql<number>`(count(distinct ${b.mint}) filter (where ${b.kind} = 'burn'))::int`,
      uniqueBurners: sql<number>`(count(distinct ${b.owner}) filter (where ${b.kind} = 'burn'))::int`,
      accountsClosed: sql<number>`(count(*) filter (where ${b.kind} = 'close'))::int`,
      rentReclaimed: sql<string>`(coalesce(sum(${b.lamports}) filter (where ${b.kind} = 'close'), 0))::text`,
      lastActivityMs: epochMs(sql`max(${b.landedAt})`),
    })
    .from(b)
    .where(ofMint);
  const lastBurnMs = epochMs(sql`max(${b.landedAt})`);
  const burns = sql<number>`(count(distinct ${b.signature}))::int`;
  const top = await db
    .select({
      mint: sql<string>`${b.mint}`,
      symbol: t.symbol,
      name: t.name,
      decimals: sql<number | null>`max(${b.decimals})`,
      amount: sql<string>`(sum(${b.amount}))::text`,
      burnTransactions: burns,
      lastBurnMs,
    })
    .from(b)
    // Moderation: a hidden token's name is not shown in public lists; its burns still count.
    .leftJoin(t, and(eq(t.address, b.mint), eq(t.hidden, false)))
    .where(and(eq(b.kind, 'burn'), ofMint))
    .groupBy(b.mint, t.symbol, t.name)
    .orderBy(desc(burns), desc(sql`max(${b.landedAt})`), b.mint)
    .limit(BURN_STATS_TOP_MINTS);
  // Parsed, so the answer always matches its documented schema.
  return BurnStatsSchema.parse({
    mint: opts.mint ?? null,
    burnTransactions: totals?.burnTransactions ?? 0,
    burnTransactions24h: totals?.burnTransactions24h ?? 0,
    mintsBurned: totals?.mintsBurned ?? 0,
    uniqueBurners: totals?.uniqueBurners ?? 0,
    topMints: top.map((r) => ({
      mint: r.mint,
      symbol: r.symbol,
      name: r.name,
      decimals: r.decimals === null ? null : Number(r.decimals),
      amount: r.amount,
      burnTransactions: r.burnTransactions,
      lastBurnAt: new Date(r.lastBurnMs ?? 0).toISOString(),
    })),
    accountsClosed: totals?.accountsClosed ?? 0,
    rentReclaimedLamports: totals?.rentReclaimed ?? '0',
    lastActivityAt:
      totals?.lastActivityMs === null || totals?.lastActivityMs === undefined
        ? null
        : new Date(totals.lastActivityMs).toISOString(),
  });
}
