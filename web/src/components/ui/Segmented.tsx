import type { ReactNode } from 'react';

/**
 * A small segmented switch (the quote currency, an amount's unit, a chart's interval): a fieldset named `legend`
 * holding one button per option, the chosen one pressed (aria-pressed) and raised. `options` lists the values
 * (each its own label) or maps each value to its label, in order.
 */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  className = 'flex gap-1 rounded-lg bg-surface-2 p-0.5 text-xs',
  testId,
}: {
  legend: string;
  options: readonly T[] | Readonly<Record<T, ReactNode>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
  testId?: string;
}) {
  const entries: [T, ReactNode][] = Array.isArray(options)
    ? options.map((o) => [o, o])
    : (Object.entries(options) as [T, ReactNode][]);
  return (
    <fieldset data-testid={testId} className={className}>
      <legend className="sr-only">{legend}</legend>
      {entries.map(([o, label]) => (
        <button
          key={o}
          type="button"
          aria-pressed={value === o}
          onClick={() => onChange(o)}
          className={`rounded-md px-2 py-1 font-medium ${value === o ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
