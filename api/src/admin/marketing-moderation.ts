// Hide / show (`POST /marketing/{kind}/:id/moderate`): one handler for the four moderated kinds.
import {
  type AdminAuditAction,
  AdminCampaignResponseSchema,
  AdminCtoResponseSchema,
  AdminKolResponseSchema,
  AdminMarketingIdParamsSchema,
  AdminMarketingModerateRequestSchema,
  AdminPresaleResponseSchema,
} from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { schema } from '../db';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import { readJson, readParams } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminEnv, adminApp } from './env';
import {
  adminCampaigns,
  adminCtos,
  adminKols,
  adminPresales,
  type MarketingAdminDeps,
  type ModerationState,
} from './marketing-records';

/** The 404 codes of the moderated kinds. */
type ModeratedNotFound = 'CAMPAIGN__NOT_FOUND' | 'PRESALE__NOT_FOUND' | 'CTO__NOT_FOUND' | 'KOL__NOT_FOUND';

/** The tables an admin can hide rows of: each has `id`, `hidden` and `moderationReason`. */
export type ModeratedTable =
  | typeof schema.campaigns
  | typeof schema.presales
  | typeof schema.ctoCampaigns
  | typeof schema.kolProfiles;

/** What differs between the kinds: the table, the audit action, the 404's code and the reply (the admin record). */
export interface ModeratedKind<T extends ModeratedTable> {
  table: T;
  action: AdminAuditAction;
  notFound: ModeratedNotFound;
  /** The admin records of rows of this kind, as its list and its moderate reply show them. */
  records: (rows: T['$inferSelect'][]) => Promise<unknown[]>;
  /** The moderate reply around the record. */
  reply: (record: unknown) => unknown;
}

const moderationOf = (r: ModerationState) => ({
  hidden: r.hidden,
  reason: r.moderationReason,
});

const kind = <T extends ModeratedTable>(k: ModeratedKind<T>) => k;

/** The four moderated kinds by their path segment (the moderation lists page the same tables). */
export function moderatedKinds(deps: MarketingAdminDeps) {
  return {
    campaigns: kind({
      table: schema.campaigns,
      action: 'campaign.moderate',
      notFound: 'CAMPAIGN__NOT_FOUND',
      records: (rows) => adminCampaigns(deps, rows),
      reply: (campaign) => AdminCampaignResponseSchema.parse({ campaign }),
    }),
    presales: kind({
      table: schema.presales,
      action: 'presale.moderate',
      notFound: 'PRESALE__NOT_FOUND',
      records: (rows) => adminPresales(deps, rows),
      reply: (presale) => AdminPresaleResponseSchema.parse({ presale }),
    }),
    cto: kind({
      table: schema.ctoCampaigns,
      action: 'cto.moderate',
      notFound: 'CTO__NOT_FOUND',
      records: (rows) => adminCtos(deps, rows),
      reply: (cto) => AdminCtoResponseSchema.parse({ cto }),
    }),
    kols: kind({
      table: schema.kolProfiles,
      action: 'kol.moderate',
      notFound: 'KOL__NOT_FOUND',
      records: (rows) => adminKols(deps, rows),
      reply: (kol) => AdminKolResponseSchema.parse({ kol }),
    }),
  };
}

/**
 * `POST /marketing/{kind}/:id/moderate`: sets `hidden` and the reason under a row lock, and writes the audit
 * row (before and after) in the same transaction; an unknown id is a 404 and writes nothing.
 */
const moderate =
  <T extends ModeratedTable>({ db }: MarketingAdminDeps, k: ModeratedKind<T>) =>
  async (c: Context<AdminEnv>) => {
    // The body first: a bad body is reported before a bad path parameter (the contract tests rely on it).
    const body = await readJson(c, AdminMarketingModerateRequestSchema);
    const { id } = readParams(c, AdminMarketingIdParamsSchema);
    // The four tables share `id`, `hidden` and `moderation_reason` (same names, same types), which is all this
    // reads and writes; drizzle's builders do not accept a union of tables, so one of them stands for the type.
    const table = k.table as typeof schema.campaigns;
    const row = await audited(db, actorOf(c), k.action, id, async (tx) => {
      const old = await lockedRow(tx, table, id);
      if (!old) throw catalogued(k.notFound);
      const [updated] = await tx
        .update(table)
        .set({ hidden: body.hidden, moderationReason: body.reason })
        .where(eq(table.id, id))
        .returning();
      if (!updated) throw new Error(`${k.action}: the update returned nothing`);
      return { before: moderationOf(old), after: moderationOf(updated), result: updated };
    });
    const [record] = await k.records([row as T['$inferSelect']]);
    return c.json(k.reply(record));
  };

/** The hide / show endpoints of the four kinds. */
export function moderationRoutes(deps: MarketingAdminDeps) {
  const app = adminApp();
  for (const [path, k] of Object.entries(moderatedKinds(deps)) as [string, ModeratedKind<ModeratedTable>][])
    app.post(`/marketing/${path}/:id/moderate`, moderate(deps, k));
  return app;
}
