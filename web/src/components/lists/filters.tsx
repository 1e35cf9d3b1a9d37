import type { ReactNode } from 'react';

/** The filters above a list: a search box and selects, wrapping on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{children}</div>;
}

/** A search box whose label is for screen readers (the placeholder says what it matches). */
export function SearchFilter({
  label,
  placeholder,
  maxLength = 64,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  maxLength?: number;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <input
        type="search"
        className="input w-full sm:w-48"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** One option of a {@link SelectFilter}. */
export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled select. With `all`, an empty first option of that text selects everything (the value `''`); a value
 * the options do not hold (an edited DOM) is reported as `''` too.
 */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  all,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly FilterOption<T>[];
  all?: string;
  onChange: (v: T | '') => void;
}) {
  return (
    <label className="flex items-center gap-2 text-muted text-sm">
      {label}
      <select
        className="input w-auto"
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? '')}
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
