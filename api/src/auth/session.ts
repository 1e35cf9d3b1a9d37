import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../config';
import { type Db, schema } from '../db';
import { errorResponse } from '../lib/errors';

/** The session cookie's name. */
export const SESSION_COOKIE = 'solpad_session';
/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A signed-in wallet. */
export interface SessionInfo {
  address: string;
  isAdmin: boolean;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** True when `address` is an admin: listed in ADMIN_WALLETS or added with `npm run admin:add`. */
export async function isAdminWallet(db: Db, config: AppConfig, address: string): Promise<boolean> {
  if (config.adminWallets.includes(address)) return true;
  const rows = await db.select().from(schema.admins).where(eq(schema.admins.address, address)).limit(1);
  return rows.length > 0;
}

/**
 * True when the browser reached us over https: directly, through a TLS-terminating proxy that says so
 * (`X-Forwarded-Proto` / `Forwarded: proto=https`), or at the https PUBLIC_URL's host. Trusting the proxy
 * headers here is safe: a client that lies only gets a stricter cookie it cannot send back over http.
 */
export function isHttpsRequest(c: Context, publicUrl: string | undefined): boolean {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:') return true;
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwardedProto === 'https') return true;
  if (/(^|[;,\s])proto=(")?https(")?($|[;,\s])/i.test(c.req.header('forwarded') ?? '')) return true;
  if (publicUrl) {
    const pub = new URL(publicUrl);
    if (pub.protocol === 'https:' && (c.req.header('host') ?? url.host) === pub.host) return true;
  }
  return false;
}

const cookieOptions = (c: Context, config: AppConfig) =>
  ({
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c, config.publicUrl),
    path: '/',
  }) as const;

/** Creates a session for `address` and sets its cookie (httpOnly, SameSite=Lax, Secure under https). */
export async function startSession(c: Context, db: Db, config: AppConfig, address: string): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(schema.sessions).values({ tokenHash: hashToken(token), address, expiresAt });
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c, config), expires: expiresAt });
  return expiresAt;
}

/** Reads the caller's session from its cookie; null when absent, unknown, expired or revoked. */
export async function readSession(c: Context, db: Db, config: AppConfig): Promise<SessionInfo | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const rows = await db
    .select()
    .from(schema.sessions)
    .where(
      and(
        eq(schema.sessions.tokenHash, hashToken(token)),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    address: row.address,
    expiresAt: row.expiresAt,
    isAdmin: await isAdminWallet(db, config, row.address),
  };
}

/** Revokes the session of the request's cookie, if any (the cookie itself is left alone). */
export async function revokeSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 100) {
    await db
      .update(schema.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(schema.sessions.tokenHash, hashToken(token)));
  }
}

/** Revokes the caller's session and clears its cookie. */
export async function endSession(c: Context, db: Db, config: AppConfig): Promise<void> {
  await revokeSession(c, db);
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config));
}

/** Variables the auth middlewares set. */
export type AuthVariables = { session: SessionInfo };

/**
 * The one gate of the admin router: 401 without a session, 403 for a signed-in wallet that is not an admin.
 */
export function requireAdmin(db: Db, config: AppConfig): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const session = await readSession(c, db, config);
    if (!session) return errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in with an admin wallet first');
    if (!session.isAdmin) return errorResponse(c, 403, 'FORBIDDEN', 'This wallet is not an admin');
    c.set('session', session);
    await next();
  };
}
