import { formatRelativeTime, formatSol, shortenAddress } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import type { BurnMintStat, BurnStats } from '@solpad/core/schemas';
import { formatTokenAmount } from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { CardSection, type Column, ColumnHeads } from '../../../components/kit';
import { errorMessage } from '../../../lib/error-message';
import { burnStatsQuery } from './analytics';

/** Base units as whole tokens; without known decimals, the raw base units (labelled so). */
function amountText(m: BurnMintStat): string {
  return m.decimals === null
    ? `${formatTokenAmount(BigInt(m.amount), 0)} base units`
    : formatTokenAmount(BigInt(m.amount), m.decimals);
}

function StatCard({ title, value, detail }: { title: string; value: string; detail?: string }) {
  return (
    <section data-testid="burn-analytics-card" className="card flex flex-col gap-1">
      <h3 className="stat-label">{title}</h3>
      <p className="font-bold text-2xl tabular-nums" data-testid="burn-analytics-value">
        {value}
      </p>
      {detail && <p className="text-muted text-xs">{detail}</p>}
    </section>
  );
}

const TOP_MINT_COLUMNS: readonly Column[] = [
  { label: 'Token' },
  { label: 'Burned', end: true },
  { label: 'Burns', end: true },
  { label: 'Last burn', end: true },
];

function TopMints({ stats, titleId }: { stats: BurnStats; titleId: string }) {
  return (
    <CardSection
      label="Tokens Burned"
      titleId={titleId}
      level="h3"
      titleClassName="font-semibold"
      className="card flex flex-col gap-3"
      testId="burn-analytics-top"
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-subtle text-xs uppercase tracking-wide">
            <ColumnHeads columns={TOP_MINT_COLUMNS} />
          </thead>
          <tbody>
            {stats.topMints.map((m) => (
              <tr
                key={m.mint}
                className="border-line border-t"
                data-testid="burn-analytics-mint"
                data-mint={m.mint}
              >
                <td className="py-2 pr-3">
                  <Link
                    to="/tools/programs"
                    search={{ type: 'token', q: m.mint }}
                    className="flex flex-col text-fg underline-offset-2 hover:underline"
                    title={m.mint}
                  >
                    <span className="font-medium">{m.symbol ? `$${m.symbol}` : shortenAddress(m.mint)}</span>
                    <span className="text-subtle text-xs">{m.name ?? 'Mint not launched on Solpad'}</span>
                  </Link>
                </td>
                <td className="py-2 pr-3 text-right font-mono tabular-nums">{amountText(m)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInteger(m.burnTransactions)}</td>
                <td className="py-2 text-right text-muted text-xs">
                  <time dateTime={m.lastBurnAt}>{formatRelativeTime(new Date(m.lastBurnAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CardSection>
  );
}

/**
 * The Analytics tab: figures of the burn index (GET /api/burns/stats), computed by the API from confirmed
 * transactions; refreshed after a burn or close made on this page and every 30 s.
 */
export function BurnAnalytics({ onTryBurn }: { onTryBurn: () => void }) {
  const id = useId();
  const stats = useQuery(burnStatsQuery);

  if (stats.isPending) {
    return (
      <p role="status" className="card text-muted text-sm">
        Loading burn analytics…
      </p>
    );
  }
  if (stats.isError) {
    return (
      <div role="alert" className="card flex flex-col items-start gap-3">
        <p className="text-red-600 text-sm dark:text-red-400">
          Burn analytics could not be loaded: {errorMessage(stats.error)}
        </p>
        <button type="button" className="btn-secondary" onClick={() => void stats.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const s = stats.data;
  const empty = s.burnTransactions === 0 && s.accountsClosed === 0;
  return (
    <div className="flex flex-col gap-4" data-testid="burn-analytics">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-lg">Burn Analytics</h2>
        <p className="text-muted text-xs" aria-live="polite">
          From confirmed transactions sent through this site
          {s.lastActivityAt ? ` · last activity ${formatRelativeTime(new Date(s.lastActivityAt))}` : ''}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Burn Transactions"
          value={formatInteger(s.burnTransactions)}
          detail={`${formatInteger(s.burnTransactions24h)} in the last 24 h`}
        />
        <StatCard title="Mints Burned" value={formatInteger(s.mintsBurned)} detail="distinct tokens burned" />
        <StatCard
          title="Unique Burners"
          value={formatInteger(s.uniqueBurners)}
          detail="wallets that burned"
        />
        <StatCard
          title="Accounts Closed"
          value={formatInteger(s.accountsClosed)}
          detail={`${formatSol(BigInt(s.rentReclaimedLamports))} SOL rent reclaimed`}
        />
      </div>
      {empty ? (
        <div className="card flex flex-col items-start gap-3" data-testid="burn-analytics-empty">
          <h3 className="font-semibold">No burns yet</h3>
          <p className="text-muted text-sm">
            Nothing has been burned through this site so far. Burn tokens you hold with Burn Tokens On Chain
            at the top of this page: the burn shows up here as soon as its transaction is confirmed.
          </p>
          <button type="button" className="btn-secondary" onClick={onTryBurn}>
            Burn tokens now
          </button>
        </div>
      ) : (
        s.topMints.length > 0 && <TopMints stats={s} titleId={`${id}-top`} />
      )}
    </div>
  );
}
