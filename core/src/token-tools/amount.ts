/**
 * Token amounts between what a person types ("12.5") and what the chain stores (base units, bigint). Money
 * never goes through a float: the decimal text is split and padded as digits.
 */

/** Largest value a token amount (u64) can hold. */
export const U64_MAX = 18_446_744_073_709_551_615n;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** How loosely {@link parseTokenAmount} reads what a person typed. */
export interface ParseTokenAmountOptions {
  /** The first comma is the decimal point ("0,25" is 0.25), as many keyboards type it. */
  decimalComma?: boolean;
  /** White space and underscores anywhere are digit separators and dropped ("1 000", "1_000"). */
  digitSeparators?: boolean;
}

/**
 * Parses a decimal text into base units for a mint of `decimals` decimals. Returns null when the text is
 * not a plain non-negative decimal, has more fraction digits than the mint allows, or overflows a u64.
 */
export function parseTokenAmount(
  text: string,
  decimals: number,
  { decimalComma = false, digitSeparators = false }: ParseTokenAmountOptions = {},
): bigint | null {
  let clean = digitSeparators ? text.replace(/[\s_]/g, '') : text.trim();
  if (decimalComma) clean = clean.replace(',', '.');
  const match = DECIMAL_TEXT.exec(clean);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return null;
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units > U64_MAX ? null : units;
}

/**
 * Formats base units as a decimal text with the mint's decimals, the whole part grouped by thousands and
 * trailing zeros trimmed ("1,234.5"). `maxFraction` keeps at most that many fraction digits, rounded down, so
 * a displayed balance is never more than what is held.
 */
export function formatTokenAmount(units: bigint, decimals: number, maxFraction: number = decimals): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % scale).toString().padStart(decimals, '0').slice(0, maxFraction).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
