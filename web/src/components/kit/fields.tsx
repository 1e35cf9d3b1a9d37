import type { ComponentProps, ElementType, ReactNode } from 'react';

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

/** The props of a wired control: what {@link Field} says around it, and the control's own (but its id). */
type WiredProps<Tag extends 'input' | 'textarea'> = FieldText & Omit<ComponentProps<Tag>, 'id'>;

/**
 * A {@link Field} around one `tag` control wired to the label, the hint and the error (id, aria-invalid,
 * aria-describedby). Every other prop of the control passes through; `className` defaults to the form's `input`.
 */
function WiredField<Tag extends 'input' | 'textarea'>({
  tag,
  id,
  label,
  hint,
  error,
  counter,
  className = 'input',
  ...control
}: WiredProps<Tag> & { tag: Tag }) {
  // The tag is one of the two the type allows; JSX cannot narrow a generic tag's props by itself.
  const Control = tag as ElementType;
  return (
    <Field id={id} label={label} hint={hint} error={error} counter={counter}>
      <Control {...fieldAria(id, error, Boolean(hint))} className={className} {...control} />
    </Field>
  );
}

/** A {@link Field} with its one text input, wired to the label, the hint and the error. */
export function InputField(props: WiredProps<'input'>) {
  return <WiredField tag="input" {...props} />;
}

/** {@link InputField}'s multi-line twin: a textarea wired the same way, six lines high (`min-h-24`) unless styled. */
export function TextAreaField(props: WiredProps<'textarea'>) {
  return <WiredField tag="textarea" className="input min-h-24" {...props} />;
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
