import type { TokenSummary, WsServerMessage } from '@solpad/core/schemas';
import { BPS_DENOMINATOR, PUMP_FUN_CURVE, TOKEN_TOTAL_SUPPLY, TOKEN_UNIT } from '@solpad/core/trade';

/** Share of the curve sold from which a token is "graduating" (the API's GRADUATING_PROGRESS_BPS). */
export const GRADUATING_PROGRESS_BPS = 5000;

/** Whole tokens in the supply: market cap in SOL = price in SOL × this. */
export const WHOLE_SUPPLY = Number(TOKEN_TOTAL_SUPPLY / TOKEN_UNIT);

/** A token row of the list: the API's summary plus the figures live updates move. */
export interface LiveToken {
  readonly summary: TokenSummary;
  readonly priceSol: number;
  readonly marketCapSol: number;
  readonly volume24hLamports: bigint;
  readonly trades24h: number;
  readonly progressBps: number;
  readonly createdAtMs: number;
  /** The direction of the last live price move (for a short highlight), null before any. */
  readonly tick: 'up' | 'down' | null;
  /** Tokens bought (+) or sold (−) on the curve by live trades since the summary was read. */
  readonly soldDelta: bigint;
  /** Holders and scan score, from the summary and then the `stats` messages. */
  readonly holders: number | null;
  readonly risk: TokenSummary['risk'];
}

/** The change columns: window → key of the summary's reference prices. */
export const CHANGE_WINDOWS = { c5m: 'm5', c1h: 'h1', c24h: 'h24' } as const;
export type ChangeKey = keyof typeof CHANGE_WINDOWS;

/**
 * The price change over a window, percent: the live price against the summary's reference (the spot price at
 * the window's start, see TokenSummary.priceRefSol). Null without a usable reference.
 */
export function changePct(row: LiveToken, key: ChangeKey): number | null {
  const ref = row.summary.priceRefSol[CHANGE_WINDOWS[key]];
  if (!(ref > 0) || !Number.isFinite(row.priceSol)) return null;
  return (row.priceSol / ref - 1) * 100;
}

/** A row from the API's summary. */
export function liveTokenOf(summary: TokenSummary): LiveToken {
  return {
    summary,
    priceSol: summary.priceSol,
    marketCapSol: Number(BigInt(summary.marketCapLamports)) / 1e9,
    volume24hLamports: BigInt(summary.volume24hLamports),
    trades24h: summary.trades24h,
    progressBps: summary.curveProgressBps,
    createdAtMs: Date.parse(summary.createdAt),
    tick: null,
    soldDelta: 0n,
    holders: summary.holders,
    risk: summary.risk,
  };
}

/** New holder and scan figures of a token (the indexer rescanned it). */
export function withStats(row: LiveToken, stats: Extract<LiveMessage, { type: 'stats' }>): LiveToken {
  if (
    stats.holders === row.holders &&
    row.risk?.score === stats.risk.score &&
    row.risk?.level === stats.risk.level
  )
    return row;
  return { ...row, holders: stats.holders, risk: stats.risk };
}

/** A live price: price and market cap follow, and the tick says which way it moved. */
export function withPrice(row: LiveToken, priceSol: number): LiveToken {
  if (priceSol === row.priceSol) return row;
  return {
    ...row,
    priceSol,
    marketCapSol: priceSol * WHOLE_SUPPLY,
    tick: priceSol > row.priceSol ? 'up' : 'down',
  };
}

/** A graduation: the token leaves the curve for its pool (the dex segments list it under Raydium from now on). */
export function withMigration(
  row: LiveToken,
  migration: { poolAddress: string; migrationTx: string },
): LiveToken {
  if (row.summary.status === 'graduated') return row;
  return {
    ...row,
    summary: {
      ...row.summary,
      status: 'graduated',
      venue: 'pool',
      poolAddress: migration.poolAddress,
      migrationTx: migration.migrationTx,
      curveProgressBps: Number(BPS_DENOMINATOR),
    },
    soldDelta: 0n,
    progressBps: Number(BPS_DENOMINATOR),
  };
}

/**
 * A live trade: 24 h volume and trade count grow, and on the curve the progress moves by the tokens it took
 * out of (buy) or put back into (sell) the curve's supply for sale.
 */
export function withTrade(
  row: LiveToken,
  trade: { side: 'buy' | 'sell'; solLamports: string; tokenAmount: string },
): LiveToken {
  const tokens = BigInt(trade.tokenAmount);
  const onCurve = row.summary.venue === 'curve';
  const soldDelta = onCurve ? row.soldDelta + (trade.side === 'buy' ? tokens : -tokens) : row.soldDelta;
  const progressBps = onCurve
    ? Math.max(
        0,
        Math.min(
          Number(BPS_DENOMINATOR),
          row.summary.curveProgressBps +
            Number((soldDelta * BPS_DENOMINATOR) / PUMP_FUN_CURVE.initialRealTokenReserves),
        ),
      )
    : row.progressBps;
  return {
    ...row,
    volume24hLamports: row.volume24hLamports + BigInt(trade.solLamports),
    trades24h: row.trades24h + 1,
    soldDelta,
    progressBps,
  };
}

/** The list's filter: venue (from the dex segment), category (from `?category=`) and the search box. */
export interface TokenFilter {
  venue?: 'curve' | 'pool';
  category?: 'new' | 'graduating' | 'graduated';
  search?: string;
}

/** The same rules as the API's `GET /api/tokens` filters, for rows that arrive live. */
export function matchesFilter(row: LiveToken, filter: TokenFilter): boolean {
  const s = row.summary;
  if (filter.venue && s.venue !== filter.venue) return false;
  if (filter.category === 'graduated' && s.status !== 'graduated') return false;
  if (filter.category === 'new' && s.status !== 'active') return false;
  if (
    filter.category === 'graduating' &&
    (s.status !== 'active' || row.progressBps < GRADUATING_PROGRESS_BPS)
  )
    return false;
  const q = filter.search?.trim().toLowerCase();
  if (q) {
    if (s.address === filter.search?.trim()) return true;
    return s.name.toLowerCase().includes(q) || s.symbol.toLowerCase().includes(q);
  }
  return true;
}

/** Columns the table sorts by. */
export type SortKey =
  | 'age'
  | 'name'
  | 'marketCap'
  | 'price'
  | ChangeKey
  | 'volume'
  | 'trades'
  | 'holders'
  | 'progress'
  | 'risk';
/** A sort: column and direction. */
export interface TokenSort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** The default sort: newest first. */
export const DEFAULT_SORT: TokenSort = { key: 'age', dir: 'asc' };

/** Whether live updates can change a row's place under `key` (the list then re-sorts now and then). */
export function isLiveSortKey(key: SortKey): boolean {
  return key !== 'age' && key !== 'name';
}

/** A row's value under `key`; null (unknown) sorts last in either direction. */
function value(row: LiveToken, key: SortKey): number | string | bigint | null {
  switch (key) {
    case 'age':
      // Ascending age = youngest first.
      return -row.createdAtMs;
    case 'name':
      return row.summary.name.toLowerCase();
    case 'marketCap':
      return row.marketCapSol;
    case 'price':
      return row.priceSol;
    case 'volume':
      return row.volume24hLamports;
    case 'trades':
      return row.trades24h;
    case 'progress':
      return row.progressBps;
    case 'c5m':
    case 'c1h':
    case 'c24h':
      return changePct(row, key);
    case 'holders':
      return row.holders;
    case 'risk':
      return row.risk?.score ?? null;
    default: {
      const never: never = key;
      return never;
    }
  }
}

/** A comparator for `sort`; ties keep a stable order by address. */
export function compareBy(sort: TokenSort): (a: LiveToken, b: LiveToken) => number {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return (a, b) => {
    const va = value(a, sort.key);
    const vb = value(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (va < vb) return -sign;
    else if (va > vb) return sign;
    return a.summary.address < b.summary.address ? -1 : a.summary.address > b.summary.address ? 1 : 0;
  };
}

/** The addresses of the rows that pass `filter`, in `sort` order. */
export function orderRows(rows: Iterable<LiveToken>, filter: TokenFilter, sort: TokenSort): string[] {
  const kept: LiveToken[] = [];
  for (const r of rows) if (matchesFilter(r, filter)) kept.push(r);
  kept.sort(compareBy(sort));
  return kept.map((r) => r.summary.address);
}

/** The next sort when a column header is pressed: a new column starts descending (age: newest first). */
export function nextSort(current: TokenSort, key: SortKey): TokenSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'age' || key === 'name' ? 'asc' : 'desc' };
}

/** The live messages the list applies. */
export type LiveMessage = Extract<WsServerMessage, { type: 'price' | 'trade' | 'migration' | 'stats' }>;
