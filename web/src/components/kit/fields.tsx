import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * A form field: label (with a `counter` such as "12/32" beside it), control, hint and error (wired with
 * aria-describedby by the caller's ids: {@link fieldAria}).
 */
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
  error?: string | undefined;
  counter?: string;
  children: ReactNode;
}) {
  const labelNode = (
    <label htmlFor={id} className="font-medium text-sm">
      {label}
    </label>
  );
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {counter === undefined ? (
        labelNode
      ) : (
        <div className="flex items-baseline justify-between gap-2">
          {labelNode}
          <span className="text-subtle text-xs tabular-nums">{counter}</span>
        </div>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-field-error={id} className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of a control inside {@link Field}. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

/** What a labelled control of a form says around it: its label, a hint and its error. */
interface FieldText {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  counter?: string;
}

/**
 * Splits a field's props into what {@link Field} says around its control and the control's own props, wired to
 * it (id, aria-invalid, aria-describedby); `className` defaults to the form's `input`.
 */
function wireField<C extends { className?: string }>({
  id,
  label,
  hint,
  error,
  counter,
  className = 'input',
  ...control
}: FieldText & C) {
  return {
    text: { id, label, hint, error, counter },
    control: { ...fieldAria(id, error, Boolean(hint)), className, ...control },
  };
}

/** A {@link Field} with its one text input, wired to it; every other input prop passes through. */
export function InputField(props: FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { text, control } = wireField(props);
  return (
    <Field {...text}>
      <input {...control} />
    </Field>
  );
}

/** {@link InputField}'s multi-line twin: a textarea wired the same way. */
export function TextAreaField(props: FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { text, control } = wireField(props);
  return (
    <Field {...text}>
      <textarea {...control} />
    </Field>
  );
}

/** A form's failure, said at once to screen readers (role alert); nothing while there is none. */
export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400" data-testid={testId}>
      {children}
    </p>
  );
}

/** A form's submit button (its text says what the click does, or how far the write is) and its failure. */
export function SubmitRow({
  disabled,
  failure,
  children,
}: {
  disabled: boolean;
  failure: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={disabled}>
        {children}
      </button>
      <FormError>{failure}</FormError>
    </div>
  );
}

/** A titled group of a long form: a card whose legend names the group, `children` below it. */
export function FormSection({
  legend,
  describedBy,
  children,
}: {
  legend: string;
  /** The id of an error said about the whole group. */
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="card flex flex-col gap-4" aria-describedby={describedBy}>
      <legend className="card-title float-left mb-1">{legend}</legend>
      {children}
    </fieldset>
  );
}
