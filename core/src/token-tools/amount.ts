/**
 * Token amounts between what a person types ("12.5") and what the chain stores (base units, bigint). Money
 * never goes through a float: the decimal text is split and padded as digits.
 */

/** Largest value a token amount (u64) can hold. */
export const U64_MAX = 18_446_744_073_709_551_615n;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * Parses a decimal text into base units for a mint of `decimals` decimals. Returns null when the text is
 * not a plain non-negative decimal, has more fraction digits than the mint allows, or overflows a u64.
 */
export function parseTokenAmount(text: string, decimals: number): bigint | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return null;
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units > U64_MAX ? null : units;
}

/** Formats base units as a decimal text with the mint's decimals, trailing zeros trimmed ("12.5"). */
export function formatTokenAmount(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
