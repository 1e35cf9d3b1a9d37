import {
  BALANCE_DISPLAY_DECIMALS,
  COMPACT_THRESHOLDS,
  LAMPORTS_PER_SOL,
  SMALL_PRICE_THRESHOLD,
} from '../constants';

/**
 * Lamports as SOL text with a fixed number of decimals (spec §7: lamports / 1e9 to 4 decimals), rounded half
 * up, computed on integers so no amount is ever misrounded by floating point.
 */
export function formatSol(lamports: bigint, decimals: number = BALANCE_DISPLAY_DECIMALS): string {
  const negative = lamports < 0n;
  const abs = negative ? -lamports : lamports;
  const scale = 10n ** BigInt(decimals);
  const scaled = (abs * scale + LAMPORTS_PER_SOL / 2n) / LAMPORTS_PER_SOL;
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${frac}` : ''}`;
}

/** Lamports as a JS number of SOL, for display maths only (charts, percentages). */
export function lamportsToSol(lamports: bigint): number {
  return Number(lamports) / Number(LAMPORTS_PER_SOL);
}

/**
 * Parses a SOL amount typed by a person ("1.5", "0.000000001") into lamports. Returns null for anything
 * that is not a non-negative decimal with at most 9 fraction digits.
 */
export function solToLamports(text: string): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1] as string) * LAMPORTS_PER_SOL + BigInt((m[2] ?? '').padEnd(9, '0'));
}

/** Compact number with K/M/B suffixes at 1e3/1e6/1e9 (spec §9): 1234 → "1.23K". */
export function formatCompact(value: number, fractionDigits = 2): string {
  const abs = Math.abs(value);
  if (abs >= COMPACT_THRESHOLDS.B) return `${(value / COMPACT_THRESHOLDS.B).toFixed(fractionDigits)}B`;
  if (abs >= COMPACT_THRESHOLDS.M) return `${(value / COMPACT_THRESHOLDS.M).toFixed(fractionDigits)}M`;
  if (abs >= COMPACT_THRESHOLDS.K) return `${(value / COMPACT_THRESHOLDS.K).toFixed(fractionDigits)}K`;
  return value.toFixed(fractionDigits);
}

/**
 * A price for display. The product uses the exponential rule of spec §9 everywhere: a price below 0.01 is
 * shown in exponential notation with 3 significant digits ("2.80e-8"), because memecoin prices in SOL sit
 * far below what 6 fixed decimals can show. Other prices get 2–4 decimals.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return '0';
  if (Math.abs(value) < SMALL_PRICE_THRESHOLD) return value.toExponential(2);
  if (Math.abs(value) < 1) return value.toFixed(4);
  return value.toFixed(2);
}

/** "7xKX…gAsU": the first and last `chars` characters of an address. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}

/** "just now", "5m ago", "3h ago", "2d ago" relative to `now`. */
export function formatRelativeTime(time: Date | number, now: Date | number = Date.now()): string {
  const seconds = Math.round((Number(now) - Number(time)) / 1000);
  if (seconds < 0) return 'just now';
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))}m ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)}h ago`;
  return `${Math.round(seconds / 86_400)}d ago`;
}
