/**
 * One column of a table's header row: its heading, `end` for a column of numbers aligned to the right, and `from`
 * for a column shown only from that screen width up (its cells hide below it the same way).
 */
export interface Column {
  label: string;
  end?: boolean;
  from?: 'sm' | 'md';
}

/** A column shown only from a width up (whole class names, so Tailwind finds them). */
const SHOWN_FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const;

/** How roomy a header row is: its cells' padding and weight, and the gap each leaves before the next column. */
const DENSITY = {
  roomy: { cell: 'py-2 font-medium', gap: 'pr-3' },
  compact: { cell: 'py-1', gap: 'pr-2' },
  list: { cell: 'pb-2 font-medium', gap: '' },
  wide: { cell: 'px-4 py-3', gap: '' },
  tab: { cell: 'py-1.5 font-medium', gap: 'pr-2' },
} as const;

/** A table's header row: a `th scope="col"` for each column, the last one without the gap to a next. */
export function ColumnHeads({
  columns,
  density = 'roomy',
  className,
}: {
  columns: readonly Column[];
  density?: keyof typeof DENSITY;
  /** The row's own classes (a rule under it). */
  className?: string;
}) {
  const { cell, gap } = DENSITY[density];
  return (
    <tr className={className}>
      {columns.map((column, i) => (
        <th
          // biome-ignore lint/suspicious/noArrayIndexKey: a header row's columns are fixed, and a label (a token's symbol) may repeat another
          key={i}
          scope="col"
          className={[
            cell,
            i < columns.length - 1 && gap,
            column.end && 'text-right',
            column.from && SHOWN_FROM[column.from],
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {column.label}
        </th>
      ))}
    </tr>
  );
}
