/**
 * Versions of one quoted trade: how a trade on a busy token lands within the user's slippage after one wallet
 * prompt, while an unsent quote still reserves nothing.
 *
 * The venue co-signs transactions of exact amounts, so a trade that lands between a user's quote and their
 * submission leaves the quoted amounts better for the user than the venue's price, and the venue cannot co-sign
 * them. So a quote is built as {@link QUOTE_VERSIONS} (up to {@link MAX_QUOTE_VERSIONS}) transactions of the same trade, each a step worse for
 * the user, from the fair amounts at quote time to the user's slippage bound: exact input (a buy of SOL, a sell of
 * tokens) keeps the input and lowers the output down to the minimum; exact output (a buy of tokens, a sell for
 * SOL) keeps the output and raises the input up to the maximum. The wallet signs them all at once (Wallet
 * Standard `solana:signTransaction` with several inputs, one prompt). At submission the venue co-signs the first
 * version, best for the user first, that is no better for the user than its price at that moment
 * ({@link pickVersion} over `checkQuotedTrade`): the user gets at most the fair price and never less than the
 * minimum; when none fits, the price moved beyond the slippage.
 *
 * The steps ({@link versionSteps}) are fine near the fair amount, where one or two trades in between leave the
 * price, and double towards the bound, so a move costs the user at most about the move again (plus the first step,
 * at most {@link FIRST_STEP_MAX_BPS} of the fair amount). What the user gets below the fair price stays in the
 * venue's reserves, i.e. in the next trade's price.
 */
import {
  BPS_DENOMINATOR,
  buyQuote,
  checkQuotedTrade,
  feeOf,
  type Market,
  type QuotedTrade,
  sellQuote,
  type TradeQuote,
} from './market';

/**
 * Versions a quote has (fewer only when its span is tiny): a doubling ladder of 7 steps, the first at most 1/64 of
 * the way to the user's bound.
 */
export const QUOTE_VERSIONS = 8;

/**
 * Versions a quote has at most: a wide slippage gets more doubling steps until the first is within
 * {@link FIRST_STEP_MAX_BPS} of the fair amount (at the 50 % maximum slippage: 11).
 */
export const MAX_QUOTE_VERSIONS = 12;

/**
 * The user's slippage bound of a quote: the least output accepted (exact input) or the most input paid (exact
 * output). Lamports or token base units, as the side says.
 */
export type SlippageBound = { minOut: bigint } | { maxIn: bigint };

/** The largest first step, in bps of the fair amount, when {@link MAX_QUOTE_VERSIONS} allow it. */
export const FIRST_STEP_MAX_BPS = 10n;

/**
 * Distances from the fair amount `fair`, one per version, ascending from 0 to `span` (the distance to the user's
 * bound): 0, `span`/2^(n−2), …, `span`/4, `span`/2, `span`, so a move costs the user at most about the move again.
 * n is `min` versions, more (up to `max`) while the first step would be over {@link FIRST_STEP_MAX_BPS} of `fair`:
 * at 50 % slippage eight versions would start at 0.78 %, lost on any move however small. Rounded down; repeats
 * dropped, so a span smaller than the count gives fewer versions and none gives one.
 */
export function versionSteps(
  span: bigint,
  fair: bigint,
  { min = QUOTE_VERSIONS, max = MAX_QUOTE_VERSIONS }: { min?: number; max?: number } = {},
): bigint[] {
  const steps = [0n];
  if (span <= 0n || min < 2) return steps;
  const cap = (fair * FIRST_STEP_MAX_BPS) / BPS_DENOMINATOR;
  let rungs = min - 1;
  while (rungs < max - 1 && span >> BigInt(rungs - 1) > cap) rungs++;
  for (let k = rungs - 1; k >= 0; k--) {
    const d = span >> BigInt(k);
    if (d > (steps[steps.length - 1] as bigint)) steps.push(d);
  }
  return steps;
}

/** Smallest gross SOL out of the reserves whose amount after the fee is at least `want`. */
function grossFor(want: bigint, feeBps: bigint): bigint {
  let gross = (want * BPS_DENOMINATOR + BPS_DENOMINATOR - feeBps - 1n) / (BPS_DENOMINATOR - feeBps);
  while (gross - feeOf(gross, feeBps) < want) gross += 1n;
  return gross;
}

/** Largest net SOL into the reserves whose amount with the fee is at most `most`. */
function netFor(most: bigint, feeBps: bigint): bigint {
  let net = (most * BPS_DENOMINATOR) / (BPS_DENOMINATOR + feeBps);
  while (net > 0n && net + feeOf(net, feeBps) > most) net -= 1n;
  return net;
}

/**
 * The versions of the trade `fair` (priced on `m`), best for the user first: `fair` itself, then one per step of
 * {@link versionSteps} towards `bound`. Every version moves the reserves by its own exact delta.
 */
export function quoteVersions(
  m: Market,
  fair: TradeQuote,
  bound: SlippageBound,
  count: { min?: number; max?: number } = {},
): TradeQuote[] {
  // SOL into the reserves before the fee (a buy), out of them before the fee (a sell), on both venues.
  const net = fair.solAmount - fair.feeLamports;
  const gross = fair.solAmount + fair.feeLamports;
  const at = (steps: bigint[], version: (d: bigint) => TradeQuote) =>
    steps.map((d) => (d === 0n ? fair : version(d)));
  if ('minOut' in bound) {
    // At least one unit out, whatever the tolerance.
    const least = bound.minOut > 0n ? bound.minOut : 1n;
    if (fair.side === 'buy')
      return at(versionSteps(fair.tokenAmount - least, fair.tokenAmount, count), (d) =>
        buyQuote(m, net, fair.tokenAmount - d),
      );
    return at(versionSteps(gross - grossFor(least, m.feeBps), gross, count), (d) =>
      sellQuote(m, fair.tokenAmount, gross - d),
    );
  }
  if (fair.side === 'buy')
    return at(versionSteps(netFor(bound.maxIn, m.feeBps) - net, net, count), (d) =>
      buyQuote(m, net + d, fair.tokenAmount),
    );
  return at(versionSteps(bound.maxIn - fair.tokenAmount, fair.tokenAmount, count), (d) =>
    sellQuote(m, fair.tokenAmount + d, gross),
  );
}

/**
 * Which of a trade's `versions` (best for the user first) the venue may co-sign on `m`: the first one no better
 * for the user than `m` gives now (`checkQuotedTrade`), or none. `current` is what `m` gives for the first
 * version's tokens (null when it cannot fill them), for the refusal.
 */
export function pickVersion<T extends QuotedTrade>(
  m: Market,
  versions: readonly T[],
): { chosen: T; index: number } | { chosen: null; current: TradeQuote | null } {
  let current: TradeQuote | null = null;
  for (const [index, version] of versions.entries()) {
    const check = checkQuotedTrade(m, version);
    if (check.holds) return { chosen: version, index };
    if (index === 0) current = check.current;
  }
  return { chosen: null, current };
}
