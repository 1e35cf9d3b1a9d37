import type { SortKey } from './list-model';

/** A column of the token list's table. */
export interface Column {
  key: string;
  label: string;
  sort?: SortKey;
  /** Tailwind classes that hide the column on narrow screens. */
  hide?: string;
  align?: 'right';
  /** What the header's tooltip explains. */
  title?: string;
}

/** The table's columns, in order (the row cells follow it). */
export const COLUMNS: Column[] = [
  { key: 'token', label: 'Token', sort: 'name' },
  { key: 'age', label: 'Age', sort: 'age', align: 'right' },
  { key: 'mcap', label: 'Market cap', sort: 'marketCap', align: 'right' },
  { key: 'price', label: 'Price', sort: 'price', align: 'right' },
  {
    key: 'c5m',
    label: '5m',
    sort: 'c5m',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Price change over the last 5 minutes',
  },
  {
    key: 'c1h',
    label: '1h',
    sort: 'c1h',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Price change over the last hour',
  },
  {
    key: 'c24h',
    label: '24h',
    sort: 'c24h',
    align: 'right',
    hide: 'max-lg:hidden',
    title: 'Price change over the last 24 hours',
  },
  { key: 'volume', label: 'Volume 24h', sort: 'volume', align: 'right' },
  { key: 'trades', label: 'Trades', sort: 'trades', align: 'right', hide: 'max-lg:hidden' },
  {
    key: 'holders',
    label: 'Holders',
    sort: 'holders',
    align: 'right',
    hide: 'max-xl:hidden',
    title: 'Wallets holding the token, read from the chain (curve vault and pool included)',
  },
  { key: 'progress', label: 'Curve', sort: 'progress', align: 'right' },
  {
    key: 'risk',
    label: 'Risk',
    sort: 'risk',
    align: 'right',
    hide: 'max-lg:hidden',
    title:
      'Security scan score out of 100 (higher is safer), coloured by level: green low, amber medium, red high risk',
  },
];

/** The grid of a desktop row (also the header's), in column order; hidden columns drop out with their cells. */
export const GRID =
  'sm:grid sm:grid-cols-[minmax(11rem,2fr)_3.5rem_6.5rem_6.5rem_repeat(2,3.5rem)_3.5rem_6.5rem_5rem_4.5rem_6rem_3.5rem] sm:max-xl:grid-cols-[minmax(11rem,2fr)_3.5rem_6.5rem_6.5rem_3.5rem_6.5rem_5rem_6rem_3.5rem] sm:max-lg:grid-cols-[minmax(9rem,2fr)_3rem_6rem_6rem_6rem_5.5rem]';
