import { z } from 'zod';
import { Count, Iso } from './admin-common';
import { AddressSchema, TextSchema, U64StringSchema } from './common';
import { MaintenanceStatusSchema } from './maintenance';
import { ChainModeSchema, ClusterSchema } from './system';

// The admin console's site and operations settings: banners, feature flags, the system page, cleanup, jobs,
// bots and the treasury.

// ---------------------------------------------------------------------------------------------- banners

/** A site banner's level. */
export const BannerLevelSchema = z.enum(['info', 'warning', 'critical']);
/** Longest banner text. */
export const BANNER_TEXT_MAX = 280;

/** What the create and the update request both carry: the banner's text, level and start. */
const bannerContent = {
  text: TextSchema.trim().min(1, 'is required').max(BANNER_TEXT_MAX),
  level: BannerLevelSchema,
  startsAt: z.iso.datetime({ offset: true }).optional(),
};
/** A banner given both dates must end after it starts. */
const endsAfterStart = (b: { startsAt?: string; endsAt?: string | null }) =>
  !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt);
const ENDS_AFTER_START = { message: 'must be after startsAt', path: ['endsAt'] };

/** `POST /api/admin/banners`: a banner shown from `startsAt` (default now) until `endsAt` (default never). */
export const BannerCreateRequestSchema = z
  .object({
    ...bannerContent,
    endsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine(endsAfterStart, ENDS_AFTER_START);
export type BannerCreateRequest = z.infer<typeof BannerCreateRequestSchema>;

/** A banner as the public sees it. */
export const PublicBannerSchema = z.object({
  id: z.string(),
  text: z.string(),
  level: BannerLevelSchema,
  startsAt: Iso,
  endsAt: Iso.nullable(),
});
export type PublicBanner = z.infer<typeof PublicBannerSchema>;

/**
 * `PUT /api/admin/banners/{id}`: the banner's new text, level, dates and switch. `startsAt` left out keeps the
 * current start; `endsAt` null or left out shows it until deleted; `enabled: false` hides it without losing it.
 */
export const BannerUpdateRequestSchema = z
  .object({
    ...bannerContent,
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    enabled: z.boolean(),
  })
  .refine(endsAfterStart, ENDS_AFTER_START);
export type BannerUpdateRequest = z.infer<typeof BannerUpdateRequestSchema>;

/** A banner as the console lists it (`active`: enabled and within its dates now). */
export const AdminBannerSchema = PublicBannerSchema.extend({
  enabled: z.boolean(),
  active: z.boolean(),
  createdAt: Iso,
  createdBy: AddressSchema,
});

/** `GET /api/banners`: the banners active now. */
export const PublicBannersSchema = z.object({ banners: z.array(PublicBannerSchema) });
/** `GET /api/admin/banners`: every banner, newest first. */
export const AdminBannerListSchema = z.object({ banners: z.array(AdminBannerSchema) });
/** `{id}` of a banner. */
export const BannerIdParamsSchema = z.object({ id: z.uuid('must be a banner id (a UUID)') });

// ---------------------------------------------------------------------------------------------- system

/** A feature flag's name: lower-case words joined by dashes. */
export const FeatureFlagNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes');

/** Feature flags, by name (at most 50). */
export const FeatureFlagsSchema = z
  .record(FeatureFlagNameSchema, z.boolean())
  .refine((f) => Object.keys(f).length <= 50, { message: 'at most 50 flags' });

/** `PUT /api/admin/feature-flags`: the whole set of flags (replaces the stored one). */
export const FeatureFlagsUpdateSchema = z.object({ flags: FeatureFlagsSchema });
/** `GET /api/feature-flags` and `GET /api/admin/feature-flags`. */
export const FeatureFlagsResponseSchema = z.object({ flags: FeatureFlagsSchema, updatedAt: Iso.nullable() });
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponseSchema>;

/** `GET /api/admin/system`: the server process and what it runs on. */
export const AdminSystemSchema = z.object({
  version: z.string(),
  nodeVersion: z.string(),
  pid: z.number().int(),
  uptimeSeconds: z.number().nonnegative(),
  memory: z.object({
    rssBytes: Count,
    heapUsedBytes: Count,
    heapTotalBytes: Count,
    externalBytes: Count,
  }),
  database: z.enum(['pglite', 'postgres']),
  chainMode: ChainModeSchema,
  cluster: ClusterSchema,
  maintenance: MaintenanceStatusSchema,
});
export type AdminSystem = z.infer<typeof AdminSystemSchema>;

// ---------------------------------------------------------------------------------------------- cleanup

/** What the cleanup can prune (prices = price candles; the trades ledger is never pruned). */
export const CleanupCategorySchema = z.enum([
  'clientErrors',
  'serverErrors',
  'expiredSessions',
  'expiredNonces',
  'quotes',
  'prices',
  'scans',
]);
export type CleanupCategory = z.infer<typeof CleanupCategorySchema>;

/** Row counts by category. */
export const CleanupCountsSchema = z.partialRecord(CleanupCategorySchema, Count);
export type CleanupCounts = z.infer<typeof CleanupCountsSchema>;

const OlderThanDays = z.coerce.number().int('must be a whole number of days').min(0).max(3650);

/** `GET /api/admin/cleanup/preview` query. */
export const CleanupPreviewQuerySchema = z.object({ olderThanDays: OlderThanDays });

/** `GET /api/admin/cleanup/preview` reply: what a cleanup would delete now. */
export const CleanupPreviewSchema = z.object({
  olderThanDays: z.number().int(),
  cutoff: Iso,
  counts: CleanupCountsSchema,
});

/** `POST /api/admin/cleanup`: deletes only if the counts are still those of the preview. */
export const CleanupRequestSchema = z.object({
  olderThanDays: OlderThanDays,
  confirmCounts: CleanupCountsSchema,
});

/** `POST /api/admin/cleanup` reply. */
export const CleanupResultSchema = z.object({ cutoff: Iso, deleted: CleanupCountsSchema });

// ---------------------------------------------------------------------------------------------- automations

/** One scheduled job and how its last run went. */
export const AutomationJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  intervalMs: z.number().int().positive(),
  running: z.boolean(),
  runs: Count,
  failures: Count,
  lastRunAt: Iso.nullable(),
  lastDurationMs: z.number().nonnegative().nullable(),
  lastOutcome: z.enum(['ok', 'error']).nullable(),
  lastError: z.string().nullable(),
  lastResult: z.string().nullable(),
  nextRunAt: Iso.nullable(),
});
export type AutomationJob = z.infer<typeof AutomationJobSchema>;

/** `{name}` of a job. */
export const AutomationNameParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a job name'),
});

/** `GET /api/admin/automations`. */
export const AutomationListSchema = z.object({ jobs: z.array(AutomationJobSchema) });

// ---------------------------------------------------------------------------------------------- bots

/** A Telegram bot token as BotFather issues it (`123456:ABC…`). */
export const TelegramBotTokenSchema = z
  .string()
  .regex(/^\d{5,20}:[A-Za-z0-9_-]{30,64}$/, 'must be a Telegram bot token (digits:secret)');

/** `PUT /api/admin/bots/telegram`. Leave `botToken` out to keep the stored one. */
export const TelegramBotUpdateSchema = z.object({
  botToken: TelegramBotTokenSchema.optional(),
  chatId: z.string().regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'must be a chat id or @channel'),
  enabled: z.boolean(),
});

/** `GET /api/admin/bots/telegram`: never the token itself, only whether one is set and its last 4 characters. */
export const TelegramBotSettingsSchema = z.object({
  tokenSet: z.boolean(),
  tokenLast4: z.string().nullable(),
  chatId: z.string().nullable(),
  enabled: z.boolean(),
  updatedAt: Iso.nullable(),
});
export type TelegramBotSettings = z.infer<typeof TelegramBotSettingsSchema>;

// ---------------------------------------------------------------------------------------------- treasury

/** One platform-owned account and its balance read on chain. */
export const TreasuryAccountSchema = z.object({
  role: z.string(),
  address: AddressSchema,
  lamports: U64StringSchema,
});

/** `GET /api/admin/treasury`. */
export const AdminTreasurySchema = z.object({
  accounts: z.array(TreasuryAccountSchema),
  totalLamports: U64StringSchema,
  withdraw: z
    .object({
      treasury: AddressSchema,
      /** The most a withdrawal may take: the balance minus `reserveLamports`. */
      withdrawableLamports: U64StringSchema,
      /** What stays: the rent-exempt minimum of a system account plus the withdrawal's network fee. */
      reserveLamports: U64StringSchema,
    })
    .meta({ description: 'What can be withdrawn from the treasury now' }),
});
export type AdminTreasury = z.infer<typeof AdminTreasurySchema>;

/** `POST /api/admin/treasury/withdraw`: moves `lamports` from the treasury to `destination`, signed by the treasury. */
export const TreasuryWithdrawRequestSchema = z.object({
  // The format check does not stop the refinement: test the digits before BigInt sees them.
  lamports: U64StringSchema.refine((v) => /^\d+$/.test(v) && BigInt(v) > 0n, 'must be more than 0'),
  destination: AddressSchema,
});
export type TreasuryWithdrawRequest = z.infer<typeof TreasuryWithdrawRequestSchema>;

/** `POST /api/admin/treasury/withdraw` reply: the confirmed transfer and the treasury's balance after it. */
export const TreasuryWithdrawResponseSchema = z.object({
  signature: z.string().min(64).max(100),
  lamports: U64StringSchema,
  destination: AddressSchema,
  treasuryLamports: U64StringSchema,
});
export type TreasuryWithdrawResponse = z.infer<typeof TreasuryWithdrawResponseSchema>;
