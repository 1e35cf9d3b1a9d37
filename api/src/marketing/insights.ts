/**
 * Trending and analytics, computed from the real tables: settled trades (the venue's `trades`), campaigns and
 * presale contributions.
 *
 * Trending (per window 5 m / 1 h / 24 h, ending at the server clock): for each visible token with trades in the
 * window or an active `trending_boost` campaign, the inputs of core/marketing `trendingScore` — SOL volume,
 * distinct traders, new holders (wallets whose first-ever buy of the token falls in the window), price change (the
 * token list's: the spot now against the spot at the window's start, the launch price standing in for a trade
 * that did not happen yet) and the budgets of the token's active trending-boost campaigns — then the tokens
 * ranked by score.
 *
 * Moderation: a campaign or presale an admin hid (api/src/admin/marketing.ts) counts nowhere here: a hidden
 * trending-boost campaign adds nothing to its token's score, and the analytics leave hidden campaigns and presales
 * (and the contributions to hidden presales) out of their days and totals. Trades are the venue's, not moderated
 * here (a hidden token is already left out of trending).
 */
import {
  priceChangePct,
  TRENDING_WINDOW_MS,
  type TrendingWindow,
  trendingScore,
} from '@solpad/core/marketing';
import type { AnalyticsResponse } from '@solpad/core/schemas';
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, schema } from '../db';
import type { AppDeps } from '../deps';
import { launchPriceSol } from '../launch/tokens';
import type { MarketingService } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The spots a trending change is measured between — the token list's (api/src/launch/tokens.ts priceRefs): the spot
 * after the last trade at or before the window's start and the spot after the newest trade, each the launch price
 * when there is no such trade. So a token's change here is the list's for the same moment.
 */
async function changeSpots(db: Db, mints: string[], since: Date, until: Date) {
  const t = schema.trades;
  const spot = sql<number>`coalesce(${t.spotPriceSol}, ${t.priceSol})`;
  const lastSpot = (upTo: Date) =>
    db
      .selectDistinctOn([t.mint], { mint: t.mint, price: spot })
      .from(t)
      .where(and(inArray(t.mint, mints), lte(t.createdAt, upTo)))
      .orderBy(t.mint, desc(t.createdAt), desc(t.slot));
  const [after, before, tokens] = await Promise.all([
    lastSpot(until),
    lastSpot(since),
    db
      .select({ mint: schema.tokens.address, platform: schema.tokens.platform })
      .from(schema.tokens)
      .where(inArray(schema.tokens.address, mints)),
  ]);
  const afterBy = new Map(after.map((r) => [r.mint, r.price]));
  const beforeBy = new Map(before.map((r) => [r.mint, r.price]));
  return new Map(
    tokens.map((token) => {
      const launch = launchPriceSol(token);
      return [
        token.mint,
        { base: beforeBy.get(token.mint) ?? launch, after: afterBy.get(token.mint) ?? launch },
      ];
    }),
  );
}

/** What the insight queries take first: the database, the server clock and the marketing service (token info). */
interface InsightsDeps {
  db: Db;
  now: () => number;
  marketing: MarketingService;
}

/** The trending ranking over `window`: trades, traders, new holders and price change, plus paid boosts. */
async function trending(deps: InsightsDeps, window: TrendingWindow, limit: number) {
  const { db, now, marketing } = deps;
  const t = schema.trades;
  const at = now();
  const since = new Date(at - TRENDING_WINDOW_MS[window]);
  const nowDate = new Date(at);
  const visible = and(eq(schema.tokens.hidden, false), gte(t.createdAt, since));
  const [agg, boosts] = await Promise.all([
    db
      .select({
        mint: t.mint,
        volume: sql<string>`sum(${t.solLamports})::text`,
        trades: sql<number>`count(*)::int`,
        traders: sql<number>`count(distinct ${t.trader})::int`,
      })
      .from(t)
      .innerJoin(schema.tokens, eq(schema.tokens.address, t.mint))
      .where(visible)
      .groupBy(t.mint),
    db
      .select({
        mint: schema.campaigns.mint,
        budget: sql<string>`sum(${schema.campaigns.budgetLamports})::text`,
      })
      .from(schema.campaigns)
      .innerJoin(schema.tokens, eq(schema.tokens.address, schema.campaigns.mint))
      .where(
        and(
          eq(schema.campaigns.type, 'trending_boost'),
          eq(schema.campaigns.state, 'funded'),
          eq(schema.campaigns.hidden, false),
          lte(schema.campaigns.startsAt, nowDate),
          sql`${schema.campaigns.endsAt} > ${nowDate}`,
          eq(schema.tokens.hidden, false),
        ),
      )
      .groupBy(schema.campaigns.mint),
  ]);
  const mints = [...new Set([...agg.map((a) => a.mint), ...boosts.map((b) => b.mint)])];
  if (!mints.length) return { window, generatedAt: nowDate.toISOString(), tokens: [] };
  const firsts = db
    .select({ mint: t.mint, first: sql<Date>`min(${t.createdAt})`.as('first') })
    .from(t)
    .where(and(inArray(t.mint, mints), eq(t.side, 'buy')))
    .groupBy(t.mint, t.trader)
    .as('firsts');
  const [prices, holders, info] = await Promise.all([
    changeSpots(db, mints, since, nowDate),
    db
      .select({ mint: firsts.mint, n: sql<number>`count(*)::int` })
      .from(firsts)
      .where(sql`${firsts.first} >= ${since}`)
      .groupBy(firsts.mint),
    marketing.tokenInfo(mints),
  ]);
  const map = <T extends { mint: string }>(rows: T[]) => new Map(rows.map((r) => [r.mint, r]));
  const aggBy = map(agg);
  const boostBy = map(boosts);
  const holdersBy = map(holders);
  const ranked = mints
    .map((mint) => {
      const a = aggBy.get(mint);
      const { base, after } = prices.get(mint) ?? { base: null, after: null };
      const inputs = {
        volumeLamports: BigInt(a?.volume ?? '0'),
        uniqueTraders: a?.traders ?? 0,
        newHolders: holdersBy.get(mint)?.n ?? 0,
        priceChangePct: priceChangePct(base, after),
        boostLamports: BigInt(boostBy.get(mint)?.budget ?? '0'),
      };
      return {
        token: marketing.tokenOf(info, mint),
        score: trendingScore(inputs),
        volumeLamports: inputs.volumeLamports.toString(),
        trades: a?.trades ?? 0,
        uniqueTraders: inputs.uniqueTraders,
        newHolders: inputs.newHolders,
        priceChangePct: Math.round(inputs.priceChangePct * 100) / 100,
        priceSol: after,
        boostLamports: inputs.boostLamports.toString(),
      };
    })
    .sort((x, y) => y.score - x.score || Number(BigInt(y.volumeLamports) - BigInt(x.volumeLamports)))
    .slice(0, limit)
    .map((r, i) => ({ rank: i + 1, ...r }));
  return { window, generatedAt: nowDate.toISOString(), tokens: ranked };
}

/** Marketing and trading activity per UTC day over the last `q.days` days (of one token with `q.mint`). */
async function analytics(deps: InsightsDeps, q: { days: number; mint?: string }): Promise<AnalyticsResponse> {
  const { db, now } = deps;
  const t = schema.trades;
  const at = now();
  const to = new Date(at);
  // Whole UTC days: from the start of the first day to now.
  const todayStart = Math.floor(at / DAY_MS) * DAY_MS;
  const from = new Date(todayStart - (q.days - 1) * DAY_MS);
  const day = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
  const c = schema.campaigns;
  const pc = schema.presaleContributions;
  const [campaignDays, presaleDays, contributionDays, tradeDays, active] = await Promise.all([
    db
      .select({
        d: day(c.createdAt),
        n: sql<number>`count(*)::int`,
        budget: sql<string>`coalesce(sum(${c.budgetLamports}) filter (where ${c.fundingSignature} is not null), 0)::text`,
      })
      .from(c)
      .where(and(gte(c.createdAt, from), eq(c.hidden, false), q.mint ? eq(c.mint, q.mint) : undefined))
      .groupBy(day(c.createdAt)),
    db
      .select({ d: day(schema.presales.createdAt), n: sql<number>`count(*)::int` })
      .from(schema.presales)
      .where(
        and(
          gte(schema.presales.createdAt, from),
          eq(schema.presales.hidden, false),
          q.mint ? eq(schema.presales.mint, q.mint) : undefined,
        ),
      )
      .groupBy(day(schema.presales.createdAt)),
    db
      .select({
        d: day(pc.createdAt),
        n: sql<number>`count(*)::int`,
        v: sql<string>`sum(${pc.lamports})::text`,
      })
      .from(pc)
      .innerJoin(schema.presales, eq(schema.presales.id, pc.presaleId))
      .where(
        and(
          gte(pc.createdAt, from),
          eq(schema.presales.hidden, false),
          q.mint ? eq(schema.presales.mint, q.mint) : undefined,
        ),
      )
      .groupBy(day(pc.createdAt)),
    db
      .select({
        d: day(t.createdAt),
        n: sql<number>`count(*)::int`,
        v: sql<string>`sum(${t.solLamports})::text`,
        traders: sql<number>`count(distinct ${t.trader})::int`,
      })
      .from(t)
      .where(and(gte(t.createdAt, from), q.mint ? eq(t.mint, q.mint) : undefined))
      .groupBy(day(t.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(c)
      .where(
        and(
          eq(c.state, 'funded'),
          eq(c.hidden, false),
          isNotNull(c.fundingSignature),
          lte(c.startsAt, to),
          sql`${c.endsAt} > ${to}`,
          q.mint ? eq(c.mint, q.mint) : undefined,
        ),
      ),
  ]);
  const by = <T extends { d: string }>(rows: T[]) => new Map(rows.map((r) => [r.d, r]));
  const cBy = by(campaignDays);
  const pBy = by(presaleDays);
  const kBy = by(contributionDays);
  const tBy = by(tradeDays);
  const days: AnalyticsResponse['days'] = [];
  for (let d = from.getTime(); d <= todayStart; d += DAY_MS) {
    const key = new Date(d).toISOString().slice(0, 10);
    days.push({
      date: key,
      campaignsCreated: cBy.get(key)?.n ?? 0,
      campaignBudgetLamports: cBy.get(key)?.budget ?? '0',
      presalesCreated: pBy.get(key)?.n ?? 0,
      contributions: kBy.get(key)?.n ?? 0,
      contributionLamports: kBy.get(key)?.v ?? '0',
      trades: tBy.get(key)?.n ?? 0,
      tradeVolumeLamports: tBy.get(key)?.v ?? '0',
      uniqueTraders: tBy.get(key)?.traders ?? 0,
    });
  }
  const sum = (f: (x: (typeof days)[number]) => string) =>
    days.reduce((s, x) => s + BigInt(f(x)), 0n).toString();
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    mint: q.mint ?? null,
    days,
    totals: {
      campaigns: days.reduce((s, x) => s + x.campaignsCreated, 0),
      activeCampaigns: active[0]?.n ?? 0,
      campaignBudgetLamports: sum((x) => x.campaignBudgetLamports),
      presales: days.reduce((s, x) => s + x.presalesCreated, 0),
      raisedLamports: sum((x) => x.contributionLamports),
      trades: days.reduce((s, x) => s + x.trades, 0),
      tradeVolumeLamports: sum((x) => x.tradeVolumeLamports),
    },
  };
}

/** Trending and analytics of one app. */
export function insightsService(deps: AppDeps, marketing: MarketingService) {
  const insights: InsightsDeps = { db: deps.database.db, now: marketing.now, marketing };
  return {
    trending: (window: TrendingWindow, limit: number) => trending(insights, window, limit),
    analytics: (q: { days: number; mint?: string }) => analytics(insights, q),
  };
}
