import { TOKEN_BOOT_ID } from '@solpad/core';
import {
  type CandleInterval,
  CandlesResponseSchema,
  type TokenDetail,
  TokenDetailSchema,
  TokenHoldersResponseSchema,
  TokenListResponseSchema,
  type TokenSummary,
  TokenTradersResponseSchema,
  TokenTradesResponseSchema,
  type TradeRecord,
} from '@solpad/core/schemas';
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { getJson } from '../../lib/query-client';
import type { TokenFilter } from './list-model';

/** Rows per `GET /api/tokens` page (the API's maximum). */
const PAGE = 200;
/** The most rows the list holds; beyond it the newest are kept and the screen says so. */
export const MAX_LIST_ROWS = 5000;

/** Query key root of the token list. */
export const tokenListKey = (filter: Omit<TokenFilter, 'search'>) =>
  ['tokens', 'list', filter.venue ?? 'all', filter.category ?? 'all'] as const;

/**
 * Every token of a venue and category, newest first, page by page (200 a page, up to {@link MAX_LIST_ROWS});
 * `onPage` sees the first page when more follow, so the first screen shows before the rest has loaded.
 */
export async function fetchTokenList(
  filter: Omit<TokenFilter, 'search'>,
  signal: AbortSignal | undefined,
  onPage?: (rows: TokenSummary[]) => void,
): Promise<{ tokens: TokenSummary[]; truncated: boolean }> {
  const tokens: TokenSummary[] = [];
  let cursor: number | null = 0;
  while (cursor !== null && tokens.length < MAX_LIST_ROWS) {
    const params = new URLSearchParams({ sort: 'new', limit: String(PAGE), cursor: String(cursor) });
    if (filter.venue) params.set('venue', filter.venue);
    if (filter.category) params.set('category', filter.category);
    const page = TokenListResponseSchema.parse(await getJson(`/api/tokens?${params}`, signal));
    tokens.push(...page.tokens);
    cursor = page.nextCursor;
    // The first page shows at once; the rest arrives in one go (one re-sort instead of one per page).
    if (cursor !== null && tokens.length === page.tokens.length) onPage?.(tokens.slice());
  }
  return { tokens: tokens.slice(0, MAX_LIST_ROWS), truncated: cursor !== null };
}

/** `GET /api/tokens/{mint}`, or null when the platform has no such token (404). */
export async function fetchTokenDetail(mint: string, signal?: AbortSignal): Promise<TokenDetail | null> {
  try {
    return await apiRequest(`/api/tokens/${mint}`, TokenDetailSchema, signal ? { signal } : {});
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Query key of a token's detail; invalidate it after a trade. */
export const tokenDetailKey = (mint: string) => ['tokens', 'detail', mint] as const;

let booted: TokenDetail | null | undefined;

/**
 * The detail the server put in a token's page as the API answered it then (api/src/lib/token-page.ts: the page's
 * header is painted from it before the scripts load), checked like any answer; for `mint` only, else undefined.
 */
export function bootTokenDetail(mint: string): TokenDetail | undefined {
  if (booted === undefined) {
    booted = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(TOKEN_BOOT_ID)?.textContent;
    if (text) {
      try {
        booted = TokenDetailSchema.safeParse(JSON.parse(text)).data ?? null;
      } catch {
        booted = null;
      }
    }
  }
  return booted?.address === mint ? booted : undefined;
}

/** A token's detail (reserves, vault, pool, holders); on a token's own page, first the one it came with. */
export const tokenDetailQuery = (mint: string) =>
  queryOptions({
    queryKey: tokenDetailKey(mint),
    queryFn: ({ signal }) => fetchTokenDetail(mint, signal),
    // As old as the page: the query asks again at once (the live feed keeps it current from there).
    initialData: () => bootTokenDetail(mint),
    initialDataUpdatedAt: () => performance.timeOrigin,
    // A 404 is an answer (not on the platform), and a retry would not change it.
    retry: (count, e) => count < 3 && !(e instanceof Error && /HTTP 4/.test(e.message)),
  });

/** Query key of a token's latest trades. */
export const tokenTradesKey = (mint: string) => ['tokens', 'trades', mint] as const;

/**
 * A refetched trade list with every trade already held kept as the same object (matched by signature): the query's
 * own structural sharing matches by index, and a new trade at the top shifts every index, so every row would look
 * new. The previous list itself is returned when nothing changed.
 */
export function keepUnchangedTrades(prev: unknown, next: unknown): unknown {
  if (!Array.isArray(prev) || !Array.isArray(next)) return next;
  const held = new Map<string, TradeRecord>();
  for (const t of prev as TradeRecord[]) held.set(t.signature, t);
  let same = prev.length === next.length;
  const kept = (next as TradeRecord[]).map((t, i) => {
    const before = held.get(t.signature);
    const shared = before ? replaceEqualDeep(before, t) : t;
    if (shared !== prev[i]) same = false;
    return shared;
  });
  return same ? prev : kept;
}

/** A token's latest 100 trades, newest first. */
export const tokenTradesQuery = (mint: string) =>
  queryOptions({
    queryKey: tokenTradesKey(mint),
    queryFn: async ({ signal }) =>
      TokenTradesResponseSchema.parse(await getJson(`/api/tokens/${mint}/trades?limit=100`, signal)).trades,
    structuralSharing: keepUnchangedTrades,
  });

/** Query key of a token's candles at an interval. */
export const tokenCandlesKey = (mint: string, interval?: CandleInterval) =>
  interval ? (['tokens', 'candles', mint, interval] as const) : (['tokens', 'candles', mint] as const);

/** A token's OHLCV candles at `interval`, oldest first. */
export const tokenCandlesQuery = (mint: string, interval: CandleInterval) =>
  queryOptions({
    queryKey: tokenCandlesKey(mint, interval),
    queryFn: async ({ signal }) =>
      CandlesResponseSchema.parse(
        await getJson(`/api/tokens/${mint}/candles?interval=${interval}&limit=300`, signal),
      ).candles,
  });

/** Query key of the token page's security scan (ScanPanels); refreshed after the user's own trade. */
export const scanKey = (mint: string) => ['tokens', 'scan', mint] as const;

/** Rows the token page's Holders and Top traders tabs show. */
export const TOKEN_TAB_ROWS = 20;

/** Query key of a token's largest holders. */
export const tokenHoldersKey = (mint: string) => ['tokens', 'holders', mint] as const;

/** A token page tab's rows: the first {@link TOKEN_TAB_ROWS} of `GET /api/tokens/:mint/:tab`, parsed by `schema`. */
function tokenTabQuery<T>(
  queryKey: readonly string[],
  mint: string,
  tab: 'holders' | 'traders',
  schema: { parse(data: unknown): T },
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      schema.parse(await getJson(`/api/tokens/${mint}/${tab}?limit=${TOKEN_TAB_ROWS}`, signal)),
  });
}

/** A token's largest holders from the chain, the venue's accounts and the creator labelled. */
export const tokenHoldersQuery = (mint: string) =>
  tokenTabQuery(tokenHoldersKey(mint), mint, 'holders', TokenHoldersResponseSchema);

/** Query key of a token's traders by PnL. */
export const tokenTradersKey = (mint: string) => ['tokens', 'traders', mint] as const;

/** A token's traders on the venue by realized PnL, best first. */
export const tokenTradersQuery = (mint: string) =>
  tokenTabQuery(tokenTradersKey(mint), mint, 'traders', TokenTradersResponseSchema);
