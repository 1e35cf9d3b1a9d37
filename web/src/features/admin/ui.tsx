import { formatSol } from '@solpad/core/format';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { FilterBar, noItems, PagedItems, Panel } from '../../components/kit';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { AUTH_SESSION_KEY } from '../auth';

/** Lamports (a decimal string from the API) as SOL text; bigint maths throughout. */
export function sol(lamports: string, decimals = 4): string {
  return `${formatSol(BigInt(lamports), decimals)} SOL`;
}

/** A timestamp in the viewer's locale, or an em dash. */
export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/** Bytes as KiB / MiB text. */
export function bytes(n: number | null): string {
  if (n === null) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

/** Milliseconds with one decimal, or an em dash. */
export function ms(n: number | null): string {
  return n === null ? '—' : `${n.toFixed(1)} ms`;
}

/**
 * The three states every panel has: loading, error (the server's message, with a retry) and empty; else
 * `children` with the data.
 */
export function QueryView<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const client = useQueryClient();
  const status = query.error instanceof ApiError ? query.error.status : null;
  // A 401/403 means the session ended or lost its rights meanwhile: re-read it, so the gate takes over.
  useEffect(() => {
    if (status === 401 || status === 403) void client.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
  }, [status, client]);
  if (query.isPending)
    return (
      <p role="status" className="text-muted text-sm">
        Loading {label}…
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-red-600 dark:text-red-400">
          Could not load {label}: {errorMessage(query.error)}
        </span>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="text-muted text-sm">{empty ?? `No ${label} yet.`}</p>;
  return <>{children(query.data)}</>;
}

/** What a {@link PagedView} shows: a cursor-paged list's read, its texts, and each item's row. */
interface PagedViewProps<P, T> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** Said while loading and on an error: "Loading {label}…". */
  label: string;
  empty: string;
  items: (page: P) => readonly T[];
  itemKey: (item: T) => string;
  /** The list's accessible name. */
  listLabel?: string;
  children: (item: T) => ReactNode;
}

/**
 * A cursor-paged list of the console in its {@link QueryView}: the loaded pages' items (each `children`), "Load
 * more", and `empty` when no page has an item.
 */
function PagedView<P, T>({ query, label, empty, items, itemKey, listLabel, children }: PagedViewProps<P, T>) {
  return (
    <QueryView query={query} label={label} isEmpty={noItems(items)} empty={empty}>
      {(d) => (
        <PagedItems query={query} pages={d.pages} items={items} itemKey={itemKey} label={listLabel}>
          {children}
        </PagedItems>
      )}
    </QueryView>
  );
}

/**
 * A console panel over a cursor-paged list: its `filters` in a bar on the panel's right, the loaded pages (a
 * {@link PagedView}), then `after` (the dialogs its rows open).
 */
export function PagedPanel<P, T>({
  title,
  filters,
  after,
  ...list
}: PagedViewProps<P, T> & { title: string; filters: ReactNode; after?: ReactNode }) {
  return (
    <Panel title={title} actions={<FilterBar>{filters}</FilterBar>}>
      <PagedView {...list} />
      {after}
    </Panel>
  );
}

/**
 * A list read in one answer, in its {@link QueryView}: `items` of the answer as a divided list (each `children`),
 * `empty` when there are none, and `footer` below the list.
 */
export function ListView<D, T>({
  query,
  label,
  empty,
  items,
  itemKey,
  footer,
  children,
}: {
  query: UseQueryResult<D>;
  /** Said while loading and on an error: "Loading {label}…". */
  label: string;
  empty: string;
  items: (data: D) => readonly T[];
  itemKey: (item: T) => string;
  footer?: (data: D) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryView query={query} label={label} isEmpty={(d) => items(d).length === 0} empty={empty}>
      {(d) => (
        <>
          <ul className="flex flex-col divide-y divide-line">
            {items(d).map((item) => (
              <Fragment key={itemKey(item)}>{children(item)}</Fragment>
            ))}
          </ul>
          {footer?.(d)}
        </>
      )}
    </QueryView>
  );
}

/** A small figure with its label. */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface-2 p-3">
      <dt className="stat-label">{label}</dt>
      <dd className="mt-1 truncate font-semibold text-fg text-lg tabular-nums">{value}</dd>
    </div>
  );
}

/** A simple inline SVG bar chart (one bar per point), with an accessible summary. */
export function BarChart({
  label,
  points,
  format,
}: {
  label: string;
  points: { key: string; value: number }[];
  format: (v: number) => string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = 100 / Math.max(1, points.length);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-muted text-xs">{label}</figcaption>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-32 w-full rounded-lg bg-surface-2"
        role="img"
        aria-label={`${label}: ${points.map((p) => `${p.key} ${format(p.value)}`).join(', ')}`}
      >
        {points.map((p, i) => {
          const h = (p.value / max) * 36;
          return (
            <rect
              key={p.key}
              x={i * width + width * 0.15}
              y={40 - h}
              width={width * 0.7}
              height={h}
              className="fill-accent"
            >
              <title>{`${p.key}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.every((p) => p.value === 0) && <p className="mt-1 text-muted text-xs">None in this window.</p>}
      <div className="mt-1 flex justify-between text-subtle text-[10px]">
        <span>{points[0]?.key}</span>
        <span>{points.at(-1)?.key}</span>
      </div>
    </figure>
  );
}

export { errorMessage };
