// The scanner's light helpers, apart from the engine (scan.ts) and the kit and token program codecs it imports:
// the scanner page uses these at render, and loads the engine only when a scan starts.
import type { ScannerChainId } from '../schemas/scanner';
import type { ScanReport } from './types';

/** True when a query is empty after trimming: the scanner ignores it (spec §4, §5). */
export function isBlankScanQuery(query: string): boolean {
  return query.trim().length === 0;
}

/** Whether a chain can be scanned today (only Solana; spec §5). */
export function isScannableChain(chain: ScannerChainId): chain is 'solana' {
  return chain === 'solana';
}

/** A report as JSON text (u64 values as decimal strings), for Export. */
export function reportToJson(report: ScanReport): string {
  return JSON.stringify(report, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
