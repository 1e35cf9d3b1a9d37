import {
  ADMIN_DASHBOARD_DAYS,
  type AdminAnalysis,
  AdminAnalysisQuerySchema,
  AdminAnalysisSchema,
  type AdminDashboard,
  AdminDashboardSchema,
} from '@solpad/core/schemas';
import { and, count, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, schema } from '../db';
import { readQuery } from '../lib/validate';
import { type AdminDeps, adminApp } from './env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a timestamp column as `YYYY-MM-DD`. */
const utcDay = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** How many rows of `table` are new (by their `at` column) on each UTC day since `start`, by day. */
async function newPerDay(db: Db, table: PgTable, at: PgColumn, start: Date): Promise<Map<string, number>> {
  const day = utcDay(at);
  const rows = await db.select({ day, n: count() }).from(table).where(gte(at, start)).groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The venue's trades on each UTC day since `start`: count, distinct traders, volume and fees (lamports), by day. */
async function tradesPerDay(db: Db, start: Date) {
  const day = utcDay(schema.trades.createdAt);
  const rows = await db
    .select({
      day,
      n: count(),
      traders: sql<number>`count(distinct ${schema.trades.trader})::int`,
      volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`,
      fees: sql<string>`coalesce(sum(${schema.trades.feeLamports}), 0)::text`,
    })
    .from(schema.trades)
    .where(gte(schema.trades.createdAt, start))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r]));
}

/** The last `days` UTC days, oldest first, as `YYYY-MM-DD`. */
export function lastUtcDays(now: number, days: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `GET /dashboard`: platform counts and a 14-day series of trades, volume and new wallets, from real rows. */
export function dashboardRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp().get('/dashboard', async (c) => {
    const now = Date.now();
    const dayAgo = new Date(now - DAY_MS);
    const days = lastUtcDays(now, ADMIN_DASHBOARD_DAYS);
    const seriesStart = new Date(`${days[0]}T00:00:00.000Z`);
    const [
      tokens,
      trades24h,
      wallets,
      sessions,
      clientErrors,
      serverErrors,
      subscribers,
      tradesByDay,
      walletsByDay,
    ] = await Promise.all([
      db.select({ n: count() }).from(schema.tokens),
      db
        .select({ n: count(), volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text` })
        .from(schema.trades)
        .where(gte(schema.trades.createdAt, dayAgo)),
      db.select({ n: count() }).from(schema.walletsSeen),
      db
        .select({ n: count() })
        .from(schema.sessions)
        .where(and(isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, new Date(now)))),
      db.select({ n: count() }).from(schema.clientErrors).where(gte(schema.clientErrors.createdAt, dayAgo)),
      db.select({ n: count() }).from(schema.serverErrors).where(gte(schema.serverErrors.at, dayAgo)),
      db.select({ n: count() }).from(schema.notifySubscribers),
      tradesPerDay(db, seriesStart),
      newPerDay(db, schema.walletsSeen, schema.walletsSeen.firstSeenAt, seriesStart),
    ]);
    const body: AdminDashboard = {
      counts: {
        tokens: tokens[0]?.n ?? 0,
        trades24h: trades24h[0]?.n ?? 0,
        volume24hLamports: trades24h[0]?.volume ?? '0',
        walletsSeen: wallets[0]?.n ?? 0,
        sessionsActive: sessions[0]?.n ?? 0,
        clientErrors24h: clientErrors[0]?.n ?? 0,
        serverErrors24h: serverErrors[0]?.n ?? 0,
        notifySubscribers: subscribers[0]?.n ?? 0,
      },
      daily: days.map((day) => ({
        day,
        trades: tradesByDay.get(day)?.n ?? 0,
        volumeLamports: tradesByDay.get(day)?.volume ?? '0',
        newWallets: walletsByDay.get(day) ?? 0,
      })),
      generatedAt: new Date(now).toISOString(),
    };
    return c.json(AdminDashboardSchema.parse(body));
  });
}

/** `GET /analysis?days=`: daily trades, traders, volume, platform fees and new tokens over 7–365 days. */
export function analysisRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp().get('/analysis', async (c) => {
    const { days } = readQuery(c, AdminAnalysisQuerySchema);
    const now = Date.now();
    const dayList = lastUtcDays(now, days);
    const start = new Date(`${dayList[0]}T00:00:00.000Z`);
    const [tradesByDay, tokensByDay] = await Promise.all([
      tradesPerDay(db, start),
      newPerDay(db, schema.tokens, schema.tokens.createdAt, start),
    ]);
    const daily = dayList.map((day) => {
      const t = tradesByDay.get(day);
      return {
        day,
        trades: t?.n ?? 0,
        traders: Number(t?.traders ?? 0),
        volumeLamports: t?.volume ?? '0',
        feesLamports: t?.fees ?? '0',
        newTokens: tokensByDay.get(day) ?? 0,
      };
    });
    const body: AdminAnalysis = {
      days,
      daily,
      totals: {
        trades: daily.reduce((n, d) => n + d.trades, 0),
        volumeLamports: String(daily.reduce((n, d) => n + BigInt(d.volumeLamports), 0n)),
        feesLamports: String(daily.reduce((n, d) => n + BigInt(d.feesLamports), 0n)),
        newTokens: daily.reduce((n, d) => n + d.newTokens, 0),
      },
      generatedAt: new Date(now).toISOString(),
    };
    return c.json(AdminAnalysisSchema.parse(body));
  });
}
