import type { ReactNode } from 'react';
import { type PageHeaderProps, type QueryLike, QueryState, shownData } from '../../../components/kit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Screen } from './Screen';

/**
 * A detail screen: until its record is read, a placeholder header, `before`, and the read's state (`notFound`'s
 * answer for a missing record); then `children` render the whole screen with the record. The tab is titled
 * `documentTitle` of the record once read, the placeholder's title until then.
 */
export function DetailScreen<D>({
  query,
  header,
  documentTitle,
  what,
  before,
  notFound,
  keepDataOnError = false,
  children,
}: {
  query: QueryLike<D>;
  header: PageHeaderProps;
  documentTitle: (data: D) => string;
  /** Said while loading: "Loading {what}…". */
  what: string;
  before?: ReactNode;
  /** The answer to an error that means "no such record" (undefined for any other error). */
  notFound?: (error: unknown) => ReactNode | undefined;
  /** Keep showing a record a later refetch failed to renew (otherwise a failed refetch shows the error). */
  keepDataOnError?: boolean;
  children: (data: D) => ReactNode;
}) {
  useDocumentTitle(query.data === undefined ? header.title : documentTitle(query.data));
  const data = shownData(query, keepDataOnError);
  if (data !== undefined) return children(data);
  return (
    <Screen {...header}>
      {before}
      <QueryState query={query} what={what} error={notFound}>
        {() => null}
      </QueryState>
    </Screen>
  );
}
