import {
  formatInteger,
  formatQuotedPrice,
  formatQuotedValue,
  lamportsToSol,
  type QuoteCurrency,
} from '@solpad/core/format';
import { memo, useCallback, useSyncExternalStore } from 'react';
import { WatchStar } from '../watchlist';
import { ageText, changeText, NOT_AVAILABLE, progressText, RISK_CLASS, tokenPath } from './format';
import { COLUMNS, type Column, GRID } from './list-columns';
import { changePct, type LiveToken, type SortKey, type TokenSort } from './list-model';
import { NotScanned } from './NotScanned';
import { QuickBuyButton } from './QuickBuy';
import { TokenAvatar } from './TokenAvatar';
import type { TokenStore } from './token-store';

/** A price change: signed percent, green up and red down. */
function ChangeCell({ pct }: { pct: number | null }) {
  if (pct === null) return <span className="text-subtle">{NOT_AVAILABLE}</span>;
  return (
    <span className={pct > 0 ? tickClass('up') : pct < 0 ? tickClass('down') : ''}>{changeText(pct)}</span>
  );
}

/** The scan score with its level's colour; the level is also in the text for screen readers. */
function RiskCell({ risk }: { risk: LiveToken['risk'] }) {
  if (!risk) return <NotScanned />;
  return (
    <span
      className={`font-medium ${RISK_CLASS[risk.level]}`}
      title={`Security scan: ${risk.level} risk, score ${risk.score}/100`}
    >
      {risk.score}
      <span className="sr-only"> ({risk.level} risk)</span>
    </span>
  );
}

/** Curve progress: a small bar (from md) and the percentage, or "Done" once graduated. */
function ProgressBar({ bps, graduated }: { bps: number; graduated: boolean }) {
  return (
    <span className="flex items-center justify-end gap-1.5">
      <span
        className="hidden h-1.5 w-10 overflow-hidden rounded-full bg-surface-2 md:block"
        aria-hidden="true"
      >
        <span
          className={`block h-full rounded-full ${graduated ? 'bg-emerald-500' : 'bg-accent'}`}
          style={{ width: `${Math.min(100, bps / 100)}%` }}
        />
      </span>
      <span className="tabular-nums">{graduated ? 'Done' : progressText(bps)}</span>
    </span>
  );
}

/** The colour of a live move: green up, red down. */
const tickClass = (tick: LiveToken['tick']) =>
  tick === 'up'
    ? 'text-emerald-600 dark:text-emerald-400'
    : tick === 'down'
      ? 'text-red-600 dark:text-red-400'
      : '';

const ROW_CLASS =
  'absolute top-0 left-0 w-full border-line border-b px-3 text-sm transition-colors hover:bg-surface-2 focus-within:bg-surface-2 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-accent has-[a:focus-visible]:-outline-offset-2';

/** What a row's cells read: the row's token in the store, the clock, the layout, the quote and its rate. */
interface CellProps {
  store: TokenStore;
  mint: string;
  now: number;
  narrow: boolean;
  open: (href: string) => void;
  quote: QuoteCurrency;
  solUsd: number | null;
}

/**
 * One row's place. A re-sort or a scroll only moves these (their transform); the cells below are memoised on
 * the mint, so they re-render only when their own token changes.
 */
export function TokenRow({
  index,
  start,
  size,
  ...cells
}: CellProps & { index: number; start: number; size: number }) {
  return (
    <tr
      aria-rowindex={index + 2}
      className={`${ROW_CLASS} ${cells.narrow ? 'flex' : GRID} items-center gap-3`}
      style={{ transform: `translateY(${start}px)`, height: size }}
    >
      <RowCells {...cells} />
    </tr>
  );
}

/**
 * The row's name cell: the name is the row's link (a plain one: a router <Link> per row costs more than the rest of
 * the row) that navigates in the app; its ::after covers the row. The symbol line below holds the star and the
 * quick-buy, above that cover, so they act without opening the token and leave the name the cell's whole width.
 */
function RowName({
  summary: s,
  href,
  open,
}: {
  summary: LiveToken['summary'];
  href: string;
  open: (href: string) => void;
}) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <a
        href={href}
        onClick={(e) => {
          if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
            return;
          e.preventDefault();
          open(href);
        }}
        className="min-w-0 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
      >
        <span className="block truncate font-semibold text-fg">{s.name}</span>
        <span className="sr-only"> {s.symbol}</span>
      </a>
      <span className="flex min-w-0 items-center gap-1.5 text-subtle text-xs">
        <span className="truncate" aria-hidden="true">
          {s.symbol}
        </span>
        {s.isDemo && <span className="badge text-amber-600 dark:text-amber-400">Demo</span>}
        <span className="relative z-10 flex shrink-0 items-center gap-0.5">
          <WatchStar mint={s.address} symbol={s.symbol} size="xs" />
          <QuickBuyButton mint={s.address} symbol={s.symbol} />
        </span>
      </span>
    </span>
  );
}

/** A row's cells; subscribed to its own mint in the store, so a live update re-renders this row alone. */
const RowCells = memo(function RowCells({ store, mint, now, narrow, open, quote, solUsd }: CellProps) {
  const row = useSyncExternalStore(
    useCallback((cb: () => void) => store.subscribeRow(mint, cb), [store, mint]),
    () => store.getRow(mint),
  );
  if (!row) return null;
  const s = row.summary;
  const marketCap = formatQuotedValue(row.marketCapSol, quote, solUsd);
  const volume = formatQuotedValue(lamportsToSol(row.volume24hLamports), quote, solUsd);
  const graduated = s.status === 'graduated';
  const href = tokenPath(s.address, s.venue);
  const name = <RowName summary={s} href={href} open={open} />;
  if (narrow) {
    return (
      <>
        <td className="flex min-w-0 flex-1 items-center gap-3">
          <TokenAvatar image={s.image} symbol={s.symbol} size={40} />
          {name}
        </td>
        <td className="flex shrink-0 flex-col items-end gap-0.5 text-right">
          <span className="flex items-baseline gap-1.5">
            <span className={`font-semibold tabular-nums ${tickClass(row.tick)}`}>
              <span className="sr-only">Market cap </span>
              {marketCap}
            </span>
            <span className="text-xs tabular-nums">
              <span className="sr-only">24 hour change </span>
              <ChangeCell pct={changePct(row, 'c24h')} />
            </span>
          </span>
          <span className="text-subtle text-xs tabular-nums">
            {ageText(row.createdAtMs, now)} · Vol {volume}
          </span>
          <span className="text-muted text-xs">
            <span className="sr-only">Curve progress </span>
            <ProgressBar bps={row.progressBps} graduated={graduated} />
          </span>
        </td>
      </>
    );
  }
  const cells: Record<string, React.ReactNode> = {
    token: (
      <span className="flex min-w-0 items-center gap-2.5">
        <TokenAvatar image={s.image} symbol={s.symbol} />
        {name}
      </span>
    ),
    age: <time dateTime={s.createdAt}>{ageText(row.createdAtMs, now)}</time>,
    mcap: marketCap,
    price: <span className={tickClass(row.tick)}>{formatQuotedPrice(row.priceSol, quote, solUsd)}</span>,
    volume,
    trades: formatInteger(row.trades24h),
    progress: <ProgressBar bps={row.progressBps} graduated={graduated} />,
    c5m: <ChangeCell pct={changePct(row, 'c5m')} />,
    c1h: <ChangeCell pct={changePct(row, 'c1h')} />,
    c24h: <ChangeCell pct={changePct(row, 'c24h')} />,
    holders:
      row.holders === null ? (
        <span className="text-subtle" title="Not counted yet">
          {NOT_AVAILABLE}
        </span>
      ) : (
        formatInteger(row.holders)
      ),
    risk: <RiskCell risk={row.risk} />,
  };
  return (
    <>
      {COLUMNS.map((c) => (
        <td
          key={c.key}
          data-col={c.key}
          className={`min-w-0 tabular-nums ${c.align === 'right' ? 'text-right' : ''} ${c.hide ?? ''}`}
        >
          {cells[c.key]}
        </td>
      ))}
    </>
  );
});

export function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: TokenSort;
  onSort: (k: SortKey) => void;
}) {
  const active = column.sort !== undefined && sort.key === column.sort;
  const aria = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  const className = `${column.hide ?? ''} ${column.align === 'right' ? 'text-right' : 'text-left'} min-w-0 whitespace-nowrap font-medium`;
  if (!column.sort)
    return (
      <th scope="col" className={className} title={column.title}>
        {column.label}
      </th>
    );
  const key = column.sort;
  return (
    <th scope="col" aria-sort={aria} className={className} title={column.title}>
      <button
        type="button"
        onClick={() => onSort(key)}
        className={`inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-fg focus-visible:outline-2 focus-visible:outline-accent ${
          active ? 'text-fg' : ''
        }`}
      >
        {column.label}
        <span aria-hidden="true" className="text-[9px]">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
