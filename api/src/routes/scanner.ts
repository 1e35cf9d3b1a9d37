import { mergeRecentScans, recentScanKey } from '@solpad/core/scanner';
import {
  RECENT_SCANS_SERVER_MAX,
  type RecentScan,
  RecentScanSchema,
  RecentScansPostRequestSchema,
  type RecentScansResponse,
  ScannerAddressParamsSchema,
  ScannerResolveQuerySchema,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { readSession } from '../auth/session';
import { solUsdOf } from '../chain/sol-usd';
import { type Db, schema } from '../db';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson, readParams, readQuery } from '../lib/validate';
import { activityOf, launchesOf, marketAnswer, resolveTokens } from '../scanner/market-source';
import { createReportCache } from '../scanner/report-cache';

type RecentRow = typeof schema.recentScans.$inferSelect;
/** A stored row as the API answers it (validated, so the reply always matches its documented schema). */
const recentOf = (r: RecentRow): RecentScan =>
  RecentScanSchema.parse({
    type: r.type,
    query: r.query,
    chain: r.chain,
    risk: r.risk,
    timestamp: r.scannedAt.getTime(),
    score: r.score,
    ...(r.address ? { address: r.address } : {}),
    ...(r.label ? { label: r.label } : {}),
    ...(r.checks ? { checks: r.checks } : {}),
    marketCapUsd: r.marketCapUsd,
    liquidityUsd: r.liquidityUsd,
  });

/** A wallet's recent scans, newest first (at most RECENT_SCANS_SERVER_MAX). */
async function listRecent(db: Db, wallet: string): Promise<RecentScansResponse> {
  const { recentScans: t } = schema;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.wallet, wallet))
    .orderBy(desc(t.scannedAt), asc(t.id))
    .limit(RECENT_SCANS_SERVER_MAX);
  return { scans: rows.map(recentOf) };
}

/**
 * Adds scans to a wallet's history: one row per target (core's `recentScanKey`), the newer scan of a target
 * replacing the older, then only the newest RECENT_SCANS_SERVER_MAX kept. Idempotent, so a browser may send its
 * whole local history at every sign-in. A scan time later than now (a wrong clock) is stored as now, so no
 * entry can pin itself at the top.
 */
async function addRecent(db: Db, wallet: string, scans: RecentScan[]): Promise<void> {
  const { recentScans: t } = schema;
  const now = Date.now();
  // One row per target in the batch (ON CONFLICT cannot touch a row twice in one statement).
  const rows = mergeRecentScans([scans], RECENT_SCANS_SERVER_MAX).map((s) => ({
    wallet,
    targetKey: recentScanKey(s),
    type: s.type,
    query: s.query.trim(),
    chain: s.chain,
    risk: s.risk,
    score: s.score,
    scannedAt: new Date(Math.min(s.timestamp, now)),
    address: s.address ?? null,
    label: s.label ?? null,
    checks: s.checks ?? null,
    marketCapUsd: s.marketCapUsd ?? null,
    liquidityUsd: s.liquidityUsd ?? null,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    await tx
      .insert(t)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.wallet, t.targetKey],
        set: {
          type: excluded('type'),
          query: excluded('query'),
          chain: excluded('chain'),
          risk: excluded('risk'),
          score: excluded('score'),
          scannedAt: excluded('scanned_at'),
          address: excluded('address'),
          label: excluded('label'),
          checks: excluded('checks'),
          marketCapUsd: excluded('market_cap_usd'),
          liquidityUsd: excluded('liquidity_usd'),
        },
        // An older scan of a target (a stale local history merged at sign-in) does not replace a newer one.
        setWhere: sql`excluded.scanned_at > ${t.scannedAt}`,
      });
    // Two writes at once may each keep 20 and leave a few more; the list reads only the newest 20, and the
    // next write trims again.
    await tx
      .delete(t)
      .where(
        and(
          eq(t.wallet, wallet),
          notInArray(
            t.id,
            tx
              .select({ id: t.id })
              .from(t)
              .where(eq(t.wallet, wallet))
              .orderBy(desc(t.scannedAt), asc(t.id))
              .limit(RECENT_SCANS_SERVER_MAX),
          ),
        ),
      );
  });
}

/**
 * What the security scanner reads beside the chain: symbol lookup in the token index, a token's trades (the
 * scanner computes price, change, volume and indicators from them) and the tokens a wallet launched. And the
 * signed-in wallet's recent scans (`/recent`, behind a Sign-In With Solana session: 401 without one).
 */
export function scannerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = async (c: Context) => {
    const session = await readSession(c, db, deps.config);
    if (!session) throw catalogued('UNAUTHENTICATED');
    return session.address;
  };
  const writes = rateLimit('scanner-recent', { limit: 120, windowMs: 60_000 });
  const reports = createReportCache({
    db,
    chain: deps.chain,
    solUsd: async () => (await solUsdOf(deps).get()).usd,
  });
  const reportLimit = rateLimit('token report', { limit: 60, windowMs: 60_000 });
  return new Hono()
    .get('/recent', async (c) => c.json(await listRecent(db, await signedIn(c))))
    .post('/recent', writes, async (c) => {
      const wallet = await signedIn(c);
      const { scans } = await readJson(c, RecentScansPostRequestSchema);
      await addRecent(db, wallet, scans);
      return c.json(await listRecent(db, wallet));
    })
    .get('/resolve', async (c) => {
      const { q } = readQuery(c, ScannerResolveQuerySchema);
      return c.json({ tokens: await resolveTokens(db, q) });
    })
    .get('/market/:address', async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      return c.json(await marketAnswer(db, (await solUsdOf(deps).get()).usd, address));
    })
    .get('/launches/:address', async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      const [tokens, solUsd] = await Promise.all([launchesOf(db, address), solUsdOf(deps).get()]);
      return c.json({ tokens, solUsd: solUsd.usd });
    })
    .get('/token/:address', reportLimit, async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      return c.json(await reports.get(address));
    })
    .get('/activity/:address', async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      return c.json(await activityOf(db, deps.chain, address));
    });
}
