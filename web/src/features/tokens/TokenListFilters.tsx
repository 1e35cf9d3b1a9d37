import { formatInteger } from '@solpad/core/format';
import { QuoteToggle } from '../quote';
import { COLUMNS } from './list-columns';
import { nextSort, type SortKey, type TokenSort } from './list-model';
import { QuickBuySetting } from './QuickBuy';
import { MAX_LIST_ROWS } from './queries';

/** The list's toolbar: the search, the count of tokens shown, the rows' quick-buy size and the USD / SOL switch. */
export function TokenListToolbar({
  search,
  onSearch,
  loading,
  count,
  truncated,
}: {
  search: string;
  onSearch: (text: string) => void;
  loading: boolean;
  count: number;
  truncated: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="relative min-w-48 flex-1 sm:max-w-sm">
        <span className="sr-only">Search tokens</span>
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search by name, symbol or address"
          className="input"
          maxLength={64}
        />
      </label>
      <p className="text-subtle text-xs" aria-live="polite">
        {loading ? 'Loading tokens…' : `${formatInteger(count)} ${count === 1 ? 'token' : 'tokens'}`}
        {truncated && ` · the newest ${formatInteger(MAX_LIST_ROWS)} are listed`}
      </p>
      <div className="ml-auto flex items-center gap-3">
        <QuickBuySetting />
        <QuoteToggle />
      </div>
    </div>
  );
}

/** On a phone the table has no header: the sort keys are a row of toggle chips instead. */
export function NarrowSortBar({
  sort,
  onSort,
}: {
  sort: TokenSort;
  onSort: (next: (s: TokenSort) => TokenSort) => void;
}) {
  return (
    <fieldset className="flex gap-2 overflow-x-auto border-line border-b px-3 py-2">
      <legend className="sr-only">Sort tokens</legend>
      {COLUMNS.filter((c) => c.sort).map((c) => (
        <button
          key={c.key}
          type="button"
          aria-pressed={sort.key === c.sort}
          onClick={() => c.sort && onSort((s) => nextSort(s, c.sort as SortKey))}
          className={`shrink-0 rounded-full border px-2.5 py-1 text-xs ${
            sort.key === c.sort ? 'border-accent bg-accent/15 text-fg' : 'border-line text-muted'
          }`}
        >
          {c.label}
          {sort.key === c.sort && (sort.dir === 'asc' ? ' ▲' : ' ▼')}
        </button>
      ))}
    </fieldset>
  );
}
