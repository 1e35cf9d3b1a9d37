import { BALANCE_DISPLAY_DECIMALS, LAMPORTS_PER_SOL } from '../constants';
import { formatInteger } from './price';

export * from './price';
export * from './risk';

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

/**
 * Lamports as a SOL amount for tables and cards: {@link formatSol}'s integer half-up rounding to `decimals` (4),
 * grouped: 346_950_000n → "0.3470", 1_234_567_890_000n → "1,234.5679". The one SOL rounding of the trade table
 * and the portfolio, so the same sale reads the same on both. `signed` adds "+" / "−" (PnL).
 */
export function formatSolAmount(
  lamports: bigint,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  const text = formatSol(lamports < 0n ? -lamports : lamports, options.decimals);
  const [whole = '0', frac] = text.split('.');
  const grouped = `${formatInteger(BigInt(whole))}${frac === undefined ? '' : `.${frac}`}`;
  if (/^[0.]+$/.test(text)) return grouped;
  if (options.signed) return `${lamports < 0n ? '−' : '+'}${grouped}`;
  return lamports < 0n ? `-${grouped}` : grouped;
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

/** Every base58 address or signature in `text` shortened ("Mint authority 7xKX…gAsU"), the rest unchanged. */
export function shortenAddressesIn(text: string, chars = 4): string {
  return text.replace(/[1-9A-HJ-NP-Za-km-z]{32,88}/g, (match) => shortenAddress(match, chars));
}
