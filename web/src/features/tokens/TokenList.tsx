import { formatQuotedPrice, formatQuotedValue, lamportsToSol, type QuoteCurrency } from '@solpad/core/format';
import type { TokenSummary } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/error-message';
import { QuoteToggle } from '../quote/QuoteToggle';
import { useQuote } from '../quote/quote';
import { ageText, changeText, NOT_AVAILABLE, progressText, tokenPath } from './format';
import {
  changePct,
  DEFAULT_SORT,
  type LiveToken,
  nextSort,
  type SortKey,
  type TokenFilter,
  type TokenSort,
} from './list-model';
import { listenAppEvents, releaseTokens, retainTokens } from './live';
import { fetchTokenDetail, fetchTokenList, MAX_LIST_ROWS, tokenListKey } from './queries';
import { TokenAvatar } from './TokenAvatar';
import { TokenStore } from './token-store';

/** How often the list re-sorts while live updates move the sorted column. */
const RESORT_MS = 1000;
/** The whole list is re-read this often (rows scrolled out of view are not followed live). */
const REFRESH_MS = 60_000;
/** Rows rendered beyond the visible ones. */
const OVERSCAN = 8;

interface Column {
  key: string;
  label: string;
  sort?: SortKey;
  /** Tailwind classes that hide the column on narrow screens. */
  hide?: string;
  align?: 'right';
  /** What the header's tooltip explains. */
  title?: string;
}

const COLUMNS: Column[] = [
  { key: 'token', label: 'Token', sort: 'name' },
  { key: 'age', label: 'Age', sort: 'age', align: 'right' },
  { key: 'mcap', label: 'Market cap', sort: 'marketCap', align: 'right' },
  { key: 'price', label: 'Price', sort: 'price', align: 'right' },
  {
    key: 'c5m',
    label: '5m',
    sort: 'c5m',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Price change over the last 5 minutes',
  },
  {
    key: 'c1h',
    label: '1h',
    sort: 'c1h',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Price change over the last hour',
  },
  {
    key: 'c24h',
    label: '24h',
    sort: 'c24h',
    align: 'right',
    hide: 'max-lg:hidden',
    title: 'Price change over the last 24 hours',
  },
  { key: 'volume', label: 'Volume 24h', sort: 'volume', align: 'right' },
  { key: 'trades', label: 'Trades', sort: 'trades', align: 'right', hide: 'max-lg:hidden' },
  {
    key: 'holders',
    label: 'Holders',
    sort: 'holders',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Wallets holding the token, read from the chain (curve vault and pool included)',
  },
  { key: 'progress', label: 'Curve', sort: 'progress', align: 'right' },
  {
    key: 'risk',
    label: 'Risk',
    sort: 'risk',
    align: 'right',
    hide: 'max-lg:hidden',
    title:
      'Security scan score out of 100 (higher is safer), coloured by level: green low, amber medium, red high risk',
  },
];

/** The grid of a desktop row (also the header's), in column order; hidden columns drop out with their cells. */
const GRID =
  'sm:grid sm:grid-cols-[minmax(11rem,2fr)_3.5rem_6.5rem_6.5rem_repeat(2,3.5rem)_3.5rem_6.5rem_5rem_4.5rem_6rem_3.5rem] sm:max-xl:grid-cols-[minmax(11rem,2fr)_3.5rem_6.5rem_6.5rem_3.5rem_6.5rem_5rem_6rem_3.5rem] sm:max-lg:grid-cols-[minmax(9rem,2fr)_3rem_6rem_6rem_6rem_5.5rem]';

const RISK_CLASS = {
  low: 'text-emerald-600 dark:text-emerald-400',
  medium: 'text-amber-600 dark:text-amber-400',
  high: 'text-red-600 dark:text-red-400',
} as const;

/** A price change: signed percent, green up and red down. */
function ChangeCell({ pct }: { pct: number | null }) {
  if (pct === null) return <span className="text-subtle">{NOT_AVAILABLE}</span>;
  return (
    <span className={pct > 0 ? tickClass('up') : pct < 0 ? tickClass('down') : ''}>{changeText(pct)}</span>
  );
}

/** The scan score with its level's colour; the level is also in the text for screen readers. */
function RiskCell({ risk }: { risk: LiveToken['risk'] }) {
  if (!risk)
    return (
      <span className="text-subtle" title="Not scanned yet">
        {NOT_AVAILABLE}
      </span>
    );
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

function useIsNarrow(): boolean {
  const query = '(max-width: 639px)';
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
  );
}

function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

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

const tickClass = (tick: LiveToken['tick']) =>
  tick === 'up'
    ? 'text-emerald-600 dark:text-emerald-400'
    : tick === 'down'
      ? 'text-red-600 dark:text-red-400'
      : '';

const ROW_CLASS =
  'absolute top-0 left-0 w-full border-line border-b px-3 text-sm transition-colors hover:bg-surface-2 focus-within:bg-surface-2 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-accent has-[a:focus-visible]:-outline-offset-2';

/**
 * One row's place. A re-sort or a scroll only moves these (their transform); the cells below are memoised on
 * the mint, so they re-render only when their own token changes.
 */
function TokenRow({
  store,
  mint,
  index,
  start,
  size,
  now,
  narrow,
  open,
  quote,
  solUsd,
}: {
  store: TokenStore;
  mint: string;
  index: number;
  start: number;
  size: number;
  now: number;
  narrow: boolean;
  open: (href: string) => void;
  quote: QuoteCurrency;
  solUsd: number | null;
}) {
  return (
    <tr
      aria-rowindex={index + 2}
      className={`${ROW_CLASS} ${narrow ? 'flex' : GRID} items-center gap-3`}
      style={{ transform: `translateY(${start}px)`, height: size }}
    >
      <RowCells
        store={store}
        mint={mint}
        now={now}
        narrow={narrow}
        open={open}
        quote={quote}
        solUsd={solUsd}
      />
    </tr>
  );
}

/** A row's cells; subscribed to its own mint in the store, so a live update re-renders this row alone. */
const RowCells = memo(function RowCells({
  store,
  mint,
  now,
  narrow,
  open,
  quote,
  solUsd,
}: {
  store: TokenStore;
  mint: string;
  now: number;
  narrow: boolean;
  open: (href: string) => void;
  quote: QuoteCurrency;
  solUsd: number | null;
}) {
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
  // A plain link (a router <Link> per row costs more than the rest of the row) that navigates in the app.
  const link = (
    <a
      href={href}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        open(href);
      }}
      className="min-w-0 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
    >
      <span className="block truncate font-semibold text-fg">{s.name}</span>
      <span className="flex items-center gap-1.5 text-subtle text-xs">
        <span className="truncate">{s.symbol}</span>
        {s.isDemo && <span className="badge text-amber-600 dark:text-amber-400">Demo</span>}
      </span>
    </a>
  );
  if (narrow) {
    return (
      <>
        <td className="flex min-w-0 flex-1 items-center gap-3">
          <TokenAvatar image={s.image} symbol={s.symbol} size={40} />
          {link}
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
        {link}
      </span>
    ),
    age: <time dateTime={s.createdAt}>{ageText(row.createdAtMs, now)}</time>,
    mcap: marketCap,
    price: <span className={tickClass(row.tick)}>{formatQuotedPrice(row.priceSol, quote, solUsd)}</span>,
    volume,
    trades: row.trades24h.toLocaleString('en-US'),
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
        row.holders.toLocaleString('en-US')
      ),
    risk: <RiskCell risk={row.risk} />,
  };
  return (
    <>
      {COLUMNS.map((c) => (
        <td
          key={c.key}
          className={`min-w-0 tabular-nums ${c.align === 'right' ? 'text-right' : ''} ${c.hide ?? ''}`}
        >
          {cells[c.key]}
        </td>
      ))}
    </>
  );
});

function HeaderCell({
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

/**
 * The token list: every token of the venue (and category) from `GET /api/tokens`, in a virtualized table.
 * Rows live in a {@link TokenStore} keyed by mint; prices and trades of the rows on screen arrive over
 * `/api/ws` and re-render only their row; a launch anywhere is fetched and added at once.
 */
export function TokenList({ filter }: { filter: Omit<TokenFilter, 'search'> }) {
  const [sort, setSort] = useState<TokenSort>(DEFAULT_SORT);
  const [search, setSearch] = useState('');
  const [store] = useState(() => new TokenStore(DEFAULT_SORT));
  const narrow = useIsNarrow();
  const now = useNow(15_000);
  const { quote, solUsd } = useQuote();
  const venue = filter.venue;
  const category = filter.category;
  const viewFilter = useMemo(() => ({ venue, category }), [venue, category]);

  const list = useQuery({
    queryKey: tokenListKey(viewFilter),
    queryFn: ({ signal }) => fetchTokenList(viewFilter, signal, (rows) => store.merge(rows)),
    refetchInterval: REFRESH_MS,
  });
  useEffect(() => {
    if (list.data) store.setAll(list.data.tokens);
  }, [list.data, store]);
  useEffect(() => {
    store.setView({ ...viewFilter, search }, sort);
  }, [store, viewFilter, search, sort]);
  useEffect(() => {
    const t = setInterval(() => store.resortIfNeeded(), RESORT_MS);
    return () => clearInterval(t);
  }, [store]);

  // Live: prices and trades of followed rows; launches (sent to everyone) are read and added.
  useEffect(() => {
    const pending = new Set<string>();
    return listenAppEvents((m) => {
      if (m.type === 'price' || m.type === 'trade' || m.type === 'migration' || m.type === 'stats')
        store.push(m);
      else if (m.type === 'token' && !store.has(m.token) && !pending.has(m.token)) {
        pending.add(m.token);
        fetchTokenDetail(m.token)
          .then((d) => {
            if (d) store.upsert(d satisfies TokenSummary);
          })
          .catch(() => {
            // The next full refresh lists it.
          })
          .finally(() => pending.delete(m.token));
      }
    });
  }, [store]);

  const order = useSyncExternalStore(store.subscribeList, store.getOrder);
  const router = useRouter();
  const open = useCallback((href: string) => router.history.push(href), [router]);
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = narrow ? 76 : 56;
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (i) => order[i] ?? i,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer]);
  const items = virtualizer.getVirtualItems();

  // Follow exactly the rows on screen (and the overscan): the server sends prices only for followed tokens.
  const visible = items.map((i) => order[i.index]).filter((m): m is string => m !== undefined);
  const visibleKey = visible.join(',');
  const followed = useRef(new Set<string>());
  useEffect(() => {
    const next = new Set(visibleKey ? visibleKey.split(',') : []);
    const prev = followed.current;
    retainTokens([...next].filter((m) => !prev.has(m)));
    releaseTokens([...prev].filter((m) => !next.has(m)));
    followed.current = next;
  }, [visibleKey]);
  useEffect(
    () => () => {
      releaseTokens(followed.current);
      followed.current = new Set();
    },
    [],
  );

  const loading = list.isPending && order.length === 0;
  const emptyText = search
    ? { title: 'No token matches your search', body: 'Try another name, symbol or mint address.' }
    : category === 'graduated'
      ? {
          title: 'No token has graduated yet',
          body: 'A token graduates when its bonding curve sells out: its reserves move to a pool and it is listed here.',
        }
      : {
          title: 'No tokens here yet',
          body: 'Tokens appear here the moment they launch. Be the first: launch one on the bonding curve.',
        };
  const empty = !list.isPending && !list.isError && order.length === 0;

  return (
    <section aria-label="Token list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="relative min-w-0 flex-1 sm:max-w-sm">
          <span className="sr-only">Search tokens</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name, symbol or address"
            className="input"
            maxLength={64}
          />
        </label>
        <p className="text-subtle text-xs" aria-live="polite">
          {loading
            ? 'Loading tokens…'
            : `${order.length.toLocaleString('en-US')} ${order.length === 1 ? 'token' : 'tokens'}`}
          {list.data?.truncated && ` · the newest ${MAX_LIST_ROWS.toLocaleString('en-US')} are listed`}
        </p>
        <QuoteToggle className="ml-auto" />
      </div>
      {list.isError && (
        <div role="alert" className="card flex flex-wrap items-center gap-3 text-sm">
          <span className="flex-1">The token list could not be loaded: {errorMessage(list.error)}</span>
          <button type="button" className="btn-secondary" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {empty ? (
        <div className="card flex flex-col items-center gap-3 py-10 text-center" data-testid="tokens-empty">
          <p className="font-semibold">{emptyText.title}</p>
          <p className="max-w-md text-muted text-sm">{emptyText.body}</p>
          {!search && category !== 'graduated' && (
            <Link to="/launch" className="btn-primary">
              Launch a token
            </Link>
          )}
        </div>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface">
          {narrow && (
            <fieldset className="flex gap-2 overflow-x-auto border-line border-b px-3 py-2">
              <legend className="sr-only">Sort tokens</legend>
              {COLUMNS.filter((c) => c.sort).map((c) => (
                <button
                  key={c.key}
                  type="button"
                  aria-pressed={sort.key === c.sort}
                  onClick={() => c.sort && setSort((s) => nextSort(s, c.sort as SortKey))}
                  className={`shrink-0 rounded-full border px-2.5 py-1 text-xs ${
                    sort.key === c.sort ? 'border-accent bg-accent/15 text-fg' : 'border-line text-muted'
                  }`}
                >
                  {c.label}
                  {sort.key === c.sort && (sort.dir === 'asc' ? ' ▲' : ' ▼')}
                </button>
              ))}
            </fieldset>
          )}
          <div ref={scroller} className="relative max-h-[min(70vh,48rem)] overflow-auto overscroll-contain">
            {/* A real table; the virtualizer places rows absolutely (TanStack Virtual's table pattern). */}
            <table
              aria-label="Tokens"
              aria-rowcount={order.length + 1}
              aria-busy={loading}
              className="block w-full"
            >
              <thead className={narrow ? 'sr-only' : 'sticky top-0 z-10 block'}>
                <tr
                  aria-rowindex={1}
                  className={`${GRID} items-center gap-3 border-line border-b bg-surface-2 px-3 py-2.5 text-[11px] text-subtle uppercase tracking-wide`}
                >
                  {COLUMNS.map((c) => (
                    <HeaderCell
                      key={c.key}
                      column={c}
                      sort={sort}
                      onSort={(k) => setSort((s) => nextSort(s, k))}
                    />
                  ))}
                </tr>
              </thead>
              <tbody
                className="relative block"
                style={{ height: loading ? undefined : virtualizer.getTotalSize() }}
              >
                {loading ? (
                  <tr className="block">
                    <td className="block p-6 text-center text-muted text-sm">Loading tokens…</td>
                  </tr>
                ) : (
                  items.map((item) => {
                    const mint = order[item.index];
                    if (!mint) return null;
                    return (
                      <TokenRow
                        key={mint}
                        store={store}
                        mint={mint}
                        index={item.index}
                        start={item.start}
                        size={item.size}
                        now={now}
                        narrow={narrow}
                        open={open}
                        quote={quote}
                        solUsd={solUsd}
                      />
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
