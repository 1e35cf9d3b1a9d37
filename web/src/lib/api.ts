// The site's one client of its own API: every call goes through `apiRequest`, every reply is validated with a
// core schema, and every failure is an `ApiError` carrying the API's `{error:{code,message}}` (or a code of the
// client's own for what never reached the API), so every screen shows the server's readable text.
import type { ApiErrorCode } from '@solpad/core/errors';
import { ApiErrorSchema } from '@solpad/core/schemas';

/** What validates a reply: a zod schema of core, or `NO_CONTENT`. */
export interface ReplyParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The parser of a 204 reply (no body). */
export const NO_CONTENT: ReplyParser<null> = {
  safeParse: (value) => (value === null ? { success: true, data: null } : { success: false }),
};

/** Codes of failures that never got an API answer to read. */
export const CLIENT_ERROR_CODES = {
  /** The request never reached the server (offline, refused, aborted by the network). */
  network: 'CLIENT__NETWORK',
  /** A non-OK answer without the API's error body (a proxy's page, a crash). */
  notOk: 'HTTP__NOT_OK',
  /** An OK answer that does not match the schema. */
  badReply: 'CLIENT__BAD_REPLY',
} as const;

/** A code of a failure that never got an API answer. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/**
 * A failed call of the API. `status` is the HTTP status (0: no answer), `code` the API's error code (e.g.
 * `LAUNCH__NOT_FOUND`, 401 `AUTH__…`), `message` its readable text, `body` the whole error reply (its fields beside
 * `error`), and `retryAfterS` the Retry-After of a 429.
 */
export class ApiError extends Error {
  readonly body: unknown;
  readonly retryAfterS: number | null;
  constructor(
    readonly status: number,
    /** One of the API's catalogue (`API_ERRORS` of core) or the client's own. */
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    options: { cause?: unknown; body?: unknown; retryAfterS?: number | null } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.body = options.body;
    this.retryAfterS = options.retryAfterS ?? null;
  }
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body (serialised here), or raw bytes with their content type. */
  body?: unknown;
  raw?: { body: Blob; contentType: string };
  signal?: AbortSignal;
  /** The fetch to call (the page's by default; tests pass their own). */
  fetch?: typeof fetch;
}

const readJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** Calls an endpoint of this origin (with the session cookie) and validates its reply with `schema`. */
export async function apiRequest<T>(
  path: string,
  schema: ReplyParser<T>,
  init: ApiRequestInit = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | null = null;
  if (init.raw) {
    headers['content-type'] = init.raw.contentType;
    body = init.raw.body;
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await (init.fetch ?? fetch)(path, {
      method: init.method ?? (body === null ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body,
      signal: init.signal ?? null,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(
      0,
      CLIENT_ERROR_CODES.network,
      'Could not reach the server. Check your connection and try again.',
      { cause },
    );
  }
  const json = readJson(await res.text());
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(json);
    const retry = Number(res.headers.get('retry-after'));
    const retryAfterS = res.status === 429 && Number.isFinite(retry) && retry > 0 ? retry : null;
    // The site and the API are built from one catalogue and served together, so the code is one of its codes (the
    // catalogue's texts stay out of the site's bundle: the site shows the API's message).
    if (parsed.success)
      throw new ApiError(res.status, parsed.data.error.code as ApiErrorCode, parsed.data.error.message, {
        body: json,
        retryAfterS,
      });
    throw new ApiError(res.status, CLIENT_ERROR_CODES.notOk, `Request failed (HTTP ${res.status})`, {
      body: json,
      retryAfterS,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(
      res.status,
      CLIENT_ERROR_CODES.badReply,
      `Unexpected reply from ${path.split('?')[0]}`,
    );
  return parsed.data;
}

/** A query string from the defined entries of `params`. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
