import { formatPrice, formatRelativeTime } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import type { ExplorerQueryType, RecentQuery } from '@solpad/core/schemas';
import { fetchNetworkStatus, KNOWN_PROGRAMS } from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSection } from '../../../components/kit';
import { errorMessage } from '../../../lib/error-message';
import { healthQueryOptions } from '../../system';
import { toolsRpc } from '../../wallet';
import { TOOL_SECTION } from '../common/section-looks';

/** How often Network Status re-reads the chain. */
export const NETWORK_STATUS_REFRESH_MS = 5000;

const STATUS_DOT: Record<RecentQuery['status'], string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-500',
};

/** Popular Programs: the standard programs and the best-known ones, from core's known-programs list. */
export const POPULAR_PROGRAMS = KNOWN_PROGRAMS.filter((p) =>
  [
    'SPL Token',
    'Token-2022',
    'System Program',
    'Associated Token Account',
    'Metaplex Token Metadata',
    'Jupiter Aggregator v6',
  ].includes(p.name),
);

/** A quick action's look: the side card's buttons and links alike. */
const QUICK_ACTION = 'btn-secondary justify-start';

/** Sidebar: Quick Actions, Recent Queries, Popular Programs, Network Status. */
export function ProgramsSidebar({
  recent,
  onQuery,
  onFocusSearch,
}: {
  recent: RecentQuery[];
  onQuery: (type: ExplorerQueryType, q: string) => void;
  onFocusSearch: (type: ExplorerQueryType) => void;
}) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Programs sidebar">
      <CardSection look={TOOL_SECTION.side} label="Quick Actions" titleId="quick-actions-title">
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className={QUICK_ACTION} onClick={() => onFocusSearch('program')}>
            Search Programs
          </button>
          <Link to="/tools/build" className={QUICK_ACTION}>
            Deploy Program
          </Link>
          <a
            href="https://github.com/Ellipsis-Labs/solana-verifiable-build"
            target="_blank"
            rel="noopener noreferrer"
            className={QUICK_ACTION}
          >
            Verify Source
          </a>
          <button type="button" className={QUICK_ACTION} onClick={() => onFocusSearch('address')}>
            Monitor Activity
          </button>
          {/* Plain links: these pages belong to other features and may load their own chunks. */}
          <a href="/tools/scanner" className={QUICK_ACTION}>
            Security Audit
          </a>
          <a href="/marketing/analytics" className={QUICK_ACTION}>
            Analytics
          </a>
        </div>
      </CardSection>

      <CardSection look={TOOL_SECTION.side} label="Recent Queries" titleId="recent-queries-title">
        {recent.length === 0 ? (
          <p className="text-muted text-sm">Your searches appear here (kept in this browser).</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="recent-queries">
            {recent.map((q) => (
              <li key={`${q.type}-${q.query}`}>
                <button
                  type="button"
                  onClick={() => onQuery(q.type, q.query)}
                  className="flex w-full items-center gap-2 rounded-lg p-2 text-left transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <span
                    className={`size-2 shrink-0 rounded-full ${STATUS_DOT[q.status]}`}
                    aria-hidden="true"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-mono text-xs" title={q.query}>
                      {q.query}
                    </span>
                    <span className="text-subtle text-xs">
                      <span className="capitalize">{q.type}</span> · {q.result} ·{' '}
                      {formatRelativeTime(q.timestamp)}
                    </span>
                  </span>
                  <span className="sr-only">status {q.status}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection look={TOOL_SECTION.side} label="Popular Programs" titleId="popular-programs-title">
        <ul className="flex flex-col gap-1">
          {POPULAR_PROGRAMS.map((p) => (
            <li key={p.address}>
              <button
                type="button"
                onClick={() => onQuery('program', p.address)}
                className="flex w-full flex-col rounded-lg p-2 text-left transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-medium text-sm">{p.name}</span>
                  <span className="badge bg-surface-2 text-muted">{p.category}</span>
                </span>
                <span className="text-muted text-xs">{p.usage}</span>
              </button>
            </li>
          ))}
        </ul>
      </CardSection>

      <NetworkStatusCard />
    </aside>
  );
}

/** Network Status: the real slot, block height, epoch and TPS of the API's cluster, refreshed every 5 s. */
export function NetworkStatusCard() {
  const { data: health } = useQuery(healthQueryOptions);
  const status = useQuery({
    queryKey: ['token-tools', 'network-status'],
    queryFn: () => fetchNetworkStatus(toolsRpc),
    refetchInterval: NETWORK_STATUS_REFRESH_MS,
  });
  const ok = status.isSuccess && !status.isError;
  return (
    <CardSection
      look={TOOL_SECTION.side}
      label="Network Status"
      titleId="network-status-title"
      testId="network-status"
      aside={
        <span className="flex items-center gap-1.5 text-muted text-xs">
          <span
            className={`size-2 rounded-full ${ok ? 'bg-emerald-500' : status.isError ? 'bg-red-500' : 'bg-amber-500'}`}
            aria-hidden="true"
          />
          {health?.chain.cluster ?? '…'} · {ok ? 'online' : status.isError ? 'unreachable' : 'connecting'}
        </span>
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="stat-label">Slot</dt>
          <dd className="font-semibold tabular-nums" data-testid="network-slot">
            {status.data ? formatInteger(status.data.slot) : '—'}
          </dd>
        </div>
        <div>
          <dt className="stat-label">Block height</dt>
          <dd className="font-semibold tabular-nums">
            {status.data ? formatInteger(status.data.blockHeight) : '—'}
          </dd>
        </div>
        <div>
          <dt className="stat-label">Epoch</dt>
          <dd className="font-semibold tabular-nums">
            {status.data ? `${status.data.epoch} (${status.data.epochProgress.toFixed(1)} %)` : '—'}
          </dd>
        </div>
        <div>
          <dt className="stat-label">TPS</dt>
          <dd className="font-semibold tabular-nums" data-testid="network-tps">
            {/* Two significant digits: a quiet network's 0.025 tx/s is not "0.0" while trades land. */}
            {status.data
              ? status.data.tps === null
                ? 'No samples'
                : formatPrice(status.data.tps, { significant: 2 })
              : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-subtle text-xs">
        RPC {ok ? 'healthy' : status.isError ? `error: ${errorMessage(status.error)}` : 'checking…'} ·{' '}
        {health?.chain.mode === 'localnet' ? 'embedded localnet' : 'remote cluster'}
      </p>
    </CardSection>
  );
}
