import type { ReactNode } from 'react';
import { LoadError, Loading } from '../ui';

/** What the shared screens read of a TanStack query (a `UseQueryResult<T>` fits as it is). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A read's states as every marketing screen shows them: "Loading {what}…", the error with Retry, `empty`, then
 * `children` with the data. An `error` answer of undefined falls back to the error with Retry.
 */
export function QueryState<T>({
  query,
  what,
  loading,
  error,
  isEmpty,
  empty,
  keepDataOnError = false,
  children,
}: {
  query: QueryLike<T>;
  /** Said while loading: "Loading {what}…". */
  what: string;
  loading?: ReactNode;
  error?: (error: unknown) => ReactNode | undefined;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Keep showing data a later refetch failed to renew (otherwise a failed refetch shows the error). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}) {
  const data = shownData(query, keepDataOnError);
  if (data !== undefined) return isEmpty?.(data) ? empty : children(data);
  if (query.isPending) return loading ?? <Loading what={what} />;
  return error?.(query.error) ?? <LoadError error={query.error} retry={() => void query.refetch()} />;
}

/** The data a screen shows: none while loading, none after a failed refetch unless `keepDataOnError`. */
export function shownData<T>(query: QueryLike<T>, keepDataOnError = false): T | undefined {
  return keepDataOnError || !query.isError ? query.data : undefined;
}
