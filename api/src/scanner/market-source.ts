// What the scanner reads beside the chain, from the platform's own index: the routes under /api/scanner answer
// browsers with it, and the token-stats indexer scans in-process with the same figures (`dbMarketSource`).
import { type MarketSource, marketFromTrades } from '@solpad/core/scanner';
import {
  type IndexedToken,
  SCANNER_MARKET_TRADES_MAX,
  type ScannerMarketResponse,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';

/** Most tokens the resolver answers with. */
const RESOLVE_LIMIT = 10;

type TokenRow = typeof schema.tokens.$inferSelect;
/** A token as the scanner's index lists it. */
export const indexedToken = (t: TokenRow): IndexedToken => ({
  address: t.address,
  name: t.name,
  symbol: t.symbol,
  creator: t.creator,
  createdAt: t.createdAt.toISOString(),
});

/** `%`, `_` and `\` are LIKE wildcards: a user's query matches them literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tokens whose symbol or name matches `query` (a leading `$` ignored): exact symbol, prefix, then name. */
export async function resolveTokens(db: Db, query: string): Promise<IndexedToken[]> {
  const term = query.replace(/^\$/, '');
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
  return rows.map(indexedToken);
}

/** The market answer of `address`: its index entry, venue liquidity and latest trades (oldest first). */
export async function marketAnswer(db: Db, solUsd: number, address: string): Promise<ScannerMarketResponse> {
  const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, address)).limit(1);
  const [trades, [curve], [pool]] = token
    ? await Promise.all([
        db
          .select()
          .from(schema.trades)
          .where(eq(schema.trades.mint, address))
          .orderBy(desc(schema.trades.createdAt))
          .limit(SCANNER_MARKET_TRADES_MAX)
          .then((rows) => rows.reverse()),
        db.select().from(schema.curves).where(eq(schema.curves.mint, address)).limit(1),
        db.select().from(schema.pools).where(eq(schema.pools.mint, address)).limit(1),
      ])
    : [[], [], []];
  return {
    indexed: token !== undefined,
    token: token
      ? {
          ...indexedToken(token),
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
    solUsd,
    trades: trades.map((t) => ({
      time: t.createdAt.toISOString(),
      side: t.side,
      solLamports: t.solLamports.toString(),
      tokenAmount: t.tokenAmount.toString(),
    })),
  };
}

/** Tokens `wallet` launched on the platform, oldest first (at most 100). */
export async function launchesOf(db: Db, wallet: string): Promise<IndexedToken[]> {
  const rows = await db
    .select()
    .from(schema.tokens)
    .where(eq(schema.tokens.creator, wallet))
    .orderBy(asc(schema.tokens.createdAt))
    .limit(100);
  return rows.map(indexedToken);
}

/**
 * The scanner's market source read straight from the database: the same answers `createApiMarketSource` gets
 * over HTTP, so a scan made in-process scores exactly like the one a browser makes.
 */
export function dbMarketSource(db: Db, solUsd: () => Promise<number>): MarketSource {
  return {
    tokenMarket: async (mint, decimals) =>
      marketFromTrades(await marketAnswer(db, await solUsd(), mint), decimals),
    launchesBy: (wallet) => launchesOf(db, wallet),
    resolveSymbol: (query) => resolveTokens(db, query),
  };
}
