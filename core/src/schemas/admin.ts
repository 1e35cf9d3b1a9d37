import { z } from 'zod';
import { AdminCursorSchema, AdminLimitSchema, adminPageSchema, BoolQuery, Count, Iso } from './admin-common';
import { AddressSchema, TextSchema, U64StringSchema } from './common';
import { ChainModeSchema, ClusterSchema } from './system';

export { ADMIN_PAGE_MAX, AdminCursorSchema, AdminLimitSchema } from './admin-common';

// Request and response shapes of the admin console's API (`/api/admin/*`) and of the two public reads it
// feeds (`/api/banners`, `/api/feature-flags`). Timestamps are ISO strings; amounts are decimal strings.

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
export const AdminAuditPageSchema = adminPageSchema('entries', AdminAuditEntrySchema);

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
export const AdminTokenListSchema = adminPageSchema('tokens', AdminTokenSchema);

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
export const AdminUserListSchema = adminPageSchema('users', AdminUserSchema);

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
