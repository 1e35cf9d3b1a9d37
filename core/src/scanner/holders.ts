import type { Holder, TokenFacts } from './types';

/** `amount` as a percent of `supply`, to four decimals (every holder share of a report is computed so). */
export function shareOfSupply(amount: bigint, supply: bigint): number {
  return supply === 0n ? 0 : Number((amount * 1_000_000n) / supply) / 10_000;
}

/**
 * The holders part of a token report. `top` is the largest token accounts, largest first, already labelled;
 * `pools` the token accounts that belong to a pool or a bonding-curve vault (left out of the concentration
 * figures: a pool holding most of the supply is how a market works, not a whale). `top` null = the RPC did
 * not answer, so both shares are unknown.
 */
export function holdersOf(
  top: Holder[] | null,
  pools: ReadonlySet<string>,
  count: number | null,
): TokenFacts['holders'] {
  const nonPool = (top ?? []).filter((h) => !pools.has(h.tokenAccount));
  return {
    count,
    top: top ?? [],
    top10SharePct: top ? nonPool.slice(0, 10).reduce((s, h) => s + h.sharePct, 0) : null,
    largestSharePct: top ? (nonPool[0]?.sharePct ?? 0) : null,
  };
}
