import {
  type IndexedToken,
  SCANNER_MARKET_TRADES_MAX,
  ScannerAddressParamsSchema,
  type ScannerMarketResponse,
  ScannerResolveQuerySchema,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { schema } from '../db';
import { readParams, readQuery } from '../lib/validate';

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

/**
 * What the security scanner reads beside the chain: symbol lookup in the token index, a token's trades (the
 * scanner computes price, change, volume and indicators from them) and the tokens a wallet launched.
 */
export function scannerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
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
