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
 * "No campaigns match.").
 */
export function ModeratedList<P extends { nextCursor?: string | null }, T>({
  title,
  what,
  path,
  schema,
  items,
  itemKey,
  searchLabel,
  filters = [],
  children,
  dialogs,
}: {
  title: string;
  what: string;
  path: string;
  schema: ReplyParser<P>;
  items: (page: P) => readonly T[];
  itemKey: (item: T) => string;
  searchLabel: string;
  filters?: readonly ListFilter[];
  children: (item: T) => ReactNode;
  /** The dialogs the rows open. */
  dialogs?: ReactNode;
}) {
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
      itemKey={itemKey}
      listLabel={title}
      after={dialogs}
    >
      {children}
    </PagedPanel>
  );
}
