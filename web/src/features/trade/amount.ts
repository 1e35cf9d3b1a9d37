import { MAX_SLIPPAGE_BPS } from '@solpad/core/schemas';
import { formatTokenAmount, type ParseTokenAmountOptions, parseTokenAmount } from '@solpad/core/token-tools';

/** Decimals of SOL (lamports). */
export const SOL_DECIMALS = 9;

/** What a person types into an amount field: "0,25" with a decimal comma, "1 000" with spaces. */
const TYPED_AMOUNT: ParseTokenAmountOptions = { decimalComma: true, digitSeparators: true };

/**
 * Parses an amount a person typed ("1.5", "0,25", ".5") into base units with `decimals` fraction digits.
 * Returns null for anything that is not a plain non-negative decimal, has more fraction digits than the unit
 * allows, or does not fit a u64. Never goes through a float, so no amount is ever misrounded.
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  return parseTokenAmount(text, decimals, TYPED_AMOUNT);
}

/**
 * Base units as a decimal string with at most `maxFraction` fraction digits (rounded down, so a displayed
 * balance is never more than what is held), without trailing zeros: 1_500_000n, 6 → "1.5". The web's name for
 * core's formatter, which the token tools call by its own.
 */
export { formatTokenAmount as formatUnits };

/** The same as {@link formatUnits} but without digit grouping, for putting back into an input. */
export function unitsToInput(units: bigint, decimals: number): string {
  return formatTokenAmount(units, decimals).replace(/,/g, '');
}

/** Slippage presets of the trade panel, in bps: 0.5 %, 1 %, 2 %, 5 %. */
export const SLIPPAGE_PRESETS_BPS = [50, 100, 200, 500] as const;

/** Default slippage tolerance: 1 %. */
export const DEFAULT_SLIPPAGE_BPS = 100;

/**
 * A custom slippage percentage ("0.3", "12.5") as bps, or null when it is not a number between 0 and
 * MAX_SLIPPAGE_BPS (50 %) with at most two decimals (1 bp is the finest step a quote takes).
 */
export function parseSlippagePct(text: string): number | null {
  const bps = parseAmount(text.replace(/%$/, ''), 2);
  if (bps === null || bps > BigInt(MAX_SLIPPAGE_BPS)) return null;
  return Number(bps);
}

/** Bps as a percentage label: 50 → "0.5%". */
export function bpsLabel(bps: number): string {
  return `${formatTokenAmount(BigInt(bps), 2)}%`;
}
