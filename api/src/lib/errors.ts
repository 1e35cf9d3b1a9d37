import type { ApiErrorCode, ApiErrorStatus } from '@solpad/core/errors';
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
