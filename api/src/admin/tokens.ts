import {
  AdminMintParamsSchema,
  type AdminToken,
  AdminTokenFlagRequestSchema,
  AdminTokenListQuerySchema,
  AdminTokenListSchema,
  AdminTokenSchema,
} from '@solpad/core/schemas';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { likeEscape } from '../db/listing';
import { catalogued } from '../lib/errors';
import { hotCacheOf } from '../lib/hot-cache';
import { readJson, readParams } from '../lib/validate';
import { actorOf, audited } from './audit';
import { decodeCursor, encodeCursor } from './cursor';
import { type AdminDeps, adminApp, readFilters } from './env';

/**
 * The condition every PUBLIC token list and search must add: tokens an admin hid are left out
 * (`.where(and(visibleTokens, …))`). A hidden token's own page and its trades stay reachable by address.
 */
export const visibleTokens: SQL = eq(schema.tokens.hidden, false);

type TokenRow = typeof schema.tokens.$inferSelect;

function toAdminToken(t: TokenRow, trades: number, volume: string): AdminToken {
  return {
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    creator: t.creator,
    status: t.status,
    venue: t.status === 'graduated' ? 'pool' : 'curve',
    poolAddress: t.poolAddress,
    migrationTx: t.migrationTx,
    isDemo: t.isDemo,
    hidden: t.hidden,
    flagged: t.flagged,
    moderationReason: t.moderationReason,
    trades,
    volumeLamports: volume,
    createdAt: t.createdAt.toISOString(),
  };
}

/** Trades per token (count and SOL volume), as a subquery to join. */
function tradeTotals(db: Db) {
  return db
    .select({
      mint: schema.trades.mint,
      n: count().as('n'),
      volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`.as('volume'),
    })
    .from(schema.trades)
    .groupBy(schema.trades.mint)
    .as('trade_totals');
}

const moderation = (t: Pick<TokenRow, 'hidden' | 'flagged' | 'moderationReason'>) => ({
  hidden: t.hidden,
  flagged: t.flagged,
  reason: t.moderationReason,
});

/** `GET /tokens` (launched tokens with status, venue and moderation) and `POST /tokens/{mint}/flag`. */
export function tokenAdminRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp()
    .get('/tokens', async (c) => {
      const q = readFilters(c, AdminTokenListQuerySchema);
      const limit = q.limit ?? 50;
      const where: SQL[] = [];
      if (q.status) where.push(eq(schema.tokens.status, q.status));
      if (q.hidden !== undefined) where.push(eq(schema.tokens.hidden, q.hidden));
      if (q.flagged !== undefined) where.push(eq(schema.tokens.flagged, q.flagged));
      if (q.q) {
        const pattern = `%${likeEscape(q.q)}%`;
        where.push(
          or(
            ilike(schema.tokens.name, pattern),
            ilike(schema.tokens.symbol, pattern),
            ilike(schema.tokens.address, pattern),
          ) as SQL,
        );
      }
      if (q.cursor) {
        const p = decodeCursor(q.cursor);
        where.push(
          sql`(${schema.tokens.createdAt}, ${schema.tokens.address}) < (${p.at}::timestamptz, ${p.id})`,
        );
      }
      const totals = tradeTotals(db);
      const rows = await db
        .select({ token: schema.tokens, n: totals.n, volume: totals.volume })
        .from(schema.tokens)
        .leftJoin(totals, eq(totals.mint, schema.tokens.address))
        .where(and(...where))
        .orderBy(desc(schema.tokens.createdAt), desc(schema.tokens.address))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return c.json(
        AdminTokenListSchema.parse({
          tokens: page.map((r) => toAdminToken(r.token, Number(r.n ?? 0), r.volume ?? '0')),
          nextCursor:
            rows.length > limit && last ? encodeCursor(last.token.createdAt, last.token.address) : null,
        }),
      );
    })
    .post('/tokens/:mint/flag', async (c) => {
      // The body first: a bad body is reported before a bad path parameter (the contract tests rely on it).
      const body = await readJson(c, AdminTokenFlagRequestSchema);
      const { mint } = readParams(c, AdminMintParamsSchema);
      const token = await audited(db, actorOf(c), 'token.moderate', mint, async (tx) => {
        const [before] = await tx
          .select()
          .from(schema.tokens)
          .where(eq(schema.tokens.address, mint))
          .for('update');
        if (!before) throw catalogued('NOT_FOUND', 'No token with this mint');
        const [after] = await tx
          .update(schema.tokens)
          .set({
            hidden: body.hidden ?? before.hidden,
            flagged: body.flagged ?? before.flagged,
            moderationReason: body.reason,
          })
          .where(eq(schema.tokens.address, mint))
          .returning();
        if (!after) throw catalogued('NOT_FOUND', 'No token with this mint');
        return { before: moderation(before), after: moderation(after), result: after };
      });
      // The public list drops (or shows again) the token at once here; other replicas within their cache's TTL.
      hotCacheOf(deps.events).invalidate(mint);
      const [agg] = await db
        .select({
          n: count(),
          volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`,
        })
        .from(schema.trades)
        .where(eq(schema.trades.mint, mint));
      return c.json(AdminTokenSchema.parse(toAdminToken(token, agg?.n ?? 0, agg?.volume ?? '0')));
    });
}
