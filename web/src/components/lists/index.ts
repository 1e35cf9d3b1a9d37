// The list kit of the admin and marketing screens: a cursor-paged API list, its rows, and the filters above it.
export { FilterBar, type FilterOption, SearchFilter, SelectFilter } from './filters';
export { type ListParams, LoadMore, noItems, PagedItems, usePagedList } from './paged';
export { ListRow, RowDetail, RowLink, RowToggle } from './rows';
