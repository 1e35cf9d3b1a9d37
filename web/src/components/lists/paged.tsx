import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { apiRequest, queryString, type ReplyParser } from '../../lib/api';

/** The filters of a paged list, as query parameters (empty strings and `undefined` are left out). */
export type ListParams = Record<string, string | number | boolean | undefined>;

/**
 * A cursor-paged list read from the API: `path` with `params` and the page's `cursor`; the next page follows the
 * answer's `nextCursor`. `key` names the list in the query cache (the params are added to it).
 */
export function usePagedList<T extends { nextCursor?: string | null }>(
  key: readonly unknown[],
  path: string,
  params: ListParams,
  schema: ReplyParser<T>,
  /** The query parameter that carries the cursor. */
  cursorParam = 'cursor',
) {
  return useInfiniteQuery({
    queryKey: [...key, params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(`${path}${queryString({ ...params, [cursorParam]: pageParam })}`, schema, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** What {@link PagedItems} needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" (or `label`), while the list has another page. */
export function LoadMore({ query, label = 'Load more' }: { query: PagedQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn-secondary mt-3"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading…' : label}
    </button>
  );
}

/** The items of every loaded page as one list (each rendered as a {@link ListRow}), then "Load more". */
export function PagedItems<P, T>({
  query,
  pages,
  items,
  itemKey,
  label,
  children,
}: {
  query: PagedQuery;
  pages: readonly P[];
  /** The items of one page. */
  items: (page: P) => readonly T[];
  itemKey: (item: T) => string;
  /** The list's accessible name. */
  label?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <ul className="flex flex-col divide-y divide-line" aria-label={label}>
        {pages.flatMap(items).map((item) => (
          <Fragment key={itemKey(item)}>{children(item)}</Fragment>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

/** Whether no loaded page has an item. */
export function noItems<P>(items: (page: P) => readonly unknown[]) {
  return (d: { pages: readonly P[] }) => d.pages.every((p) => items(p).length === 0);
}
