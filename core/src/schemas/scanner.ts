import { z } from 'zod';
import { SCAN_TYPES, SCANNER_CHAIN_IDS } from '../constants';
import { AddressSchema, TextSchema, U64StringSchema } from './common';
import { RiskLevelSchema } from './risk';

/** What the security scanner analyses (spec §3 scan request). */
export const ScanTypeSchema = z.enum(SCAN_TYPES);
export type ScanType = z.infer<typeof ScanTypeSchema>;

/** The chains the scanner's select lists (spec §9); only `solana` can be scanned today. */
export const ScannerChainIdSchema = z.enum(SCANNER_CHAIN_IDS);
export type ScannerChainId = z.infer<typeof ScannerChainIdSchema>;

/** Longest query the scanner accepts (an address is at most 44 characters; names are short). */
export const SCAN_QUERY_MAX = 128;

/**
 * A scan request (spec §3): type, query text, chain. The query is trimmed; an empty one is valid here and
 * means "do nothing" (spec §4).
 */
export const ScanRequestSchema = z.object({
  type: ScanTypeSchema,
  query: TextSchema.trim().max(SCAN_QUERY_MAX),
  chain: ScannerChainIdSchema,
});
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

/**
 * The `/tools/scanner` search parameters (`?type=token&q=ADDRESS&chain=solana`, the Share link). Invalid
 * values are dropped instead of failing the page.
 */
export const ScannerSearchSchema = z.object({
  type: ScanTypeSchema.optional().catch(undefined),
  q: TextSchema.trim().max(SCAN_QUERY_MAX).optional().catch(undefined),
  chain: ScannerChainIdSchema.optional().catch(undefined),
});
export type ScannerSearch = z.infer<typeof ScannerSearchSchema>;

export { type RiskLevel, RiskLevelSchema } from './risk';

/** The outcome of one of the four checks: passed, failed, or unknown (null) when the evidence was missing. */
const CheckOutcomeSchema = z.boolean().nullable();

/**
 * One recent scan as stored in the browser (spec §3: type, query, chain, risk, timestamp, score), plus what
 * the Advanced Filters need: the four checks and the market cap.
 */
export const RecentScanSchema = z.object({
  type: ScanTypeSchema,
  query: TextSchema.max(SCAN_QUERY_MAX),
  chain: ScannerChainIdSchema,
  risk: RiskLevelSchema,
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
  score: z.number().int().min(0).max(100),
  address: AddressSchema.optional(),
  /** Name or symbol shown in the list. */
  label: TextSchema.max(80).optional(),
  checks: z
    .object({
      verified: CheckOutcomeSchema,
      noHoneypot: CheckOutcomeSchema,
      noRugPull: CheckOutcomeSchema,
      contractVerified: CheckOutcomeSchema,
    })
    .optional(),
  marketCapUsd: z.number().nonnegative().nullable().optional(),
  liquidityUsd: z.number().nonnegative().nullable().optional(),
});
export type RecentScan = z.infer<typeof RecentScanSchema>;

/** Most recent scans kept. */
export const RECENT_SCANS_MAX = 50;

/** The stored list of recent scans (newest first). */
export const RecentScansSchema = z.array(RecentScanSchema).max(RECENT_SCANS_MAX);

/**
 * Scan filters (spec §3): the four check boxes, market-cap and liquidity bounds as typed text, risk level.
 * The bounds stay text (what the user typed).
 */
export const ScanFiltersSchema = z.object({
  verified: z.boolean().default(false),
  noHoneypot: z.boolean().default(false),
  noRugPull: z.boolean().default(false),
  contractVerified: z.boolean().default(false),
  minMarketCap: TextSchema.max(32).default(''),
  maxMarketCap: TextSchema.max(32).default(''),
  minLiquidity: TextSchema.max(32).default(''),
  riskLevel: z.enum(['all', 'low', 'medium', 'high']).default('all'),
});
export type ScanFilters = z.infer<typeof ScanFiltersSchema>;

/** `GET /api/scanner/resolve?q=`: a symbol or name to look up in the token index. */
export const ScannerResolveQuerySchema = z.object({
  q: TextSchema.trim().min(1, 'must not be empty').max(64),
});

/** A token of the platform's index as the resolver returns it. */
export const IndexedTokenSchema = z.object({
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  creator: AddressSchema,
  createdAt: z.string(),
});
export type IndexedToken = z.infer<typeof IndexedTokenSchema>;

/** The resolver's answer: matching tokens, best match first (exact symbol, then symbol prefix, then name). */
export const ScannerResolveResponseSchema = z.object({ tokens: z.array(IndexedTokenSchema) });

/** `GET /api/scanner/market/{address}` and `/api/scanner/launches/{address}` path parameter. */
export const ScannerAddressParamsSchema = z.object({ address: AddressSchema });

/** One settled trade of the platform's venue (amounts in lamports and token base units). */
export const ScannerTradeSchema = z.object({
  time: z.string(),
  side: z.enum(['buy', 'sell']),
  solLamports: U64StringSchema,
  tokenAmount: U64StringSchema,
});
export type ScannerTrade = z.infer<typeof ScannerTradeSchema>;

/**
 * What the platform knows about a token's market: its index entry, liquidity, the list's figures and the candle
 * closes; its trades, oldest first (at most {@link SCANNER_MARKET_TRADES_MAX}), only when the figures cannot do
 * without them (no candle, or no spot price), else none. `indexed: false` when the token was not launched here.
 */
export const ScannerMarketResponseSchema = z.object({
  indexed: z.boolean(),
  token: IndexedTokenSchema.extend({
    status: z.enum(['active', 'graduated']),
    poolAddress: AddressSchema.nullable(),
    /** The bonding-curve vault holding the unsold supply (labelled, and left out of concentration). */
    vaultAddress: AddressSchema.nullable(),
  }).nullable(),
  /**
   * SOL that sellers can sell into: the curve's real SOL reserves while on the curve, the pool's SOL side once
   * graduated. Null when the platform has no venue for the token.
   */
  liquidity: z.object({ venue: z.enum(['curve', 'pool']), solLamports: U64StringSchema }).nullable(),
  /** SOL price in USD the platform quotes with. */
  solUsd: z.number().positive(),
  trades: z.array(ScannerTradeSchema),
  /**
   * The figures the token list shows for the same moment (one source): spot price now, the reference price 24 h
   * ago (the spot after the last trade before then, or the launch price), and the SOL traded in the last 24 h.
   * Null when the token is not indexed.
   */
  list: z
    .object({
      spotPriceSol: z.number().nonnegative().nullable(),
      priceRef24hSol: z.number().nonnegative().nullable(),
      volume24hLamports: U64StringSchema,
    })
    .nullable()
    .optional(),
  /** Candle closes (SOL per whole token), oldest first: the price history the charts draw, for the indicators. */
  closes: z.array(z.number().nonnegative()).optional(),
});
export type ScannerMarketResponse = z.infer<typeof ScannerMarketResponseSchema>;

/** Most trades the market endpoint returns (the newest ones). */
export const SCANNER_MARKET_TRADES_MAX = 1000;

/**
 * A token a wallet launched on the platform, with what its fate rests on: the highest and latest spot price
 * (SOL per whole token; null when it never traded) and the SOL a seller can sell into now.
 */
export const CreatorLaunchSchema = IndexedTokenSchema.extend({
  peakPriceSol: z.number().nonnegative().nullable(),
  lastPriceSol: z.number().nonnegative().nullable(),
  liquidityLamports: U64StringSchema.nullable(),
});
export type CreatorLaunchRecord = z.infer<typeof CreatorLaunchSchema>;

/** Tokens launched on the platform by a wallet (its creator field), oldest first, and the SOL price. */
export const ScannerLaunchesResponseSchema = z.object({
  tokens: z.array(CreatorLaunchSchema),
  solUsd: z.number().positive().optional(),
});

/** One settled trade with who made it and where it landed, for the actor analysis. */
export const ScannerActivityTradeSchema = z.object({
  signature: z.string().min(1).max(128),
  slot: U64StringSchema,
  time: z.string(),
  side: z.enum(['buy', 'sell']),
  wallet: AddressSchema,
  solLamports: U64StringSchema,
  tokenAmount: U64StringSchema,
});
export type ScannerActivityTrade = z.infer<typeof ScannerActivityTradeSchema>;

/** Most trades `GET /api/scanner/activity/{address}` returns: the earliest ones, plus the creator's own. */
export const SCANNER_ACTIVITY_TRADES_MAX = 1000;

/**
 * `GET /api/scanner/activity/{address}`: the venue's record of a token's launch and its trades, oldest first —
 * the earliest {@link SCANNER_ACTIVITY_TRADES_MAX} and every trade of the creator. `complete: false` when more
 * trades exist than were returned. `indexed: false` (and no launch, no trades) for a token not launched here;
 * `commonFunders` is answered for any token.
 */
export const ScannerActivityResponseSchema = z.object({
  indexed: z.boolean(),
  launch: z
    .object({
      signature: z.string().min(1).max(128).nullable(),
      slot: U64StringSchema.nullable(),
      time: z.string(),
      creator: AddressSchema,
    })
    .nullable(),
  trades: z.array(ScannerActivityTradeSchema),
  complete: z.boolean(),
  /** Wallets that fund everyone on this chain (the localnet faucet, exchanges): never the basis of a cluster. */
  commonFunders: z.array(z.object({ address: AddressSchema, label: z.string().max(64) })).max(100),
});
export type ScannerActivityResponse = z.infer<typeof ScannerActivityResponseSchema>;

/** Most recent scans the server keeps per signed-in wallet (the newest ones). */
export const RECENT_SCANS_SERVER_MAX = 20;

/**
 * `POST /api/scanner/recent`: scans to add to the signed-in wallet's history — the one just finished, or the
 * browser's local history at sign-in. Each scan of the same target (type, chain, address or query) replaces an
 * older one; the server keeps the newest {@link RECENT_SCANS_SERVER_MAX}.
 */
export const RecentScansPostRequestSchema = z.object({
  scans: z.array(RecentScanSchema).min(1, 'must not be empty').max(RECENT_SCANS_MAX),
});
export type RecentScansPostRequest = z.infer<typeof RecentScansPostRequestSchema>;

/** `GET` and `POST /api/scanner/recent`: the signed-in wallet's recent scans, newest first. */
export const RecentScansResponseSchema = z.object({
  scans: z.array(RecentScanSchema).max(RECENT_SCANS_SERVER_MAX),
});
export type RecentScansResponse = z.infer<typeof RecentScansResponseSchema>;
