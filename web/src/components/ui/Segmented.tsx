import type { ReactNode } from 'react';

/**
 * A small segmented switch (the quote currency, an amount's unit): a fieldset named `legend` holding one button
 * per option, the chosen one pressed (aria-pressed) and raised.
 */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  label,
  className = 'flex gap-1 rounded-lg bg-surface-2 p-0.5 text-xs',
  testId,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <fieldset data-testid={testId} className={className}>
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={value === o}
          onClick={() => onChange(o)}
          className={`rounded-md px-2 py-1 font-medium ${value === o ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
        >
          {label(o)}
        </button>
      ))}
    </fieldset>
  );
}
