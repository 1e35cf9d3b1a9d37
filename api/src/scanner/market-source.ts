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
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ChainBackend } from '../chain/types';
import { type Db, rowsOf, schema } from '../db';
import { likeEscape } from '../db/listing';
import { launchPriceSol, spotBefore } from '../launch/tokens';
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

/** A trade as the scanner's answers read it. */
interface TradeRow {
  signature: string;
  slot: bigint;
  createdAt: Date;
  side: 'buy' | 'sell';
  trader: string;
  solLamports: bigint;
  tokenAmount: bigint;
}

/**
 * The trades matching `where`, `limit` of them in `order` (the earliest by slot, or the newest by time), as one
 * JSON text built by the database — a scalar subquery, so it can ride along in another query's row: hundreds of
 * rows then cost one value through the driver (PGlite's row parser made the trades most of a scanner answer's
 * time). Read it with {@link tradesOfJson}.
 */
function tradesJson(where: SQL, order: 'earliest' | 'newest', limit: number): SQL<string> {
  const { trades } = schema;
  const sorted =
    order === 'earliest'
      ? sql`${trades.slot}, ${trades.createdAt}, ${trades.signature}`
      : sql`${trades.createdAt} desc`;
  const aggregateOrder = sql.raw(
    order === 'earliest' ? 't.slot, t.created_at, t.signature' : 't.created_at desc',
  );
  return sql<string>`(select coalesce(json_agg(json_build_array(t.signature, t.slot::text, floor(extract(epoch from t.created_at) * 1000)::bigint, t.side, t.trader, t.sol_lamports::text, t.token_amount::text) order by ${aggregateOrder}), '[]')::text from (select ${trades.signature} as signature, ${trades.slot} as slot, ${trades.createdAt} as created_at, ${trades.side} as side, ${trades.trader} as trader, ${trades.solLamports} as sol_lamports, ${trades.tokenAmount} as token_amount from ${trades} where ${where} order by ${sorted} limit ${limit}) t)`;
}

/** The trades of a {@link tradesJson} text. Times keep the driver's millisecond precision. */
function tradesOfJson(json: string | null | undefined): TradeRow[] {
  const rows = JSON.parse(json ?? '[]') as [string, string, number, 'buy' | 'sell', string, string, string][];
  return rows.map(([signature, slot, ms, side, trader, sol, tokens]) => ({
    signature,
    slot: BigInt(slot),
    createdAt: new Date(ms),
    side,
    trader,
    solLamports: BigInt(sol),
    tokenAmount: BigInt(tokens),
  }));
}

/** The trades matching `where`, `limit` of them in `order`: one query ({@link tradesJson}). */
async function tradeRows(
  db: Db,
  where: SQL,
  order: 'earliest' | 'newest',
  limit: number,
): Promise<TradeRow[]> {
  const [row] = await db
    .execute<{ json: string }>(sql`select ${tradesJson(where, order, limit)} as json`)
    .then((r) => rowsOf<{ json: string }>(r));
  return tradesOfJson(row?.json);
}

/**
 * The market answer of `address`: its index entry, venue liquidity, the list's own figures for this moment (spot
 * price, the 24 h reference price, 24 h volume) and the chart's candle closes — so the scanner shows the same
 * price and change as the list and the token page. The latest trades (oldest first) only when a figure rests on
 * them: with no candle to draw the price history from, or no venue to quote the spot price (a scanner reads
 * trades only then; hundreds of them were most of this answer's cost). Two queries, three with the trades: the
 * token with its curve, pool, 24 h volume and reference price; its candles; its trades.
 */
export async function marketAnswer(db: Db, solUsd: number, address: string): Promise<ScannerMarketResponse> {
  const { tokens, trades, curves, pools } = schema;
  const [row] = await db
    .select({
      token: tokens,
      curve: curves,
      pool: pools,
      volume: sql<string>`(select coalesce(sum(${trades.solLamports}), 0)::text from ${trades} where ${trades.mint} = ${tokens.address} and ${trades.createdAt} > now() - interval '24 hours')`,
      ref24h: spotBefore('h24'),
    })
    .from(tokens)
    .leftJoin(curves, eq(curves.mint, tokens.address))
    .leftJoin(pools, eq(pools.mint, tokens.address))
    .where(eq(tokens.address, address))
    .limit(1);
  const token = row?.token;
  const candles = token ? await readCandles(db, address, INDICATOR_INTERVAL, INDICATOR_CANDLES) : [];
  const curve = row?.curve ?? null;
  const pool = row?.pool ?? null;
  // The same spot price the list shows: the pool's reserves once graduated, the curve's virtual ones before.
  const spot = pool
    ? spotPriceSol({ sol: pool.solReserves, token: pool.tokenReserves })
    : curve
      ? spotPriceSol({ sol: curve.virtualSolReserves, token: curve.virtualTokenReserves })
      : null;
  // What `marketFromTrades` reads the trades for: the price history without candles, the price without a spot.
  const recent =
    token && (candles.length === 0 || spot === null)
      ? (await tradeRows(db, eq(trades.mint, address), 'newest', SCANNER_MARKET_TRADES_MAX)).reverse()
      : [];
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
    trades: recent.map((t) => ({
      time: t.createdAt.toISOString(),
      side: t.side,
      solLamports: t.solLamports.toString(),
      tokenAmount: t.tokenAmount.toString(),
    })),
    list: token
      ? {
          spotPriceSol: spot,
          // A token with no trade before the window was still at its launch price (as the list counts it).
          priceRef24hSol: row?.ref24h == null ? launchPriceSol(token) : Number(row.ref24h),
          volume24hLamports: row?.volume ?? '0',
        }
      : null,
    closes: candles.map((c) => c.close),
  };
}

/**
 * Tokens `wallet` launched on the platform, oldest first (at most 100), each with what its fate rests on: the
 * highest and latest spot price of its trades and the SOL a seller can sell into now (curve or pool). One query.
 */
export async function launchesOf(db: Db, wallet: string): Promise<CreatorLaunchRecord[]> {
  const { tokens, trades, curves, pools } = schema;
  const price = sql`coalesce(${trades.spotPriceSol}, ${trades.priceSol})`;
  const rows = await db
    .select({
      token: tokens,
      peak: sql<
        number | null
      >`(select max(${price}) from ${trades} where ${trades.mint} = ${tokens.address})`,
      last: sql<
        number | null
      >`(select ${price} from ${trades} where ${trades.mint} = ${tokens.address} order by ${trades.slot} desc, ${trades.createdAt} desc limit 1)`,
      curveSol: curves.realSolReserves,
      poolSol: pools.solReserves,
    })
    .from(tokens)
    .leftJoin(curves, eq(curves.mint, tokens.address))
    .leftJoin(pools, eq(pools.mint, tokens.address))
    .where(eq(tokens.creator, wallet))
    .orderBy(asc(tokens.createdAt))
    .limit(100);
  return rows.map((r) => {
    const liquidity = r.poolSol ?? r.curveSol ?? null;
    return {
      ...indexedToken(r.token),
      peakPriceSol: r.peak == null ? null : Number(r.peak),
      lastPriceSol: r.last == null ? null : Number(r.last),
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
 * creator — oldest first. One query while every trade fits (the creator's are among them), three beyond.
 */
export async function activityOf(
  db: Db,
  chain: Pick<ChainBackend, 'faucetAddress'>,
  address: string,
): Promise<ScannerActivityResponse> {
  const commonFunders = commonFundersOf(chain);
  const { trades } = schema;
  // The token and its earliest trades (one more than the bound: whether there are more) in one query.
  const [token] = await db
    .select({
      creator: schema.tokens.creator,
      launchSignature: schema.tokens.launchSignature,
      createdAt: schema.tokens.createdAt,
      trades: tradesJson(eq(trades.mint, schema.tokens.address), 'earliest', SCANNER_ACTIVITY_TRADES_MAX + 1),
    })
    .from(schema.tokens)
    .where(eq(schema.tokens.address, address))
    .limit(1);
  if (!token) return { indexed: false, launch: null, trades: [], complete: true, commonFunders };
  const first = tradesOfJson(token.trades);
  const earliest = first.slice(0, SCANNER_ACTIVITY_TRADES_MAX);
  const [byCreator, [count]] =
    first.length <= SCANNER_ACTIVITY_TRADES_MAX
      ? [[], [{ n: first.length }]]
      : await Promise.all([
          tradeRows(
            db,
            and(eq(trades.mint, address), eq(trades.trader, token.creator)) as SQL,
            'earliest',
            SCANNER_ACTIVITY_TRADES_MAX,
          ),
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
