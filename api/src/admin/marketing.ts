/**
 * Marketing moderation (console section "marketing"): campaigns, presales, CTO campaigns and KOL profiles with
 * filters; hide / show any of the four in the public lists; cancel a campaign, presale or CTO campaign on its
 * owner's behalf.
 *
 * Hiding is a database flag (`hidden`, with the reason), changed and audited in one transaction, by one handler
 * for the four kinds. The public lists (`GET /api/marketing/campaigns|presales|cto|kols`) leave hidden rows out;
 * a hidden record's own page stays reachable by id, as a hidden token's does, so nobody loses the way to their
 * money. A hidden KOL profile cannot be newly hired (its hires already under way go on).
 *
 * Cancelling moves money, so it never edits a balance here: it calls the owner's own cancel of the marketing
 * service with the owner's address (same rules, same escrow ledger, same on-chain refund and its exactly-once
 * payout rows). The service runs its own transactions and sends the refund on chain, so the audit row cannot
 * share its database transaction: it is written right after, with the state before and after and the refund
 * (signature and status), and also when the cancel went through but the refund could not be sent yet (the
 * owner or an admin cancelling again retries it, as for the owner's cancel). A refused cancel (409) changes
 * nothing and writes nothing.
 */
import {
  type AdminAuditAction,
  type AdminCampaign,
  AdminCampaignCancelResponseSchema,
  AdminCampaignListQuerySchema,
  AdminCampaignListSchema,
  AdminCampaignResponseSchema,
  type AdminCto,
  AdminCtoListQuerySchema,
  AdminCtoListSchema,
  AdminCtoResponseSchema,
  type AdminKol,
  AdminKolListQuerySchema,
  AdminKolListSchema,
  AdminKolResponseSchema,
  AdminMarketingCancelRequestSchema,
  AdminMarketingIdParamsSchema,
  AdminMarketingModerateRequestSchema,
  type AdminPresale,
  AdminPresaleListQuerySchema,
  AdminPresaleListSchema,
  AdminPresaleResponseSchema,
  type Cto,
} from '@solpad/core/schemas';
import { and, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { type Db, schema } from '../db';
import { HttpError } from '../lib/errors';
import { readJson, readParams } from '../lib/validate';
import { communityService } from '../marketing/community';
import { marketingService } from '../marketing/service';
import { campaignStatusIs, presaleStatusIs } from '../marketing/status-sql';
import { type AuditActor, actorOf, audited } from './audit';
import { decodeCursor, encodeCursor, likeEscape } from './cursor';
import { type AdminDeps, type AdminEnv, adminApp, readFilters } from './env';

type CampaignRow = typeof schema.campaigns.$inferSelect;
type PresaleRow = typeof schema.presales.$inferSelect;
type CtoRow = typeof schema.ctoCampaigns.$inferSelect;
type KolRow = typeof schema.kolProfiles.$inferSelect;

/** The 404 codes of the moderated kinds. */
type ModeratedNotFound = 'CAMPAIGN__NOT_FOUND' | 'PRESALE__NOT_FOUND' | 'CTO__NOT_FOUND' | 'KOL__NOT_FOUND';

/** The tables an admin can hide rows of: each has `id`, `hidden` and `moderationReason`. */
type ModeratedTable =
  | typeof schema.campaigns
  | typeof schema.presales
  | typeof schema.ctoCampaigns
  | typeof schema.kolProfiles;
type ModerationState = { hidden: boolean; moderationReason: string | null };

/** `(createdAt, id) < cursor` for a list ordered by both, newest first. */
function before(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const p = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
}

/** Part of a name (any case) or of an address. */
function matches(q: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** One page of rows plus the cursor of the next (null on the last page). */
function paged<R extends { createdAt: Date; id: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** The SQL of a CTO campaign's shown status (`open` past its end shows as `expired`) at `t`. */
function ctoStatusIs(status: Cto['status'], t: Date): SQL {
  const c = schema.ctoCampaigns;
  switch (status) {
    case 'open':
      return and(eq(c.state, 'open'), sql`${c.endsAt} > ${t}`) as SQL;
    case 'expired':
      return and(eq(c.state, 'open'), lte(c.endsAt, t)) as SQL;
    case 'succeeded':
    case 'cancelled':
      return eq(c.state, status);
    default: {
      const never: never = status;
      return never;
    }
  }
}

const moderationOf = (r: ModerationState) => ({
  hidden: r.hidden,
  reason: r.moderationReason,
});

/** Public records (in the order of their rows) with their rows' moderation state added. */
const withModeration = <P extends object>(records: P[], rows: ModerationState[]) =>
  records.map((p, i) => ({
    ...p,
    hidden: rows[i]?.hidden ?? false,
    moderationReason: rows[i]?.moderationReason ?? null,
  }));

/** The marketing moderation endpoints (mounted under the one guarded admin router). */
export function marketingAdminRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const marketing = marketingService(deps);
  const community = communityService(deps, marketing);
  const now = () => new Date(marketing.now());

  const adminCampaigns = async (rows: CampaignRow[]): Promise<AdminCampaign[]> =>
    withModeration(await marketing.toCampaigns(rows), rows);
  const adminPresales = async (rows: PresaleRow[]): Promise<AdminPresale[]> =>
    withModeration(await marketing.toPresales(rows), rows);
  const adminCtos = async (rows: CtoRow[]): Promise<AdminCto[]> =>
    withModeration(await community.toCtos(rows), rows);
  const adminKols = async (rows: KolRow[]): Promise<AdminKol[]> =>
    withModeration(await community.toKols(rows), rows);
  async function campaignRow(exec: Db, id: string) {
    const [row] = await exec.select().from(schema.campaigns).where(eq(schema.campaigns.id, id));
    if (!row) throw new HttpError(404, 'CAMPAIGN__NOT_FOUND', 'No campaign with this id');
    return row;
  }
  async function presaleRow(exec: Db, id: string) {
    const [row] = await exec.select().from(schema.presales).where(eq(schema.presales.id, id));
    if (!row) throw new HttpError(404, 'PRESALE__NOT_FOUND', 'No presale with this id');
    return row;
  }

  /**
   * Runs the owner's cancel, then audits it when it changed something (even if the refund then failed: the
   * cancel itself stands, and a second cancel retries the refund). A refusal that changed nothing is not audited.
   */
  async function cancelAudited<T>(
    who: AuditActor,
    action: 'campaign.cancel' | 'presale.cancel' | 'cto.cancel',
    target: string,
    reason: string,
    read: () => Promise<{ state: string }>,
    cancel: () => Promise<T>,
    describe: (result: T | null, error: unknown) => unknown,
  ): Promise<T> {
    const prior = await read();
    let result: T | null = null;
    let failure: unknown = null;
    try {
      result = await cancel();
    } catch (err) {
      failure = err;
    }
    const after = await read();
    if (failure === null || after.state !== prior.state) {
      await audited(db, who, action, target, async () => ({
        before: { state: prior.state },
        after: {
          state: after.state,
          reason,
          ...(describe(result, failure) as object),
          ...(failure ? { error: failure instanceof Error ? failure.message : String(failure) } : {}),
        },
        result: undefined,
      }));
    }
    if (failure !== null) throw failure;
    return result as T;
  }

  // ─── Hide / show: one handler for the four kinds ──────────────────────────────────────────────────────────
  /** What differs between the kinds: the table, the audit action, the 404 and the reply (the admin record). */
  interface ModeratedKind<T extends ModeratedTable> {
    table: T;
    action: AdminAuditAction;
    notFound: { code: ModeratedNotFound; message: string };
    reply: (row: T['$inferSelect']) => Promise<unknown>;
  }
  const kind = <T extends ModeratedTable>(k: ModeratedKind<T>) => k;
  const MODERATED = {
    campaigns: kind({
      table: schema.campaigns,
      action: 'campaign.moderate',
      notFound: { code: 'CAMPAIGN__NOT_FOUND', message: 'No campaign with this id' },
      reply: async (row) => AdminCampaignResponseSchema.parse({ campaign: (await adminCampaigns([row]))[0] }),
    }),
    presales: kind({
      table: schema.presales,
      action: 'presale.moderate',
      notFound: { code: 'PRESALE__NOT_FOUND', message: 'No presale with this id' },
      reply: async (row) => AdminPresaleResponseSchema.parse({ presale: (await adminPresales([row]))[0] }),
    }),
    cto: kind({
      table: schema.ctoCampaigns,
      action: 'cto.moderate',
      notFound: { code: 'CTO__NOT_FOUND', message: 'No CTO campaign with this id' },
      reply: async (row) => AdminCtoResponseSchema.parse({ cto: (await adminCtos([row]))[0] }),
    }),
    kols: kind({
      table: schema.kolProfiles,
      action: 'kol.moderate',
      notFound: { code: 'KOL__NOT_FOUND', message: 'No KOL profile with this id' },
      reply: async (row) => AdminKolResponseSchema.parse({ kol: (await adminKols([row]))[0] }),
    }),
  };

  /**
   * `POST /marketing/{kind}/:id/moderate`: sets `hidden` and the reason under a row lock, and writes the audit
   * row (before and after) in the same transaction; an unknown id is a 404 and writes nothing.
   */
  const moderate =
    <T extends ModeratedTable>(k: ModeratedKind<T>) =>
    async (c: Context<AdminEnv>) => {
      // The body first: a bad body is reported before a bad path parameter (the contract tests rely on it).
      const body = await readJson(c, AdminMarketingModerateRequestSchema);
      const { id } = readParams(c, AdminMarketingIdParamsSchema);
      // The four tables share `id`, `hidden` and `moderation_reason` (same names, same types), which is all this
      // reads and writes; drizzle's builders do not accept a union of tables, so one of them stands for the type.
      const table = k.table as typeof schema.campaigns;
      const row = await audited(db, actorOf(c), k.action, id, async (tx) => {
        const [old] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!old) throw new HttpError(404, k.notFound.code, k.notFound.message);
        const [updated] = await tx
          .update(table)
          .set({ hidden: body.hidden, moderationReason: body.reason })
          .where(eq(table.id, id))
          .returning();
        if (!updated) throw new Error(`${k.action}: the update returned nothing`);
        return { before: moderationOf(old), after: moderationOf(updated), result: updated };
      });
      return c.json(await k.reply(row as T['$inferSelect']));
    };

  /**
   * One page of a moderated table, newest first: the list's own `filters`, the `hidden` filter and the cursor.
   * The four tables share `id`, `created_at` and `hidden`; as in `moderate`, one of them stands for the type.
   */
  async function listPage<T extends ModeratedTable>(
    t: T,
    q: { hidden?: boolean; cursor?: string; limit?: number },
    filters: (SQL | undefined)[],
  ) {
    const table = t as typeof schema.campaigns;
    const limit = q.limit ?? 50;
    const rows = await db
      .select()
      .from(table)
      .where(
        and(
          ...filters,
          q.hidden !== undefined ? eq(table.hidden, q.hidden) : undefined,
          before(table.createdAt, table.id, q.cursor),
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit + 1);
    return paged(rows as T['$inferSelect'][], limit);
  }

  const app = adminApp();
  for (const [path, k] of Object.entries(MODERATED) as [string, ModeratedKind<ModeratedTable>][])
    app.post(`/marketing/${path}/:id/moderate`, moderate(k));

  return (
    app
      // ─── Lists ───────────────────────────────────────────────────────────────────────────────────────
      .get('/marketing/campaigns', async (c) => {
        const q = readFilters(c, AdminCampaignListQuerySchema);
        const t = schema.campaigns;
        const { page, nextCursor } = await listPage(t, q, [
          q.status ? campaignStatusIs(q.status, now()) : undefined,
          q.type ? eq(t.type, q.type) : undefined,
          matches(q.q, t.name, t.owner, t.mint),
        ]);
        return c.json(AdminCampaignListSchema.parse({ campaigns: await adminCampaigns(page), nextCursor }));
      })
      .get('/marketing/presales', async (c) => {
        const q = readFilters(c, AdminPresaleListQuerySchema);
        const t = schema.presales;
        const { page, nextCursor } = await listPage(t, q, [
          q.status ? presaleStatusIs(q.status, now()) : undefined,
          matches(q.q, t.name, t.owner, t.mint),
        ]);
        return c.json(AdminPresaleListSchema.parse({ presales: await adminPresales(page), nextCursor }));
      })
      .get('/marketing/cto', async (c) => {
        const q = readFilters(c, AdminCtoListQuerySchema);
        const t = schema.ctoCampaigns;
        const { page, nextCursor } = await listPage(t, q, [
          q.status ? ctoStatusIs(q.status, now()) : undefined,
          matches(q.q, t.title, t.proposer, t.mint),
        ]);
        return c.json(AdminCtoListSchema.parse({ campaigns: await adminCtos(page), nextCursor }));
      })
      .get('/marketing/kols', async (c) => {
        const q = readFilters(c, AdminKolListQuerySchema);
        const t = schema.kolProfiles;
        const { page, nextCursor } = await listPage(t, q, [matches(q.q, t.name, t.owner)]);
        return c.json(AdminKolListSchema.parse({ kols: await adminKols(page), nextCursor }));
      })
      // ─── Cancel on the owner's behalf (the owner's own code path) ────────────────────────────────────
      .post('/marketing/campaigns/:id/cancel', async (c) => {
        const { reason } = await readJson(c, AdminMarketingCancelRequestSchema);
        const { id } = readParams(c, AdminMarketingIdParamsSchema);
        const { owner } = await campaignRow(db, id);
        const done = await cancelAudited(
          actorOf(c),
          'campaign.cancel',
          id,
          reason,
          () => campaignRow(db, id),
          // The owner's cancel: open hires cancelled, the escrow's whole ledger balance refunded to the owner.
          () => marketing.cancelCampaign(owner, id),
          (r) => ({
            owner,
            refund: r?.refund
              ? {
                  lamports: r.refund.lamports,
                  recipient: r.refund.recipient,
                  status: r.refund.status,
                  signature: r.refund.signature,
                }
              : null,
          }),
        );
        const [campaign] = await adminCampaigns([await campaignRow(db, id)]);
        return c.json(AdminCampaignCancelResponseSchema.parse({ campaign, refund: done.refund }));
      })
      .post('/marketing/presales/:id/cancel', async (c) => {
        const { reason } = await readJson(c, AdminMarketingCancelRequestSchema);
        const { id } = readParams(c, AdminMarketingIdParamsSchema);
        const { owner } = await presaleRow(db, id);
        await cancelAudited(
          actorOf(c),
          'presale.cancel',
          id,
          reason,
          () => presaleRow(db, id),
          // The creator's cancel: refused once anyone contributed; the deposited tokens go back on chain.
          () => marketing.cancelPresale(owner, id),
          (r) => ({
            owner,
            tokenReturn:
              r?.payouts
                .filter((p) => p.kind === 'token_return')
                .map((p) => ({ tokens: p.tokens, status: p.status, signature: p.signature }))[0] ?? null,
          }),
        );
        const [presale] = await adminPresales([await presaleRow(db, id)]);
        return c.json(AdminPresaleResponseSchema.parse({ presale }));
      })
      .post('/marketing/cto/:id/cancel', async (c) => {
        const { reason } = await readJson(c, AdminMarketingCancelRequestSchema);
        const { id } = readParams(c, AdminMarketingIdParamsSchema);
        const ctoRow = async () => {
          const [row] = await db.select().from(schema.ctoCampaigns).where(eq(schema.ctoCampaigns.id, id));
          if (!row) throw new HttpError(404, 'CTO__NOT_FOUND', 'No CTO campaign with this id');
          return row;
        };
        const row = await ctoRow();
        // The proposer's withdrawal acts on the mint's latest proposal: an older one is closed already.
        const [latest] = await db
          .select({ id: schema.ctoCampaigns.id })
          .from(schema.ctoCampaigns)
          .where(eq(schema.ctoCampaigns.mint, row.mint))
          .orderBy(desc(schema.ctoCampaigns.createdAt))
          .limit(1);
        if (latest?.id !== id) throw new HttpError(409, 'CTO__CLOSED', 'This CTO campaign is no longer open');
        await cancelAudited(
          actorOf(c),
          'cto.cancel',
          id,
          reason,
          ctoRow,
          () => community.cancelCto(row.proposer, row.mint),
          () => ({ proposer: row.proposer, mint: row.mint }),
        );
        const [cto] = await adminCtos([await ctoRow()]);
        return c.json(AdminCtoResponseSchema.parse({ cto }));
      })
  );
}
