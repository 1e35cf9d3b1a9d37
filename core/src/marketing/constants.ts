/**
 * Marketing constants. The spec (sections 3–5, 8, 9) names no campaign, presale, CTO or KOL limits, so these
 * are the platform's own choices, named once here and used by the API, the site and the tests.
 */
import { LAMPORTS_PER_SOL } from '../constants';

/** Campaign types (spec §2 "Campaigns"; issue 9: raid, airdrop, KOL promotion, trending boost). */
export const CAMPAIGN_TYPES = ['raid', 'airdrop', 'kol_promotion', 'trending_boost'] as const;

/** Smallest campaign budget: 0.01 SOL (also keeps the escrow above the rent-exempt minimum once funded). */
export const CAMPAIGN_MIN_BUDGET_LAMPORTS = 10_000_000n;
/** Largest campaign budget: 100 000 SOL (a typo guard, far above any real campaign). */
export const CAMPAIGN_MAX_BUDGET_LAMPORTS = 100_000n * LAMPORTS_PER_SOL;
/** Longest campaign or presale: 90 days. */
export const MARKETING_MAX_DURATION_MS = 90 * 24 * 60 * 60 * 1000;
/** A start time may lie this far in the past when submitted (clock skew, form filled slowly). */
export const MARKETING_START_GRACE_MS = 5 * 60 * 1000;
/** Goals per campaign. */
export const CAMPAIGN_MAX_GOALS = 5;

/**
 * Platform fee on a successful presale, in basis points of the SOL raised (2 %), paid to the treasury at
 * distribution. (Launchpads charge 2–5 %; the spec names none.)
 */
export const PRESALE_PLATFORM_FEE_BPS = 200n;
/**
 * Smallest contribution any presale accepts: 0.01 SOL. Above Solana's rent-exempt minimum for an empty account
 * (890 880 lamports), so after any set of refunds the escrow holds either nothing or a rent-exempt balance.
 */
export const PRESALE_MIN_CONTRIBUTION_LAMPORTS = 10_000_000n;

/** Lowest CTO threshold, in basis points of the token's supply pledged by holders (1 %). */
export const CTO_MIN_THRESHOLD_BPS = 100;
/** Highest CTO threshold (the whole supply). */
export const CTO_MAX_THRESHOLD_BPS = 10_000;
/** Default CTO threshold: 10 % of the supply. */
export const CTO_DEFAULT_THRESHOLD_BPS = 1_000;

/** Items in a KOL's price list. */
export const KOL_MAX_PRICE_ITEMS = 10;
/** Audience niches per KOL profile. */
export const KOL_MAX_NICHES = 8;

/** Trending windows and their length in milliseconds. */
export const TRENDING_WINDOW_MS = {
  '5m': 5 * 60 * 1000,
  '1h': 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
} as const;

/** Days the analytics endpoint covers at most. */
export const ANALYTICS_MAX_DAYS = 90;
