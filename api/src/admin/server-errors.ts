import type { Context } from 'hono';
import { type Db, schema } from '../db';
import type { Logger } from '../lib/logger';

/** Longest stored server error message. */
const MESSAGE_MAX = 500;

/**
 * Strips what must never reach the error log: credentials in URLs (`postgres://user:pass@…`), API keys in
 * query strings, bearer tokens and long opaque strings (keys, signatures, bodies) — then truncates.
 */
export function redactErrorMessage(message: string): string {
  return message
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1[redacted]@')
    .replace(/([?&](?:api[-_]?key|key|token|secret|password)=)[^&\s]+/gi, '$1[redacted]')
    .replace(/(bearer\s+)\S+/gi, '$1[redacted]')
    .replace(/[A-Za-z0-9+/_=-]{64,}/g, '[redacted]')
    .slice(0, MESSAGE_MAX);
}

/**
 * Records a 5xx answer (its message, method, path without the query, request id): never bodies, headers or
 * query strings. Best effort: a failing database must not turn one error into two, so failures are only logged.
 */
export function recordServerError(
  db: Db,
  logger: Logger,
  c: Context,
  status: number,
  message: string,
): Promise<void> {
  return db
    .insert(schema.serverErrors)
    .values({
      status,
      method: c.req.method.slice(0, 10),
      path: c.req.path.slice(0, 300),
      message: redactErrorMessage(message),
      requestId: (c.get('requestId') as string | undefined) ?? null,
    })
    .then(
      () => undefined,
      (err: unknown) => logger.warn({ err }, 'could not record a server error'),
    );
}
