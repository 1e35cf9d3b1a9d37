// Reading the market: token list and detail (price and market cap from the reserves), trades and candles.

import { launchPlatform } from '@solpad/core/launch';
import type { Candle, CandleInterval, TokenDetail, TokenListQuery, TokenSummary } from '@solpad/core/schemas';
import {
  curveProgressBps,
  initialCurveReserves,
  marketCapLamports,
  PUMP_FUN_CURVE,
  type Reserves,
  spotPriceSol,
} from '@solpad/core/trade';
import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { visibleTokens } from '../admin/tokens';
import { type Db, schema } from '../db';
import { offsetPage } from '../db/listing';
import { readCandles } from '../trade/candles';
import { curveReserves } from '../trade/service';

type TokenRow = typeof schema.tokens.$inferSelect;
type CurveRow = typeof schema.curves.$inferSelect;
type PoolRow = typeof schema.pools.$inferSelect;
type StatsRow = typeof schema.tokenStats.$inferSelect;

/** The spot prices a token's change is measured from (TokenSummary.priceRefSol). */
export type PriceRefs = TokenSummary['priceRefSol'];

/** What a summary adds to the token's own rows: its indexed stats and its reference prices. */
export interface SummaryExtras {
  stats: StatsRow | null;
  refs: PriceRefs;
}

/** Share of the curve sold at which a token counts as "graduating" (pump.fun's "about to graduate"), bps. */
export const GRADUATING_PROGRESS_BPS = 5000;

const DAY = sql`now() - interval '24 hours'`;

/** The spot reserves a token trades at now: the pool once graduated, else the curve's virtual reserves. */
function pricing(curve: CurveRow | null, pool: PoolRow | null): Pick<Reserves, 'sol' | 'token'> | null {
  if (pool) return { sol: pool.solReserves, token: pool.tokenReserves };
  if (curve) return { sol: curve.virtualSolReserves, token: curve.virtualTokenReserves };
  return null;
}

/** Where a token's image is served (null without one). */
export function tokenImageUrl(token: Pick<TokenRow, 'imageId'>, baseUrl: string): string | null {
  return token.imageId ? `${baseUrl}/api/uploads/${token.imageId}` : null;
}

/** The price a token launched at: its platform's fresh curve. */
export function launchPriceSol(token: Pick<TokenRow, 'platform'>): number {
  return spotPriceSol(initialCurveReserves(launchPlatform(token.platform).curve));
}

/** References of a token with no trade before any window: its launch price for each. */
export function launchRefs(token: Pick<TokenRow, 'platform'>): PriceRefs {
  const launch = launchPriceSol(token);
  return { m5: launch, h1: launch, h24: launch };
}

/** The windows of the list's change columns, in the order of PriceRefs' keys. */
const REF_WINDOWS = { m5: '5 minutes', h1: '1 hour', h24: '24 hours' } as const;

/**
 * The spot price of the token row being selected (`tokens.address`) a window ago: the spot after its last trade
 * at or before that moment (its execution price for rows from before the spot was kept); null without one.
 */
export function spotBefore(window: keyof typeof REF_WINDOWS) {
  const { trades } = schema;
  return sql<
    number | null
  >`(select coalesce(${trades.spotPriceSol}, ${trades.priceSol}) from ${trades} where ${trades.mint} = ${schema.tokens.address} and ${trades.createdAt} <= now() - ${sql.raw(`interval '${REF_WINDOWS[window]}'`)} order by ${trades.createdAt} desc, ${trades.slot} desc limit 1)`;
}

/**
 * Each token's spot price 5 min, 1 h and 24 h ago: the spot after its last trade at or before that moment
 * (one index probe per window on trades(mint, created_at)), else its launch price — a token with no trade
 * before the moment was still at its launch price, or did not exist yet (change then counts from launch, as
 * the screeners do). Rows from before the spot price was kept fall back to their execution price.
 */
export async function priceRefs(
  db: Db,
  tokens: readonly Pick<TokenRow, 'address' | 'platform'>[],
): Promise<Map<string, PriceRefs>> {
  const out = new Map<string, PriceRefs>();
  if (tokens.length === 0) return out;
  const t = schema.tokens;
  const rows = await db
    .select({
      mint: t.address,
      m5: spotBefore('m5'),
      h1: spotBefore('h1'),
      h24: spotBefore('h24'),
    })
    .from(t)
    .where(
      inArray(
        t.address,
        tokens.map((x) => x.address),
      ),
    );
  const byMint = new Map(rows.map((r) => [r.mint, r]));
  for (const token of tokens) {
    const r = byMint.get(token.address);
    const launch = launchPriceSol(token);
    const ref = (v: number | null | undefined) => (v == null ? launch : Number(v));
    out.set(token.address, { m5: ref(r?.m5), h1: ref(r?.h1), h24: ref(r?.h24) });
  }
  return out;
}

/** The indexed stats of `mints` (holder count and last scan), by mint. */
export async function tokenStatsOf(db: Db, mints: readonly string[]): Promise<Map<string, StatsRow>> {
  if (mints.length === 0) return new Map();
  const rows = await db
    .select()
    .from(schema.tokenStats)
    .where(inArray(schema.tokenStats.mint, [...mints]));
  return new Map(rows.map((r) => [r.mint, r]));
}

/** Summary extras of `tokens`, read in two queries. */
export async function summaryExtras(
  db: Db,
  tokens: readonly Pick<TokenRow, 'address' | 'platform'>[],
): Promise<(mint: string) => SummaryExtras> {
  const [refs, stats] = await Promise.all([
    priceRefs(db, tokens),
    tokenStatsOf(
      db,
      tokens.map((t) => t.address),
    ),
  ]);
  return (mint) => {
    const r = refs.get(mint);
    if (!r) throw new Error(`no price reference for ${mint}`);
    return { stats: stats.get(mint) ?? null, refs: r };
  };
}

/** A token row with its venue rows, 24 h aggregates, indexed stats and reference prices, as the API shows it. */
export function toSummary(
  token: TokenRow,
  curve: CurveRow | null,
  pool: PoolRow | null,
  day: { volume: bigint; trades: number },
  baseUrl: string,
  extras: SummaryExtras,
): TokenSummary {
  const r = pricing(curve, pool);
  return {
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    description: token.description,
    image: tokenImageUrl(token, baseUrl),
    links: {
      ...(token.website ? { website: token.website } : {}),
      ...(token.twitter ? { x: token.twitter } : {}),
      ...(token.telegram ? { telegram: token.telegram } : {}),
    },
    platform: token.platform,
    creator: token.creator,
    status: token.status,
    venue: token.status === 'graduated' ? 'pool' : 'curve',
    poolAddress: token.poolAddress,
    migrationTx: token.migrationTx,
    isDemo: token.isDemo,
    createdAt: token.createdAt.toISOString(),
    priceSol: r ? spotPriceSol(r) : 0,
    marketCapLamports: r ? marketCapLamports(r).toString() : '0',
    curveProgressBps:
      token.status === 'graduated' ? 10_000 : curve ? curveProgressBps(curveReserves(curve)) : 0,
    volume24hLamports: day.volume.toString(),
    trades24h: day.trades,
    priceRefSol: extras.refs,
    holders: extras.stats?.holders ?? null,
    risk: extras.stats
      ? {
          score: extras.stats.riskScore,
          level: extras.stats.riskLevel,
          scannedAt: extras.stats.refreshedAt.toISOString(),
        }
      : null,
  };
}

/** One token's figures; a null reference means no trade before that moment (the list shows the launch price). */
export interface DayFigure {
  volume: bigint;
  trades: number;
  m5: number | null;
  h1: number | null;
  h24: number | null;
}

/** A null reference (no trade before that moment) is the launch price. */
function refsOf(token: Pick<TokenRow, 'platform'>, f: DayFigure): PriceRefs {
  const launch = launchPriceSol(token);
  return { m5: f.m5 ?? launch, h1: f.h1 ?? launch, h24: f.h24 ?? launch };
}

/**
 * `GET /api/tokens`: filtered, sorted, offset-paginated. The 24 h figures come from `figures` (computed once for
 * the market, launch/day-figures.ts), not from a query per request.
 */
export async function listTokens(
  db: Db,
  q: TokenListQuery,
  baseUrl: string,
  figures: (mint: string) => DayFigure,
) {
  const { tokens, curves, pools, tokenStats } = schema;
  // Progress = sold / for sale (every platform uses the same curve today, see core/launch).
  const forSale = Number(PUMP_FUN_CURVE.initialRealTokenReserves);
  const progress = sql`(case when ${tokens.status} = 'graduated' then 1 else coalesce(1 - ${curves.realTokenReserves}::float8 / ${forSale}, 0) end)`;
  const marketCap = sql`coalesce(${pools.solReserves}::float8 / nullif(${pools.tokenReserves}, 0), ${curves.virtualSolReserves}::float8 / nullif(${curves.virtualTokenReserves}, 0))`;
  // Tokens an admin hid (moderation) never reach the public list; their own page stays reachable by address.
  const where: SQL[] = [visibleTokens];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(tokens.name, like), ilike(tokens.symbol, like), eq(tokens.address, q.search)) as SQL);
  }
  if (q.venue) where.push(eq(tokens.status, q.venue === 'pool' ? 'graduated' : 'active'));
  if (q.category === 'graduated') where.push(eq(tokens.status, 'graduated'));
  if (q.category === 'new') where.push(eq(tokens.status, 'active'));
  if (q.category === 'graduating')
    where.push(
      and(eq(tokens.status, 'active'), sql`${progress} >= ${GRADUATING_PROGRESS_BPS / 10_000}`) as SQL,
    );
  const order =
    q.sort === 'marketCap'
      ? [sql`${marketCap} desc nulls last`]
      : q.sort === 'progress'
        ? [sql`${progress} desc`]
        : q.sort === 'holders'
          ? [sql`${tokenStats.holders} desc nulls last`]
          : q.sort === 'risk'
            ? // Safest first (a higher score is safer); tokens not scanned yet last.
              [sql`${tokenStats.riskScore} desc nulls last`]
            : [];
  const select = () =>
    db
      .select({ token: tokens, curve: curves, pool: pools, stats: tokenStats })
      .from(tokens)
      .leftJoin(curves, eq(curves.mint, tokens.address))
      .leftJoin(pools, eq(pools.mint, tokens.address))
      .leftJoin(tokenStats, eq(tokenStats.mint, tokens.address));
  let rows: Awaited<ReturnType<ReturnType<typeof select>['where']>>;
  if (q.sort === 'volume') {
    // The volume is in memory: the matching tokens are ordered here (volume, then newest first), one page read.
    const all = await db
      .select({ address: tokens.address, createdAt: tokens.createdAt })
      .from(tokens)
      .leftJoin(curves, eq(curves.mint, tokens.address))
      .where(and(...where));
    all.sort((a, b) => {
      const va = figures(a.address).volume;
      const vb = figures(b.address).volume;
      if (va !== vb) return va > vb ? -1 : 1;
      const ta = a.createdAt.getTime();
      const tb = b.createdAt.getTime();
      if (ta !== tb) return tb - ta;
      return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
    });
    const wanted = all.slice(q.cursor, q.cursor + q.limit + 1).map((t) => t.address);
    const found = wanted.length ? await select().where(inArray(tokens.address, wanted)) : [];
    const byMint = new Map(found.map((r) => [r.token.address, r]));
    rows = wanted.flatMap((m) => byMint.get(m) ?? []);
  } else {
    rows = await select()
      .where(and(...where))
      .orderBy(...order, desc(tokens.createdAt), tokens.address)
      .limit(q.limit + 1)
      .offset(q.cursor);
  }
  const { page, nextCursor } = offsetPage(rows, q);
  return {
    tokens: page.map((r) => {
      const f = figures(r.token.address);
      return toSummary(r.token, r.curve, r.pool, { volume: f.volume, trades: f.trades }, baseUrl, {
        stats: r.stats,
        refs: refsOf(r.token, f),
      });
    }),
    nextCursor,
  };
}

/** The SOL volume and trade count of each of `mints` since `since`; a mint without trades is left out. */
export async function tradesSince(
  db: Db,
  mints: string[],
  since: SQL | Date,
): Promise<Map<string, { volume: bigint; trades: number }>> {
  if (!mints.length) return new Map();
  const { trades } = schema;
  const rows = await db
    .select({
      mint: trades.mint,
      volume: sql<string>`coalesce(sum(${trades.solLamports}), 0)::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(trades)
    .where(and(inArray(trades.mint, mints), sql`${trades.createdAt} > ${since}`))
    .groupBy(trades.mint);
  return new Map(rows.map((r) => [r.mint, { volume: BigInt(r.volume), trades: r.n }]));
}

/** One token with everything the detail page needs, or null. */
export async function tokenDetail(
  db: Db,
  mint: string,
  baseUrl: string,
  holders: () => Promise<number | null>,
): Promise<TokenDetail | null> {
  const { tokens, curves, pools } = schema;
  const [row] = await db
    .select({ token: tokens, curve: curves, pool: pools })
    .from(tokens)
    .leftJoin(curves, eq(curves.mint, tokens.address))
    .leftJoin(pools, eq(pools.mint, tokens.address))
    .where(eq(tokens.address, mint));
  if (!row) return null;
  const [day, holderCount, extras] = await Promise.all([
    tradesSince(db, [mint], DAY),
    holders().catch(() => null),
    summaryExtras(db, [row.token]),
  ]);
  const { token, curve, pool } = row;
  const summary = toSummary(
    token,
    curve,
    pool,
    day.get(mint) ?? { volume: 0n, trades: 0 },
    baseUrl,
    extras(token.address),
  );
  return {
    ...summary,
    // The page counts live (localnet); the list's figure is the indexer's last count.
    holders: holderCount ?? summary.holders,
    decimals: token.decimals,
    totalSupply: token.totalSupply.toString(),
    vault: token.vaultAddress ?? token.creator,
    launchSignature: token.launchSignature,
    curve: {
      virtualSolReserves: (curve?.virtualSolReserves ?? 0n).toString(),
      virtualTokenReserves: (curve?.virtualTokenReserves ?? 0n).toString(),
      realSolReserves: (curve?.realSolReserves ?? 0n).toString(),
      realTokenReserves: (curve?.realTokenReserves ?? 0n).toString(),
      complete: curve?.complete ?? false,
    },
    pool: pool
      ? {
          address: pool.address,
          solReserves: pool.solReserves.toString(),
          tokenReserves: pool.tokenReserves.toString(),
        }
      : null,
  };
}

/** A token's latest trades, newest first. */
export async function tokenTrades(db: Db, mint: string, limit: number, before?: string) {
  const { trades } = schema;
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.mint, mint), before ? lt(trades.createdAt, new Date(before)) : undefined))
    .orderBy(desc(trades.createdAt), desc(trades.signature))
    .limit(limit);
}

/**
 * OHLCV candles of a token (execution prices), its newest `limit` buckets oldest first, read from the price
 * history rolled up as trades are recorded (api/src/trade/candles.ts), not aggregated from the ledger per request.
 */
export async function tokenCandles(
  db: Db,
  mint: string,
  interval: CandleInterval,
  limit: number,
): Promise<Candle[]> {
  return readCandles(db, mint, interval, limit);
}
