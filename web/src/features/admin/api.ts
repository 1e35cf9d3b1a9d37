import { ApiErrorSchema } from '@solpad/core/schemas';

/** What validates a reply: a zod schema of core, or `NO_CONTENT`. */
export interface ReplyParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The parser of a 204 reply (no body). */
export const NO_CONTENT: ReplyParser<null> = {
  safeParse: (value) => (value === null ? { success: true, data: null } : { success: false }),
};

/** A non-OK reply of the API, with its status (401: the session ended; 403: not an admin). */
export class AdminHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminHttpError';
  }
}

/**
 * Calls an admin (or auth) endpoint on this origin and validates its reply with `schema`. A non-OK reply
 * fails with the API's own `{error:{message}}` text, so every panel can show something readable.
 */
export async function adminRequest<T>(
  path: string,
  schema: ReplyParser<T>,
  init?: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? 'GET',
    credentials: 'same-origin',
    headers: init?.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init?.body === undefined ? null : JSON.stringify(init.body),
    signal: init?.signal ?? null,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(json);
    throw new AdminHttpError(
      res.status,
      parsed.success ? parsed.data.error.message : `Request failed (HTTP ${res.status})`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`Unexpected reply from ${path.split('?')[0]}`);
  return parsed.data;
}

/** A query string from the defined entries of `params`. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
