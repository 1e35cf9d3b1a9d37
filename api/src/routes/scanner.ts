import { mergeRecentScans, recentScanKey } from '@solpad/core/scanner';
import {
  type IndexedToken,
  RECENT_SCANS_SERVER_MAX,
  type RecentScan,
  RecentScanSchema,
  RecentScansPostRequestSchema,
  type RecentScansResponse,
  SCANNER_MARKET_TRADES_MAX,
  ScannerAddressParamsSchema,
  type ScannerMarketResponse,
  ScannerResolveQuerySchema,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../app';
import { readSession } from '../auth/session';
import { type Db, schema } from '../db';
import { HttpError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson, readParams, readQuery } from '../lib/validate';

/** Most tokens the resolver answers with. */
const RESOLVE_LIMIT = 10;

type TokenRow = typeof schema.tokens.$inferSelect;
const indexed = (t: TokenRow): IndexedToken => ({
  address: t.address,
  name: t.name,
  symbol: t.symbol,
  creator: t.creator,
  createdAt: t.createdAt.toISOString(),
});

/** `%`, `_` and `\` are LIKE wildcards: a user's query matches them literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    if (!session) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in with your wallet first');
    return session.address;
  };
  const writes = rateLimit('scanner-recent', { limit: 120, windowMs: 60_000 });
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
      const term = q.replace(/^\$/, '');
      const rows = await db
        .select()
        .from(schema.tokens)
        .where(
          and(
            // Moderation: a hidden token is left out of public lists, the resolver included.
            eq(schema.tokens.hidden, false),
            or(
              ilike(schema.tokens.symbol, `${likeEscape(term)}%`),
              ilike(schema.tokens.name, `%${likeEscape(term)}%`),
            ),
          ),
        )
        // Exact symbol first, then symbol prefix, then name matches; newest first within each.
        .orderBy(
          sql`case when lower(${schema.tokens.symbol}) = lower(${term}) then 0 when ${schema.tokens.symbol} ilike ${`${likeEscape(term)}%`} then 1 else 2 end`,
          desc(schema.tokens.createdAt),
        )
        .limit(RESOLVE_LIMIT);
      return c.json({ tokens: rows.map(indexed) });
    })
    .get('/market/:address', async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      const [token] = await db
        .select()
        .from(schema.tokens)
        .where(eq(schema.tokens.address, address))
        .limit(1);
      const trades = token
        ? (
            await db
              .select()
              .from(schema.trades)
              .where(eq(schema.trades.mint, address))
              .orderBy(desc(schema.trades.createdAt))
              .limit(SCANNER_MARKET_TRADES_MAX)
          ).reverse()
        : [];
      const [curve] = token
        ? await db.select().from(schema.curves).where(eq(schema.curves.mint, address)).limit(1)
        : [];
      const [pool] = token
        ? await db.select().from(schema.pools).where(eq(schema.pools.mint, address)).limit(1)
        : [];
      const body: ScannerMarketResponse = {
        indexed: token !== undefined,
        token: token
          ? {
              ...indexed(token),
              status: token.status,
              poolAddress: pool?.address ?? token.poolAddress,
              vaultAddress: token.vaultAddress,
            }
          : null,
        liquidity: pool
          ? { venue: 'pool', solLamports: pool.solReserves.toString() }
          : curve
            ? { venue: 'curve', solLamports: curve.realSolReserves.toString() }
            : null,
        solUsd: deps.config.solUsd,
        trades: trades.map((t) => ({
          time: t.createdAt.toISOString(),
          side: t.side,
          solLamports: t.solLamports.toString(),
          tokenAmount: t.tokenAmount.toString(),
        })),
      };
      return c.json(body);
    })
    .get('/launches/:address', async (c) => {
      const { address } = readParams(c, ScannerAddressParamsSchema);
      const rows = await db
        .select()
        .from(schema.tokens)
        .where(eq(schema.tokens.creator, address))
        .orderBy(asc(schema.tokens.createdAt))
        .limit(100);
      return c.json({ tokens: rows.map(indexed) });
    });
}
