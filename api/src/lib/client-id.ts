import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Identifies the caller for rate limits: the TCP peer address. Forwarded headers are not trusted, since
 * the server is not deployed behind a known proxy; requests made in-process (tests) are 'local'.
 */
export function clientId(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
