import { z } from 'zod';
import { KOL_MAX_NICHES, KOL_MAX_PRICE_ITEMS } from '../marketing/constants';
import { AddressSchema, pageSchema, TextSchema } from './common';
import { KolHireSchema, MarketingTokenSchema, PositiveAmountSchema } from './marketing';
import { NameSchema, PageSchema, UrlSchema } from './marketing-fields';
import { CtoDetailSchema } from './marketing-presales';

// The marketing API's KOL profiles and hires, trending and analytics.

// ─── KOLs ─────────────────────────────────────────────────────────────────────────────────────────────────

const HandleSchema = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9_.-]{1,40}$/, 'must be a handle (letters, digits, _ . -)');
/** One service a KOL sells, at a price in lamports. */
export const KolPriceItemSchema = z.object({
  service: TextSchema.trim().min(2).max(60),
  priceLamports: PositiveAmountSchema,
  description: TextSchema.trim().max(300).default(''),
});
/** `POST /api/marketing/kols` (signed in; one profile per wallet) and `PATCH …/{id}` (owner). */
export const KolProfileRequestSchema = z.object({
  name: NameSchema,
  bio: TextSchema.trim().max(1000).default(''),
  avatarUrl: UrlSchema.optional(),
  handles: z
    .object({
      x: HandleSchema.optional(),
      telegram: HandleSchema.optional(),
      youtube: HandleSchema.optional(),
      tiktok: HandleSchema.optional(),
      discord: HandleSchema.optional(),
    })
    .refine((h) => Object.values(h).some(Boolean), 'give at least one handle'),
  audience: z.object({
    followers: z.number().int().min(0).max(1_000_000_000),
    niches: z.array(TextSchema.trim().min(2).max(30)).max(KOL_MAX_NICHES).default([]),
    languages: z.array(TextSchema.trim().min(2).max(20)).max(10).default([]),
  }),
  priceList: z
    .array(KolPriceItemSchema)
    .min(1, 'list at least one service')
    .max(KOL_MAX_PRICE_ITEMS)
    .refine(
      (l) => new Set(l.map((i) => i.service.toLowerCase())).size === l.length,
      'services must be unique',
    ),
});
export type KolProfileRequest = z.infer<typeof KolProfileRequestSchema>;
/** `PATCH /api/marketing/kols/{id}` (the profile's owner): the fields to change (an empty change is refused). */
export const KolProfileUpdateRequestSchema = KolProfileRequestSchema.extend({
  // No defaults here: a field left out stays as it is.
  bio: TextSchema.trim().max(1000),
  /** null removes the avatar. */
  avatarUrl: UrlSchema.nullable(),
})
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'change at least one field',
    path: ['name'],
  });
export type KolProfileUpdateRequest = z.infer<typeof KolProfileUpdateRequestSchema>;

/** `GET /api/marketing/kols`. */
export const KolListQuerySchema = z.object({
  search: TextSchema.trim().max(64).optional(),
  niche: TextSchema.trim().max(30).optional(),
  /** Only the profile of this wallet (one profile per wallet): how a wallet finds its own. */
  owner: AddressSchema.optional(),
  sort: z.enum(['followers', 'price', 'new', 'hires']).default('followers'),
  ...PageSchema,
});

/** A KOL profile with its hiring record. */
export const KolProfileSchema = z.object({
  id: z.string(),
  owner: AddressSchema,
  name: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  handles: KolProfileRequestSchema.shape.handles,
  audience: z.object({ followers: z.number(), niches: z.array(z.string()), languages: z.array(z.string()) }),
  priceList: z.array(z.object({ service: z.string(), priceLamports: z.string(), description: z.string() })),
  /** Cheapest service, lamports. */
  fromLamports: z.string(),
  completedHires: z.number(),
  openHires: z.number(),
  earnedLamports: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KolProfile = z.infer<typeof KolProfileSchema>;
/** `GET /api/marketing/kols`'s reply. */
export const KolListResponseSchema = pageSchema('kols', KolProfileSchema, z.number());
/** Replies carrying one profile. */
export const KolProfileResponseSchema = z.object({ kol: KolProfileSchema });

/** `POST /api/marketing/kols/{id}/hires` (the campaign's owner): hire the KOL for one service of the price list. */
export const KolHireRequestSchema = z.object({
  campaignId: z.uuid('must be a campaign id (a UUID)'),
  service: TextSchema.trim().min(2).max(60),
  message: TextSchema.trim().max(1000).default(''),
});
/** `GET /api/marketing/hires?role=client|kol` (signed in: the caller's hires). */
export const KolHireListQuerySchema = z.object({ role: z.enum(['client', 'kol']).default('client') });
/** Its reply. */
export const KolHireListResponseSchema = z.object({ hires: z.array(KolHireSchema) });
/** Replies carrying one hire. */
export const KolHireResponseSchema = z.object({ hire: KolHireSchema });

// ─── Trending and analytics ───────────────────────────────────────────────────────────────────────────────

/** A trending window. */
export const TrendingWindowSchema = z.enum(['5m', '1h', '24h']);
/** `GET /api/marketing/trending`. */
export const TrendingQuerySchema = z.object({
  window: TrendingWindowSchema.default('1h'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
/** One ranked token with the inputs of its score (core/marketing `trendingScore`). */
export const TrendingTokenSchema = z.object({
  rank: z.number(),
  token: MarketingTokenSchema,
  score: z.number(),
  volumeLamports: z.string(),
  trades: z.number(),
  uniqueTraders: z.number(),
  newHolders: z.number(),
  priceChangePct: z.number(),
  priceSol: z.number().nullable(),
  boostLamports: z.string(),
});
/** Its reply. */
export const TrendingResponseSchema = z.object({
  window: TrendingWindowSchema,
  generatedAt: z.string(),
  tokens: z.array(TrendingTokenSchema),
});

/** `GET /api/marketing/analytics`: daily series over the last `days` days (UTC), optionally for one token. */
export const AnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
  mint: AddressSchema.optional(),
});
/** One UTC day of marketing and trading activity. */
export const AnalyticsDaySchema = z.object({
  date: z.string(),
  campaignsCreated: z.number(),
  campaignBudgetLamports: z.string(),
  presalesCreated: z.number(),
  contributions: z.number(),
  contributionLamports: z.string(),
  trades: z.number(),
  tradeVolumeLamports: z.string(),
  uniqueTraders: z.number(),
});
/** Its reply: the series plus totals over the range. */
export const AnalyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  mint: AddressSchema.nullable(),
  days: z.array(AnalyticsDaySchema),
  totals: z.object({
    campaigns: z.number(),
    activeCampaigns: z.number(),
    campaignBudgetLamports: z.string(),
    presales: z.number(),
    raisedLamports: z.string(),
    trades: z.number(),
    tradeVolumeLamports: z.string(),
  }),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/** Replies carrying one CTO campaign with its pledges (create, detail, cancel). */
export const CtoResponseSchema = z.object({ cto: CtoDetailSchema });

/** `POST /api/marketing/hires/{id}/{action}`: accept or decline (the KOL), cancel or complete (the client). */
export const KolHireActionParamsSchema = z.object({
  id: z.uuid('must be an id (a UUID)'),
  action: z.enum(['accept', 'decline', 'cancel', 'complete']),
});
