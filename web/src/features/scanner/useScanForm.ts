import { isScannableChain } from '@solpad/core/scanner';
import type { RecentScan, ScannerChainId, ScannerSearch, ScanRequest, ScanType } from '@solpad/core/schemas';
import { useEffect, useState } from 'react';

/**
 * The New scan form's state: its type, chain and query. `start` scans what it holds (on a chain the scanner
 * reads); `rescan` refills it from a recent scan and scans that. A shared link (`?type=token&q=ADDRESS`) reruns
 * its scan when opened, and again when it changes.
 */
export function useScanForm(search: ScannerSearch, run: (request: ScanRequest) => Promise<void>) {
  const [type, setType] = useState<ScanType>(search.type ?? 'token');
  const [chain, setChain] = useState<ScannerChainId>(search.chain ?? 'solana');
  const [query, setQuery] = useState(search.q ?? '');
  const scannable = isScannableChain(chain);

  useEffect(() => {
    if (!search.q) return;
    setType(search.type ?? 'token');
    setQuery(search.q);
    setChain(search.chain ?? 'solana');
    if (isScannableChain(search.chain ?? 'solana'))
      void run({ type: search.type ?? 'token', query: search.q, chain: search.chain ?? 'solana' });
  }, [search.q, search.type, search.chain, run]);

  const start = () => {
    if (!scannable) return;
    void run({ type, query, chain });
  };
  const rescan = (s: RecentScan) => {
    setType(s.type);
    setChain(s.chain);
    setQuery(s.address ?? s.query);
    void run({ type: s.type, query: s.address ?? s.query, chain: s.chain });
  };
  return { type, setType, chain, setChain, query, setQuery, scannable, start, rescan };
}

/** What {@link useScanForm} holds and does. */
export type ScanFormState = ReturnType<typeof useScanForm>;
