import { formatCompact, formatPrice } from '@solpad/core/format';

/** "$1.23K" or "Unknown" (the scanner never shows a missing fact as zero). */
export function usd(value: number | null, kind: 'price' | 'amount'): string {
  if (value === null) return 'Unknown';
  return `$${kind === 'price' ? formatPrice(value) : formatCompact(value)}`;
}

/** USD as the site's portfolio writes it: "$1,234.56", "< $0.01" below a cent, "Unknown" without a price. */
export function usdValue(value: number | null): string {
  if (value === null) return 'Unknown';
  if (value > 0 && value < 0.01) return '< $0.01';
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
