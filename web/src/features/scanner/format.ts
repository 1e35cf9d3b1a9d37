import {
  formatCompact,
  formatPrice,
  SCANNER_RISK_ICON_THRESHOLDS,
  SCANNER_SCORE_THRESHOLDS,
} from '@solpad/core';
import { formatDecimal, formatInteger } from '@solpad/core/format';

/** What every missing value reads as: never a made-up number. */
export const UNKNOWN = 'Unknown';

/** USD amount, compact (K/M/B), or "Unknown". */
export function usd(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return UNKNOWN;
  return `$${formatCompact(n)}`;
}

/** A price in USD with the small-price rule, or "Unknown". */
export function usdPrice(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return UNKNOWN;
  return `$${formatPrice(n)}`;
}

/** A percentage, or "Unknown"; `signed` adds + to positives. */
export function percent(n: number | null | undefined, signed = false): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return UNKNOWN;
  const text = `${n.toFixed(Math.abs(n) < 10 ? 2 : 1)}%`;
  return signed && n > 0 ? `+${text}` : text;
}

/** A plain number with grouping, or "Unknown". */
export function num(n: number | null | undefined, digits = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return UNKNOWN;
  return formatDecimal(n, digits);
}

/** Base units as a whole-token amount with grouping ("1,000,000.5"). */
export function tokenAmount(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = formatInteger(amount / scale);
  const frac = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** Score colour (spec §9): 80+ green, 60+ yellow, 40+ orange, else red. */
export function scoreColor(score: number): string {
  if (score >= SCANNER_SCORE_THRESHOLDS.green) return 'text-emerald-600 dark:text-emerald-400';
  if (score >= SCANNER_SCORE_THRESHOLDS.yellow) return 'text-yellow-600 dark:text-yellow-400';
  if (score >= SCANNER_SCORE_THRESHOLDS.orange) return 'text-orange-600 dark:text-orange-400';
  return 'text-red-600 dark:text-red-400';
}

/** Risk icon (spec §9): above 70 good, above 40 warning, else bad. */
export function riskIcon(score: number): 'good' | 'warning' | 'bad' {
  if (score > SCANNER_RISK_ICON_THRESHOLDS.good) return 'good';
  if (score > SCANNER_RISK_ICON_THRESHOLDS.warning) return 'warning';
  return 'bad';
}

/** A date as YYYY-MM-DD HH:MM (local), or "Unknown". */
export function dateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return UNKNOWN;
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
