import * as RadixSelect from '@radix-ui/react-select';
import { ERROR_MESSAGES } from '@solpad/core';
import { SCANNER_CHAINS } from '@solpad/core/scanner';
import {
  SCAN_QUERY_MAX,
  type ScannerChainId,
  ScannerChainIdSchema,
  type ScanType,
} from '@solpad/core/schemas';
import { Chips } from '../../components/kit';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { SELECT_ITEM_CLASS, SelectShell } from '../../components/ui/SelectShell';
import type { ScanState } from './useScan';
import type { ScanFormState } from './useScanForm';

const TYPE_LABEL: Record<ScanType, string> = { token: 'Token', wallet: 'Wallet', contract: 'Contract' };
const TYPES: readonly ScanType[] = ['token', 'wallet', 'contract'];

function ChainSelect({ value, onChange }: { value: ScannerChainId; onChange: (v: ScannerChainId) => void }) {
  const current = SCANNER_CHAINS.find((c) => c.value === value);
  return (
    <SelectShell
      id="scanner-chain"
      label="Blockchain"
      value={value}
      onValueChange={(v) => onChange(ScannerChainIdSchema.parse(v))}
      shown={
        <>
          <span aria-hidden="true" className="mr-1">
            {current?.icon}
          </span>
          {current?.label}
        </>
      }
    >
      {SCANNER_CHAINS.map((c) => (
        <RadixSelect.Item
          key={c.value}
          value={c.value}
          disabled={c.status !== 'Active'}
          className={`${SELECT_ITEM_CLASS} data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50`}
        >
          <RadixSelect.ItemText>
            <span aria-hidden="true" className="mr-1">
              {c.icon}
            </span>
            {c.label}
          </RadixSelect.ItemText>
          <span
            className={`badge ${c.status === 'Active' ? 'border-emerald-500/40 text-emerald-600 dark:text-emerald-400' : 'text-muted'}`}
          >
            {c.status}
          </span>
        </RadixSelect.Item>
      ))}
    </SelectShell>
  );
}

type ScanProgressValue = Extract<ScanState, { status: 'scanning' }>['progress'] | null;

/** The running scan's phase and percentage, as text and as a progress bar. */
function ScanProgress({ progress }: { progress: ScanProgressValue }) {
  return (
    <div
      className="flex flex-col gap-1"
      data-testid="scan-progress"
      data-phase={`${progress?.percent ?? 0}% ${progress?.message ?? 'Starting scan'}`}
    >
      <div className="flex justify-between text-sm">
        <span data-testid="scan-phase">{progress?.message ?? 'Starting scan'}</span>
        <span className="tabular-nums" data-testid="scan-percent">
          {progress?.percent ?? 0}%
        </span>
      </div>
      <ProgressBar
        percent={progress?.percent ?? 0}
        label="Scan progress"
        text={progress ? `${progress.percent}% — ${progress.message}` : 'Starting scan'}
        fill="bg-accent transition-[width]"
      />
    </div>
  );
}

/** The "New scan" card: type, chain and query, Search, then the scan's progress or error. */
export function NewScanSection({ form, state }: { form: ScanFormState; state: ScanState }) {
  const { type, setType, chain, setChain, query, setQuery, start, scannable } = form;
  const scanning = state.status === 'scanning';
  const progress = state.status === 'scanning' ? state.progress : null;
  return (
    <section aria-label="New scan" className="card flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Scan type</legend>
        <Chips options={TYPES} value={type} onChange={setType} label={(t) => TYPE_LABEL[t]} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="scanner-chain" className="text-muted text-xs">
            Blockchain
          </label>
          <ChainSelect value={chain} onChange={setChain} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="scanner-query" className="text-muted text-xs">
            {TYPE_LABEL[type]} address or symbol
          </label>
          <input
            id="scanner-query"
            type="search"
            className="input"
            autoComplete="off"
            spellCheck={false}
            placeholder={`Enter ${type} address or symbol...`}
            maxLength={SCAN_QUERY_MAX}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                start();
              }
            }}
          />
        </div>
        <button type="button" className="btn-primary" onClick={start} disabled={!scannable || scanning}>
          {scanning ? 'Scanning…' : 'Search'}
        </button>
      </div>
      {!scannable && (
        <p
          role="alert"
          className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-amber-800 text-sm dark:text-amber-200"
        >
          {ERROR_MESSAGES.SCAN__UNSUPPORTED_CHAIN}
        </p>
      )}
      {scanning && <ScanProgress progress={progress} />}
      {state.status === 'error' && (
        <p
          role="alert"
          data-testid="scan-error"
          className="rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-red-700 text-sm dark:text-red-300"
        >
          {state.message}
        </p>
      )}
    </section>
  );
}
