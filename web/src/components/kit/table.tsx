/** One column of a table's header row: its heading, and `end` for a column of numbers aligned to the right. */
export interface Column {
  label: string;
  end?: boolean;
}

/** How roomy a header row is: its cells' padding and weight, and the gap each leaves before the next column. */
const DENSITY = {
  roomy: { cell: 'py-2 font-medium', gap: 'pr-3' },
  compact: { cell: 'py-1', gap: 'pr-2' },
  list: { cell: 'pb-2 font-medium', gap: '' },
  wide: { cell: 'px-4 py-3', gap: '' },
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
          key={column.label}
          scope="col"
          className={[cell, i < columns.length - 1 && gap, column.end && 'text-right']
            .filter(Boolean)
            .join(' ')}
        >
          {column.label}
        </th>
      ))}
    </tr>
  );
}
