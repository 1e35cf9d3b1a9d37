/** A zod error's issues as field → first message (path joined by "."). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/** What a form's check reads of a zod `safeParse` answer. */
export type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A form's check: its errors by field (the form's own, friendlier texts over the schema's for the same field),
 * and the data to send only when there are none.
 */
export function checkForm<T>(parsed: Parsed<T>, local: Record<string, string> = {}) {
  const errors: Record<string, string> = {
    ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
    ...local,
  };
  const data = parsed.success && Object.keys(errors).length === 0 ? parsed.data : undefined;
  return { errors, data };
}

/** Moves the focus to the control of a form's first error (its id is `${uid}-${key}`, `key` as `toKey` says). */
export function focusFirstError(uid: string, errors: Record<string, string>, toKey = (k: string) => k) {
  const first = Object.keys(errors)[0];
  if (first !== undefined) document.getElementById(`${uid}-${toKey(first)}`)?.focus();
}
