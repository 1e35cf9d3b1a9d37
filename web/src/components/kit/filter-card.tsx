import type { ReactNode } from 'react';
import { Field, fieldAria } from './fields';

/** The filters above a list: a card named "Filters" whose grid holds them; `columns` sets the grid's columns. */
export function FilterCard({
  columns = 'sm:grid-cols-3',
  children,
}: {
  columns?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label="Filters" className={`card grid gap-3 ${columns}`}>
      {children}
    </section>
  );
}

/** A labelled search box of a {@link FilterCard} (type search, so Escape clears it). */
export function SearchField({
  id,
  label = 'Search',
  placeholder = 'Name',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

// T is inferred from the labels alone (NoInfer): the value's '' is the "all" option, not a choice.
type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  /** A form's error about the choice (wired as {@link Field} does). */
  error?: string | undefined;
  /** The choices in the order shown (by default the keys of `labels`). */
  options?: readonly T[];
  labels: Readonly<Record<T, string>>;
} & (
  | {
      /** Text of a first option that lifts the filter; its value is ''. */
      all: string;
      value: NoInfer<T> | '';
      onChange: (value: NoInfer<T> | '') => void;
    }
  | { all?: undefined; value: NoInfer<T>; onChange: (value: NoInfer<T>) => void }
);

/**
 * A labelled select over a union of string values, optionally led by an "all" option: a filter of a
 * {@link FilterCard}, or a form's choice (with its `error`).
 */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { id, label, labels, error } = props;
  const options = props.options ?? (Object.keys(labels) as T[]);
  return (
    <Field id={id} label={label} error={error}>
      <select
        {...fieldAria(id, error)}
        className="input"
        value={props.value}
        // The DOM hands back a string: one of the values rendered below ('' being the "all" option).
        onChange={(e) =>
          props.all === undefined
            ? props.onChange(e.target.value as T)
            : props.onChange(e.target.value as T | '')
        }
      >
        {props.all !== undefined && <option value="">{props.all}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Mutually exclusive chips (a window, a range, a role): one button per option, the chosen one pressed
 * (aria-pressed). Only the buttons: each screen keeps its own fieldset and legend around them.
 */
export function Chips<T extends string | number>({
  options,
  value,
  onChange,
  label = String,
}: {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label?: (option: T) => ReactNode;
}) {
  return options.map((o) => (
    <button
      key={o}
      type="button"
      aria-pressed={o === value}
      className={o === value ? 'btn-primary' : 'btn-secondary'}
      onClick={() => onChange(o)}
    >
      {label(o)}
    </button>
  ));
}
