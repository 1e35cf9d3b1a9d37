import {
  API_ERRORS,
  type ApiErrorCode,
  type ApiErrorContext,
  type ApiErrorStatus,
} from '@solpad/core/errors';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error the API answers with `{error:{code,message}}`. `code` is one of the catalogue's (`API_ERRORS` in
 * core) and `status` must be the one the catalogue gives it: an unknown code or another status does not compile.
 */
export class HttpError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  constructor(
    readonly status: ApiErrorStatus<C>,
    readonly code: C,
    message: string,
    /** Fields the reply carries beside `error` (e.g. the transfer endpoint's `success: false`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The catalogue's error `code` with the catalogue's status. `message` replaces the default text where the call
 * site knows more; it is required where the default text names values (`$key`), which only the caller has.
 */
export function catalogued<C extends ApiErrorCode>(
  code: C,
  ...[message, extra]: keyof ApiErrorContext[C] extends never
    ? [message?: string, extra?: Record<string, unknown>]
    : [message: string, extra?: Record<string, unknown>]
): HttpError<C> {
  const { status, message: text } = API_ERRORS[code];
  return new HttpError(status as ApiErrorStatus<C>, code, message ?? text, extra);
}

/** Sends the API's error body (the status may differ from the catalogue's only for a framework's own error). */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  extra?: Record<string, unknown>,
) {
  return c.json({ ...extra, error: { code, message } }, status);
}
