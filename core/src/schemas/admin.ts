import { z } from 'zod';
import { AddressSchema, TextSchema, U64StringSchema } from './common';
import { MaintenanceStatusSchema } from './maintenance';
import {
  CampaignSchema,
  CampaignStatusSchema,
  CampaignTypeSchema,
  CtoSchema,
  CtoStatusSchema,
  EscrowPayoutSchema,
  KolProfileSchema,
  PresaleSchema,
  PresaleStatusSchema,
} from './marketing';
import { ChainModeSchema, ClusterSchema } from './system';

// Request and response shapes of the admin console's API (`/api/admin/*`) and of the two public reads it
// feeds (`/api/banners`, `/api/feature-flags`). Timestamps are ISO strings; amounts are decimal strings.

/** Largest page an admin list returns. */
export const ADMIN_PAGE_MAX = 200;

const Iso = z.string().meta({ description: 'An ISO 8601 timestamp' });
const Count = z.number().int().nonnegative();

/** `limit` of an admin list: 1–200, default 50. */
export const AdminLimitSchema = z.coerce
  .number()
  .int('must be an integer')
  .min(1)
  .max(ADMIN_PAGE_MAX)
  .default(50);

/** An opaque pagination cursor, as returned in `nextCursor`. */
export const AdminCursorSchema = TextSchema.min(1).max(200);

// ---------------------------------------------------------------------------------------------- audit log

/** Everything an admin can change; every change writes one audit row named by its action. */
export const AdminAuditActionSchema = z.enum([
  'maintenance.global',
  'maintenance.path',
  'token.moderate',
  'user.ban',
  'banner.create',
  'banner.delete',
  'feature-flags.update',
  'cleanup.run',
  'blockchain.snapshot',
  'bots.telegram.update',
  'automation.run',
  'banner.update',
  'treasury.withdraw',
  'campaign.moderate',
  'presale.moderate',
  'campaign.cancel',
  'presale.cancel',
  'cto.cancel',
  'cto.moderate',
  'kol.moderate',
]);
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

/** `GET /api/admin/audit` query: filter by action and actor; `before` is the cursor of the previous page. */
export const AdminAuditQuerySchema = z.object({
  action: AdminAuditActionSchema.optional(),
  actor: AddressSchema.optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'must be a cursor returned as nextCursor')
    .optional(),
  limit: AdminLimitSchema.optional(),
});

/** One audit row: who changed what, when, and the state before and after. */
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  actor: AddressSchema,
  at: Iso,
  action: AdminAuditActionSchema,
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** `GET /api/admin/audit` reply, newest first. */
export const AdminAuditPageSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  nextCursor: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------- dashboard

/** One UTC day of the dashboard's series. */
export const AdminDailyPointSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  trades: Count,
  volumeLamports: U64StringSchema,
  newWallets: Count,
});

/** Days in the dashboard's series (today included). */
export const ADMIN_DASHBOARD_DAYS = 14;

/** `GET /api/admin/dashboard`: platform counts and a 14-day series, computed from the database. */
export const AdminDashboardSchema = z.object({
  counts: z.object({
    tokens: Count,
    trades24h: Count,
    volume24hLamports: U64StringSchema,
    walletsSeen: Count,
    sessionsActive: Count,
    clientErrors24h: Count,
    serverErrors24h: Count,
    notifySubscribers: Count,
  }),
  daily: z.array(AdminDailyPointSchema),
  generatedAt: Iso,
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** `GET /api/admin/analysis` query: how many days back (7–365, default 30). */
export const AdminAnalysisQuerySchema = z.object({
  days: z.coerce.number().int('must be a whole number of days').min(7).max(365).default(30),
});

/** One UTC day of the analysis: trading volume and the platform's fees. */
export const AdminAnalysisPointSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  trades: Count,
  traders: Count,
  volumeLamports: U64StringSchema,
  feesLamports: U64StringSchema,
  newTokens: Count,
});

/** `GET /api/admin/analysis`: volume and fees over time, from the trades table. */
export const AdminAnalysisSchema = z.object({
  days: z.number().int(),
  daily: z.array(AdminAnalysisPointSchema),
  totals: z.object({
    trades: Count,
    volumeLamports: U64StringSchema,
    feesLamports: U64StringSchema,
    newTokens: Count,
  }),
  generatedAt: Iso,
});
export type AdminAnalysis = z.infer<typeof AdminAnalysisSchema>;

// ---------------------------------------------------------------------------------------------- launchpad

const BoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `GET /api/admin/tokens` query. */
export const AdminTokenListQuerySchema = z.object({
  status: z.enum(['active', 'graduated']).optional(),
  hidden: BoolQuery.optional(),
  flagged: BoolQuery.optional(),
  q: TextSchema.trim().max(64).optional().meta({ description: 'Part of the name, symbol or mint' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** A launched token as the console lists it, with its moderation state. */
export const AdminTokenSchema = z.object({
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  creator: z.string(),
  status: z.enum(['active', 'graduated']),
  venue: z.enum(['curve', 'pool']),
  poolAddress: z.string().nullable(),
  migrationTx: z.string().nullable(),
  isDemo: z.boolean(),
  hidden: z.boolean(),
  flagged: z.boolean(),
  moderationReason: z.string().nullable(),
  trades: Count,
  volumeLamports: U64StringSchema,
  createdAt: Iso,
});
export type AdminToken = z.infer<typeof AdminTokenSchema>;

/** `GET /api/admin/tokens` reply, newest first. */
export const AdminTokenListSchema = z.object({
  tokens: z.array(AdminTokenSchema),
  nextCursor: z.string().nullable(),
});

/** `{mint}` of the token moderation endpoint. */
export const AdminMintParamsSchema = z.object({ mint: AddressSchema });

/** `POST /api/admin/tokens/{mint}/flag`: hide from public lists and/or flag; a reason is required. */
export const AdminTokenFlagRequestSchema = z
  .object({
    hidden: z.boolean().optional(),
    flagged: z.boolean().optional(),
    reason: TextSchema.trim().min(1, 'is required').max(500),
  })
  .refine((r) => r.hidden !== undefined || r.flagged !== undefined, {
    message: 'give hidden, flagged or both',
    path: ['hidden'],
  });

// ---------------------------------------------------------------------------------------------- users

/** `GET /api/admin/users` query. */
export const AdminUserListQuerySchema = z.object({
  q: TextSchema.trim().max(44).optional().meta({ description: 'Start of an address' }),
  banned: BoolQuery.optional(),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** A wallet the platform has seen, with its sessions and ban. */
export const AdminUserSchema = z.object({
  address: AddressSchema,
  firstSeenAt: Iso,
  lastSeenAt: Iso,
  transactions: Count,
  sessions: Count,
  activeSessions: Count,
  isAdmin: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  bannedAt: Iso.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `GET /api/admin/users` reply, most recently seen first. */
export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  nextCursor: z.string().nullable(),
});

/** `{address}` of the ban endpoint. */
export const AdminAddressParamsSchema = z.object({ address: AddressSchema });

/** `POST /api/admin/users/{address}/ban`: ban (or lift the ban of) a wallet. */
export const AdminBanRequestSchema = z.object({
  banned: z.boolean(),
  reason: TextSchema.trim().min(1, 'is required').max(500),
});

/** Reply of the ban endpoint: the new state and how many live sessions were revoked. */
export const AdminBanResponseSchema = z.object({
  address: AddressSchema,
  banned: z.boolean(),
  reason: z.string().nullable(),
  revokedSessions: Count,
});

// ---------------------------------------------------------------------------------------------- errors

/** `GET /api/admin/errors` query: errors browsers reported, or errors the server answered with a 5xx. */
export const AdminErrorsQuerySchema = z.object({
  kind: z.enum(['client', 'server']).default('client'),
  q: TextSchema.trim().max(200).optional().meta({ description: 'Text the message or location contains' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** One logged error. `where` is the page URL (client) or the request path (server). */
export const AdminErrorEntrySchema = z.object({
  id: z.string(),
  at: Iso,
  kind: z.string(),
  message: z.string(),
  where: z.string(),
  status: z.number().int().nullable(),
  method: z.string().nullable(),
  requestId: z.string().nullable(),
  stack: z.string().nullable(),
  userAgent: z.string().nullable(),
  hint: z.string().nullable(),
});
export type AdminErrorEntry = z.infer<typeof AdminErrorEntrySchema>;

/** `GET /api/admin/errors` reply, newest first. */
export const AdminErrorPageSchema = z.object({
  kind: z.enum(['client', 'server']),
  errors: z.array(AdminErrorEntrySchema),
  nextCursor: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------- api metrics

/** Latency percentiles in milliseconds (null without requests in the window). */
const Percentiles = {
  p50Ms: z.number().nonnegative().nullable(),
  p95Ms: z.number().nonnegative().nullable(),
  p99Ms: z.number().nonnegative().nullable(),
};

/** The API's own request figures over a sliding window, overall or for one route pattern. */
export const ApiRouteMetricsSchema = z.object({
  route: z.string().meta({ description: 'Method and route pattern, e.g. `GET /api/wallets/:id`' }),
  requests1m: Count,
  requests15m: Count,
  ratePerMinute1m: z.number().nonnegative(),
  ratePerMinute15m: z.number().nonnegative(),
  serverErrors15m: Count,
  clientErrors15m: Count,
  /** 5xx answers over all answers, 0–1. */
  errorRate15m: z.number().min(0).max(1),
  ...Percentiles,
});
export type ApiRouteMetrics = z.infer<typeof ApiRouteMetricsSchema>;

/** `GET /api/admin/api-metrics`: request rate, error rate and latency percentiles over 15 minutes. */
export const AdminApiMetricsSchema = z.object({
  windowSeconds: z.number().int().positive(),
  total: ApiRouteMetricsSchema,
  routes: z.array(ApiRouteMetricsSchema),
  generatedAt: Iso,
});
export type AdminApiMetrics = z.infer<typeof AdminApiMetricsSchema>;

// ---------------------------------------------------------------------------------------------- blockchain

/** The embedded localnet's durable state. */
export const LocalnetStatsSchema = z.object({
  journalEntries: Count,
  entriesSinceSnapshot: Count,
  snapshotBytes: Count.nullable(),
  snapshotAt: Iso.nullable(),
  dataDir: z.string(),
});
export type LocalnetStats = z.infer<typeof LocalnetStatsSchema>;

/** `GET /api/admin/blockchain`. */
export const AdminBlockchainSchema = z.object({
  mode: ChainModeSchema,
  cluster: ClusterSchema,
  ok: z.boolean(),
  rpcError: z.string().nullable(),
  slot: z.number().int().nonnegative().nullable(),
  blockHeight: z.number().int().nonnegative().nullable(),
  /** One `getSlot` round trip through the chain backend. */
  rpcLatencyMs: z.number().nonnegative().nullable(),
  localnet: LocalnetStatsSchema.nullable(),
});
export type AdminBlockchain = z.infer<typeof AdminBlockchainSchema>;

/** `POST /api/admin/blockchain/snapshot` reply (localnet only). */
export const AdminSnapshotResponseSchema = z.object({
  ms: z.number().nonnegative(),
  localnet: LocalnetStatsSchema,
});

// ---------------------------------------------------------------------------------------------- banners

/** A site banner's level. */
export const BannerLevelSchema = z.enum(['info', 'warning', 'critical']);
/** Longest banner text. */
export const BANNER_TEXT_MAX = 280;

/** `POST /api/admin/banners`: a banner shown from `startsAt` (default now) until `endsAt` (default never). */
export const BannerCreateRequestSchema = z
  .object({
    text: TextSchema.trim().min(1, 'is required').max(BANNER_TEXT_MAX),
    level: BannerLevelSchema,
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });
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
    text: TextSchema.trim().min(1, 'is required').max(BANNER_TEXT_MAX),
    level: BannerLevelSchema,
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    enabled: z.boolean(),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });
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

// ---------------------------------------------------------------------------------------------- marketing

/** `{id}` of a campaign, presale, CTO campaign or KOL profile in the marketing moderation endpoints. */
export const AdminMarketingIdParamsSchema = z.object({ id: z.uuid('must be an id (a UUID)') });

const MarketingSearch = TextSchema.trim().max(64).optional();

/** `GET /api/admin/marketing/campaigns` query (hidden ones included unless `hidden=false`). */
export const AdminCampaignListQuerySchema = z.object({
  status: CampaignStatusSchema.optional(),
  type: CampaignTypeSchema.optional(),
  hidden: BoolQuery.optional(),
  q: MarketingSearch.meta({ description: 'Part of the name, or of the owner or mint address' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** Moderation state of a campaign, presale, CTO campaign or KOL profile: hidden ones are left out of the public lists. */
const Moderation = { hidden: z.boolean(), moderationReason: z.string().nullable() };

/** A campaign as the console lists it: the public record plus its moderation state. */
export const AdminCampaignSchema = CampaignSchema.extend(Moderation);
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;

/** `GET /api/admin/marketing/campaigns` reply, newest first. */
export const AdminCampaignListSchema = z.object({
  campaigns: z.array(AdminCampaignSchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/admin/marketing/presales` query. */
export const AdminPresaleListQuerySchema = z.object({
  status: PresaleStatusSchema.optional(),
  hidden: BoolQuery.optional(),
  q: MarketingSearch.meta({ description: 'Part of the name, or of the owner or mint address' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** A presale as the console lists it: the public record plus its moderation state. */
export const AdminPresaleSchema = PresaleSchema.extend(Moderation);
export type AdminPresale = z.infer<typeof AdminPresaleSchema>;

/** `GET /api/admin/marketing/presales` reply, newest first. */
export const AdminPresaleListSchema = z.object({
  presales: z.array(AdminPresaleSchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/admin/marketing/cto` query (hidden ones included unless `hidden=false`). */
export const AdminCtoListQuerySchema = z.object({
  status: CtoStatusSchema.optional(),
  hidden: BoolQuery.optional(),
  q: MarketingSearch.meta({ description: 'Part of the title, or of the proposer or mint address' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** A CTO campaign as the console lists it: the public record plus its moderation state. */
export const AdminCtoSchema = CtoSchema.extend(Moderation);
export type AdminCto = z.infer<typeof AdminCtoSchema>;

/** `GET /api/admin/marketing/cto` reply, newest first. */
export const AdminCtoListSchema = z.object({
  campaigns: z.array(AdminCtoSchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/admin/marketing/kols` query (hidden ones included unless `hidden=false`). */
export const AdminKolListQuerySchema = z.object({
  hidden: BoolQuery.optional(),
  q: MarketingSearch.meta({ description: 'Part of the name or of the owner address' }),
  cursor: AdminCursorSchema.optional(),
  limit: AdminLimitSchema.optional(),
});

/** A KOL profile as the console lists it: the public record plus its moderation state. */
export const AdminKolSchema = KolProfileSchema.extend(Moderation);
export type AdminKol = z.infer<typeof AdminKolSchema>;

/** `GET /api/admin/marketing/kols` reply, newest first. */
export const AdminKolListSchema = z.object({
  kols: z.array(AdminKolSchema),
  nextCursor: z.string().nullable(),
});

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
