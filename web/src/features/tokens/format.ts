import { formatChangePct } from '@solpad/core/format';
import { WHOLE_SUPPLY } from './list-model';

/** Market cap in SOL of a platform token at a price in SOL (every venue token has the same supply). */
export function marketCapSolAt(priceSol: number): number {
  return priceSol * WHOLE_SUPPLY;
}

/** What a figure the API does not provide reads as: never a made-up number. */
export const NOT_AVAILABLE = '—';

/** A risk level's colour, wherever the indexer's or a fresh scan's score is shown. */
export const RISK_CLASS = {
  low: 'text-emerald-600 dark:text-emerald-400',
  medium: 'text-amber-600 dark:text-amber-400',
  high: 'text-red-600 dark:text-red-400',
} as const;

/** Curve progress bps as a percentage with one decimal ("42.5%"). */
export function progressText(bps: number): string {
  return `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 1)}%`;
}

/** The token page path under its venue's dex: `/tokens/solana/pump/{mint}` or `/tokens/solana/raydium/{mint}`. */
export function tokenPath(mint: string, venue: 'curve' | 'pool'): string {
  return `/tokens/solana/${venue === 'pool' ? 'raydium' : 'pump'}/${mint}`;
}

/** Age of a token ("5m", "3h", "2d"), short for the table. */
export function ageText(createdAtMs: number, now: number): string {
  const s = Math.max(0, Math.round((now - createdAtMs) / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

/** A price change in percent: core's one rule (see formatChangePct). */
export const changeText = formatChangePct;
