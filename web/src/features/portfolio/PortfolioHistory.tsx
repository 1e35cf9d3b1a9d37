// The portfolio page's history: the tokens the wallet launched here and its trades, paged.
import {
  formatCompact,
  formatQuotedPrice,
  formatQuotedValue,
  formatRelativeTime,
  lamportsToSol,
  shortenAddress,
} from '@solpad/core';
import type { PortfolioToken, TradeRecord } from '@solpad/core/schemas';
import { formatTokenAmount } from '@solpad/core/token-tools';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CardSection } from '../../components/kit';
import { errorMessage } from '../../lib/error-message';
import { type Quoting, sol, TokenBadge, tokenLink } from './PortfolioParts';
import { fetchPortfolio } from './queries';

export function Launched({ tokens, quoting }: { tokens: PortfolioToken[]; quoting: Quoting }) {
  return (
    <CardSection
      label="Launched tokens"
      titleId="launched-title"
      titleClassName="font-semibold"
      className="card flex flex-col gap-3"
      aside={
        <Link to="/launch" className="btn-secondary px-3 py-1 text-xs">
          Launch a token
        </Link>
      }
    >
      {tokens.length === 0 ? (
        <p className="text-muted text-sm">This wallet has not launched a token on Solpad yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tokens.map((t) => (
            <li key={t.address}>
              <Link
                {...tokenLink(t.address)}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3 transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
                data-launched={t.symbol}
              >
                <TokenBadge h={{ ...t, mint: t.address }} />
                <span className="flex items-center justify-between gap-2 text-xs">
                  <span className="text-muted">Market cap</span>
                  <span className="tabular-nums">
                    {formatQuotedValue(
                      lamportsToSol(BigInt(t.marketCapLamports)),
                      quoting.quote,
                      quoting.solUsd,
                    )}
                  </span>
                </span>
                <span className="flex flex-col gap-1 text-xs">
                  <span className="flex justify-between text-muted">
                    <span>{t.status === 'graduated' ? 'Graduated to pool' : 'Bonding curve'}</span>
                    <span className="tabular-nums">{(t.curveProgressBps / 100).toFixed(1)} %</span>
                  </span>
                  <span className="h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${t.curveProgressBps / 100}%` }}
                    />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

export function Activity({
  quoting,
  owner,
  first,
  nextBefore,
  tokens,
}: {
  quoting: Quoting;
  owner: string;
  first: TradeRecord[];
  nextBefore: string | null;
  tokens: Map<string, PortfolioToken>;
}) {
  const [more, setMore] = useState<{ trades: TradeRecord[]; next: string | null; key: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Pages loaded for an older first page are dropped when the first page changes (a new trade arrived).
  const firstKey = first[0]?.signature ?? '';
  const extra = more && more.key === firstKey ? more : null;
  const trades = [...first, ...(extra?.trades ?? [])];
  const next = extra ? extra.next : nextBefore;

  async function loadMore() {
    if (!next) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPortfolio(owner, [], undefined, next);
      setMore({ trades: [...(extra?.trades ?? []), ...page.trades], next: page.nextBefore, key: firstKey });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }

  return (
    <CardSection
      label="Activity"
      titleId="activity-title"
      titleClassName="font-semibold"
      className="card flex flex-col gap-3"
    >
      {trades.length === 0 ? (
        <p className="text-muted text-sm">No trades on Solpad from this wallet yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line" aria-label="Trades, newest first">
          {trades.map((t) => {
            const token = tokens.get(t.mint);
            return (
              <li
                key={t.signature}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm"
                data-trade={t.side}
              >
                <span
                  className={`badge ${
                    t.side === 'buy'
                      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                      : 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300'
                  }`}
                >
                  {t.side}
                </span>
                <span className="min-w-0 flex-1 basis-40">
                  <span title={formatTokenAmount(BigInt(t.tokenAmount), token?.decimals ?? 6)}>
                    {formatCompact(Number(t.tokenAmount) / 10 ** (token?.decimals ?? 6))}
                  </span>{' '}
                  <Link {...tokenLink(t.mint)} className="font-medium hover:text-accent">
                    {token?.symbol ?? shortenAddress(t.mint)}
                  </Link>{' '}
                  <span className="text-muted">for {sol(BigInt(t.solLamports))}</span>
                </span>
                <span className="text-subtle text-xs tabular-nums">
                  @ {formatQuotedPrice(t.priceSol, quoting.quote, quoting.solUsd)}
                </span>
                <time
                  className="w-16 text-right text-subtle text-xs"
                  dateTime={t.at}
                  title={new Date(t.at).toLocaleString('en-US')}
                >
                  {formatRelativeTime(new Date(t.at))}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="text-red-600 text-sm dark:text-red-400" role="alert">
          {error}
        </p>
      )}
      {next && (
        <button type="button" className="btn-secondary self-start" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load older trades'}
        </button>
      )}
    </CardSection>
  );
}
