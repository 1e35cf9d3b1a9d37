/**
 * Versions of one quoted trade: how a trade on a busy token lands within the user's slippage after one wallet
 * prompt, while an unsent quote still reserves nothing.
 *
 * The venue co-signs transactions of exact amounts, so a trade that lands between a user's quote and their
 * submission leaves the quoted amounts better for the user than the venue's price, and the venue cannot co-sign
 * them. So a quote is built as up to {@link QUOTE_VERSIONS} transactions of the same trade, each a step worse for
 * the user, from the fair amounts at quote time to the user's slippage bound: exact input (a buy of SOL, a sell of
 * tokens) keeps the input and lowers the output down to the minimum; exact output (a buy of tokens, a sell for
 * SOL) keeps the output and raises the input up to the maximum. The wallet signs them all at once (Wallet
 * Standard `solana:signTransaction` with several inputs, one prompt). At submission the venue co-signs the first
 * version, best for the user first, that is no better for the user than its price at that moment
 * ({@link pickVersion} over `checkQuotedTrade`): the user gets at most the fair price and never less than the
 * minimum; when none fits, the price moved beyond the slippage.
 *
 * The steps ({@link versionSteps}) are fine near the fair amount, where one or two trades in between leave the
 * price (the first is at most {@link FIRST_STEP_MAX_BPS} of it), and widen towards the bound, so a move costs the
 * user a fraction of the move again. What the user gets below the fair price stays in the venue's reserves, i.e.
 * in the next trade's price.
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

/** How many versions of a trade a quote builds for the wallet to sign in one prompt (fewer when the span is tiny). */
export const QUOTE_VERSIONS = 8;

/**
 * The user's slippage bound of a quote: the least output accepted (exact input) or the most input paid (exact
 * output). Lamports or token base units, as the side says.
 */
export type SlippageBound = { minOut: bigint } | { maxIn: bigint };

/** The largest first step, in bps of the fair amount: a small move costs at most this much (see versionSteps). */
export const FIRST_STEP_MAX_BPS = 10n;

/**
 * Distances from the fair amount `fair`, one per version, ascending from 0 to `span` (the distance to the user's
 * bound). The steps double towards the bound: 0, `span`/2^(count−2), …, `span`/2, `span`, so a move costs at most
 * about the move again. When that first step would be more than {@link FIRST_STEP_MAX_BPS} of `fair` (a wide
 * slippage: at 50 % it would be 0.78 %, lost on any move however small), the steps start at that much instead and
 * grow by the ratio that still ends at `span`. Rounded down; repeats dropped, so a span smaller than the count gives
 * fewer versions and none gives one. (The rung positions use floating point; every amount stays an exact integer.)
 */
export function versionSteps(span: bigint, fair: bigint, count: number = QUOTE_VERSIONS): bigint[] {
  const steps = [0n];
  if (span <= 0n || count < 2) return steps;
  const rungs = count - 1;
  const cap = (fair * FIRST_STEP_MAX_BPS) / BPS_DENOMINATOR;
  const doubling = span >> BigInt(rungs - 1);
  const push = (d: bigint) => {
    if (d > (steps[steps.length - 1] as bigint) && d <= span) steps.push(d);
  };
  if (doubling <= cap || cap <= 0n || rungs < 2) {
    for (let k = rungs - 1; k >= 0; k--) push(span >> BigInt(k));
    return steps;
  }
  // Geometric from `cap` to `span`: rung j at span · (cap/span)^((rungs−j)/(rungs−1)), in parts per billion.
  const PPB = 1_000_000_000;
  const first = Number(cap) / Number(span);
  for (let j = 1; j < rungs; j++)
    push((span * BigInt(Math.floor(first ** ((rungs - j) / (rungs - 1)) * PPB))) / BigInt(PPB));
  push(span);
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
  count: number = QUOTE_VERSIONS,
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
