import { z } from 'zod';
import { AdminCursorSchema, AdminLimitSchema, adminPageSchema, BoolQuery } from './admin-common';
import { TextSchema } from './common';
import { CampaignSchema, CampaignStatusSchema, CampaignTypeSchema, EscrowPayoutSchema } from './marketing';
import { KolProfileSchema } from './marketing-kols';
import { CtoSchema, CtoStatusSchema, PresaleSchema, PresaleStatusSchema } from './marketing-presales';

// The admin console's marketing moderation: campaigns, presales, CTO campaigns and KOL profiles.

// ---------------------------------------------------------------------------------------------- marketing

/** `{id}` of a campaign, presale, CTO campaign or KOL profile in the marketing moderation endpoints. */
export const AdminMarketingIdParamsSchema = z.object({ id: z.uuid('must be an id (a UUID)') });

const MarketingSearch = TextSchema.trim().max(64).optional();

/**
 * A moderation list's query: its own `filters`, then `hidden` (hidden ones included unless `hidden=false`), the
 * search `q` (`searched`: what it matches), the cursor and the page size.
 */
function moderationListQuerySchema<const F extends z.ZodRawShape>(filters: F, searched: string) {
  return z.object({
    ...filters,
    hidden: BoolQuery.optional(),
    q: MarketingSearch.meta({ description: searched }),
    cursor: AdminCursorSchema.optional(),
    limit: AdminLimitSchema.optional(),
  });
}

/** `GET /api/admin/marketing/campaigns` query (hidden ones included unless `hidden=false`). */
export const AdminCampaignListQuerySchema = moderationListQuerySchema(
  { status: CampaignStatusSchema.optional(), type: CampaignTypeSchema.optional() },
  'Part of the name, or of the owner or mint address',
);

/** Moderation state of a campaign, presale, CTO campaign or KOL profile: hidden ones are left out of the public lists. */
const Moderation = { hidden: z.boolean(), moderationReason: z.string().nullable() };

/** A campaign as the console lists it: the public record plus its moderation state. */
export const AdminCampaignSchema = CampaignSchema.extend(Moderation);
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;

/** `GET /api/admin/marketing/campaigns` reply, newest first. */
export const AdminCampaignListSchema = adminPageSchema('campaigns', AdminCampaignSchema);

/** `GET /api/admin/marketing/presales` query. */
export const AdminPresaleListQuerySchema = moderationListQuerySchema(
  { status: PresaleStatusSchema.optional() },
  'Part of the name, or of the owner or mint address',
);

/** A presale as the console lists it: the public record plus its moderation state. */
export const AdminPresaleSchema = PresaleSchema.extend(Moderation);
export type AdminPresale = z.infer<typeof AdminPresaleSchema>;

/** `GET /api/admin/marketing/presales` reply, newest first. */
export const AdminPresaleListSchema = adminPageSchema('presales', AdminPresaleSchema);

/** `GET /api/admin/marketing/cto` query (hidden ones included unless `hidden=false`). */
export const AdminCtoListQuerySchema = moderationListQuerySchema(
  { status: CtoStatusSchema.optional() },
  'Part of the title, or of the proposer or mint address',
);

/** A CTO campaign as the console lists it: the public record plus its moderation state. */
export const AdminCtoSchema = CtoSchema.extend(Moderation);
export type AdminCto = z.infer<typeof AdminCtoSchema>;

/** `GET /api/admin/marketing/cto` reply, newest first. */
export const AdminCtoListSchema = adminPageSchema('campaigns', AdminCtoSchema);

/** `GET /api/admin/marketing/kols` query (hidden ones included unless `hidden=false`). */
export const AdminKolListQuerySchema = moderationListQuerySchema(
  {},
  'Part of the name or of the owner address',
);

/** A KOL profile as the console lists it: the public record plus its moderation state. */
export const AdminKolSchema = KolProfileSchema.extend(Moderation);
export type AdminKol = z.infer<typeof AdminKolSchema>;

/** `GET /api/admin/marketing/kols` reply, newest first. */
export const AdminKolListSchema = adminPageSchema('kols', AdminKolSchema);

const Reason = TextSchema.trim().min(1, 'is required').max(500);

/**
 * `POST /api/admin/marketing/{campaigns|presales|cto|kols}/{id}/moderate`: hide from (or show again in) the
 * public lists; the reason is kept on the record and goes to the audit log.
 */
export const AdminMarketingModerateRequestSchema = z.object({ hidden: z.boolean(), reason: Reason });

/**
 * `POST /api/admin/marketing/{campaigns|presales|cto}/{id}/cancel`: cancel on the owner's behalf, through the
 * owner's own cancel (same rules, same on-chain refund); the reason goes to the audit log.
 */
export const AdminMarketingCancelRequestSchema = z.object({ reason: Reason });

/** `POST /api/admin/marketing/campaigns/{id}/moderate` reply. */
export const AdminCampaignResponseSchema = z.object({ campaign: AdminCampaignSchema });

/** `POST /api/admin/marketing/campaigns/{id}/cancel` reply: the refund of the escrow to the owner (null when none). */
export const AdminCampaignCancelResponseSchema = z.object({
  campaign: AdminCampaignSchema,
  refund: EscrowPayoutSchema.nullable(),
});

/** `POST /api/admin/marketing/presales/{id}/moderate` and `…/cancel` reply. */
export const AdminPresaleResponseSchema = z.object({ presale: AdminPresaleSchema });

/** `POST /api/admin/marketing/cto/{id}/moderate` and `…/cancel` reply. */
export const AdminCtoResponseSchema = z.object({ cto: AdminCtoSchema });

/** `POST /api/admin/marketing/kols/{id}/moderate` reply. */
export const AdminKolResponseSchema = z.object({ kol: AdminKolSchema });
