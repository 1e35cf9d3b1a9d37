import {
  AdminAddressParamsSchema,
  AdminBanRequestSchema,
  AdminBanResponseSchema,
  type AdminUser,
  AdminUserListQuerySchema,
  AdminUserListSchema,
} from '@solpad/core/schemas';
import { and, count, desc, eq, gt, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { isAdminWallet } from '../auth/session';
import { schema } from '../db';
import { likeEscape } from '../db/listing';
import { catalogued } from '../lib/errors';
import { readJson, readParams } from '../lib/validate';
import { actorOf, audited } from './audit';
import { decodeCursor, encodeCursor } from './cursor';
import { type AdminDeps, type AdminEnv, adminApp, readFilters } from './env';

/** `GET /users`: the wallets seen, most recently seen first, with their sessions, admin flag and ban. */
async function listUsers(deps: AdminDeps, c: Context<AdminEnv>) {
  const { db } = deps.database;
  const { config } = deps;
  const q = readFilters(c, AdminUserListQuerySchema);
  const limit = q.limit ?? 50;
  const now = new Date();
  const sessionCounts = db
    .select({
      address: schema.sessions.address,
      total: count().as('total'),
      active:
        sql<number>`count(*) filter (where ${schema.sessions.revokedAt} is null and ${schema.sessions.expiresAt} > ${now.toISOString()}::timestamptz)::int`.as(
          'active',
        ),
    })
    .from(schema.sessions)
    .groupBy(schema.sessions.address)
    .as('session_counts');
  const where: SQL[] = [];
  if (q.q) where.push(like(schema.walletsSeen.address, `${likeEscape(q.q)}%`));
  if (q.banned === true) where.push(isNotNull(schema.walletBans.address));
  if (q.banned === false) where.push(isNull(schema.walletBans.address));
  if (q.cursor) {
    const p = decodeCursor(q.cursor);
    where.push(
      sql`(${schema.walletsSeen.lastSeenAt}, ${schema.walletsSeen.address}) < (${p.at}::timestamptz, ${p.id})`,
    );
  }
  const rows = await db
    .select({
      seen: schema.walletsSeen,
      total: sessionCounts.total,
      active: sessionCounts.active,
      ban: schema.walletBans,
      admin: schema.admins.address,
    })
    .from(schema.walletsSeen)
    .leftJoin(sessionCounts, eq(sessionCounts.address, schema.walletsSeen.address))
    .leftJoin(schema.walletBans, eq(schema.walletBans.address, schema.walletsSeen.address))
    .leftJoin(schema.admins, eq(schema.admins.address, schema.walletsSeen.address))
    .where(and(...where))
    .orderBy(desc(schema.walletsSeen.lastSeenAt), desc(schema.walletsSeen.address))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const users: AdminUser[] = page.map((r) => ({
    address: r.seen.address,
    firstSeenAt: r.seen.firstSeenAt.toISOString(),
    lastSeenAt: r.seen.lastSeenAt.toISOString(),
    transactions: r.seen.transactions,
    sessions: Number(r.total ?? 0),
    activeSessions: Number(r.active ?? 0),
    isAdmin: r.admin !== null || config.adminWallets.includes(r.seen.address),
    banned: r.ban !== null,
    banReason: r.ban?.reason ?? null,
    bannedAt: r.ban?.bannedAt.toISOString() ?? null,
  }));
  const last = page[page.length - 1];
  return c.json(
    AdminUserListSchema.parse({
      users,
      nextCursor: rows.length > limit && last ? encodeCursor(last.seen.lastSeenAt, last.seen.address) : null,
    }),
  );
}

/** `POST /users/:address/ban`: bans (ending its live sessions) or unbans a wallet, audited; never an admin. */
async function setBan(deps: AdminDeps, c: Context<AdminEnv>) {
  const { db } = deps.database;
  const { config } = deps;
  const body = await readJson(c, AdminBanRequestSchema);
  const { address } = readParams(c, AdminAddressParamsSchema);
  const who = actorOf(c);
  if (body.banned && (await isAdminWallet(db, config, address))) throw catalogued('ADMIN_NOT_BANNABLE');
  const result = await audited(db, who, 'user.ban', address, async (tx) => {
    const [existing] = await tx
      .select()
      .from(schema.walletBans)
      .where(eq(schema.walletBans.address, address));
    const before = existing
      ? { banned: true, reason: existing.reason, bannedBy: existing.bannedBy }
      : { banned: false };
    if (!body.banned) {
      await tx.delete(schema.walletBans).where(eq(schema.walletBans.address, address));
      return {
        before,
        after: { banned: false, reason: body.reason },
        result: { address, banned: false, reason: null as string | null, revokedSessions: 0 },
      };
    }
    await tx
      .insert(schema.walletBans)
      .values({ address, reason: body.reason, bannedBy: who.actor })
      .onConflictDoUpdate({
        target: schema.walletBans.address,
        set: { reason: body.reason, bannedBy: who.actor, bannedAt: sql`now()` },
      });
    // Its live sessions end now (the ban also refuses sign-in and writes, see bans.ts).
    const revoked = await tx
      .update(schema.sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(schema.sessions.address, address),
          isNull(schema.sessions.revokedAt),
          gt(schema.sessions.expiresAt, new Date()),
        ),
      )
      .returning({ t: schema.sessions.tokenHash });
    return {
      before,
      after: { banned: true, reason: body.reason, revokedSessions: revoked.length },
      result: { address, banned: true, reason: body.reason, revokedSessions: revoked.length },
    };
  });
  deps.logger.info(
    { reqId: who.requestId, admin: who.actor, address, banned: body.banned },
    'wallet ban changed',
  );
  return c.json(AdminBanResponseSchema.parse(result));
}

/** `GET /users` (wallets seen, their sessions and bans) and `POST /users/{address}/ban`. */
export function userRoutes(deps: AdminDeps) {
  return adminApp()
    .get('/users', (c) => listUsers(deps, c))
    .post('/users/:address/ban', (c) => setBan(deps, c));
}
