import { useSyncExternalStore } from 'react';
import { parseAmount, SOL_DECIMALS } from '../trade';

/** The list's quick-buy size in SOL when none was chosen. */
export const DEFAULT_QUICK_BUY_SOL = '0.1';
/** Where the chosen size is remembered. */
const STORAGE_KEY = 'solpad_quick_buy_sol';
/** The largest quick-buy a person can set, SOL (a typo of 1000 for 0.1 should not be one click away). */
const MAX_QUICK_BUY_LAMPORTS = 100n * 10n ** BigInt(SOL_DECIMALS);

const listeners = new Set<() => void>();

/** A typed size as lamports when it is a valid quick-buy (above zero, at most 100 SOL), else null. */
export function quickBuyLamports(text: string): bigint | null {
  const lamports = parseAmount(text, SOL_DECIMALS);
  return lamports !== null && lamports > 0n && lamports <= MAX_QUICK_BUY_LAMPORTS ? lamports : null;
}

/** The remembered quick-buy size (SOL, as typed), or the default. */
export function readQuickBuySol(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null && quickBuyLamports(stored) !== null) return stored;
  } catch {
    // Storage blocked: the default.
  }
  return DEFAULT_QUICK_BUY_SOL;
}

/** Remembers a quick-buy size; false (and nothing kept) when it is not a valid one. */
export function saveQuickBuySol(text: string): boolean {
  const clean = text.trim();
  if (quickBuyLamports(clean) === null) return false;
  try {
    localStorage.setItem(STORAGE_KEY, clean);
  } catch {
    // Storage blocked: kept for this page only.
  }
  for (const l of listeners) l();
  return true;
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The quick-buy size every row's button uses; re-renders when the header changes it. */
export function useQuickBuySol(): string {
  return useSyncExternalStore(subscribe, readQuickBuySol);
}
