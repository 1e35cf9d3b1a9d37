import type { IndexedToken } from '../schemas/scanner-market';
import {
  type ScannerActivityResponse,
  ScannerActivityResponseSchema,
  ScannerLaunchesResponseSchema,
  type ScannerMarketResponse,
  ScannerMarketResponseSchema,
  ScannerResolveResponseSchema,
} from '../schemas/scanner-market';
import { launchFate, type TokenActivity } from './actors';
import { macd, rsi, sma } from './indicators';
import type { CreatorLaunch, MarketFacts, TechnicalFacts } from './types';

/** A token's market as a source knows it, before the scanner combines it with the mint's supply. */
export interface TokenMarket {
  /** Price in USD per whole token now (null: unknown). */
  priceUsd: number | null;
  /** Price 24 h ago, for the change (null: unknown or no trade before the window). */
  priceUsd24hAgo: number | null;
  volume24hUsd: number | null;
  liquidityUsd: number | null;
  /** The venue the liquidity sits in (null: none known). */
  liquidityVenue: 'curve' | 'pool' | null;
  liquidityLockedPct: number | null;
  /** Prices oldest first (one per trade or per candle), for the technical indicators; null: none. */
  priceHistory: number[] | null;
  /** Accounts the source can name (pool, bonding-curve vault…), keyed by address. */
  knownAccounts: Record<string, string>;
  /** Name, symbol and creator from the source's index (used when the chain has no metadata). */
  indexed: IndexedToken | null;
  /** Where the facts come from, shown with them. */
  source: string;
}

/**
 * Where the scanner gets what is not on chain: prices and volume, liquidity, the token index. Every method
 * answers null for "unknown" — the scanner never treats that as safe. The site passes one that calls the
 * API; tests pass fakes or {@link unknownMarketSource}.
 */
export interface MarketSource {
  /** The market of `mint` (decimals are the mint's, to turn base units into whole tokens). */
  tokenMarket(mint: string, decimals: number, signal?: AbortSignal): Promise<TokenMarket | null>;
  /** Tokens a wallet launched, with how each fared (null: unknown). */
  launchesBy(wallet: string, signal?: AbortSignal): Promise<CreatorLaunch[] | null>;
  /**
   * The venue's record of the token's launch and trades (`activity` null: not launched here) and the chain's
   * common funders (faucet, exchanges). Null: the source did not answer.
   */
  activity(mint: string, signal?: AbortSignal): Promise<ActivityAnswer | null>;
  /** Resolves a symbol or name to token addresses, best first (null: no index to ask). */
  resolveSymbol(query: string, signal?: AbortSignal): Promise<IndexedToken[] | null>;
}

/** What {@link MarketSource.activity} answers. */
export interface ActivityAnswer {
  activity: TokenActivity | null;
  commonFunders: Record<string, string>;
}

/** A source that knows nothing: every market fact is unknown. */
export const unknownMarketSource: MarketSource = {
  tokenMarket: async () => null,
  launchesBy: async () => null,
  resolveSymbol: async () => null,
  activity: async () => null,
};

/** The venue's activity answer as the actor analysis reads it (`activity` null: not launched here). */
export function activityFromAnswer(answer: ScannerActivityResponse): ActivityAnswer {
  const commonFunders = Object.fromEntries(answer.commonFunders.map((f) => [f.address, f.label]));
  return { activity: venueActivity(answer), commonFunders };
}

function venueActivity(answer: ScannerActivityResponse): TokenActivity | null {
  if (!answer.indexed || !answer.launch) return null;
  const time = Date.parse(answer.launch.time);
  return {
    source: 'Solpad trades',
    complete: answer.complete,
    launch: {
      slot: answer.launch.slot === null ? null : BigInt(answer.launch.slot),
      signature: answer.launch.signature,
      time: Number.isFinite(time) ? time : null,
      creator: answer.launch.creator,
    },
    events: answer.trades.map((t) => {
      const at = Date.parse(t.time);
      return {
        signature: t.signature,
        slot: BigInt(t.slot),
        time: Number.isFinite(at) ? at : null,
        wallet: t.wallet,
        kind: t.side,
        tokenAmount: BigInt(t.tokenAmount),
        solLamports: BigInt(t.solLamports),
      };
    }),
  };
}

/** A launches answer as the scanner reads it: each launch with its fate. */
export function launchesFromAnswer(
  tokens: readonly (IndexedToken & {
    peakPriceSol: number | null;
    lastPriceSol: number | null;
    liquidityLamports: string | null;
  })[],
  solUsd: number | null,
): CreatorLaunch[] {
  return tokens.map((t) => {
    const liquidityUsd =
      t.liquidityLamports === null || solUsd === null
        ? null
        : (Number(BigInt(t.liquidityLamports)) / 1e9) * solUsd;
    const launch = {
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      createdAt: Date.parse(t.createdAt),
      peakPriceSol: t.peakPriceSol,
      lastPriceSol: t.lastPriceSol,
      liquidityUsd,
    };
    return { ...launch, fate: launchFate(launch) };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Turns the API's market answer (index entry + trades) into a {@link TokenMarket}: price of a trade = SOL
 * paid per whole token × SOL price; volume = SOL traded in the last 24 h × SOL price; liquidity = the venue's
 * SOL (both sides for a pool). Whether liquidity is locked is not in the answer, so it stays unknown.
 */
export function marketFromTrades(
  answer: ScannerMarketResponse,
  decimals: number,
  now: number = Date.now(),
): TokenMarket | null {
  if (!answer.indexed && answer.trades.length === 0) return null;
  const scale = 10 ** decimals;
  const points = answer.trades
    .map((t) => ({
      time: Date.parse(t.time),
      sol: Number(BigInt(t.solLamports)) / 1e9,
      tokens: Number(BigInt(t.tokenAmount)) / scale,
    }))
    .filter((p) => p.tokens > 0 && Number.isFinite(p.time))
    .sort((a, b) => a.time - b.time);
  const prices = points.map((p) => (p.sol / p.tokens) * answer.solUsd);
  // The list's own figures for the same moment when the API sends them (one number on every screen); the
  // trades otherwise.
  const list = answer.list ?? null;
  const lastTrade = prices.length ? (prices[prices.length - 1] as number) : null;
  const last = list?.spotPriceSol != null ? list.spotPriceSol * answer.solUsd : lastTrade;
  const before = points.filter((p) => p.time <= now - DAY_MS);
  const tradeAgo = before.length ? (prices[before.length - 1] as number) : null;
  const ago = list?.priceRef24hSol != null ? list.priceRef24hSol * answer.solUsd : tradeAgo;
  const volumeSol = list
    ? Number(BigInt(list.volume24hLamports)) / 1e9
    : points.filter((p) => p.time > now - DAY_MS).reduce((s, p) => s + p.sol, 0);
  const history = answer.closes?.length ? answer.closes.map((c) => c * answer.solUsd) : prices;
  const knownAccounts: Record<string, string> = {};
  if (answer.token?.poolAddress) knownAccounts[answer.token.poolAddress] = 'Liquidity pool';
  if (answer.token?.vaultAddress) knownAccounts[answer.token.vaultAddress] = 'Bonding curve vault';
  const liquiditySol = answer.liquidity ? Number(BigInt(answer.liquidity.solLamports)) / 1e9 : null;
  return {
    priceUsd: last,
    priceUsd24hAgo: ago,
    // With an index entry and no trade in the window, the volume is truly zero; without one it is unknown.
    volume24hUsd: answer.indexed ? volumeSol * answer.solUsd : null,
    // A constant-product pool holds equal value on both sides; a curve's liquidity is the SOL it can pay out.
    liquidityUsd:
      liquiditySol === null
        ? null
        : liquiditySol * answer.solUsd * (answer.liquidity?.venue === 'pool' ? 2 : 1),
    liquidityVenue: answer.liquidity?.venue ?? null,
    liquidityLockedPct: null,
    priceHistory: history.length ? history : null,
    knownAccounts,
    indexed: answer.token
      ? {
          address: answer.token.address,
          name: answer.token.name,
          symbol: answer.token.symbol,
          creator: answer.token.creator,
          createdAt: answer.token.createdAt,
        }
      : null,
    source: 'Solpad trades',
  };
}

/**
 * A {@link MarketSource} backed by the API (`/api/scanner/…`). A missing endpoint (404) or any failure
 * answers null — unknown — so the scanner still reports what the chain says.
 */
export function createApiMarketSource(apiBaseUrl: string, fetchImpl: typeof fetch = fetch): MarketSource {
  const base = apiBaseUrl.replace(/\/$/, '');
  async function getJson(path: string, signal?: AbortSignal): Promise<unknown | null> {
    try {
      const res = await fetchImpl(`${base}${path}`, { signal });
      if (!res.ok) return null;
      return await res.json();
    } catch {
      return null;
    }
  }
  return {
    async tokenMarket(mint, decimals, signal) {
      const raw = await getJson(`/api/scanner/market/${encodeURIComponent(mint)}`, signal);
      const parsed = ScannerMarketResponseSchema.safeParse(raw);
      return parsed.success ? marketFromTrades(parsed.data, decimals) : null;
    },
    async launchesBy(wallet, signal) {
      const raw = await getJson(`/api/scanner/launches/${encodeURIComponent(wallet)}`, signal);
      const parsed = ScannerLaunchesResponseSchema.safeParse(raw);
      return parsed.success ? launchesFromAnswer(parsed.data.tokens, parsed.data.solUsd ?? null) : null;
    },
    async activity(mint, signal) {
      const raw = await getJson(`/api/scanner/activity/${encodeURIComponent(mint)}`, signal);
      const parsed = ScannerActivityResponseSchema.safeParse(raw);
      return parsed.success ? activityFromAnswer(parsed.data) : null;
    },
    async resolveSymbol(query, signal) {
      const raw = await getJson(`/api/scanner/resolve?q=${encodeURIComponent(query)}`, signal);
      const parsed = ScannerResolveResponseSchema.safeParse(raw);
      return parsed.success ? parsed.data.tokens : null;
    },
  };
}

/** Market facts of the report from a source's market and the mint's supply (market cap = price × supply). */
export function marketFacts(market: TokenMarket | null, supply: bigint, decimals: number): MarketFacts {
  if (!market) {
    return {
      priceUsd: null,
      priceChange24hPct: null,
      marketCapUsd: null,
      volume24hUsd: null,
      liquidityUsd: null,
      liquidityVenue: null,
      liquidityLockedPct: null,
      source: null,
    };
  }
  const { priceUsd, priceUsd24hAgo } = market;
  return {
    priceUsd,
    priceChange24hPct:
      priceUsd !== null && priceUsd24hAgo !== null && priceUsd24hAgo > 0
        ? ((priceUsd - priceUsd24hAgo) / priceUsd24hAgo) * 100
        : null,
    marketCapUsd: priceUsd === null ? null : priceUsd * (Number(supply) / 10 ** decimals),
    volume24hUsd: market.volume24hUsd,
    liquidityUsd: market.liquidityUsd,
    liquidityVenue: market.liquidityVenue,
    liquidityLockedPct: market.liquidityLockedPct,
    source: market.source,
  };
}

/** The technical indicators of a price history (RSI 14, MACD 12/26/9, SMA 20 and 50). */
export function technicalFacts(market: TokenMarket | null): TechnicalFacts {
  const history = market?.priceHistory ?? [];
  return {
    rsi: rsi(history),
    macd: macd(history),
    sma20: sma(history, 20),
    sma50: sma(history, 50),
    volume24hUsd: market?.volume24hUsd ?? null,
    points: history.length,
  };
}
