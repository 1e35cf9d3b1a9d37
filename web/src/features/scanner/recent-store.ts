import { addRecentScan, readRecentScans } from '@solpad/core/scanner';
import type { RecentScan } from '@solpad/core/schemas';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Recent scans live in this browser's localStorage (validated with core's schema when read). Keeping them
 * per signed-in wallet on the server is a later step; until then every visitor of this browser shares them.
 */
export const RECENT_SCANS_KEY = 'solpad.scanner.recent';

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: RecentScan[] = [];

function read(): RecentScan[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(RECENT_SCANS_KEY);
  } catch {
    // Storage disabled (private mode, policy): no recent scans.
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = readRecentScans(text);
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === RECENT_SCANS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored recent scans (newest first) and a function that records a new one. */
export function useRecentScans(): [RecentScan[], (scan: RecentScan) => void] {
  const list = useSyncExternalStore(subscribe, read, () => []);
  const add = useCallback((scan: RecentScan) => {
    try {
      localStorage.setItem(RECENT_SCANS_KEY, JSON.stringify(addRecentScan(read(), scan)));
    } catch {
      // Quota or disabled storage: the scan still shows, it just isn't remembered.
    }
    for (const l of listeners) l();
  }, []);
  return [list, add];
}
