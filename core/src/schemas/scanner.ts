import { z } from 'zod';
import { SCAN_TYPES, SCANNER_CHAIN_IDS } from '../constants';
import { AddressSchema, TextSchema } from './common';
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
