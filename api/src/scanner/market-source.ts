// What the scanner reads beside the chain, from the platform's own index: the routes under /api/scanner answer
// browsers with it, and the token-stats indexer scans in-process with the same figures (`dbMarketSource`).
import {
  activityFromAnswer,
  launchesFromAnswer,
  type MarketSource,
  marketFromTrades,
} from '@solpad/core/scanner';
import {
  type CreatorLaunchRecord,
  type IndexedToken,
  SCANNER_ACTIVITY_TRADES_MAX,
  SCANNER_MARKET_TRADES_MAX,
  type ScannerActivityResponse,
  type ScannerMarketResponse,
} from '@solpad/core/schemas';
import { spotPriceSol } from '@solpad/core/trade';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, schema } from '../db';
import { priceRefs } from '../launch/tokens';
import { readCandles } from '../trade/candles';

/** The candles the scanner's indicators read: the chart's 5-minute candles, the newest ones. */
const INDICATOR_INTERVAL = '5m';
const INDICATOR_CANDLES = 200;

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

/**
 * The market answer of `address`: its index entry, venue liquidity, latest trades (oldest first), the list's own
 * figures for this moment (spot price, the 24 h reference price, 24 h volume) and the chart's candle closes — so
 * the scanner shows the same price and change as the list and the token page.
 */
export async function marketAnswer(db: Db, solUsd: number, address: string): Promise<ScannerMarketResponse> {
  const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, address)).limit(1);
  const [trades, [curve], [pool], refs, [day], candles] = token
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
        priceRefs(db, [token]),
        db
          .select({ volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text` })
          .from(schema.trades)
          .where(
            and(
              eq(schema.trades.mint, address),
              sql`${schema.trades.createdAt} > now() - interval '24 hours'`,
            ),
          ),
        readCandles(db, address, INDICATOR_INTERVAL, INDICATOR_CANDLES),
      ])
    : [[], [], [], null, [], []];
  // The same spot price the list shows: the pool's reserves once graduated, the curve's virtual ones before.
  const spot = pool
    ? spotPriceSol({ sol: pool.solReserves, token: pool.tokenReserves })
    : curve
      ? spotPriceSol({ sol: curve.virtualSolReserves, token: curve.virtualTokenReserves })
      : null;
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
    list: token
      ? {
          spotPriceSol: spot,
          priceRef24hSol: refs?.get(address)?.h24 ?? null,
          volume24hLamports: day?.volume ?? '0',
        }
      : null,
    closes: candles.map((c) => c.close),
  };
}

/**
 * Tokens `wallet` launched on the platform, oldest first (at most 100), each with what its fate rests on: the
 * highest and latest spot price of its trades and the SOL a seller can sell into now (curve or pool).
 */
export async function launchesOf(db: Db, wallet: string): Promise<CreatorLaunchRecord[]> {
  const rows = await db
    .select()
    .from(schema.tokens)
    .where(eq(schema.tokens.creator, wallet))
    .orderBy(asc(schema.tokens.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const mints = rows.map((r) => r.address);
  const { trades, curves, pools } = schema;
  const [prices, curveRows, poolRows] = await Promise.all([
    db
      .select({
        mint: trades.mint,
        peak: sql<number | null>`max(coalesce(${trades.spotPriceSol}, ${trades.priceSol}))`,
        last: sql<
          number | null
        >`(array_agg(coalesce(${trades.spotPriceSol}, ${trades.priceSol}) order by ${trades.slot} desc, ${trades.createdAt} desc))[1]`,
      })
      .from(trades)
      .where(inArray(trades.mint, mints))
      .groupBy(trades.mint),
    db.select().from(curves).where(inArray(curves.mint, mints)),
    db.select().from(pools).where(inArray(pools.mint, mints)),
  ]);
  const priceOf = new Map(prices.map((p) => [p.mint, p]));
  const curveOf = new Map(curveRows.map((c) => [c.mint, c.realSolReserves]));
  const poolOf = new Map(poolRows.map((p) => [p.mint, p.solReserves]));
  return rows.map((t) => {
    const p = priceOf.get(t.address);
    const liquidity = poolOf.get(t.address) ?? curveOf.get(t.address) ?? null;
    return {
      ...indexedToken(t),
      peakPriceSol: p?.peak == null ? null : Number(p.peak),
      lastPriceSol: p?.last == null ? null : Number(p.last),
      liquidityLamports: liquidity === null ? null : liquidity.toString(),
    };
  });
}

/** The chain's common funders: the localnet's faucet (every airdrop comes from it). */
export function commonFundersOf(chain: Pick<ChainBackend, 'faucetAddress'>) {
  return chain.faucetAddress ? [{ address: chain.faucetAddress, label: 'Localnet faucet' }] : [];
}

/**
 * The venue's record of a token for the actor analysis: its launch (signature, slot, creator) and its trades
 * with their traders and slots — the earliest {@link SCANNER_ACTIVITY_TRADES_MAX} plus every trade of the
 * creator — oldest first.
 */
export async function activityOf(
  db: Db,
  chain: Pick<ChainBackend, 'faucetAddress'>,
  address: string,
): Promise<ScannerActivityResponse> {
  const commonFunders = commonFundersOf(chain);
  const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, address)).limit(1);
  if (!token) return { indexed: false, launch: null, trades: [], complete: true, commonFunders };
  const { trades } = schema;
  const order = [asc(trades.slot), asc(trades.createdAt), asc(trades.signature)] as const;
  const [earliest, byCreator, [count]] = await Promise.all([
    db
      .select()
      .from(trades)
      .where(eq(trades.mint, address))
      .orderBy(...order)
      .limit(SCANNER_ACTIVITY_TRADES_MAX),
    db
      .select()
      .from(trades)
      .where(and(eq(trades.mint, address), eq(trades.trader, token.creator)))
      .orderBy(...order)
      .limit(SCANNER_ACTIVITY_TRADES_MAX),
    db.select({ n: sql<number>`count(*)::int` }).from(trades).where(eq(trades.mint, address)),
  ]);
  const bySignature = new Map([...earliest, ...byCreator].map((t) => [t.signature, t]));
  const rows = [...bySignature.values()].sort((a, b) =>
    a.slot === b.slot ? a.createdAt.getTime() - b.createdAt.getTime() : a.slot < b.slot ? -1 : 1,
  );
  // The launch's slot: its initial buy is recorded under the launch signature; a launch without one is placed
  // at the slot of the first trade at the earliest (unknown when there is none).
  const launchTrade = rows.find((t) => t.signature === token.launchSignature);
  return {
    indexed: true,
    launch: {
      signature: token.launchSignature,
      slot: launchTrade ? launchTrade.slot.toString() : null,
      time: token.createdAt.toISOString(),
      creator: token.creator,
    },
    trades: rows.map((t) => ({
      signature: t.signature,
      slot: t.slot.toString(),
      time: t.createdAt.toISOString(),
      side: t.side,
      wallet: t.trader,
      solLamports: t.solLamports.toString(),
      tokenAmount: t.tokenAmount.toString(),
    })),
    complete: rows.length >= (count?.n ?? 0),
    commonFunders,
  };
}

/**
 * The scanner's market source read straight from the database: the same answers `createApiMarketSource` gets
 * over HTTP, so a scan made in-process scores exactly like the one a browser makes.
 */
export function dbMarketSource(
  db: Db,
  chain: Pick<ChainBackend, 'faucetAddress'>,
  solUsd: () => Promise<number>,
): MarketSource {
  return {
    tokenMarket: async (mint, decimals) =>
      marketFromTrades(await marketAnswer(db, await solUsd(), mint), decimals),
    launchesBy: async (wallet) => launchesFromAnswer(await launchesOf(db, wallet), await solUsd()),
    resolveSymbol: (query) => resolveTokens(db, query),
    activity: async (mint) => activityFromAnswer(await activityOf(db, chain, mint)),
  };
}
