import {
  type WalletCreateRequest,
  WalletCreateRequestSchema,
  WalletIdParamsSchema,
  WalletListQuerySchema,
  type WalletRecord,
} from '@solpad/core/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { readSession } from '../auth/session';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson, readParams, readQuery } from '../lib/validate';

/** An owner may keep at most this many wallet records. */
export const MAX_WALLETS_PER_OWNER = 50;

function toRecord(row: typeof schema.wallets.$inferSelect): WalletRecord {
  return {
    id: row.id,
    type: row.type,
    owner: row.owner,
    address: row.address,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Wallet records, owned by the wallet that signed in (SIWS): only the owner lists, adds or removes them.
 */
export function walletRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = async (c: Parameters<typeof readSession>[0]) => {
    const session = await readSession(c, db, deps.config);
    if (!session) throw catalogued('UNAUTHENTICATED');
    return session;
  };
  const ownerSession = async (c: Parameters<typeof readSession>[0], owner: string) => {
    const session = await signedIn(c);
    if (session.address !== owner) throw catalogued('FORBIDDEN', 'You can only manage your own wallets');
    return session;
  };
  return new Hono()
    .get('/', async (c) => {
      const { owner } = readQuery(c, WalletListQuerySchema);
      await ownerSession(c, owner);
      const rows = await db
        .select()
        .from(schema.wallets)
        .where(eq(schema.wallets.owner, owner))
        .orderBy(asc(schema.wallets.createdAt));
      return c.json({ wallets: rows.map(toRecord) });
    })
    .post('/', rateLimit('wallet', { limit: 60, windowMs: 60_000 }), async (c) => {
      const body: WalletCreateRequest = await readJson(c, WalletCreateRequestSchema);
      await ownerSession(c, body.owner);
      const address = body.type === 'watch' ? body.address : body.owner;
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(schema.wallets)
        .where(eq(schema.wallets.owner, body.owner));
      if (n >= MAX_WALLETS_PER_OWNER) {
        throw catalogued('WALLET__LIMIT', `An owner can keep at most ${MAX_WALLETS_PER_OWNER} wallets`);
      }
      const [row] = await db
        .insert(schema.wallets)
        .values({ owner: body.owner, address, type: body.type, label: body.label || null })
        .onConflictDoNothing()
        .returning();
      if (!row) throw catalogued('WALLET__EXISTS');
      return c.json({ wallet: toRecord(row) }, 201);
    })
    .delete('/:id', rateLimit('wallet', { limit: 60, windowMs: 60_000 }), async (c) => {
      const { id } = readParams(c, WalletIdParamsSchema);
      await signedIn(c);
      const [row] = await db.select().from(schema.wallets).where(eq(schema.wallets.id, id)).limit(1);
      if (!row) throw catalogued('NOT_FOUND', 'No such wallet');
      await ownerSession(c, row.owner);
      await db
        .delete(schema.wallets)
        .where(and(eq(schema.wallets.id, id), eq(schema.wallets.owner, row.owner)));
      return c.body(null, 204);
    });
}
