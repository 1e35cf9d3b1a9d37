import { formatSol } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import { useQuery } from '@tanstack/react-query';
import { CardSection } from '../../components/kit';
import { statsQueryOptions } from '../../features/system/queries';

/** Live platform stats from `GET /api/stats` (refreshed every 10 s). */
export function StatsPanel() {
  const { data: stats, error, isFetching } = useQuery(statsQueryOptions);
  const items = [
    { label: 'Tokens', value: stats && formatInteger(stats.tokens) },
    { label: 'Wallets seen', value: stats && formatInteger(stats.walletsSeen) },
    { label: '24h trades', value: stats && formatInteger(stats.trades24h) },
    { label: '24h volume', value: stats && `${formatSol(BigInt(stats.volume24hLamports))} SOL` },
    {
      label: 'Current slot',
      value: stats && (stats.slot === null ? 'n/a' : formatInteger(stats.slot)),
    },
  ];
  return (
    <CardSection
      label="Platform stats"
      titleId="stats-title"
      className="card flex flex-col gap-4"
      headerClassName="flex items-center justify-between gap-3"
      aside={
        <span className="flex items-center gap-1.5 text-subtle text-xs">
          <span
            className={`size-1.5 rounded-full ${error ? 'bg-red-400' : 'bg-emerald-400'} ${isFetching ? 'animate-pulse' : ''}`}
            aria-hidden="true"
          />
          {error ? 'Offline' : 'Live'}
        </span>
      }
    >
      <dl data-testid="stats" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border border-line bg-surface-2 px-3 py-3">
            <dt className="stat-label">{item.label}</dt>
            <dd className="mt-1 truncate font-semibold text-lg tabular-nums">{item.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" className="text-red-300 text-sm">
          {error.message}
        </p>
      )}
    </CardSection>
  );
}
