import { randomBytes } from 'node:crypto';
import { type AuthSession, type SignInInput, SignInVerifyRequestSchema } from '@solpad/core/schemas';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BANNED_CODE, BANNED_MESSAGE, isWalletBanned } from '../admin/bans';
import { endSession, isAdminWallet, readSession, revokeSession, startSession } from '../auth/session';
import { checkSiwsMessage, siwsChainId } from '../auth/siws';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';

/** A nonce is good for this long. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/** Sign-In With Solana: nonce, verify, me, logout. */
export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  return new Hono()
    .get('/nonce', rateLimit('sign-in', { limit: 30, windowMs: 60_000 }), async (c) => {
      const nonce = randomBytes(16).toString('hex');
      const now = Date.now();
      const expiresAt = new Date(now + NONCE_TTL_MS);
      await db.insert(schema.authNonces).values({ nonce, expiresAt });
      // Expired nonces are useless: drop them as new ones are made, so the table stays small.
      await db.delete(schema.authNonces).where(lt(schema.authNonces.expiresAt, new Date(now - NONCE_TTL_MS)));
      // Behind a proxy the request may name an inner host: the message names the public one, the only one
      // verify accepts then.
      const url = new URL(config.publicUrl ?? c.req.url);
      const input: SignInInput = {
        domain: url.host,
        uri: url.origin,
        statement: 'Sign in to Solpad with this wallet.',
        version: '1',
        chainId: siwsChainId(config.cluster),
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: expiresAt.toISOString(),
      };
      return c.json(input);
    })
    .post('/verify', rateLimit('sign-in', { limit: 30, windowMs: 60_000 }), async (c) => {
      const body = await readJson(c, SignInVerifyRequestSchema);
      const checked = await checkSiwsMessage({
        messageBytes: Buffer.from(body.signedMessage, 'base64'),
        signature: Buffer.from(body.signature, 'base64'),
        ...(body.address ? { claimedAddress: body.address } : {}),
        publicHost: config.publicUrl ? new URL(config.publicUrl).host : undefined,
        cluster: config.cluster,
        now: Date.now(),
      });
      if (!checked.ok) throw catalogued(`SIWS__${checked.reason}`);
      // Consume the nonce atomically: of two concurrent verifies with one nonce, exactly one wins.
      const consumed = await db
        .update(schema.authNonces)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(schema.authNonces.nonce, checked.fields.nonce),
            isNull(schema.authNonces.usedAt),
            gt(schema.authNonces.expiresAt, new Date()),
          ),
        )
        .returning({ nonce: schema.authNonces.nonce });
      if (consumed.length === 0) throw catalogued('SIWS__NONCE_INVALID');
      const address = checked.fields.address;
      // A banned wallet proves who it is, then is refused (its nonce is spent like any other).
      if (await isWalletBanned(db, address)) throw catalogued(BANNED_CODE, BANNED_MESSAGE);
      // Signing in again (maybe as another wallet) replaces the session this browser had.
      await revokeSession(c, db);
      const expiresAt = await startSession(c, db, config, address);
      await db
        .insert(schema.walletsSeen)
        .values({ address })
        .onConflictDoUpdate({ target: schema.walletsSeen.address, set: { lastSeenAt: sql`now()` } });
      const body2: AuthSession = {
        signedIn: true,
        address,
        // Of the wallet that just signed in (the request's cookie, if any, is of the session it replaces).
        isAdmin: await isAdminWallet(db, config, address),
        expiresAt: expiresAt.toISOString(),
      };
      return c.json(body2);
    })
    .get('/me', async (c) => {
      const session = await readSession(c, db, config);
      const body: AuthSession = session
        ? {
            signedIn: true,
            address: session.address,
            isAdmin: session.isAdmin,
            expiresAt: session.expiresAt.toISOString(),
          }
        : { signedIn: false };
      return c.json(body);
    })
    .post('/logout', rateLimit('sign-out', { limit: 60, windowMs: 60_000 }), async (c) => {
      await endSession(c, db, config);
      return c.json({ signedIn: false } satisfies AuthSession);
    });
}
