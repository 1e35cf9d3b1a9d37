import {
  formatChangePct,
  formatInteger,
  lamportsToSol,
  RISK_LEVEL_TEXT,
  shortenAddress,
} from '@solpad/core/format';
import type { ScanReport } from '@solpad/core/scanner';
import type { CandleInterval, TokenDetail } from '@solpad/core/schemas';
import { CandleIntervalSchema } from '@solpad/core/schemas';
import { PUMP_FUN_CURVE, TOKEN_DECIMALS } from '@solpad/core/trade';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Fact } from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Segmented } from '../../components/ui/Segmented';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { QuoteToggle, useQuote } from '../quote';
import { formatUnits, SOL_DECIMALS, TradePanel } from '../trade';
import { WatchStar } from '../watchlist';
import type { ChartMode } from './chart-model';
import { NOT_AVAILABLE, progressText, RISK_CLASS } from './format';
import { followTokens } from './live';
import { NotScanned } from './NotScanned';
import {
  scanKey,
  tokenCandlesKey,
  tokenCandlesQuery,
  tokenDetailKey,
  tokenDetailQuery,
  tokenHoldersKey,
  tokenTradersKey,
  tokenTradesKey,
} from './queries';
import { TokenActivity } from './TokenActivity';
import { TokenAvatar } from './TokenAvatar';

// lightweight-charts and the scanner are loaded only when a token page shows them.
const PriceChart = lazy(() => import('./PriceChart'));
const ScanPanels = lazy(() => import('./ScanPanels'));

/** Live events refresh the page's reads at most this often. */
const LIVE_REFRESH_MS = 1000;

/** A price change as the token list writes it (core's formatChangePct), green up and red down. */
function ChangeFigure({ pct }: { pct: number | null }) {
  if (pct === null) return <span className="text-subtle">{NOT_AVAILABLE}</span>;
  const tone =
    pct > 0 ? 'text-emerald-600 dark:text-emerald-400' : pct < 0 ? 'text-red-600 dark:text-red-400' : '';
  return <span className={tone}>{formatChangePct(pct)}</span>;
}

/**
 * The security score in the header, so a reader sees the risk before the price: the page's own scan once it has
 * run (the card below, which this links to), else the indexer's last scan (the figure the list shows). Neither
 * yet: "—", titled as not scanned — never a score that reads safe.
 */
function RiskFigure({ address, indexed }: { address: string; indexed: TokenDetail['risk'] }) {
  // Reads the scan card's query without starting it (the card starts it when it nears the viewport).
  const fresh = useQuery<ScanReport | null>({ queryKey: scanKey(address), queryFn: skipToken }).data;
  const risk = fresh ? { score: fresh.score, level: fresh.riskLevel } : indexed;
  if (!risk) return <NotScanned />;
  return (
    <button
      type="button"
      onClick={() => document.getElementById('token-scan')?.scrollIntoView({ block: 'start' })}
      className={`${RISK_CLASS[risk.level]} font-semibold hover:underline`}
      title={`Security scan: score ${risk.score}/100 (higher is safer) — see the scan below`}
      data-level={risk.level}
    >
      {risk.score}/100 <span className="font-medium text-xs">{RISK_LEVEL_TEXT[risk.level]}</span>
    </button>
  );
}

/** One figure of the header's row: a kit {@link Fact} whose value keeps to one line. */
function Stat(props: { label: string; value: ReactNode; testId?: string }) {
  return <Fact {...props} valueClassName="truncate font-semibold tabular-nums" />;
}

/** The address row every state of the page shows (and the shell's specs find by its test id). */
export function MintRow({ address }: { address: string }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="stat-label">Mint</span>
      <code
        data-testid="token-address"
        className="min-w-0 flex-1 break-all font-mono text-muted text-xs sm:text-sm"
      >
        {address}
      </code>
      <CopyButton text={address} label="Copy token address" />
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  let safe: string | null = null;
  try {
    const u = new URL(href);
    if (u.protocol === 'https:' || u.protocol === 'http:') safe = u.toString();
  } catch {
    safe = null;
  }
  if (!safe) return null;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="btn-secondary px-2.5 py-1 text-xs"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** What the header shows of the token beside its figures: none of it moves with the market. */
type TokenIdentity = Pick<
  TokenDetail,
  | 'address'
  | 'name'
  | 'symbol'
  | 'image'
  | 'isDemo'
  | 'status'
  | 'platform'
  | 'createdAt'
  | 'creator'
  | 'description'
  | 'links'
>;

/** The header's name, badges, launch line, links and mint: memoised, a live tick does not re-render them. */
const Identity = memo(function Identity(props: TokenIdentity) {
  const { address, name, symbol, image, isDemo, status, platform, createdAt, creator, description, links } =
    props;
  return (
    <>
      <div className="flex items-start gap-4">
        <TokenAvatar image={image} symbol={symbol} size={64} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate font-bold text-2xl tracking-tight sm:text-3xl">{name}</h1>
            <span className="badge text-muted">{symbol}</span>
            {isDemo && (
              <span
                className="badge border-amber-500/50 text-amber-600 dark:text-amber-400"
                title="Seeded demo data"
              >
                Demo
              </span>
            )}
            <span
              className={`badge ${status === 'graduated' ? 'border-emerald-500/50 text-emerald-600 dark:text-emerald-400' : 'text-accent'}`}
            >
              {status === 'graduated' ? 'Graduated · Pool' : 'Bonding curve'}
            </span>
          </div>
          <p className="text-muted text-sm">
            Launched via {platform} <RelativeTime iso={createdAt} /> by{' '}
            <Link
              to="/tools/scanner"
              search={{ type: 'wallet', q: creator, chain: 'solana' }}
              className="font-mono text-accent hover:underline"
            >
              {shortenAddress(creator)}
            </Link>
          </p>
        </div>
        <WatchStar mint={address} symbol={symbol} />
      </div>
      {description && <p className="max-w-3xl text-sm">{description}</p>}
      <MintRow address={address} />
      {(links.website || links.x || links.telegram) && (
        <div className="flex flex-wrap gap-2">
          {links.website && <ExternalLink href={links.website}>Website</ExternalLink>}
          {links.x && <ExternalLink href={links.x}>X</ExternalLink>}
          {links.telegram && <ExternalLink href={links.telegram}>Telegram</ExternalLink>}
        </div>
      )}
    </>
  );
});

function Header({ token }: { token: TokenDetail }) {
  // The list's 24 h change: the price now against the spot 24 h ago (TokenSummary.priceRefSol).
  const ref24h = token.priceRefSol.h24;
  const change24h = ref24h > 0 && token.priceSol > 0 ? (token.priceSol / ref24h - 1) * 100 : null;
  const q = useQuote();
  return (
    <header className="card flex flex-col gap-4">
      <Identity
        address={token.address}
        name={token.name}
        symbol={token.symbol}
        image={token.image}
        isDemo={token.isDemo}
        status={token.status}
        platform={token.platform}
        createdAt={token.createdAt}
        creator={token.creator}
        description={token.description}
        links={token.links}
      />
      <dl className="grid grid-cols-2 gap-4 border-line border-t pt-4 sm:grid-cols-4 xl:grid-cols-7">
        <Stat label="Price" value={q.price(token.priceSol)} testId="token-price" />
        <Stat label="24h change" value={<ChangeFigure pct={change24h} />} testId="token-change-24h" />
        <Stat
          label="Market cap"
          value={q.value(lamportsToSol(BigInt(token.marketCapLamports)))}
          testId="token-mcap"
        />
        <Stat label="Volume 24h" value={q.value(lamportsToSol(BigInt(token.volume24hLamports)))} />
        <Stat label="Trades 24h" value={formatInteger(token.trades24h)} />
        <Stat
          label="Holders"
          value={token.holders === null ? NOT_AVAILABLE : formatInteger(token.holders)}
          testId="token-holders"
        />
        <Stat
          label="Risk"
          value={<RiskFigure address={token.address} indexed={token.risk} />}
          testId="token-risk"
        />
      </dl>
    </header>
  );
}

const CHART_MODE_LABEL: Record<ChartMode, string> = { price: 'Price', mcap: 'MCap' };

/** A token younger than this opens its chart on 1 s candles (its whole life fits in them), as pump.fun does. */
const YOUNG_TOKEN_MS = 10 * 60 * 1000;

/**
 * The candles card. Memoised on the few figures it reads (a live tick changes the price, which moves the chart's
 * live tag); the chart itself redraws when its candles are refetched.
 */
const ChartCard = memo(function ChartCard(
  token: Pick<TokenDetail, 'address' | 'symbol' | 'createdAt' | 'priceSol'>,
) {
  const [interval, setInterval] = useState<CandleInterval>(() =>
    Date.now() - Date.parse(token.createdAt) < YOUNG_TOKEN_MS ? '1s' : '5m',
  );
  const [mode, setMode] = useState<ChartMode>('price');
  const candles = useQuery(tokenCandlesQuery(token.address, interval));
  const { quote, solUsd } = useQuote();
  const usdPerSol = quote === 'usd' ? solUsd : null;
  const unit = usdPerSol === null ? 'SOL' : 'USD';
  const what = mode === 'price' ? `Price (${unit} per ${token.symbol})` : `Market cap (${unit})`;
  return (
    <section aria-labelledby="chart-title" className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chart-title" className="card-title">
          {what}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Segmented legend="Chart shows" options={CHART_MODE_LABEL} value={mode} onChange={setMode} />
          <Segmented
            legend="Candle interval"
            options={CandleIntervalSchema.options}
            value={interval}
            onChange={setInterval}
          />
        </div>
      </div>
      {candles.isError ? (
        <p className="flex h-72 items-center justify-center text-muted text-sm">
          The chart could not be loaded: {errorMessage(candles.error)}
        </p>
      ) : candles.data && candles.data.length === 0 ? (
        <p className="flex h-72 items-center justify-center text-muted text-sm">
          No trades yet: the chart starts with the first trade.
        </p>
      ) : (
        <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-surface-2 sm:h-80" />}>
          {candles.data ? (
            <PriceChart
              candles={candles.data}
              mode={mode}
              usdPerSol={usdPerSol}
              spotSol={token.priceSol}
              seconds={interval === '1s'}
              label={`${token.symbol} ${mode === 'price' ? 'price' : 'market cap'} candles in ${unit}, ${interval}`}
            />
          ) : (
            <div className="h-72 animate-pulse rounded-xl bg-surface-2 sm:h-80" />
          )}
        </Suspense>
      )}
    </section>
  );
});

function CurveCard({ token }: { token: TokenDetail }) {
  const graduated = token.status === 'graduated';
  const bps = graduated ? 10_000 : token.curveProgressBps;
  const forSale = PUMP_FUN_CURVE.initialRealTokenReserves;
  const left = BigInt(token.curve.realTokenReserves);
  return (
    <section aria-labelledby="curve-title" className="card flex flex-col gap-3">
      <h2 id="curve-title" className="card-title">
        {graduated ? 'Pool' : 'Bonding curve'}
      </h2>
      <div
        role="progressbar"
        aria-label="Bonding curve progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(bps / 100)}
        aria-valuetext={progressText(bps)}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full rounded-full ${graduated ? 'bg-emerald-500' : 'bg-gradient-to-r from-violet-500 to-emerald-500'}`}
          style={{ width: `${Math.min(100, bps / 100)}%` }}
        />
      </div>
      {graduated ? (
        <div className="flex flex-col gap-2 text-sm">
          <p>The curve completed and its reserves moved to a constant-product pool.</p>
          {token.poolAddress && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="stat-label">Pool</span>
              <code className="min-w-0 flex-1 break-all font-mono text-xs" data-testid="pool-address">
                {token.poolAddress}
              </code>
              <CopyButton text={token.poolAddress} label="Copy pool address" />
            </div>
          )}
          {token.pool && (
            <p className="text-muted text-xs">
              Reserves: {formatUnits(BigInt(token.pool.solReserves), SOL_DECIMALS, 2)} SOL ·{' '}
              {formatUnits(BigInt(token.pool.tokenReserves), TOKEN_DECIMALS, 0)} {token.symbol}
            </p>
          )}
        </div>
      ) : (
        <p className="text-muted text-sm">
          <span className="font-semibold text-fg">{progressText(bps)}</span> of the curve sold ·{' '}
          {formatUnits(left, TOKEN_DECIMALS, 0)} of {formatUnits(forSale, TOKEN_DECIMALS, 0)} {token.symbol}{' '}
          left · {formatUnits(BigInt(token.curve.realSolReserves), SOL_DECIMALS, 2)} SOL in the curve. When it
          sells out, the token graduates to a pool.
        </p>
      )}
    </section>
  );
}

/** Refreshes the page's reads when the token trades (throttled), while the page is open. */
function useLiveToken(mint: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const refresh = () => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: tokenDetailKey(mint) });
      void queryClient.invalidateQueries({ queryKey: tokenTradesKey(mint) });
      void queryClient.invalidateQueries({ queryKey: tokenCandlesKey(mint) });
      void queryClient.invalidateQueries({ queryKey: tokenHoldersKey(mint) });
      void queryClient.invalidateQueries({ queryKey: tokenTradersKey(mint) });
    };
    const stop = followTokens([mint], (m) => {
      if (m.type === 'migration' && m.token === mint) {
        // Graduated: the page switches from the curve to the pool at once.
        clearTimeout(timer.current);
        refresh();
      } else if (
        (m.type === 'trade' || m.type === 'price') &&
        m.token === mint &&
        timer.current === undefined
      ) {
        timer.current = setTimeout(refresh, LIVE_REFRESH_MS);
      }
    });
    return () => {
      stop();
      clearTimeout(timer.current);
    };
  }, [mint, queryClient]);
}

/**
 * A token's page: header and figures, candles, live trades, curve or pool, the security scan with labelled
 * holders, and the buy/sell panel. A mint the platform does not know still shows its address and a link to
 * the scanner.
 */
export function TokenDetailView({ address, eyebrow }: { address: string; eyebrow: ReactNode }) {
  const detail = useQuery(tokenDetailQuery(address));
  useLiveToken(address);
  const token = detail.data;
  useDocumentTitle(token ? `${token.name} (${token.symbol})` : 'Token');
  if (!token) {
    return (
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <div className="text-subtle text-xs uppercase tracking-wider">{eyebrow}</div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Token</h1>
        </header>
        <section aria-label="Token address" className="card flex flex-col gap-3">
          <MintRow address={address} />
          {detail.isPending ? (
            <p className="text-muted text-sm">Loading the token…</p>
          ) : detail.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="flex-1">The token could not be loaded: {errorMessage(detail.error)}</span>
              <button type="button" className="btn-secondary" onClick={() => void detail.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <p className="text-muted text-sm" data-testid="token-not-listed">
              This token was not launched on this platform, so there is no chart or trading here. The security
              scanner can still read it from the chain.{' '}
              <Link
                to="/tools/scanner"
                search={{ type: 'token', q: address, chain: 'solana' }}
                className="font-medium text-accent hover:underline"
              >
                Scan this token →
              </Link>
            </p>
          )}
        </section>
      </div>
    );
  }

  return <TokenPage token={token} eyebrow={eyebrow} />;
}

/** The page of a token the platform lists; live ticks re-render only the cards whose figures changed. */
function TokenPage({ token, eyebrow }: { token: TokenDetail; eyebrow: ReactNode }) {
  const queryClient = useQueryClient();
  // Stable across live ticks: the memoised cards below re-render only when what they read changes.
  const onTraded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: scanKey(token.address) });
    void queryClient.invalidateQueries({ queryKey: tokenDetailKey(token.address) });
    void queryClient.invalidateQueries({ queryKey: tokenTradesKey(token.address) });
    void queryClient.invalidateQueries({ queryKey: tokenCandlesKey(token.address) });
    void queryClient.invalidateQueries({ queryKey: tokenHoldersKey(token.address) });
    void queryClient.invalidateQueries({ queryKey: tokenTradersKey(token.address) });
  }, [queryClient, token.address]);
  const trading = useMemo(
    () => ({
      address: token.address,
      symbol: token.symbol,
      venue: token.venue,
      status: token.status,
      curve: token.curve,
      pool: token.pool,
    }),
    [token.address, token.symbol, token.venue, token.status, token.curve, token.pool],
  );
  const scanned = useMemo(
    () => ({
      address: token.address,
      vault: token.vault,
      creator: token.creator,
      poolAddress: token.poolAddress ?? token.pool?.address ?? null,
      holders: token.holders,
    }),
    [token.address, token.vault, token.creator, token.poolAddress, token.pool?.address, token.holders],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <div className="text-subtle text-xs uppercase tracking-wider">{eyebrow}</div>
        <QuoteToggle />
      </div>
      <Header token={token} />
      {/* One column on small screens in reading order (chart, trade, trades, curve, scan); two from lg. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="order-1 min-w-0">
            <ChartCard
              address={token.address}
              symbol={token.symbol}
              createdAt={token.createdAt}
              priceSol={token.priceSol}
            />
          </div>
          <div className="order-3 min-w-0">
            <TokenActivity address={token.address} symbol={token.symbol} venue={token.venue} />
          </div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="order-2 min-w-0">
            <TradePanel token={trading} onTraded={onTraded} />
          </div>
          <div className="order-4 flex min-w-0 flex-col gap-4">
            <CurveCard token={token} />
            {/* The header's risk figure scrolls here, whether or not the cards' chunk has loaded yet. */}
            <div id="token-scan" className="flex scroll-mt-20 flex-col gap-4">
              <Suspense fallback={<div className="card h-40 animate-pulse" />}>
                <ScanPanels token={scanned} />
              </Suspense>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
