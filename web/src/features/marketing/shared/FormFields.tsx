import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, fieldAria } from '../ui';

/** What a labelled control of a form says around it: its label, a hint and its error. */
interface FieldText {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A {@link Field} with its one text input, wired to the label, the hint and the error (id, aria-invalid,
 * aria-describedby). Every other input prop passes through; `className` defaults to the form's `input`.
 */
export function InputField({
  id,
  label,
  hint,
  error,
  className = 'input',
  ...input
}: FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input {...fieldAria(id, error, Boolean(hint))} className={className} {...input} />
    </Field>
  );
}

/** {@link InputField}'s multi-line twin: a textarea wired the same way. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = 'input',
  ...textarea
}: FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea {...fieldAria(id, error, Boolean(hint))} className={className} {...textarea} />
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
