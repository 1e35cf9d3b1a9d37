import { LAMPORTS_PER_SOL } from '../constants';
import type { TRENDING_WINDOW_MS } from './constants';

/** A trending window: the last 5 minutes, hour or day. */
export type TrendingWindow = keyof typeof TRENDING_WINDOW_MS;

/** What the score of one token in one window is computed from (all measured over that window). */
export interface TrendingInputs {
  /** SOL traded (buys + sells, fees included), lamports. */
  volumeLamports: bigint;
  /** Distinct wallets that traded. */
  uniqueTraders: number;
  /** Holder growth: wallets whose first-ever buy of the token falls inside the window. */
  newHolders: number;
  /** Price change over the window, percent (last trade's price vs the price before the window). */
  priceChangePct: number;
  /** SOL budgets of the token's active `trending_boost` campaigns, lamports. */
  boostLamports: bigint;
}

/** The weights of {@link trendingScore}'s terms (they add up to 100). */
export const TRENDING_WEIGHTS = {
  volume: 30,
  traders: 25,
  holders: 20,
  price: 15,
  boost: 10,
} as const;

/** The saturation point of each log term: at this value the term gives its full weight. */
export const TRENDING_SATURATION = {
  /** SOL of volume. */
  volumeSol: 1_000,
  traders: 500,
  holders: 250,
  /** SOL of boost budgets. */
  boostSol: 100,
} as const;

/** A log-scaled term in [0, 1]: log(1 + x) / log(1 + saturation), capped at 1. */
function logTerm(x: number, saturation: number): number {
  if (!(x > 0)) return 0;
  return Math.min(1, Math.log1p(x) / Math.log1p(saturation));
}

/**
 * The trending score of a token over one window, 0–100:
 *
 *   score = 30·L(volumeSol, 1000) + 25·L(uniqueTraders, 500) + 20·L(newHolders, 250)
 *         + 15·P(priceChangePct) + 10·L(boostSol, 100)
 *
 *   L(x, s) = min(1, ln(1 + x) / ln(1 + s))            (log-scaled, saturates at s)
 *   P(c)    = clamp(c, −50, +100) mapped linearly onto [0, 1]: −50 % → 0, 0 % → 1/3, +100 % → 1
 *
 * Logarithms keep one whale's volume from dominating many small traders; the price term rewards a rising price
 * and punishes a dump; campaign boosts weigh at most 10 points, so paying cannot outrank real activity. The same
 * formula serves every window (the inputs are measured over that window), so a token's 5 m and 24 h ranks differ
 * by what happened in each. Rounded to two decimals.
 */
export function trendingScore(i: TrendingInputs): number {
  const sol = (l: bigint) => Number(l) / Number(LAMPORTS_PER_SOL);
  const change = Number.isFinite(i.priceChangePct) ? Math.max(-50, Math.min(100, i.priceChangePct)) : 0;
  const score =
    TRENDING_WEIGHTS.volume * logTerm(sol(i.volumeLamports), TRENDING_SATURATION.volumeSol) +
    TRENDING_WEIGHTS.traders * logTerm(i.uniqueTraders, TRENDING_SATURATION.traders) +
    TRENDING_WEIGHTS.holders * logTerm(i.newHolders, TRENDING_SATURATION.holders) +
    TRENDING_WEIGHTS.price * ((change + 50) / 150) +
    TRENDING_WEIGHTS.boost * logTerm(sol(i.boostLamports), TRENDING_SATURATION.boostSol);
  return Math.round(score * 100) / 100;
}

/** Price change in percent from `before` to `after` (0 when there is no earlier price). */
export function priceChangePct(before: number | null, after: number | null): number {
  if (before === null || after === null || !(before > 0)) return 0;
  return ((after - before) / before) * 100;
}
