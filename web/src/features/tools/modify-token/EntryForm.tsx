import type { ComponentProps, ReactNode } from 'react';

/**
 * A one-line form of Modify Token (a metadata field, the new update authority, a token account to freeze, the
 * mint to load): its label, an optional `note` under it, the input with its submit button beside it, and a line
 * kept for the error so the form does not jump when one shows. The input is wired to that line (aria-invalid,
 * aria-describedby); `input` takes the input's own props (`className` defaults to an address input's).
 */
export function EntryForm({
  inputId,
  label,
  note,
  input,
  action,
  actionDisabled,
  error,
  className = 'flex flex-col gap-1.5',
  onSubmit,
}: {
  inputId: string;
  label: string;
  note?: ReactNode;
  input: Omit<ComponentProps<'input'>, 'id'>;
  /** The submit button's text. */
  action: string;
  actionDisabled?: boolean;
  error: string | null;
  className?: string;
  /** Called on submit (the page does not reload). */
  onSubmit: () => unknown;
}) {
  const errorId = `${inputId}-error`;
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <label htmlFor={inputId} className="font-medium text-sm">
        {label}
      </label>
      {note}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          className="input font-mono"
          aria-invalid={error !== null}
          aria-describedby={errorId}
          {...input}
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={actionDisabled}>
          {action}
        </button>
      </div>
      <p id={errorId} role="alert" className="min-h-4 text-red-600 text-xs dark:text-red-400">
        {error ?? ''}
      </p>
    </form>
  );
}
