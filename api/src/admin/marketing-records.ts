// The records marketing moderation reads and answers with: the public records (campaign, presale, CTO campaign,
// KOL profile) with their moderation state added, and the rows an admin action starts from.
import type { AdminCampaign, AdminCto, AdminKol, AdminPresale } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { catalogued } from '../lib/errors';
import type { communityService } from '../marketing/community';
import type { MarketingService } from '../marketing/service';

export type CampaignRow = typeof schema.campaigns.$inferSelect;
export type PresaleRow = typeof schema.presales.$inferSelect;
export type CtoRow = typeof schema.ctoCampaigns.$inferSelect;
export type KolRow = typeof schema.kolProfiles.$inferSelect;
export type ModerationState = { hidden: boolean; moderationReason: string | null };

/** What the marketing moderation handlers take first. */
export interface MarketingAdminDeps {
  db: Db;
  marketing: MarketingService;
  community: ReturnType<typeof communityService>;
  /** The marketing service's clock, as a date. */
  now: () => Date;
}

/** Public records (in the order of their rows) with their rows' moderation state added. */
const withModeration = <P extends object>(records: P[], rows: ModerationState[]) =>
  records.map((p, i) => ({
    ...p,
    hidden: rows[i]?.hidden ?? false,
    moderationReason: rows[i]?.moderationReason ?? null,
  }));

export const adminCampaigns = async (
  { marketing }: MarketingAdminDeps,
  rows: CampaignRow[],
): Promise<AdminCampaign[]> => withModeration(await marketing.toCampaigns(rows), rows);
export const adminPresales = async (
  { marketing }: MarketingAdminDeps,
  rows: PresaleRow[],
): Promise<AdminPresale[]> => withModeration(await marketing.toPresales(rows), rows);
export const adminCtos = async ({ community }: MarketingAdminDeps, rows: CtoRow[]): Promise<AdminCto[]> =>
  withModeration(await community.toCtos(rows), rows);
export const adminKols = async ({ community }: MarketingAdminDeps, rows: KolRow[]): Promise<AdminKol[]> =>
  withModeration(await community.toKols(rows), rows);

export async function campaignRow(exec: Db, id: string) {
  const [row] = await exec.select().from(schema.campaigns).where(eq(schema.campaigns.id, id));
  if (!row) throw catalogued('CAMPAIGN__NOT_FOUND');
  return row;
}

export async function presaleRow(exec: Db, id: string) {
  const [row] = await exec.select().from(schema.presales).where(eq(schema.presales.id, id));
  if (!row) throw catalogued('PRESALE__NOT_FOUND');
  return row;
}

export async function ctoRow(exec: Db, id: string) {
  const [row] = await exec.select().from(schema.ctoCampaigns).where(eq(schema.ctoCampaigns.id, id));
  if (!row) throw catalogued('CTO__NOT_FOUND');
  return row;
}
