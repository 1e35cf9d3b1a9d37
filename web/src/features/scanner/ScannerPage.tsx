import { filterRecentScans, scanTiles } from '@solpad/core/scanner';
import { type ScanFilters, ScanFiltersSchema, type ScannerSearch } from '@solpad/core/schemas';
import { useMemo, useState } from 'react';
import { FigureCard, ToolHeader } from '../../components/kit';
import { FiltersCard } from './FiltersCard';
import { HowScoreWorks } from './HowScoreWorks';
import { ReportView } from './ReportView';
import { useRecentScans } from './recent-store';
import { NewScanSection } from './ScanForm';
import { ScannerSidebar } from './ScannerSidebar';
import { useScan } from './useScan';
import { useScanForm } from './useScanForm';

/** The Advanced Security Scanner page (spec §2), running core's real scanner. */
export function ScannerPage({ search }: { search: ScannerSearch }) {
  const [filters, setFilters] = useState<ScanFilters>(() => ScanFiltersSchema.parse({}));
  const { list: recent, add: addRecent, source } = useRecentScans();
  const { state, run } = useScan(addRecent);
  const form = useScanForm(search, run);

  const tiles = useMemo(() => scanTiles(recent), [recent]);
  const shown = useMemo(() => filterRecentScans(recent, filters), [recent, filters]);

  return (
    <div className="flex flex-col gap-6">
      <ToolHeader
        title="Advanced Security Scanner"
        badges={
          <>
            <span className="badge border-violet-500/40 bg-violet-500/10 text-violet-700 dark:text-violet-300">
              Pro Enhanced
            </span>
            <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
              AI Powered
            </span>
          </>
        }
      >
        Reads the token, wallet or program straight from the chain: authorities, extensions, holders, history
        — every finding names the account and field it comes from.
      </ToolHeader>

      <section aria-label="Scan statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label="Scans Today" value={tiles.scansToday} valueTestId="tile-scans-today" />
        <FigureCard label="High Risk" value={tiles.highRisk} valueTestId="tile-high-risk" />
        <FigureCard label="Safe Tokens" value={tiles.safeTokens} valueTestId="tile-safe-tokens" />
        <FigureCard label="Your Scans" value={tiles.yourScans} valueTestId="tile-your-scans" />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <NewScanSection form={form} state={state} />

          {state.status === 'scanning' && state.partial && (
            <ReportView report={state.partial} requests={null} pending />
          )}
          {state.status === 'report' && <ReportView report={state.report} requests={state.requests} />}
          {state.status === 'idle' && (
            <p className="text-muted text-sm">
              Enter a mint address or a symbol of a token launched here, a wallet address or a program id,
              then press Search or Enter.
            </p>
          )}

          <HowScoreWorks />

          <FiltersCard filters={filters} onChange={setFilters} shown={shown.length} total={recent.length} />
        </div>

        <ScannerSidebar recent={recent} shown={shown} rescan={form.rescan} source={source} />
      </div>
    </div>
  );
}
