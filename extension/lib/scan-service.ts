import { getAddressDecoder, getBase64Encoder } from '@solana/kit';
import { isAppError } from '@solpad/core/errors';
import {
  createApiMarketSource,
  createScannerRpc,
  decodeBaseMint,
  type ScannerRpc,
  scan,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '@solpad/core/scanner';
import { z } from 'zod';
import { type ScanSummary, ScanSummarySchema } from './messages';
import { summarise } from './summary';

/** Raydium's AMM v4 program; its pool state (LiquidityStateLayoutV4) is 752 bytes, mints at 400 and 432. */
export const RAYDIUM_AMM_V4 = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';
const RAYDIUM_AMM_V4_SIZE = 752;
const RAYDIUM_AMM_V4_BASE_MINT = 400;
const RAYDIUM_AMM_V4_QUOTE_MINT = 432;
/** Quote-side mints: a pair's token is the other side (wrapped SOL, USDC). */
const QUOTE_MINTS = new Set([
  'So11111111111111111111111111111111111111112',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
]);
const addressDecoder = getAddressDecoder();

/** How long a scan stays fresh: repeat visits within it render at once from the cache. */
export const SCAN_CACHE_MS = 5 * 60 * 1000;
/** Most recent scans kept for the popup and side panel. */
export const RECENT_MAX = 10;

/** A scan outcome: the summary (and whether it came from the cache) or a sentence to show. */
export type ScanOutcome = { ok: true; summary: ScanSummary; cached: boolean } | { ok: false; error: string };

interface Entry {
  summary: ScanSummary;
  at: number;
}

/** What the service keeps across service-worker restarts (MV3 stops an idle worker after ~30 s). */
export const ScanStateSchema = z.object({
  cache: z.array(z.object({ summary: ScanSummarySchema, at: z.number() })),
  queries: z.array(z.tuple([z.string(), z.string()])),
  recent: z.array(ScanSummarySchema),
});
export type ScanState = z.infer<typeof ScanStateSchema>;

/** A readable sentence for a scan failure (AppErrors carry the spec's messages). */
export function scanErrorMessage(error: unknown): string {
  if (isAppError(error)) return error.message;
  if (error instanceof Error && /fetch|network|HTTP/i.test(error.message)) {
    return `Can't reach the Solpad API to scan: ${error.message}`;
  }
  return error instanceof Error ? error.message : 'The scan failed.';
}

/**
 * The background's scanner: core's `scan` against `${apiBase}/api/rpc` and the API market source, one RPC
 * client per API base, a cache keyed by token address (and by the query that led to it) for SCAN_CACHE_MS,
 * and the recent scans, newest first. Concurrent scans of the same address share one run.
 */
export function createScanService(options: {
  apiBase: () => Promise<string>;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Core's `scan` unless a test passes another. */
  scanImpl?: typeof scan;
}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const queries = new Map<string, string>();
  const inflight = new Map<string, Promise<ScanOutcome>>();
  let recent: ScanSummary[] = [];
  let client: { base: string; rpc: ScannerRpc } | null = null;

  const rpcFor = (base: string): ScannerRpc => {
    if (client?.base !== base)
      client = { base, rpc: createScannerRpc(`${base}/api/rpc`, options.fetchImpl).rpc };
    return client.rpc;
  };

  const fresh = (address: string | undefined): ScanSummary | null => {
    if (!address) return null;
    const entry = cache.get(address);
    if (!entry || now() - entry.at > SCAN_CACHE_MS) return null;
    return entry.summary;
  };

  const remember = (summary: ScanSummary, query: string) => {
    cache.set(summary.address, { summary, at: now() });
    queries.set(query, summary.address);
    recent = [summary, ...recent.filter((s) => s.address !== summary.address)].slice(0, RECENT_MAX);
  };

  async function run(query: string): Promise<ScanOutcome> {
    const base = await options.apiBase();
    try {
      const report = await (options.scanImpl ?? scan)(
        { type: 'token', query, chain: 'solana' },
        { rpc: rpcFor(base), market: createApiMarketSource(base, options.fetchImpl) },
      );
      if (report?.kind !== 'token') return { ok: false, error: 'Enter a token address or symbol.' };
      const summary = summarise(report, base);
      remember(summary, query);
      return { ok: true, summary, cached: false };
    } catch (error) {
      return { ok: false, error: scanErrorMessage(error) };
    }
  }

  return {
    /** Scans a token by address or symbol, from the cache when it is fresh. */
    scanToken(rawQuery: string): Promise<ScanOutcome> {
      const query = rawQuery.trim().replace(/^\$/, '');
      const hit = fresh(queries.get(query) ?? query);
      if (hit) return Promise.resolve({ ok: true, summary: hit, cached: true });
      let pending = inflight.get(query);
      if (!pending) {
        pending = run(query).finally(() => inflight.delete(query));
        inflight.set(query, pending);
      }
      return pending;
    },
    /**
     * The token a DEX pair trades, from the chain: a Raydium AMM v4 pool's base mint (its quote mint when the
     * base is wrapped SOL or USDC), or the address itself when it is a mint. Null for any other account.
     */
    async resolvePair(pair: string): Promise<string | null> {
      const known = queries.get(`pair:${pair}`);
      if (known) return known;
      const rpc = rpcFor(await options.apiBase());
      const info = await rpc.getAccountInfo(pair as never, { encoding: 'base64' }).send();
      const account = info.value;
      if (!account) return null;
      const data = getBase64Encoder().encode(account.data[0]);
      if (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM) {
        return decodeBaseMint(data)?.isInitialized ? pair : null;
      }
      if (account.owner === RAYDIUM_AMM_V4 && data.length === RAYDIUM_AMM_V4_SIZE) {
        const base = addressDecoder.decode(
          data.subarray(RAYDIUM_AMM_V4_BASE_MINT, RAYDIUM_AMM_V4_BASE_MINT + 32),
        );
        const quote = addressDecoder.decode(
          data.subarray(RAYDIUM_AMM_V4_QUOTE_MINT, RAYDIUM_AMM_V4_QUOTE_MINT + 32),
        );
        return QUOTE_MINTS.has(base) ? quote : base;
      }
      return null;
    },
    /** Records which mint a pair resolved to, so a repeat visit skips the lookup. */
    rememberPair(pair: string, mint: string) {
      queries.set(`pair:${pair}`, mint);
    },
    /** The recent scans, newest first. */
    recent: (): ScanSummary[] => recent,
    /** The state to persist. */
    snapshot(): ScanState {
      return { cache: [...cache.values()], queries: [...queries.entries()], recent };
    },
    /** Restores persisted state (validated; anything unreadable is ignored). */
    restore(raw: unknown) {
      const state = ScanStateSchema.safeParse(raw);
      if (!state.success) return;
      for (const entry of state.data.cache) cache.set(entry.summary.address, entry);
      for (const [q, a] of state.data.queries) queries.set(q, a);
      recent = state.data.recent.slice(0, RECENT_MAX);
    },
    /** Forgets everything (the API base changed). */
    clear() {
      cache.clear();
      queries.clear();
      recent = [];
      client = null;
    },
  };
}

/** The scan service's type. */
export type ScanService = ReturnType<typeof createScanService>;
