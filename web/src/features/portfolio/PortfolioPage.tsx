import { formatChangePct, formatCompact, formatQuotedPrice, shortenAddress } from '@solpad/core';
import { formatTokenAmount } from '@solpad/core/token-tools';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSection, type Column, ColumnHeads, FigureCard } from '../../components/kit';
import { errorMessage } from '../../lib/error-message';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { QuoteToggle, useQuote } from '../quote';
import {
  solBalanceKey,
  useSolBalance,
  walletConnectionAtom,
  walletDialogOpenAtom,
  walletTokenAccountsKey,
  walletTokenAccountsQuery,
} from '../wallet';
import { WatchlistCard } from '../watchlist';
import { AllocationChart } from './AllocationChart';
import { buildPortfolio, formatBps, formatUsd, type Holding, type PortfolioView } from './model';
import { Activity, Launched } from './PortfolioHistory';
import { type Quoting, sol, TokenBadge, tokenLink } from './PortfolioParts';
import { fetchForeignMetadata, fetchPortfolio, portfolioKey } from './queries';

const REFRESH_MS = 15_000;

/**
 * A holding's 24 h price change in percent, as the token list computes it (the live price against the price 24 h
 * ago, unrounded) so both read the same text; null without either price.
 */
function changePct24h(h: Holding): number | null {
  const then = h.token?.priceSol24hAgo ?? null;
  if (!h.token || !(h.token.priceSol > 0) || then === null || !(then > 0)) return null;
  return (h.token.priceSol / then - 1) * 100;
}

const tone = (n: bigint | number | null | undefined) =>
  n === null || n === undefined || n === 0n || n === 0
    ? 'text-muted'
    : n > 0
      ? 'text-emerald-600 dark:text-emerald-400'
      : 'text-red-600 dark:text-red-400';

/** `/portfolio`: the connected wallet's SOL and tokens, values, cost basis and PnL, launches and activity. */
export function PortfolioPage() {
  useDocumentTitle('Portfolio');
  const connection = useAtomValue(walletConnectionAtom);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Portfolio</h1>
        <p className="max-w-2xl text-muted">
          Your wallet’s SOL and tokens read from the chain, valued at their current price, with cost basis and
          profit and loss from your trades on Solpad.
        </p>
      </header>
      {connection ? <ConnectedPortfolio owner={connection.address} /> : <NotConnected />}
      <WatchlistCard />
    </div>
  );
}

function NotConnected() {
  const openWallets = useSetAtom(walletDialogOpenAtom);
  return (
    <section
      className="card flex flex-col items-center gap-4 py-12 text-center"
      data-testid="portfolio-empty"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent/10 text-accent">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" aria-hidden="true">
          <rect x="3" y="6" width="18" height="14" rx="3" strokeWidth="1.5" />
          <path d="M16 13h2M3 10h18M7 6V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v1" strokeWidth="1.5" />
        </svg>
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-lg">Connect a wallet to see your portfolio</h2>
        <p className="max-w-md text-muted text-sm">
          Balances, values, cost basis, profit and loss, the tokens you launched and your trades appear here
          once a wallet is connected.
        </p>
      </div>
      <button type="button" className="btn-primary" onClick={() => openWallets(true)}>
        Connect Wallet
      </button>
    </section>
  );
}

/**
 * The wallet's portfolio data, refreshed every 15 s: SOL balance, token accounts, the platform's view of the
 * held mints, and the metadata of mints the platform does not list; `refresh` reads them all again.
 */
function usePortfolioData(owner: string) {
  const queryClient = useQueryClient();
  const balance = useSolBalance(owner as Parameters<typeof useSolBalance>[0]);
  const accounts = useQuery({ ...walletTokenAccountsQuery(owner), refetchInterval: REFRESH_MS });
  const held = (accounts.data ?? []).filter((a) => a.amount > 0n).map((a) => a.mint as string);
  const heldKey = [...new Set(held)].sort();
  const platform = useQuery({
    queryKey: [...portfolioKey(owner), heldKey.join(',')],
    queryFn: ({ signal }) => fetchPortfolio(owner, heldKey, signal),
    enabled: accounts.isSuccess,
    refetchInterval: REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  const known = new Set(platform.data?.tokens.map((t) => t.address));
  const foreign = heldKey.filter((m) => !known.has(m));
  const metadata = useQuery({
    queryKey: ['portfolio', 'metadata', foreign.join(',')],
    queryFn: () => fetchForeignMetadata(foreign),
    enabled: platform.isSuccess && foreign.length > 0,
    staleTime: 5 * 60_000,
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: walletTokenAccountsKey(owner) });
    void queryClient.invalidateQueries({ queryKey: portfolioKey(owner) });
    void queryClient.invalidateQueries({
      queryKey: solBalanceKey(owner as Parameters<typeof solBalanceKey>[0]),
    });
  };
  return { balance, accounts, platform, metadata, refresh };
}

/** How the summary's figures look: a little smaller than a card's default, so four fit on a phone. */
const FIGURE = 'truncate font-bold text-lg tabular-nums sm:text-xl';

/** Total value (with its 24 h change), SOL, unrealized and realized PnL. */
function SummaryStats({ view, usd }: { view: PortfolioView; usd(l: bigint): string }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FigureCard
        label="Total value"
        value={sol(view.totalLamports)}
        sub={usd(view.totalLamports)}
        valueClassName={FIGURE}
        testId="total-value"
      >
        {view.change24hBps !== null && (
          <span className={`text-xs ${tone(view.change24hBps)}`}>{formatBps(view.change24hBps)} 24 h</span>
        )}
      </FigureCard>
      <FigureCard
        label="SOL"
        value={sol(view.solLamports)}
        sub={usd(view.solLamports)}
        valueClassName={FIGURE}
      />
      <FigureCard
        label="Unrealized PnL"
        value={sol(view.unrealizedLamports, true)}
        sub={`on ${sol(view.costBasisLamports)} cost`}
        valueClassName={`${FIGURE} ${tone(view.unrealizedLamports)}`}
      />
      <FigureCard
        label="Realized PnL"
        value={sol(view.realizedLamports, true)}
        sub={usd(view.realizedLamports)}
        valueClassName={`${FIGURE} ${tone(view.realizedLamports)}`}
      />
    </section>
  );
}

function ConnectedPortfolio({ owner }: { owner: string }) {
  const { quote } = useQuote();
  const { balance, accounts, platform, metadata, refresh } = usePortfolioData(owner);

  const failed = accounts.error ?? platform.error ?? balance.error;
  if (failed && !platform.data)
    return (
      <section className="card flex flex-col items-start gap-3" role="alert">
        <p className="font-medium">The portfolio could not be loaded.</p>
        <p className="text-muted text-sm">{errorMessage(failed)}</p>
        <button type="button" className="btn-secondary" onClick={refresh}>
          Try again
        </button>
      </section>
    );
  if (!platform.data || !accounts.data || balance.data === undefined)
    return (
      <section className="card text-muted" aria-busy="true">
        Reading your wallet from the chain…
      </section>
    );

  const view = buildPortfolio({
    solLamports: balance.data,
    accounts: accounts.data,
    platform: platform.data,
    metadata: metadata.data,
  });
  const usd = (l: bigint) => formatUsd(l, view.solUsd);
  const quoting: Quoting = { quote, solUsd: view.solUsd };
  const launched = platform.data.tokens.filter((t) => platform.data.launched.includes(t.address));
  const symbols = new Map(platform.data.tokens.map((t) => [t.address, t]));

  return (
    <div className="flex flex-col gap-6" data-testid="portfolio">
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted text-sm">
        <span>
          Wallet <code className="font-mono text-fg">{shortenAddress(owner, 6)}</code> · SOL at{' '}
          <span data-testid="sol-usd">{usd(1_000_000_000n)}</span>{' '}
          <span className="text-subtle">
            ({platform.data.solUsdSource === 'pyth' ? 'Pyth oracle' : 'configured price'})
          </span>
        </span>
        <span className="flex items-center gap-2">
          <QuoteToggle />
          <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={refresh}>
            Refresh
          </button>
        </span>
      </div>

      <SummaryStats view={view} usd={usd} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Holdings view={view} usd={usd} quoting={quoting} />
        <CardSection
          label="Allocation"
          titleId="allocation-title"
          titleClassName="font-semibold"
          className="card flex flex-col gap-4"
        >
          {view.allocation.length ? (
            <AllocationChart slices={view.allocation} format={(l) => sol(l)} />
          ) : (
            <p className="text-muted text-sm">Nothing priced in this wallet yet.</p>
          )}
        </CardSection>
      </div>

      <Launched tokens={launched} quoting={quoting} />
      <Activity
        quoting={quoting}
        owner={owner}
        first={platform.data.trades}
        nextBefore={platform.data.nextBefore}
        tokens={symbols}
      />
    </div>
  );
}

const HOLDING_COLUMNS: readonly Column[] = [
  { label: 'Asset' },
  { label: 'Balance', end: true },
  { label: 'Price', end: true },
  { label: 'Value', end: true },
  { label: 'Cost basis', end: true },
  { label: 'PnL', end: true },
];

function Holdings({ view, usd, quoting }: { view: PortfolioView; usd(l: bigint): string; quoting: Quoting }) {
  return (
    <CardSection
      label="Holdings"
      titleId="holdings-title"
      titleClassName="font-semibold"
      className="card flex min-w-0 flex-col gap-3"
    >
      <ul className="flex flex-col divide-y divide-line md:hidden" aria-label="Holdings">
        <li className="flex items-center justify-between gap-3 py-3" data-holding-card="SOL">
          <SolBadge />
          <span className="text-right tabular-nums">
            <span className="block">{sol(view.solLamports)}</span>
            <span className="block text-subtle text-xs">{usd(view.solLamports)}</span>
          </span>
        </li>
        {view.holdings.map((h) => (
          <HoldingCard key={h.mint} h={h} usd={usd} />
        ))}
      </ul>
      <div className="-mx-4 hidden overflow-x-auto px-4 sm:-mx-5 sm:px-5 md:block">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="text-left text-subtle text-xs uppercase tracking-wide">
            <ColumnHeads columns={HOLDING_COLUMNS} />
          </thead>
          <tbody className="divide-y divide-line">
            <tr data-holding="SOL">
              <td className="py-3 pr-3">
                <SolBadge />
              </td>
              <td className="py-3 pr-3 text-right tabular-nums">
                {sol(view.solLamports).replace(' SOL', '')}
              </td>
              <td className="py-3 pr-3 text-right tabular-nums">{usd(1_000_000_000n)}</td>
              <td className="py-3 pr-3 text-right tabular-nums">
                <div>{sol(view.solLamports)}</div>
                <div className="text-subtle text-xs">{usd(view.solLamports)}</div>
              </td>
              <td className="py-3 pr-3 text-right text-subtle">—</td>
              <td className="py-3 text-right text-subtle">—</td>
            </tr>
            {view.holdings.map((h) => (
              <HoldingRow key={h.mint} h={h} usd={usd} quoting={quoting} />
            ))}
          </tbody>
        </table>
      </div>
      {view.holdings.length === 0 && <p className="text-muted text-sm">No tokens in this wallet yet.</p>}
    </CardSection>
  );
}

function SolBadge() {
  return (
    <span className="flex items-center gap-2">
      <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-emerald-400 font-bold text-white text-xs">
        ◎
      </span>
      <span className="flex flex-col">
        <span className="font-medium">SOL</span>
        <span className="text-subtle text-xs">Solana</span>
      </span>
    </span>
  );
}

/** A holding as a card (narrow screens): the same numbers as the table row, stacked. */
function HoldingCard({ h, usd }: { h: Holding; usd(l: bigint): string }) {
  const v = h.valuation;
  const change = changePct24h(h);
  return (
    <li className="flex flex-col gap-2 py-3" data-holding-card={h.symbol ?? h.mint}>
      <div className="flex items-center justify-between gap-3">
        {h.token ? (
          <Link {...tokenLink(h.mint)} className="min-w-0 rounded hover:text-accent">
            <TokenBadge h={h} />
          </Link>
        ) : (
          <TokenBadge h={h} />
        )}
        <span className="shrink-0 text-right tabular-nums">
          <span className="block">{v ? sol(v.valueLamports) : '—'}</span>
          <span className="block text-subtle text-xs">
            {v ? usd(v.valueLamports) : 'Not traded on Solpad'}
            {change !== null && <span className={tone(change)}> · {formatChangePct(change)}</span>}
          </span>
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-subtle">Balance</dt>
          <dd className="truncate tabular-nums">{formatCompact(Number(h.amount) / 10 ** h.decimals)}</dd>
        </div>
        <div>
          <dt className="text-subtle">Cost basis</dt>
          <dd className="tabular-nums">{v && v.costBasisLamports > 0n ? sol(v.costBasisLamports) : '—'}</dd>
        </div>
        <div className="text-right">
          <dt className="text-subtle">PnL</dt>
          <dd className={`tabular-nums ${tone(v?.unrealizedLamports)}`}>
            {v && v.costBasisLamports > 0n ? sol(v.unrealizedLamports, true) : '—'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function HoldingRow({ h, usd, quoting }: { h: Holding; usd(l: bigint): string; quoting: Quoting }) {
  const v = h.valuation;
  const change = changePct24h(h);
  return (
    <tr data-holding={h.symbol ?? h.mint}>
      <td className="max-w-48 py-3 pr-3">
        {h.token ? (
          <Link
            {...tokenLink(h.mint)}
            className="rounded hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <TokenBadge h={h} />
          </Link>
        ) : (
          <TokenBadge h={h} />
        )}
      </td>
      <td className="py-3 pr-3 text-right tabular-nums">{formatTokenAmount(h.amount, h.decimals)}</td>
      <td className="py-3 pr-3 text-right tabular-nums">
        {h.token ? (
          <>
            <div data-field="price">{formatQuotedPrice(h.token.priceSol, quoting.quote, quoting.solUsd)}</div>
            <div className={`text-xs ${tone(change)}`} data-field="change-24h">
              {change === null ? '—' : `${formatChangePct(change)} 24 h`}
            </div>
          </>
        ) : (
          <span className="text-subtle text-xs">Not traded on Solpad</span>
        )}
      </td>
      <td className="py-3 pr-3 text-right tabular-nums" data-field="value">
        {v ? (
          <>
            <div>{sol(v.valueLamports)}</div>
            <div className="text-subtle text-xs">{usd(v.valueLamports)}</div>
          </>
        ) : (
          <span className="text-subtle">—</span>
        )}
      </td>
      <td className="py-3 pr-3 text-right tabular-nums" data-field="cost-basis">
        {v && v.costBasisLamports > 0n ? sol(v.costBasisLamports) : <span className="text-subtle">—</span>}
      </td>
      <td className={`py-3 text-right tabular-nums ${tone(v?.unrealizedLamports)}`} data-field="pnl">
        {v && v.costBasisLamports > 0n ? (
          <>
            <div>{sol(v.unrealizedLamports, true)}</div>
            <div className="text-xs">{v.unrealizedBps !== null ? formatBps(v.unrealizedBps) : ''}</div>
          </>
        ) : (
          <span className="text-subtle">—</span>
        )}
      </td>
    </tr>
  );
}
