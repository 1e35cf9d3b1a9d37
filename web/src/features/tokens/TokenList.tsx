import type { TokenSummary } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useQuote } from '../quote';
import { COLUMNS, GRID } from './list-columns';
import { DEFAULT_SORT, nextSort, type SortKey, type TokenFilter, type TokenSort } from './list-model';
import { listenAppEvents, releaseTokens, retainTokens } from './live';
import { fetchTokenDetail, fetchTokenList, tokenListKey } from './queries';
import { NarrowSortBar, TokenListToolbar } from './TokenListFilters';
import { HeaderCell, TokenRow } from './TokenRows';
import { TokenStore } from './token-store';

/** How often the list re-sorts while live updates move the sorted column. */
const RESORT_MS = 1000;
/** The whole list is re-read this often (rows scrolled out of view are not followed live). */
const REFRESH_MS = 60_000;
/** Rows rendered beyond the visible ones. */
const OVERSCAN = 8;

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

/**
 * The rows of a venue (and category) in a {@link TokenStore}: read from `GET /api/tokens` (re-read every
 * minute), viewed through `search` and `sort`, and moved live by the app's events (prices and trades of
 * followed rows; a launch anywhere is read and added).
 */
function useTokenRows(viewFilter: Omit<TokenFilter, 'search'>, search: string, sort: TokenSort) {
  const [store] = useState(() => new TokenStore(DEFAULT_SORT));
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
  return { store, list, order };
}

/** Follows exactly the rows on screen (and the overscan): the server sends prices only for followed tokens. */
function useFollowRows(visible: string[]) {
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
}

/** What the list says when no row is left: a search without a match, no graduate yet, or no token at all. */
function EmptyList({ search, category }: { search: string; category: TokenFilter['category'] }) {
  const text = search
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
  return (
    <div className="card flex flex-col items-center gap-3 py-10 text-center" data-testid="tokens-empty">
      <p className="font-semibold">{text.title}</p>
      <p className="max-w-md text-muted text-sm">{text.body}</p>
      {!search && category !== 'graduated' && (
        <Link to="/launch" className="btn-primary">
          Launch a token
        </Link>
      )}
    </div>
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
  const narrow = useIsNarrow();
  const now = useNow(15_000);
  const { quote, solUsd } = useQuote();
  const venue = filter.venue;
  const category = filter.category;
  const viewFilter = useMemo(() => ({ venue, category }), [venue, category]);
  const { store, list, order } = useTokenRows(viewFilter, search, sort);

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
  useFollowRows(items.map((i) => order[i.index]).filter((m): m is string => m !== undefined));

  const loading = list.isPending && order.length === 0;
  const empty = !list.isPending && !list.isError && order.length === 0;

  return (
    <section aria-label="Token list" className="flex flex-col gap-3">
      <TokenListToolbar
        search={search}
        onSearch={setSearch}
        loading={loading}
        count={order.length}
        truncated={list.data?.truncated ?? false}
      />
      {list.isError && (
        <div role="alert" className="card flex flex-wrap items-center gap-3 text-sm">
          <span className="flex-1">The token list could not be loaded: {errorMessage(list.error)}</span>
          <button type="button" className="btn-secondary" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {empty ? (
        <EmptyList search={search} category={category} />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface">
          {narrow && <NarrowSortBar sort={sort} onSort={setSort} />}
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
                      onSort={(k: SortKey) => setSort((s) => nextSort(s, k))}
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
