import {
  RECENT_SCANS_MAX,
  type RecentScan,
  RecentScansSchema,
  type ScanFilters,
  type ScanRequest,
} from '../schemas/scanner';
import type { ScanReport } from './types';

/** The recent-scan item of a finished scan (spec §3), with the checks and market cap the filters use. */
export function recentScanOf(request: ScanRequest, report: ScanReport): RecentScan {
  const c = report.checks;
  const label =
    report.kind === 'token'
      ? report.symbol || report.name || undefined
      : report.kind === 'contract'
        ? (report.knownAs ?? undefined)
        : undefined;
  return {
    type: request.type,
    query: request.query.trim(),
    chain: request.chain,
    risk: report.riskLevel,
    timestamp: report.scannedAt,
    score: report.score,
    address: report.address,
    ...(label ? { label: label.slice(0, 80) } : {}),
    checks: {
      verified: c.verified.passed,
      noHoneypot: c.noHoneypot.passed,
      noRugPull: c.noRugPull.passed,
      contractVerified: c.contractVerified.passed,
    },
    marketCapUsd: report.kind === 'token' ? report.market.marketCapUsd : null,
    liquidityUsd: report.kind === 'token' ? report.market.liquidityUsd : null,
  };
}

/**
 * Parses stored recent scans (JSON text from storage). Anything that fails the schema is dropped item by
 * item, so one bad entry doesn't lose the rest.
 */
export function readRecentScans(text: string | null): RecentScan[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, RECENT_SCANS_MAX).flatMap((item) => {
    const one = RecentScansSchema.element.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

/**
 * What makes two recent scans "the same": the scan type, the chain and the target (the resolved address, or
 * the query when there is none). A symbol and the address it resolved to are one entry.
 */
export function recentScanKey(s: Pick<RecentScan, 'type' | 'chain' | 'address' | 'query'>): string {
  return `${s.type}:${s.chain}:${s.address ?? s.query.trim()}`;
}

/** Puts `scan` first, dropping an older scan of the same target, keeping at most RECENT_SCANS_MAX. */
export function addRecentScan(list: readonly RecentScan[], scan: RecentScan): RecentScan[] {
  const key = recentScanKey(scan);
  return [scan, ...list.filter((s) => recentScanKey(s) !== key)].slice(0, RECENT_SCANS_MAX);
}

/**
 * Merges lists of recent scans into one, newest first: one entry per {@link recentScanKey} (the newest scan of
 * it wins), at most `max`. Used when a browser's local history joins a wallet's history at sign-in.
 */
export function mergeRecentScans(
  lists: readonly (readonly RecentScan[])[],
  max: number = RECENT_SCANS_MAX,
): RecentScan[] {
  const newest = new Map<string, RecentScan>();
  for (const list of lists)
    for (const s of list) {
      const key = recentScanKey(s);
      const seen = newest.get(key);
      if (!seen || s.timestamp > seen.timestamp) newest.set(key, s);
    }
  return [...newest.values()].sort((a, b) => b.timestamp - a.timestamp).slice(0, max);
}

/**
 * A USD bound typed into a filter: plain numbers with optional `$`, commas and a K/M/B suffix ("1.5M").
 * Empty → null (no bound); unreadable → undefined (the UI says so and ignores it).
 */
export function parseUsdBound(text: string): number | null | undefined {
  const t = text.trim().replace(/[$,\s]/g, '');
  if (t === '') return null;
  const m = /^(\d+(?:\.\d+)?)([kmb])?$/i.exec(t);
  if (!m) return undefined;
  const suffix = (m[2] ?? '').toLowerCase();
  const mult = suffix === 'k' ? 1e3 : suffix === 'm' ? 1e6 : suffix === 'b' ? 1e9 : 1;
  return Number(m[1]) * mult;
}

/**
 * The recent scans the Advanced Filters let through. A ticked check keeps only scans where it PASSED (an
 * unknown outcome is not a pass); a market-cap or liquidity bound keeps only scans whose value is known and
 * inside it.
 */
export function filterRecentScans(list: readonly RecentScan[], filters: ScanFilters): RecentScan[] {
  const min = parseUsdBound(filters.minMarketCap);
  const max = parseUsdBound(filters.maxMarketCap);
  const minLiq = parseUsdBound(filters.minLiquidity);
  return list.filter((s) => {
    if (filters.verified && s.checks?.verified !== true) return false;
    if (filters.noHoneypot && s.checks?.noHoneypot !== true) return false;
    if (filters.noRugPull && s.checks?.noRugPull !== true) return false;
    if (filters.contractVerified && s.checks?.contractVerified !== true) return false;
    if (filters.riskLevel !== 'all' && s.risk !== filters.riskLevel) return false;
    const cap = s.marketCapUsd ?? null;
    if (typeof min === 'number' && (cap === null || cap < min)) return false;
    if (typeof max === 'number' && (cap === null || cap > max)) return false;
    const liq = s.liquidityUsd ?? null;
    if (typeof minLiq === 'number' && (liq === null || liq < minLiq)) return false;
    return true;
  });
}

/** The top tiles (spec §2), counted from the stored scans. */
export interface ScanTiles {
  /** Scans since local midnight. */
  scansToday: number;
  /** Scans rated high risk. */
  highRisk: number;
  /** Token scans rated low risk. */
  safeTokens: number;
  /** Every stored scan. */
  yourScans: number;
}

/** Counts the tiles; `now` decides what "today" is (local time). */
export function scanTiles(list: readonly RecentScan[], now: Date = new Date()): ScanTiles {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return {
    scansToday: list.filter((s) => s.timestamp >= midnight).length,
    highRisk: list.filter((s) => s.risk === 'high').length,
    safeTokens: list.filter((s) => s.type === 'token' && s.risk === 'low').length,
    yourScans: list.length,
  };
}
