import { formatChangePct, formatCompact, lamportsToSol } from '@solpad/core/format';
import { TRENDING_SATURATION, TRENDING_WEIGHTS } from '@solpad/core/marketing';
import type { AnalyticsResponse, TrendingTokenSchema } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  CardSection,
  Chips,
  type Column,
  ColumnHeads,
  Empty,
  PageHeader,
  QueryState,
  Stat,
} from '../../components/kit';
import { MARKETING_NAV } from '../../components/shell/nav';
import { ShellLink } from '../../components/shell/ShellLink';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { QuoteToggle, useQuote } from '../quote';
import { marketCapSolAt } from '../tokens';
import { analyticsQuery, campaignListQuery, ctoListQuery, presaleListQuery, trendingQuery } from './api';
import { CampaignCard } from './campaigns';
import { bpsText, dateText, solText } from './format';
import { PresaleCard } from './presales';
import { CardList, type CardListProps } from './shared/ListScreen';
import { Screen } from './shared/Screen';
import { Progress, TokenLabel } from './ui';

type Window = '5m' | '1h' | '24h';
const WINDOWS: Window[] = ['5m', '1h', '24h'];
/** The analytics ranges, in days. */
const RANGES = [7, 30, 90] as const;

// ─── Overview ────────────────────────────────────────────────────────────────────────────────────────────

/** The marketing totals of the last 30 days. */
function MarketingTotals() {
  const totals = useQuery(analyticsQuery(30));
  return (
    <CardSection label="Last 30 days" titleId="mk-totals" className="flex flex-col gap-3">
      <QueryState query={totals} what="totals">
        {({ totals: t }) => (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            <Stat label="Active campaigns" value={t.activeCampaigns} />
            <Stat label="Campaigns" value={t.campaigns} />
            <Stat label="Campaign budgets" value={solText(t.campaignBudgetLamports, 2)} />
            <Stat label="Presales" value={t.presales} />
            <Stat label="Raised in presales" value={solText(t.raisedLamports, 2)} />
            <Stat label="Trade volume" value={solText(t.tradeVolumeLamports, 2)} />
          </dl>
        )}
      </QueryState>
    </CardSection>
  );
}

/** The five tokens trending over the last hour, with a link to the whole list. */
function TrendingTeaser() {
  const trending = useQuery(trendingQuery('1h', 5));
  return (
    <CardSection
      label="Trending (1h)"
      titleId="mk-trending"
      className="flex flex-col gap-3"
      aside={
        <Link to="/marketing/trending" className="text-accent text-sm hover:underline">
          All trending
        </Link>
      }
    >
      <QueryState
        query={trending}
        what="trending tokens"
        isEmpty={(d) => d.tokens.length === 0}
        empty={<Empty>No token traded in the last hour.</Empty>}
      >
        {(d) => (
          <ol className="card flex flex-col divide-y divide-line p-0 sm:p-0">
            {d.tokens.map((t) => (
              <li key={t.token.mint} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span className="w-6 text-muted tabular-nums">#{t.rank}</span>
                <Link
                  to="/token/$id"
                  params={{ id: t.token.mint }}
                  className="min-w-0 flex-1 truncate hover:underline"
                >
                  <TokenLabel token={t.token} />
                </Link>
                <span className="font-semibold tabular-nums">{t.score.toFixed(2)}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </CardSection>
  );
}

/** `/marketing`: live campaigns, presales and takeovers, what is trending, and this month's totals. */
export function MarketingHomeView() {
  useDocumentTitle('Marketing');
  const campaigns = useQuery(campaignListQuery({ status: 'active', sort: 'ending', limit: 3 }));
  const presales = useQuery(presaleListQuery({ status: 'live', sort: 'ending', limit: 3 }));
  const ctos = useQuery(ctoListQuery('open', 3));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Marketing"
        description="Promote a token: campaigns with budgets held on chain, presales, community takeovers, KOLs, trending placement and the analytics that show what worked."
        actions={
          <>
            <Link to="/marketing/campaigns" search={{ new: true }} className="btn-primary">
              Start a campaign
            </Link>
            <Link to="/marketing/presales/create" className="btn-secondary">
              Create a presale
            </Link>
          </>
        }
      />
      <nav aria-label="Marketing sections" className="flex flex-wrap gap-2">
        {MARKETING_NAV.map((item) => (
          <ShellLink key={item.to} to={item.to} className="btn-secondary">
            {item.label}
          </ShellLink>
        ))}
      </nav>
      <MarketingTotals />
      <OverviewList
        title="Live campaigns"
        more="/marketing/campaigns"
        query={campaigns}
        items={(d) => d.campaigns}
        empty="No campaign is running right now."
      >
        {(c) => <CampaignCard campaign={c} />}
      </OverviewList>
      <OverviewList
        title="Live presales"
        more="/marketing/presales"
        query={presales}
        items={(d) => d.presales}
        empty="No presale is open right now."
      >
        {(p) => <PresaleCard p={p} />}
      </OverviewList>
      <OverviewList
        title="Community takeovers"
        more="/marketing/cto"
        query={ctos}
        items={(d) => d.campaigns}
        itemClassName="card flex flex-col gap-2"
        empty="No takeover is collecting pledges."
      >
        {(c) => (
          <>
            <span className="font-semibold">{c.title}</span>
            <TokenLabel token={c.token} />
            <Progress label={`${c.title} pledged`} bps={c.pledgedBps} marker={c.thresholdBps} />
            <span className="text-muted text-xs">
              {bpsText(c.pledgedBps)} pledged of {bpsText(c.thresholdBps)} needed · {c.pledgers} holders ·
              ends {dateText(c.endsAt)}
            </span>
          </>
        )}
      </OverviewList>
      <TrendingTeaser />
    </div>
  );
}

/** A section of the overview: its title, "See all", and the first few cards of a list. */
function OverviewList<D, T extends { id: string }>({
  title,
  more,
  ...list
}: Omit<CardListProps<D, T>, 'what' | 'label'> & {
  title: string;
  more: '/marketing/campaigns' | '/marketing/presales' | '/marketing/cto';
}) {
  const id = useId();
  return (
    <CardSection
      label={title}
      titleId={id}
      className="flex flex-col gap-3"
      aside={
        <Link to={more} className="text-accent text-sm hover:underline">
          See all
        </Link>
      }
    >
      <CardList what={title.toLowerCase()} {...list} />
    </CardSection>
  );
}

// ─── Trending ────────────────────────────────────────────────────────────────────────────────────────────

/** A log term of core's trending score (core/marketing `trendingScore`): min(1, ln(1+x)/ln(1+s)). */
function logTerm(x: number, saturation: number): number {
  return x > 0 ? Math.min(1, Math.log1p(x) / Math.log1p(saturation)) : 0;
}

const COMPONENTS = [
  { key: 'volume', label: 'Volume', color: 'bg-violet-500' },
  { key: 'traders', label: 'Traders', color: 'bg-sky-500' },
  { key: 'holders', label: 'New holders', color: 'bg-emerald-500' },
  { key: 'price', label: 'Price', color: 'bg-amber-500' },
  { key: 'boost', label: 'Boost', color: 'bg-pink-500' },
] as const;

/** The points each input gives, by core's formula (they add up to the score, up to rounding). */
function scoreParts(t: {
  volumeLamports: string;
  uniqueTraders: number;
  newHolders: number;
  priceChangePct: number;
  boostLamports: string;
}): Record<(typeof COMPONENTS)[number]['key'], number> {
  const sol = (l: string) => Number(BigInt(l)) / 1e9;
  const change = Math.max(-50, Math.min(100, Number.isFinite(t.priceChangePct) ? t.priceChangePct : 0));
  return {
    volume: TRENDING_WEIGHTS.volume * logTerm(sol(t.volumeLamports), TRENDING_SATURATION.volumeSol),
    traders: TRENDING_WEIGHTS.traders * logTerm(t.uniqueTraders, TRENDING_SATURATION.traders),
    holders: TRENDING_WEIGHTS.holders * logTerm(t.newHolders, TRENDING_SATURATION.holders),
    price: TRENDING_WEIGHTS.price * ((change + 50) / 150),
    boost: TRENDING_WEIGHTS.boost * logTerm(sol(t.boostLamports), TRENDING_SATURATION.boostSol),
  };
}

/** A ranked token of the trending list. */
type TrendingToken = ReturnType<typeof TrendingTokenSchema.parse>;

/** The trending table's columns: each a heading, and whether its figures align right. */
const TRENDING_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Token' },
  { label: 'Score' },
  { label: 'Price', end: true },
  { label: 'Market cap', end: true },
  { label: 'Volume', end: true },
  { label: 'Trades', end: true },
  { label: 'Traders', end: true },
  { label: 'New holders', end: true },
  { label: 'Change', end: true },
  { label: 'Boost', end: true },
];

/** One token of the trending table: its rank, score (with its parts as a bar), price, reach and boost. */
function TrendingRow({ t, quoted }: { t: TrendingToken; quoted: ReturnType<typeof useQuote> }) {
  const parts = scoreParts(t);
  return (
    <tr className="border-line border-b last:border-0" data-testid="trending-row">
      <td className="px-4 py-3 text-muted tabular-nums">{t.rank}</td>
      <td className="max-w-48 truncate px-4 py-3">
        <Link to="/token/$id" params={{ id: t.token.mint }} className="hover:underline">
          <TokenLabel token={t.token} />
        </Link>
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-2">
          <span className="w-12 font-semibold tabular-nums">{t.score.toFixed(2)}</span>
          <div
            className="flex h-2 w-28 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
            role="img"
            aria-label={COMPONENTS.map((c) => `${c.label} ${parts[c.key].toFixed(1)}`).join(', ')}
          >
            {COMPONENTS.map((c) => (
              <span key={c.key} className={c.color} style={{ width: `${parts[c.key]}%` }} />
            ))}
          </div>
        </div>
      </td>
      <td className="px-4 py-3 text-right tabular-nums" data-field="price">
        {t.priceSol === null ? '—' : quoted.price(t.priceSol)}
      </td>
      <td className="px-4 py-3 text-right tabular-nums" data-field="mcap">
        {t.priceSol === null ? '—' : quoted.value(marketCapSolAt(t.priceSol))}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        {quoted.value(lamportsToSol(BigInt(t.volumeLamports)))}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{t.trades}</td>
      <td className="px-4 py-3 text-right tabular-nums">{t.uniqueTraders}</td>
      <td className="px-4 py-3 text-right tabular-nums">{t.newHolders}</td>
      <td
        data-field="change"
        className={`px-4 py-3 text-right tabular-nums ${t.priceChangePct > 0 ? 'text-emerald-600 dark:text-emerald-400' : t.priceChangePct < 0 ? 'text-red-600 dark:text-red-400' : ''}`}
      >
        {formatChangePct(t.priceChangePct)}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{solText(t.boostLamports, 2)}</td>
    </tr>
  );
}

/** `/marketing/trending`: tokens ranked by their trending score over 5m, 1h or 24h, with its components. */
export function TrendingView() {
  useDocumentTitle('Trending');
  const [window, setWindow] = useState<Window>('1h');
  const q = useQuery(trendingQuery(window, 50));
  const quoted = useQuote();
  return (
    <Screen
      eyebrow="Marketing"
      title="Trending"
      description={`Tokens ranked by activity on the platform's venue. Score out of 100: volume ${TRENDING_WEIGHTS.volume}, unique traders ${TRENDING_WEIGHTS.traders}, new holders ${TRENDING_WEIGHTS.holders}, price change ${TRENDING_WEIGHTS.price} and trending-boost campaign budgets ${TRENDING_WEIGHTS.boost} points (log-scaled, so paying cannot outrank real activity).`}
    >
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Window</legend>
        <Chips options={WINDOWS} value={window} onChange={setWindow} />
        <QuoteToggle className="ml-auto" />
      </fieldset>
      <ul aria-label="Score components" className="flex flex-wrap gap-3 text-muted text-xs">
        {COMPONENTS.map((c) => (
          <li key={c.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${c.color}`} />
            {c.label}
          </li>
        ))}
      </ul>
      <QueryState
        query={q}
        what="trending tokens"
        isEmpty={(d) => d.tokens.length === 0}
        empty={<Empty>No token traded in the last {window}.</Empty>}
      >
        {(d) => (
          <div className="card overflow-x-auto p-0 sm:p-0">
            <table className="w-full min-w-[880px] text-sm">
              <caption className="sr-only">Trending tokens over {window}</caption>
              <thead className="text-left text-subtle text-xs uppercase tracking-wide">
                <ColumnHeads density="wide" className="border-line border-b" columns={TRENDING_COLUMNS} />
              </thead>
              <tbody>
                {d.tokens.map((t) => (
                  <TrendingRow key={t.token.mint} t={t} quoted={quoted} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {q.data && (
        <p className="text-muted text-xs">Computed {dateText(q.data.generatedAt)}; refreshes every 30 s.</p>
      )}
    </Screen>
  );
}

// ─── Analytics ───────────────────────────────────────────────────────────────────────────────────────────

/** A simple SVG bar chart of one daily series (no chart library: the series are short and discrete). */
function BarChart({
  title,
  days,
  value,
  format,
}: {
  title: string;
  days: AnalyticsResponse['days'];
  value: (d: AnalyticsResponse['days'][number]) => number;
  format: (n: number) => string;
}) {
  const values = days.map(value);
  const max = Math.max(0, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const w = 600;
  const h = 160;
  const gap = 2;
  const bw = days.length ? w / days.length : w;
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <figure className="card flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="card-title">{title}</span>
        <span className="text-muted text-sm tabular-nums">Total {format(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title} per day, ${first ?? ''} to ${last ?? ''}: highest ${format(max)}, total ${format(total)}`}
      >
        <line x1={0} y1={h - 0.5} x2={w} y2={h - 0.5} className="stroke-line" strokeWidth={1} />
        {values.map((v, i) => {
          const bh = max > 0 ? Math.max(v > 0 ? 2 : 0, (v / max) * (h - 8)) : 0;
          const day = days[i];
          return (
            <rect
              key={day?.date ?? i}
              x={i * bw + gap / 2}
              y={h - bh}
              width={Math.max(1, bw - gap)}
              height={bh}
              rx={2}
              className="fill-accent"
            >
              <title>{`${day?.date}: ${format(v)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-muted text-xs">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </figure>
  );
}

const sol = (lamports: string) => Number(BigInt(lamports)) / 1e9;
const solFmt = (n: number) => `${n >= 1000 ? formatCompact(n) : n.toFixed(n >= 100 ? 0 : 2)} SOL`;
const countFmt = (n: number) => (n >= 1000 ? formatCompact(n) : String(n));

/** `/marketing/analytics`: daily campaign, presale and trading activity from the analytics endpoint. */
export function AnalyticsView() {
  useDocumentTitle('Marketing Analytics');
  const [days, setDays] = useState(30);
  const [mint, setMint] = useState('');
  const valid = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(mint.trim());
  const q = useQuery(analyticsQuery(days, valid ? mint.trim() : undefined));
  return (
    <Screen
      eyebrow="Marketing"
      title="Marketing Analytics"
      description="Campaigns, presale contributions and trading on the platform's venue, day by day (UTC)."
    >
      <div className="card grid gap-3 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium text-sm">Range</legend>
          <div className="flex gap-2">
            <Chips options={RANGES} value={days} onChange={setDays} label={(d) => `${d} days`} />
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="an-mint" className="font-medium text-sm">
            Token (optional mint address)
          </label>
          <input
            id="an-mint"
            className="input font-mono"
            value={mint}
            spellCheck={false}
            onChange={(e) => setMint(e.target.value)}
            placeholder="All tokens"
          />
        </div>
      </div>
      <QueryState query={q} what="analytics">
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Stat label="Trade volume" value={solText(data.totals.tradeVolumeLamports, 2)} />
              <Stat label="Trades" value={data.totals.trades} />
              <Stat
                label="Campaigns"
                value={`${data.totals.campaigns} (${data.totals.activeCampaigns} active)`}
              />
              <Stat label="Raised in presales" value={solText(data.totals.raisedLamports, 2)} />
            </dl>
            <div className="grid gap-4 lg:grid-cols-2">
              <BarChart
                title="Trade volume"
                days={data.days}
                value={(d) => sol(d.tradeVolumeLamports)}
                format={solFmt}
              />
              <BarChart title="Trades" days={data.days} value={(d) => d.trades} format={countFmt} />
              <BarChart
                title="Unique traders"
                days={data.days}
                value={(d) => d.uniqueTraders}
                format={countFmt}
              />
              <BarChart
                title="Campaign budgets"
                days={data.days}
                value={(d) => sol(d.campaignBudgetLamports)}
                format={solFmt}
              />
              <BarChart
                title="Presale contributions"
                days={data.days}
                value={(d) => sol(d.contributionLamports)}
                format={solFmt}
              />
              <BarChart
                title="Campaigns created"
                days={data.days}
                value={(d) => d.campaignsCreated}
                format={countFmt}
              />
            </div>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
