import type { ReactNode } from 'react';

/** A labelled form row with its hint and its inline error (the input gets `aria-describedby` from `ids`). */
export function Field({
  id,
  label,
  hint,
  error,
  counter,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** "12/32" beside the label. */
  counter?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {counter && <span className="text-subtle text-xs tabular-nums">{counter}</span>}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-subtle text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs dark:text-red-400" data-field-error={id}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `aria-describedby` and `aria-invalid` for an input of {@link Field}. */
export function describedBy(id: string, error: string | undefined, hasHint: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}
