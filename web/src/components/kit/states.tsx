import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';

/** Loading, error and empty states of a read. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="card text-muted text-sm">
      Loading {what}…
    </p>
  );
}

/** An error with a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="card flex flex-wrap items-center gap-3 text-sm">
      <span className="text-red-600 dark:text-red-400">{errorMessage(error)}</span>
      <button type="button" className="btn-secondary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** An empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="card text-center text-muted text-sm">{children}</p>;
}

/**
 * A read's wait and failure said in place, inside a card that has more to show (not cards of their own like
 * {@link Loading} and {@link LoadError}): `loading` while it is pending, its error once it fails, else nothing.
 */
export function ReadNote({
  query,
  loading,
}: {
  query: Pick<QueryLike<unknown>, 'isPending' | 'isError' | 'error'>;
  loading: string;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-muted text-sm">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-red-600 text-sm dark:text-red-400">
        {errorMessage(query.error)}
      </p>
    );
  return null;
}

/** What the shared screens read of a TanStack query (a `UseQueryResult<T>` fits as it is). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A read's states as the marketing and admin screens show them: "Loading {what}…", the error with Retry, `empty`, then
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
