import type { ReactNode } from 'react';
import { Empty, type PageHeaderProps, type QueryLike, QueryState } from '../../../components/kit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Screen } from './Screen';

/** Cards in the marketing grid (one column, two from md, three from xl): one keyed `li` per item. */
function CardGrid<T extends { id: string }>({
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

/** What a {@link CardList} reads and shows. */
export interface CardListProps<D, T extends { id: string }> {
  query: QueryLike<D>;
  /** Said while loading: "Loading {what}…". */
  what: string;
  /** The list's items in the reply. */
  items: (data: D) => readonly T[];
  /** The empty card's text. */
  empty: ReactNode;
  /** The list's accessible name. */
  label?: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}

/** A list's read as cards: loading, the error with Retry, the `empty` card, or the items in a {@link CardGrid}. */
export function CardList<D, T extends { id: string }>({
  query,
  what,
  items,
  empty,
  label,
  itemClassName,
  children,
}: CardListProps<D, T>) {
  return (
    <QueryState
      query={query}
      what={what}
      isEmpty={(d) => items(d).length === 0}
      empty={<Empty>{empty}</Empty>}
    >
      {(d) => (
        <CardGrid label={label} items={items(d)} itemClassName={itemClassName}>
          {children}
        </CardGrid>
      )}
    </QueryState>
  );
}

/**
 * A list screen: header, filters, then the list's read as a {@link CardList} named `label`; `children` (the
 * screen's own sections) follow the list. The tab is titled as the header.
 */
export function ListScreen<D, T extends { id: string }>({
  header,
  filters,
  renderItem,
  children,
  ...list
}: Omit<CardListProps<D, T>, 'children' | 'itemClassName'> & {
  header: PageHeaderProps;
  filters?: ReactNode;
  label: string;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(header.title);
  return (
    <Screen {...header}>
      {filters}
      <CardList {...list}>{renderItem}</CardList>
      {children}
    </Screen>
  );
}
