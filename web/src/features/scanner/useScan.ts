import {
  isBlankScanQuery,
  recentScanOf,
  type ScanProgress,
  type ScanReport,
  type TokenReport,
} from '@solpad/core/scanner';
import type { RecentScan, ScanRequest } from '@solpad/core/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../lib/error-message';
import { loadScanEngine } from './load-engine';

/**
 * The scanner's state (spec §4): idle, scanning (with progress), report — or an error to show. While a token
 * scan reads who funded its buyers, `partial` holds the static report (shown with the actor part loading).
 */
export type ScanState =
  | { status: 'idle' }
  | {
      status: 'scanning';
      request: ScanRequest;
      progress: ScanProgress | null;
      partial: TokenReport | null;
    }
  | { status: 'report'; request: ScanRequest; report: ScanReport; requests: number }
  | { status: 'error'; request: ScanRequest; message: string };

/**
 * Runs scans with core's engine against this site's API: the chain through `/api/rpc` (batched), market facts
 * from `/api/scanner/…`. A new scan aborts the one in flight. A blank query does nothing. Each finished scan
 * goes to `addRecent` (the page's recent scans).
 */
export function useScan(addRecent: (scan: RecentScan) => void) {
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (request: ScanRequest) => {
      if (isBlankScanQuery(request.query)) return;
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const clean = { ...request, query: request.query.trim() };
      setState({ status: 'scanning', request: clean, progress: null, partial: null });
      let partial: TokenReport | null = null;
      const origin = window.location.origin;
      try {
        // The engine's chunk loads with the first scan (then it is cached); the progress bar shows meanwhile.
        const { createApiMarketSource, createScannerRpc, scan } = await loadScanEngine();
        if (controller.signal.aborted) return;
        const { rpc, transport } = createScannerRpc(`${origin}/api/rpc`);
        const report = await scan(
          clean,
          {
            rpc,
            market: createApiMarketSource(origin),
            signal: controller.signal,
            // The static report (mint, holders, market, creator) renders before the funding lookups finish.
            onStaticReport: (report) => {
              if (controller.signal.aborted) return;
              partial = report;
              setState((s) => (s.status === 'scanning' ? { ...s, partial: report } : s));
            },
          },
          (progress) => {
            if (controller.signal.aborted) return;
            // Each phase is rendered as it completes, even when two complete in the same tick.
            flushSync(() => setState({ status: 'scanning', request: clean, progress, partial }));
          },
        );
        if (controller.signal.aborted || !report) return;
        addRecent(recentScanOf(clean, report));
        setState({ status: 'report', request: clean, report, requests: transport.rounds });
      } catch (e) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', request: clean, message: errorMessage(e) });
      }
    },
    [addRecent],
  );

  return { state, run };
}
