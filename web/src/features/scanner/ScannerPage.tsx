import * as RadixSelect from '@radix-ui/react-select';
import { ERROR_MESSAGES, formatRelativeTime, shortenAddress } from '@solpad/core';
import { filterRecentScans, isScannableChain, SCANNER_CHAINS, scanTiles } from '@solpad/core/scanner';
import {
  RECENT_SCANS_SERVER_MAX,
  type RecentScan,
  SCAN_QUERY_MAX,
  type ScanFilters,
  ScanFiltersSchema,
  type ScannerChainId,
  ScannerChainIdSchema,
  type ScannerSearch,
  type ScanType,
} from '@solpad/core/schemas';
import { useEffect, useMemo, useState } from 'react';
import { FiltersCard } from './FiltersCard';
import { scoreColor } from './format';
import { HowScoreWorks } from './HowScoreWorks';
import { ReportView } from './ReportView';
import { useRecentScans } from './recent-store';
import { useScan } from './useScan';

const TYPES: { value: ScanType; label: string }[] = [
  { value: 'token', label: 'Token' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'contract', label: 'Contract' },
];

const TIPS = [
  'Check that the mint authority is revoked: otherwise the supply can be inflated at any time.',
  'A token less than an hour old, with thin liquidity, or mostly held by its creator and the wallets it funded is never low risk.',
  'A freeze authority, a transfer hook or a pausable mint can stop you from selling.',
  'A permanent delegate can take tokens out of any wallet — avoid such tokens unless you trust the issuer.',
  'Look at the top holders: one wallet with most of the supply can crash the price.',
  'Unknown is not safe: when a fact cannot be read, treat it as a risk until you can check it.',
];

function ChainSelect({ value, onChange }: { value: ScannerChainId; onChange: (v: ScannerChainId) => void }) {
  const current = SCANNER_CHAINS.find((c) => c.value === value);
  return (
    <RadixSelect.Root value={value} onValueChange={(v) => onChange(ScannerChainIdSchema.parse(v))}>
      <RadixSelect.Trigger
        id="scanner-chain"
        aria-label="Blockchain"
        className="input flex items-center justify-between gap-2 text-left focus-visible:outline-2 focus-visible:outline-accent"
      >
        <RadixSelect.Value>
          <span aria-hidden="true" className="mr-1">
            {current?.icon}
          </span>
          {current?.label}
        </RadixSelect.Value>
        <RadixSelect.Icon aria-hidden="true" className="text-subtle">
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl"
        >
          <RadixSelect.Viewport className="p-1">
            {SCANNER_CHAINS.map((c) => (
              <RadixSelect.Item
                key={c.value}
                value={c.value}
                disabled={c.status !== 'Active'}
                className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-surface-2 data-[disabled]:opacity-50"
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
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

function Tile({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="card flex flex-col gap-1">
      <span className="stat-label">{label}</span>
      <span data-testid={testId} className="font-bold text-2xl tabular-nums">
        {value}
      </span>
    </div>
  );
}

const RISK_BADGE: Record<RecentScan['risk'], string> = {
  low: 'border-emerald-500/40 text-emerald-600 dark:text-emerald-400',
  medium: 'border-amber-500/40 text-amber-600 dark:text-amber-400',
  high: 'border-red-500/40 text-red-600 dark:text-red-400',
};

/** Where the recent scans are kept, and the sign-in that moves them to the wallet. */
function RecentScansSource({ source }: { source: ReturnType<typeof useRecentScans>['source'] }) {
  if (source.kind === 'wallet')
    return (
      <div className="flex flex-col gap-1 text-xs" data-testid="recent-scans-source" data-source="wallet">
        <p className="text-subtle">
          Kept with your wallet {shortenAddress(source.wallet, 4)} (the newest {RECENT_SCANS_SERVER_MAX}).
        </p>
        {source.error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {source.error}
          </p>
        )}
      </div>
    );
  return (
    <div className="flex flex-col gap-2 text-xs" data-testid="recent-scans-source" data-source="local">
      <p className="text-subtle">
        {source.connected
          ? 'Kept in this browser. Sign in with your wallet to keep them with it, on any device.'
          : 'Kept in this browser. Connect a wallet and sign in to keep them with it.'}
      </p>
      {source.connected && (
        <button
          type="button"
          className="btn-secondary self-start"
          onClick={source.signIn}
          disabled={source.signingIn}
        >
          {source.signingIn ? 'Signing in…' : 'Sign in to keep scans'}
        </button>
      )}
      {source.signInError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {source.signInError}
        </p>
      )}
    </div>
  );
}

/** The Advanced Security Scanner page (spec §2), running core's real scanner. */
export function ScannerPage({ search }: { search: ScannerSearch }) {
  const [type, setType] = useState<ScanType>(search.type ?? 'token');
  const [chain, setChain] = useState<ScannerChainId>(search.chain ?? 'solana');
  const [query, setQuery] = useState(search.q ?? '');
  const [filters, setFilters] = useState<ScanFilters>(() => ScanFiltersSchema.parse({}));
  const { list: recent, add: addRecent, source } = useRecentScans();
  const { state, run } = useScan(addRecent);
  const scannable = isScannableChain(chain);

  // A shared link (`?type=token&q=ADDRESS`) reruns its scan when opened, and again when it changes.
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

  const tiles = useMemo(() => scanTiles(recent), [recent]);
  const shown = useMemo(() => filterRecentScans(recent, filters), [recent, filters]);
  const scanning = state.status === 'scanning';
  const progress = state.status === 'scanning' ? state.progress : null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge border-violet-500/40 bg-violet-500/10 text-violet-700 dark:text-violet-300">
            Pro Enhanced
          </span>
          <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
            AI Powered
          </span>
        </div>
        <h1 className="font-bold text-3xl tracking-tight">Advanced Security Scanner</h1>
        <p className="max-w-2xl text-muted">
          Reads the token, wallet or program straight from the chain: authorities, extensions, holders,
          history — every finding names the account and field it comes from.
        </p>
      </header>

      <section aria-label="Scan statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Scans Today" value={tiles.scansToday} testId="tile-scans-today" />
        <Tile label="High Risk" value={tiles.highRisk} testId="tile-high-risk" />
        <Tile label="Safe Tokens" value={tiles.safeTokens} testId="tile-safe-tokens" />
        <Tile label="Your Scans" value={tiles.yourScans} testId="tile-your-scans" />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-label="New scan" className="card flex flex-col gap-4">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Scan type</legend>
              {TYPES.map((t) => (
                <button
                  key={t.value}
                  type="button"
                  aria-pressed={type === t.value}
                  onClick={() => setType(t.value)}
                  className={type === t.value ? 'btn-primary' : 'btn-secondary'}
                >
                  {t.label}
                </button>
              ))}
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
                  {TYPES.find((t) => t.value === type)?.label} address or symbol
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
            {scanning && (
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
                <div
                  role="progressbar"
                  aria-label="Scan progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress?.percent ?? 0}
                  aria-valuetext={progress ? `${progress.percent}% — ${progress.message}` : 'Starting scan'}
                  className="h-2 overflow-hidden rounded-full bg-surface-2"
                >
                  <div
                    className="h-full rounded-full bg-accent transition-[width]"
                    style={{ width: `${progress?.percent ?? 0}%` }}
                  />
                </div>
              </div>
            )}
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

        <aside className="flex flex-col gap-6" aria-label="Scanner sidebar">
          <section aria-labelledby="recent-scans" className="card flex flex-col gap-3">
            <h2 id="recent-scans" className="card-title">
              Recent Scans
            </h2>
            {shown.length === 0 ? (
              <p className="text-muted text-sm">
                {recent.length === 0 ? 'No scans yet.' : 'No recent scan matches the filters.'}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" data-testid="recent-scans">
                {shown.slice(0, 10).map((s) => (
                  <li key={`${s.type}:${s.address ?? s.query}:${s.timestamp}`}>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between gap-2 rounded-xl border border-line px-3 py-2 text-left text-sm transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
                      onClick={() => {
                        setType(s.type);
                        setChain(s.chain);
                        setQuery(s.address ?? s.query);
                        void run({ type: s.type, query: s.address ?? s.query, chain: s.chain });
                      }}
                      aria-label={`Scan again: ${s.label ?? s.address ?? s.query}`}
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-medium">
                          {s.label ?? shortenAddress(s.address ?? s.query, 5)}
                        </span>
                        <span className="text-subtle text-xs">
                          {s.type} · {formatRelativeTime(s.timestamp)}
                        </span>
                      </span>
                      <span className="flex shrink-0 items-center gap-2">
                        <span className={`font-bold tabular-nums ${scoreColor(s.score)}`}>{s.score}</span>
                        <span className={`badge ${RISK_BADGE[s.risk]}`}>{s.risk}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <RecentScansSource source={source} />
          </section>

          <section aria-labelledby="supported-networks" className="card flex flex-col gap-3">
            <h2 id="supported-networks" className="card-title">
              Supported Networks
            </h2>
            <ul className="flex flex-col gap-1.5 text-sm">
              {SCANNER_CHAINS.map((c) => (
                <li key={c.value} className="flex items-center justify-between gap-2">
                  <span>
                    <span aria-hidden="true" className="mr-1.5">
                      {c.icon}
                    </span>
                    {c.label}
                  </span>
                  <span
                    className={`badge ${c.status === 'Active' ? 'border-emerald-500/40 text-emerald-600 dark:text-emerald-400' : 'text-muted'}`}
                  >
                    {c.status}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="security-tips" className="card flex flex-col gap-3">
            <h2 id="security-tips" className="card-title">
              Security Tips
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-4 text-muted text-sm">
              {TIPS.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
