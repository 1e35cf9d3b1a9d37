import { z } from 'zod';
import { AddressSchema } from './common';

/** Most mints the burn statistics list (the top of "Tokens Burned"). */
export const BURN_STATS_TOP_MINTS = 10;

/**
 * A sum of token base units or lamports as a decimal string. Unlike a single u64, a sum over many transactions
 * is not bounded by 2^64, so only the digits are checked.
 */
const SumStringSchema = z.string().regex(/^\d+$/, 'must be a non-negative integer string');

/** `GET /api/burns/stats` query: optionally the figures of one mint only. */
export const BurnStatsQuerySchema = z.object({
  mint: AddressSchema.optional(),
});
export type BurnStatsQuery = z.infer<typeof BurnStatsQuerySchema>;

/** Tokens of one mint burned through the platform's RPC, summed over every indexed burn instruction. */
export const BurnMintStatSchema = z.object({
  mint: AddressSchema,
  /** The token's symbol and name when it was launched on the platform; null for any other mint. */
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  /** The mint's decimals as the burns recorded them (null when no burn said). */
  decimals: z.number().int().min(0).max(255).nullable(),
  /** Base units burned in total. */
  amount: SumStringSchema,
  /** Burn transactions that burned this mint. */
  burnTransactions: z.number().int().nonnegative(),
  /** When the newest of them landed (ISO 8601). */
  lastBurnAt: z.string(),
});
export type BurnMintStat = z.infer<typeof BurnMintStatSchema>;

/**
 * The burn index's figures (SPL Token Burn Platform, Analytics tab): computed from confirmed transactions sent
 * through the API's JSON-RPC, each Burn / BurnChecked / CloseAccount instruction counted once.
 */
export const BurnStatsSchema = z.object({
  /** The mint the figures are restricted to, null for every mint. */
  mint: AddressSchema.nullable(),
  /** Transactions with at least one burn instruction. */
  burnTransactions: z.number().int().nonnegative(),
  /** Of those, the ones that landed in the last 24 hours. */
  burnTransactions24h: z.number().int().nonnegative(),
  /** Distinct mints burned. */
  mintsBurned: z.number().int().nonnegative(),
  /** Distinct token-account owners that burned. */
  uniqueBurners: z.number().int().nonnegative(),
  /** Per mint, the most burned first (by burn transactions, then the newest), at most BURN_STATS_TOP_MINTS. */
  topMints: z.array(BurnMintStatSchema),
  /** Token accounts closed (CloseAccount instructions). */
  accountsClosed: z.number().int().nonnegative(),
  /** Lamports the closed accounts held, returned to their owners. */
  rentReclaimedLamports: SumStringSchema,
  /** When the newest indexed burn or close landed (ISO 8601), null when none has. */
  lastActivityAt: z.string().nullable(),
});
export type BurnStats = z.infer<typeof BurnStatsSchema>;
