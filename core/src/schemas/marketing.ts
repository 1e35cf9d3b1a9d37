/**
 * The marketing API's shapes (`/api/marketing/*`): campaigns, CTO campaigns, presales, KOLs, trending and
 * analytics. Amounts are decimal strings of integers: lamports for SOL, base units for tokens. Times are ISO 8601.
 *
 * Money moves on chain. Paying in (a campaign's budget, a presale's tokens, a contribution) is "prepare → the
 * wallet signs and sends → confirm by signature": the API answers a {@link PreparedPaymentSchema} whose
 * `transaction` the wallet signs and sends, then the client posts the signature to the matching `confirm`
 * endpoint (the API also notices the landed transaction by itself on the localnet). Releases (refunds, a
 * presale's distribution, a KOL's payment) are sent by the API, signed by the escrow's key, and reported as
 * {@link EscrowPayoutSchema}s.
 */
import { z } from 'zod';
import {
  CAMPAIGN_MAX_BUDGET_LAMPORTS,
  CAMPAIGN_MAX_GOALS,
  CAMPAIGN_MIN_BUDGET_LAMPORTS,
  CAMPAIGN_TYPES,
  CTO_DEFAULT_THRESHOLD_BPS,
  CTO_MAX_THRESHOLD_BPS,
  CTO_MIN_THRESHOLD_BPS,
  KOL_MAX_NICHES,
  KOL_MAX_PRICE_ITEMS,
  PRESALE_MIN_CONTRIBUTION_LAMPORTS,
} from '../marketing/constants';
import {
  AddressSchema,
  isStorableText,
  TextSchema,
  U64StringSchema,
  UNSTORABLE_TEXT_MESSAGE,
} from './common';

const MAX_U64 = 18_446_744_073_709_551_615n;
/** A positive integer amount carried as a decimal string (lamports or token base units), at most u64. */
export const PositiveAmountSchema = U64StringSchema.refine(
  (s) => /[1-9]/.test(s),
  'must be greater than zero',
)
  .refine((s) => BigInt(s) <= MAX_U64, 'must fit in 64 bits')
  .meta({ description: 'A positive integer (lamports or token base units) as a decimal string' });

const IsoDateSchema = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' });
const NameSchema = TextSchema.trim().min(3, 'must be at least 3 characters').max(80);
const DescriptionSchema = TextSchema.trim().max(2000).default('');
// A URL parser takes a NUL (and percent-encodes it in its own copy); the text stored is the one sent.
const UrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(200)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Path parameter `{id}` of a campaign, presale, KOL profile or hire. */
export const MarketingIdParamsSchema = z.object({ id: z.uuid('must be an id (a UUID)') });

/** Cursor pagination shared by the lists: `cursor` is an offset. */
const PageSchema = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/**
 * A pay-in transaction prepared by the API: `transaction` (base64, legacy) moves exactly `lamports` (and
 * `tokens`) from the wallet into `escrow`; the wallet is its fee payer and only signer. It can land until
 * `lastValidBlockHeight` (about `expiresAt`); after that, prepare a new one.
 */
export const PreparedPaymentSchema = z.object({
  intentId: z.string(),
  transaction: z.string(),
  escrow: AddressSchema,
  lamports: z.string(),
  tokens: z.string(),
  lastValidBlockHeight: z.string(),
  expiresAt: z.string(),
});
export type PreparedPayment = z.infer<typeof PreparedPaymentSchema>;

/** `POST …/confirm`: the signature of the landed pay-in transaction. */
export const PaymentConfirmRequestSchema = z.object({
  signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'must be a base58 transaction signature'),
});

/** What an escrow paid out, and why. */
export const EscrowPayoutKindSchema = z.enum([
  'budget_refund',
  'kol_payment',
  'creator_proceeds',
  'platform_fee',
  'token_allocation',
  'token_return',
  'contribution_refund',
]);
/** A release from an escrow: `planned` → `sent` (signature known) → `paid` (confirmed on chain). */
export const EscrowPayoutSchema = z.object({
  id: z.string(),
  kind: EscrowPayoutKindSchema,
  recipient: AddressSchema,
  lamports: z.string(),
  tokens: z.string(),
  status: z.enum(['planned', 'sent', 'paid']),
  signature: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type EscrowPayout = z.infer<typeof EscrowPayoutSchema>;

/** A token as marketing records show it (null name/symbol when it was not launched on the platform). */
export const MarketingTokenSchema = z.object({
  mint: AddressSchema,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  image: z.string().nullable(),
});

// ─── Campaigns ────────────────────────────────────────────────────────────────────────────────────────────

/** Campaign types. */
export const CampaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export type CampaignType = z.infer<typeof CampaignTypeSchema>;

/** What a campaign shows (see core/marketing `campaignPhase`). */
export const CampaignStatusSchema = z.enum(['pending_payment', 'scheduled', 'active', 'ended', 'cancelled']);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/**
 * What a goal measures, each from real data since the campaign's start: `participants` (wallets that joined),
 * `unique_traders` and `volume_lamports` (trades of the linked token on the platform's venue), `new_holders`
 * (wallets whose first buy of the token happened during the campaign).
 */
export const CampaignGoalMetricSchema = z.enum([
  'participants',
  'unique_traders',
  'volume_lamports',
  'new_holders',
]);
/** A campaign goal. */
export const CampaignGoalSchema = z.object({
  metric: CampaignGoalMetricSchema,
  target: PositiveAmountSchema,
  label: TextSchema.trim().max(80).optional(),
});
export type CampaignGoal = z.infer<typeof CampaignGoalSchema>;

const CampaignFieldsSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema,
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  goals: z.array(CampaignGoalSchema).max(CAMPAIGN_MAX_GOALS).default([]),
});
const endsAfterStart = (v: { startsAt?: string; endsAt?: string }) =>
  v.startsAt === undefined || v.endsAt === undefined || Date.parse(v.endsAt) > Date.parse(v.startsAt);

/** `POST /api/marketing/campaigns` (signed in; the wallet becomes the owner and pays the budget). */
export const CampaignCreateRequestSchema = CampaignFieldsSchema.extend({
  type: CampaignTypeSchema,
  mint: AddressSchema.meta({ description: 'The linked token (a mint that exists on chain)' }),
  budgetLamports: PositiveAmountSchema.refine(
    (s) => BigInt(s) >= CAMPAIGN_MIN_BUDGET_LAMPORTS,
    `must be at least ${Number(CAMPAIGN_MIN_BUDGET_LAMPORTS) / 1e9} SOL`,
  ).refine((s) => BigInt(s) <= CAMPAIGN_MAX_BUDGET_LAMPORTS, 'is larger than any campaign budget allowed'),
}).refine(endsAfterStart, { message: 'must be after startsAt', path: ['endsAt'] });
export type CampaignCreateRequest = z.infer<typeof CampaignCreateRequestSchema>;

/**
 * `PATCH /api/marketing/campaigns/{id}` (owner only): the fields to change. `startsAt` only before the start; the
 * type, token and budget never change. An empty change is refused (reported on `name`, the form's first field).
 */
export const CampaignUpdateRequestSchema = z
  .object({
    name: NameSchema,
    description: TextSchema.trim().max(2000),
    startsAt: IsoDateSchema,
    endsAt: IsoDateSchema,
    goals: z.array(CampaignGoalSchema).max(CAMPAIGN_MAX_GOALS),
  })
  // No defaults here: a field left out stays as it is.
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'change at least one field',
    path: ['name'],
  })
  .refine(endsAfterStart, { message: 'must be after startsAt', path: ['endsAt'] });
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequestSchema>;

/** `GET /api/marketing/campaigns`: filters, sort and pagination. */
export const CampaignListQuerySchema = z.object({
  type: CampaignTypeSchema.optional(),
  status: CampaignStatusSchema.optional(),
  mint: AddressSchema.optional(),
  owner: AddressSchema.optional(),
  search: TextSchema.trim().max(64).optional(),
  sort: z.enum(['new', 'budget', 'ending']).default('new'),
  ...PageSchema,
});
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

/**
 * A campaign. Budget accounting (lamports): `spentLamports` went to KOLs, `committedLamports` is held for
 * requested or accepted hires, `refundedLamports` went back to the owner, `availableLamports` is what new hires
 * may still use. `escrow` holds the budget (plus its rent-exempt reserve) on chain.
 */
export const CampaignSchema = z.object({
  id: z.string(),
  owner: AddressSchema,
  name: z.string(),
  description: z.string(),
  type: CampaignTypeSchema,
  token: MarketingTokenSchema,
  status: CampaignStatusSchema,
  budgetLamports: z.string(),
  spentLamports: z.string(),
  committedLamports: z.string(),
  refundedLamports: z.string(),
  availableLamports: z.string(),
  escrow: AddressSchema,
  fundingSignature: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  goals: z.array(CampaignGoalSchema),
  participants: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** A goal with its progress. */
export const CampaignGoalProgressSchema = CampaignGoalSchema.extend({
  current: z.string(),
  progressBps: z.number(),
});

/** `GET /api/marketing/campaigns/{id}`: the campaign, its progress, participants, hires and payouts. */
export const CampaignDetailSchema = CampaignSchema.extend({
  progress: z.object({
    /** Share of the campaign's time elapsed, bps. */
    timeBps: z.number(),
    /** Share of the budget spent on KOLs, bps. */
    budgetSpentBps: z.number(),
    goals: z.array(CampaignGoalProgressSchema),
  }),
  participantList: z.array(z.object({ wallet: AddressSchema, joinedAt: z.string() })),
  hires: z.array(z.lazy(() => KolHireSchema)),
  payouts: z.array(EscrowPayoutSchema),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

/** `GET /api/marketing/campaigns`'s reply. `nextCursor` is null on the last page. */
export const CampaignListResponseSchema = z.object({
  campaigns: z.array(CampaignSchema),
  nextCursor: z.number().nullable(),
});

/** `POST /api/marketing/campaigns`'s reply: the campaign (pending payment) and its budget's pay-in. */
export const CampaignCreateResponseSchema = z.object({
  campaign: CampaignSchema,
  payment: PreparedPaymentSchema,
});

/** `GET`, `PATCH`, `POST …/confirm` and `POST …/join` replies of one campaign. */
export const CampaignResponseSchema = z.object({ campaign: CampaignDetailSchema });

/** `POST /api/marketing/campaigns/{id}/cancel`'s reply: the refund of the unspent budget (null when none). */
export const CampaignCancelResponseSchema = z.object({
  campaign: CampaignDetailSchema,
  refund: EscrowPayoutSchema.nullable(),
});

// ─── Presales ─────────────────────────────────────────────────────────────────────────────────────────────

/** What a presale shows (see core/marketing `presalePhase`). */
export const PresaleStatusSchema = z.enum([
  'pending_deposit',
  'upcoming',
  'live',
  'ended',
  'finalizing',
  'succeeded',
  'failed',
  'cancelled',
]);
export type PresaleStatus = z.infer<typeof PresaleStatusSchema>;

/**
 * `POST /api/marketing/presales` (signed in; the wallet is the creator and deposits `hardCap × tokensPerSol / 10⁹`
 * tokens into the escrow). Price: `tokensPerSol` token base units per SOL contributed.
 */
export const PresaleCreateRequestSchema = z
  .object({
    mint: AddressSchema,
    name: NameSchema,
    description: DescriptionSchema,
    softCapLamports: PositiveAmountSchema,
    hardCapLamports: PositiveAmountSchema,
    tokensPerSol: PositiveAmountSchema.meta({ description: 'Token base units per SOL (10⁹ lamports)' }),
    minContributionLamports: PositiveAmountSchema.refine(
      (s) => BigInt(s) >= PRESALE_MIN_CONTRIBUTION_LAMPORTS,
      `must be at least ${Number(PRESALE_MIN_CONTRIBUTION_LAMPORTS) / 1e9} SOL`,
    ),
    maxContributionLamports: PositiveAmountSchema,
    startsAt: IsoDateSchema,
    endsAt: IsoDateSchema,
    website: UrlSchema.optional(),
    x: UrlSchema.optional(),
    telegram: UrlSchema.optional(),
  })
  .refine((v) => BigInt(v.softCapLamports) <= BigInt(v.hardCapLamports), {
    message: 'must not exceed the hard cap',
    path: ['softCapLamports'],
  })
  .refine((v) => BigInt(v.minContributionLamports) <= BigInt(v.maxContributionLamports), {
    message: 'must not exceed the maximum per wallet',
    path: ['minContributionLamports'],
  })
  .refine((v) => BigInt(v.maxContributionLamports) <= BigInt(v.hardCapLamports), {
    message: 'must not exceed the hard cap',
    path: ['maxContributionLamports'],
  })
  .refine(endsAfterStart, { message: 'must be after startsAt', path: ['endsAt'] });
export type PresaleCreateRequest = z.infer<typeof PresaleCreateRequestSchema>;

/** `GET /api/marketing/presales`. */
export const PresaleListQuerySchema = z.object({
  status: PresaleStatusSchema.optional(),
  mint: AddressSchema.optional(),
  owner: AddressSchema.optional(),
  search: TextSchema.trim().max(64).optional(),
  sort: z.enum(['new', 'raised', 'ending']).default('new'),
  ...PageSchema,
});
export type PresaleListQuery = z.infer<typeof PresaleListQuerySchema>;

/**
 * A presale. `raisedLamports` counts confirmed contributions; `tokensForSale` is what the creator deposited;
 * `feeLamports` and `creatorLamports` are set once it succeeded.
 */
export const PresaleSchema = z.object({
  id: z.string(),
  owner: AddressSchema,
  token: MarketingTokenSchema.extend({ decimals: z.number(), program: AddressSchema }),
  name: z.string(),
  description: z.string(),
  links: z.object({
    website: z.string().optional(),
    x: z.string().optional(),
    telegram: z.string().optional(),
  }),
  status: PresaleStatusSchema,
  softCapLamports: z.string(),
  hardCapLamports: z.string(),
  tokensPerSol: z.string(),
  minContributionLamports: z.string(),
  maxContributionLamports: z.string(),
  tokensForSale: z.string(),
  raisedLamports: z.string(),
  contributors: z.number(),
  /** Raised / hard cap, bps. */
  progressBps: z.number(),
  platformFeeBps: z.number(),
  feeLamports: z.string().nullable(),
  creatorLamports: z.string().nullable(),
  escrow: AddressSchema,
  depositSignature: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
});
export type Presale = z.infer<typeof PresaleSchema>;

/** One wallet's position in a presale. */
export const PresaleContributorSchema = z.object({
  wallet: AddressSchema,
  lamports: z.string(),
  /** Tokens the wallet receives if the presale succeeds. */
  tokens: z.string(),
  contributions: z.number(),
  refunded: z.boolean(),
  tokensSent: z.boolean(),
});

/** A confirmed contribution. */
export const PresaleContributionSchema = z.object({
  presaleId: z.string(),
  wallet: AddressSchema,
  lamports: z.string(),
  signature: z.string(),
  at: z.string(),
});

/** `GET /api/marketing/presales/{id}`: the presale, its contributors and payouts. */
export const PresaleDetailSchema = PresaleSchema.extend({
  contributorList: z.array(PresaleContributorSchema),
  payouts: z.array(EscrowPayoutSchema),
});
export type PresaleDetail = z.infer<typeof PresaleDetailSchema>;

/** `GET /api/marketing/presales`'s reply. */
export const PresaleListResponseSchema = z.object({
  presales: z.array(PresaleSchema),
  nextCursor: z.number().nullable(),
});

/** `POST /api/marketing/presales`'s reply: the presale (pending deposit) and the token deposit's transaction. */
export const PresaleCreateResponseSchema = z.object({
  presale: PresaleSchema,
  deposit: PreparedPaymentSchema,
});

/** Replies carrying a presale's detail (deposit confirm, cancel). */
export const PresaleResponseSchema = z.object({ presale: PresaleDetailSchema });

/** `POST /api/marketing/presales/{id}/contributions/prepare` (signed in: the wallet contributes). */
export const ContributionPrepareRequestSchema = z.object({ lamports: PositiveAmountSchema });

/** `POST /api/marketing/presales/{id}/contributions/confirm`'s reply. */
export const ContributionConfirmResponseSchema = z.object({
  contribution: PresaleContributionSchema,
  presale: PresaleSchema,
});

/** `POST /api/marketing/presales/{id}/finalize`'s reply: the outcome and every payout it made. */
export const PresaleFinalizeResponseSchema = z.object({
  presale: PresaleDetailSchema,
  payouts: z.array(EscrowPayoutSchema),
});

/** `POST /api/marketing/presales/{id}/refund`'s reply: the caller's refund (paid). */
export const PresaleRefundResponseSchema = z.object({ refund: EscrowPayoutSchema, presale: PresaleSchema });

// ─── CTO campaigns ────────────────────────────────────────────────────────────────────────────────────────

/** What a CTO campaign shows: `open` (collecting pledges), `succeeded` (threshold reached), `expired`, `cancelled`. */
export const CtoStatusSchema = z.enum(['open', 'succeeded', 'expired', 'cancelled']);

/** `POST /api/marketing/cto` (signed in): a community takeover proposal for an existing mint. */
export const CtoCreateRequestSchema = z.object({
  mint: AddressSchema,
  title: NameSchema,
  pitch: TextSchema.trim().min(10, 'must be at least 10 characters').max(4000),
  thresholdBps: z
    .number()
    .int()
    .min(CTO_MIN_THRESHOLD_BPS)
    .max(CTO_MAX_THRESHOLD_BPS)
    .default(CTO_DEFAULT_THRESHOLD_BPS),
  endsAt: IsoDateSchema,
  links: z
    .object({ website: UrlSchema.optional(), x: UrlSchema.optional(), telegram: UrlSchema.optional() })
    .default({}),
});
export type CtoCreateRequest = z.infer<typeof CtoCreateRequestSchema>;

/** `GET /api/marketing/cto`. */
export const CtoListQuerySchema = z.object({ status: CtoStatusSchema.optional(), ...PageSchema });

/**
 * A CTO campaign. `supply` is the mint's supply when proposed; pledges weigh the pledger's on-chain balance at
 * pledge time; it succeeds once `pledgedWeight ≥ supply × thresholdBps / 10 000`.
 */
export const CtoSchema = z.object({
  id: z.string(),
  token: MarketingTokenSchema.extend({ decimals: z.number() }),
  proposer: AddressSchema,
  title: z.string(),
  pitch: z.string(),
  links: z.object({
    website: z.string().optional(),
    x: z.string().optional(),
    telegram: z.string().optional(),
  }),
  thresholdBps: z.number(),
  supply: z.string(),
  thresholdWeight: z.string(),
  pledgedWeight: z.string(),
  pledgedBps: z.number(),
  pledgers: z.number(),
  status: CtoStatusSchema,
  endsAt: z.string(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
export type Cto = z.infer<typeof CtoSchema>;

/** A pledge: the wallet's token balance when it pledged. */
export const CtoPledgeSchema = z.object({ wallet: AddressSchema, weight: z.string(), at: z.string() });

/** `GET /api/marketing/cto/{mint}`: the mint's latest CTO campaign with its pledges. */
export const CtoDetailSchema = CtoSchema.extend({ pledges: z.array(CtoPledgeSchema) });
/** `GET /api/marketing/cto`'s reply. */
export const CtoListResponseSchema = z.object({
  campaigns: z.array(CtoSchema),
  nextCursor: z.number().nullable(),
});
/** `POST /api/marketing/cto/{mint}/pledges`'s reply. */
export const CtoPledgeResponseSchema = z.object({ cto: CtoDetailSchema, pledge: CtoPledgeSchema });

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
export const KolListResponseSchema = z.object({
  kols: z.array(KolProfileSchema),
  nextCursor: z.number().nullable(),
});
/** Replies carrying one profile. */
export const KolProfileResponseSchema = z.object({ kol: KolProfileSchema });

/** Hire request states: `requested` → `accepted` → `completed` (paid), or `declined` / `cancelled`. */
export const KolHireStatusSchema = z.enum(['requested', 'accepted', 'declined', 'cancelled', 'completed']);
/** `POST /api/marketing/kols/{id}/hires` (the campaign's owner): hire the KOL for one service of the price list. */
export const KolHireRequestSchema = z.object({
  campaignId: z.uuid('must be a campaign id (a UUID)'),
  service: TextSchema.trim().min(2).max(60),
  message: TextSchema.trim().max(1000).default(''),
});
/** A hire request; its price is held from the campaign's budget until it is completed (paid) or closed. */
export const KolHireSchema = z.object({
  id: z.string(),
  kolId: z.string(),
  kolName: z.string(),
  kolWallet: AddressSchema,
  campaignId: z.string(),
  campaignName: z.string(),
  client: AddressSchema,
  service: z.string(),
  priceLamports: z.string(),
  message: z.string(),
  status: KolHireStatusSchema,
  paymentSignature: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KolHire = z.infer<typeof KolHireSchema>;
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
