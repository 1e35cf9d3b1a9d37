import { formatCompact, formatPrice } from '@solpad/core/format';

/** What a figure the API does not provide reads as: never a made-up number. */
export const NOT_AVAILABLE = '—';

/** Lamports as compact SOL ("12.3K SOL"); small amounts keep 4 decimals. */
export function solCompact(lamports: bigint): string {
  const sol = Number(lamports) / 1e9;
  return `${Math.abs(sol) >= 1000 ? formatCompact(sol) : sol.toFixed(sol < 1 ? 4 : 2)} SOL`;
}

/** A SOL amount given as a number (market cap from a live price), compact. */
export function solNumberCompact(sol: number): string {
  if (!Number.isFinite(sol)) return NOT_AVAILABLE;
  return `${sol >= 1000 ? formatCompact(sol) : sol.toFixed(2)} SOL`;
}

/** A price in SOL per token, with the small-price rule. */
export function priceSolText(priceSol: number): string {
  return formatPrice(priceSol);
}

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

/** A price change in percent, signed, with one decimal under 100 % ("+4.2%", "−12.0%", "+340%"). */
export function changeText(pct: number): string {
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '';
  const abs = Math.abs(pct);
  return `${sign}${abs >= 100 ? Math.round(abs).toLocaleString('en-US') : abs.toFixed(1)}%`;
}
