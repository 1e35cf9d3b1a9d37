import {
  LIQUIDITY_APY_RANGES_PCT,
  LIQUIDITY_DEFAULT_SLIPPAGE_PCT,
  LIQUIDITY_SLIPPAGE_PRESETS_PCT,
  REWARD_TIERS,
} from '@solpad/core';

/** The three venues of the liquidity demo, named as the spec names them. */
export type DexName = keyof typeof LIQUIDITY_APY_RANGES_PCT;

/** DEX platform entity (spec §3): name, description, fee, apy, features. */
export interface DexPlatform {
  name: DexName;
  description: string;
  /** Pool fee a liquidity provider earns from, as shown on the card. */
  fee: string;
  /** APY range in percent (spec §9). */
  apy: readonly [number, number];
  features: readonly string[];
}

export const DEX_PLATFORMS: readonly DexPlatform[] = [
  {
    name: 'PumpFun',
    description: 'Pools for tokens that graduated from a pump.fun-style bonding curve.',
    fee: '0.25%',
    apy: LIQUIDITY_APY_RANGES_PCT.PumpFun,
    features: ['Graduated meme tokens', 'Instant pool creation', 'High volume, high volatility'],
  },
  {
    name: 'Raydium',
    description: 'Constant-product pools on the most used AMM of Solana.',
    fee: '0.25%',
    apy: LIQUIDITY_APY_RANGES_PCT.Raydium,
    features: ['Deep liquidity', 'Concentrated and standard pools', 'Farm rewards'],
  },
  {
    name: 'Meteora',
    description: 'Dynamic pools whose fees follow volatility.',
    fee: 'Dynamic',
    apy: LIQUIDITY_APY_RANGES_PCT.Meteora,
    features: ['Dynamic fees', 'Liquidity bins (DLMM)', 'Single-sided deposits'],
  },
];

/** The token choices of both selects (spec §2). */
export const LIQUIDITY_TOKENS = ['SOL', 'USDC', 'BONK', 'JUP', 'RAY'] as const;

/** `45–120%`. */
export function formatApy([low, high]: readonly [number, number]): string {
  return `${low}–${high}%`;
}

/** A reward tier of spec §9. */
export type RewardTier = (typeof REWARD_TIERS)[number];

/**
 * The tier that Amount A (in SOL) earns: the highest tier whose minimum it reaches, so amounts between the
 * spec's integer bounds (50.5) stay in the lower tier. Below Bronze's 10 SOL, or not a number: no tier.
 */
export function rewardTierFor(amountA: number): RewardTier | null {
  if (!Number.isFinite(amountA)) return null;
  let tier: RewardTier | null = null;
  for (const t of REWARD_TIERS) if (amountA >= t.min) tier = t;
  return tier;
}

/** `10–50 SOL`, or `501+ SOL` for the open-ended top tier. */
export function formatTierRange(tier: RewardTier): string {
  return Number.isFinite(tier.max) ? `${tier.min}–${tier.max} SOL` : `${tier.min}+ SOL`;
}

/** The highest custom slippage accepted, percent: beyond it a swap is effectively unprotected. */
export const MAX_SLIPPAGE_PCT = 50;

export const SLIPPAGE_PRESETS = LIQUIDITY_SLIPPAGE_PRESETS_PCT;
export const DEFAULT_SLIPPAGE = LIQUIDITY_DEFAULT_SLIPPAGE_PCT;

/** Parses the custom slippage field: a number above 0 and at most MAX_SLIPPAGE_PCT. */
export function parseSlippage(raw: string): { ok: true; value: number } | { ok: false; error: string } {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'Enter a slippage percentage.' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'Slippage must be a number, e.g. 0.5.' };
  if (value <= 0) return { ok: false, error: 'Slippage must be greater than 0%.' };
  if (value > MAX_SLIPPAGE_PCT) return { ok: false, error: `Slippage cannot exceed ${MAX_SLIPPAGE_PCT}%.` };
  return { ok: true, value };
}

/** Parses an amount field: empty is "not entered yet", otherwise a number of at least 0. */
export function parseAmount(raw: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const text = raw.trim();
  if (!text) return { ok: true, value: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'Enter a number.' };
  if (value < 0) return { ok: false, error: 'Amount cannot be negative.' };
  return { ok: true, value };
}
