import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session';
import { type Db, schema } from '../db';
import { errorResponse } from '../lib/errors';

/** The error code a banned wallet gets (sign-in, and writes with a session of it). */
export const BANNED_CODE = 'BANNED';
/** Its message. */
export const BANNED_MESSAGE = 'This wallet is banned from the platform';

/** True when an admin banned `address`. */
export async function isWalletBanned(db: Db, address: string): Promise<boolean> {
  const rows = await db
    .select({ a: schema.walletBans.address })
    .from(schema.walletBans)
    .where(eq(schema.walletBans.address, address))
    .limit(1);
  return rows.length > 0;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes that carry a session of a banned wallet: 403 `BANNED`. Banning revokes the wallet's sessions
 * already; this also covers a session started in the instant of the ban, and names the reason to the client.
 * Sign-in and sign-out stay reachable (the sign-in refuses a banned wallet itself), and JSON-RPC is not
 * session-based (the chain is public).
 */
export function refuseBannedWrites(db: Db, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || token.length > 100) return next();
    // Sessions are stored by the SHA-256 of their cookie token (auth/session.ts).
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await db
      .select({ a: schema.walletBans.address })
      .from(schema.sessions)
      .innerJoin(schema.walletBans, eq(schema.walletBans.address, schema.sessions.address))
      .where(eq(schema.sessions.tokenHash, hash))
      .limit(1);
    if (rows.length > 0) return errorResponse(c, 403, BANNED_CODE, BANNED_MESSAGE);
    return next();
  };
}
