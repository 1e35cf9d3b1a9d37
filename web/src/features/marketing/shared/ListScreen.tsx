import type { ReactNode } from 'react';
import { Empty, type PageHeaderProps, type QueryLike, QueryState } from '../../../components/kit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Screen } from './Screen';

/** Cards in the marketing grid (one column, two from md, three from xl): one keyed `li` per item. */
export function CardGrid<T extends { id: string }>({
  label,
  items,
  itemClassName,
  children,
}: {
  /** The list's accessible name. */
  label?: string;
  /** The records shown, keyed by their id. */
  items: readonly T[];
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A list screen: header, filters, then the list's read (loading, error with Retry, the `empty` card, or the
 * cards in a {@link CardGrid} named `label`); `children` (the screen's own sections) follow the list. The tab is
 * titled as the header.
 */
export function ListScreen<D, T extends { id: string }>({
  header,
  filters,
  query,
  what,
  items,
  empty,
  label,
  renderItem,
  children,
}: {
  header: PageHeaderProps;
  filters?: ReactNode;
  query: QueryLike<D>;
  /** Said while loading: "Loading {what}…". */
  what: string;
  /** The list's items in the reply. */
  items: (data: D) => readonly T[];
  /** The empty card's text. */
  empty: ReactNode;
  label: string;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(header.title);
  return (
    <Screen {...header}>
      {filters}
      <QueryState
        query={query}
        what={what}
        isEmpty={(d) => items(d).length === 0}
        empty={<Empty>{empty}</Empty>}
      >
        {(d) => (
          <CardGrid label={label} items={items(d)}>
            {renderItem}
          </CardGrid>
        )}
      </QueryState>
      {children}
    </Screen>
  );
}
