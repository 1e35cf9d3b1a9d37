import { useState } from 'react';

/** A filter's value as a list query's parameter: text trimmed, and a blank ('' lifts the filter) left out. */
type Param<V> = V extends string ? Exclude<V, ''> | undefined : V;

/** Filter values as a list query's parameters: each text trimmed, and a blank one left out (undefined). */
export function filterParams<F extends Record<string, string | boolean>>(values: F) {
  return Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, typeof v === 'string' ? v.trim() || undefined : v]),
  ) as { [K in keyof F]: Param<F[K]> };
}

/**
 * The filters above a list, as one record of values: `wire(name)` is the value and edit of its field (a
 * {@link SearchField} or {@link SelectField}), and `params` the values as the list query's parameters.
 */
export function useFilterValues<F extends Record<string, string | boolean>>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const wire = <K extends keyof F>(name: K) => ({
    value: values[name],
    onChange: (value: F[K]) => setValues((prev) => ({ ...prev, [name]: value })),
  });
  return { values, wire, params: filterParams(values) };
}
