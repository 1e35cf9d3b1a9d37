import { type ReactNode, useState } from 'react';
import { type FilterOption, SearchFilter, SelectFilter, usePagedList } from '../../../../components/kit';
import { useSearchText } from '../../../../components/list-kit/useSearchText';
import type { ReplyParser } from '../../../../lib/api';
import { PagedPanel } from '../../ui';
import { VISIBILITY, type Visibility } from './shared';

/** A select of a {@link ModeratedList} beside the visibility filter: the query parameter and its options. */
export interface ListFilter {
  param: string;
  label: string;
  options: readonly FilterOption<string>[];
}

/**
 * One marketing record list of the console: a search box, its filters (each with "All") and the visibility
 * filter above a paged list read from `path` (20 a page). `what` names the records in the texts ("the campaigns",
 * "No campaigns match."). A row `open`s an action on its record; the list shows that action's `dialog` until the
 * dialog closes.
 */
export function ModeratedList<P extends { nextCursor?: string | null }, T extends { id: string }, A>({
  title,
  what,
  path,
  schema,
  items,
  searchLabel,
  filters = [],
  children,
  dialog,
}: {
  title: string;
  what: string;
  path: string;
  schema: ReplyParser<P>;
  items: (page: P) => readonly T[];
  searchLabel: string;
  filters?: readonly ListFilter[];
  children: (item: T, open: (action: A) => void) => ReactNode;
  /** The dialog of an action a row opened. */
  dialog: (action: A, close: () => void) => ReactNode;
}) {
  const [action, setAction] = useState<A | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [hidden, setHidden] = useState<Visibility>('');
  const { q, box } = useSearchText();
  const query = usePagedList(['admin', 'marketing', path], path, { q, ...chosen, hidden, limit: 20 }, schema);
  return (
    <PagedPanel
      title={title}
      filters={
        <>
          <SearchFilter label={searchLabel} placeholder="Name or address" {...box} />
          {filters.map((f) => (
            <SelectFilter
              key={f.param}
              label={f.label}
              all="All"
              value={chosen[f.param] ?? ''}
              options={f.options}
              onChange={(v) => setChosen((c) => ({ ...c, [f.param]: v }))}
            />
          ))}
          <SelectFilter
            label="Visibility"
            all="All"
            value={hidden}
            options={VISIBILITY}
            onChange={setHidden}
          />
        </>
      }
      query={query}
      label={`the ${what}`}
      empty={`No ${what} match.`}
      items={items}
      itemKey={(item) => item.id}
      listLabel={title}
      after={action !== null && dialog(action, () => setAction(null))}
    >
      {(item) => children(item, setAction)}
    </PagedPanel>
  );
}
