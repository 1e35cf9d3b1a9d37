import { useId, useState } from 'react';
import { checkForm, focusFirstError, type Parsed } from './form-check';

/** What wires a text control to a form's value: its id, its error, the value and its edit. */
export interface FieldWiring {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

/**
 * A form's text values by name and its errors by key (the request's path, e.g. `budgetLamports`, `links.x`),
 * with the wiring of each text control: `field(name, key)` is the id, error, value and edit of an
 * {@link InputField} or {@link TextAreaField}. With `clearOnEdit`, editing a field clears its error.
 */
export function useFormFields<F extends Record<string, string>>(
  initial: F | (() => F),
  { clearOnEdit = false }: { clearOnEdit?: boolean } = {},
) {
  const uid = useId();
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The id of the control of `key` (what {@link focusFirstError} looks for). */
  const id = (key: string) => `${uid}-${key}`;
  /** Sets the value `name` (its error is under `key`). */
  const set =
    (name: keyof F & string, key: string = name) =>
    (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      if (clearOnEdit) setErrors(({ [key]: _, ...rest }) => rest);
    };
  const field = (name: keyof F & string, key: string = name): FieldWiring => ({
    id: id(key),
    error: errors[key],
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => set(name, key)(e.target.value),
  });
  /**
   * The check on submit: the errors by field (the form's own `local` texts over the schema's) are shown; the data
   * to send comes back when there are none, else the focus goes to the first error's control (`toKey` maps an
   * error's key to its control's).
   */
  const check = <T>(parsed: Parsed<T>, local?: Record<string, string>, toKey?: (key: string) => string) => {
    const { errors: all, data } = checkForm(parsed, local);
    setErrors(all);
    if (data === undefined) focusFirstError(uid, all, toKey);
    return data;
  };
  return { id, values, set, errors, setErrors, field, check };
}
