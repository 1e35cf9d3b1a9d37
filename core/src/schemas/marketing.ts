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
} from '../marketing/constants';
import { AddressSchema, pageSchema, TextSchema, U64StringSchema } from './common';
import {
  DescriptionSchema,
  ENDS_AFTER_START,
  endsAfterStart,
  IsoDateSchema,
  listQuerySchema,
  MAX_U64,
  NameSchema,
} from './marketing-fields';

/** A positive integer amount carried as a decimal string (lamports or token base units), at most u64. */
export const PositiveAmountSchema = U64StringSchema.refine(
  (s) => /[1-9]/.test(s),
  'must be greater than zero',
)
  .refine((s) => BigInt(s) <= MAX_U64, 'must fit in 64 bits')
  .meta({ description: 'A positive integer (lamports or token base units) as a decimal string' });

/** Path parameter `{id}` of a campaign, presale, KOL profile or hire. */
export const MarketingIdParamsSchema = z.object({ id: z.uuid('must be an id (a UUID)') });

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

/** What an escrow pays out, and why (the API's payout rows store the same kinds). */
export const ESCROW_PAYOUT_KINDS = [
  'budget_refund',
  'kol_payment',
  'creator_proceeds',
  'platform_fee',
  'token_allocation',
  'token_return',
  'contribution_refund',
] as const;
/** What an escrow paid out, and why. */
export const EscrowPayoutKindSchema = z.enum(ESCROW_PAYOUT_KINDS);
/** Where a release from an escrow stands (the API's payout rows store the same statuses). */
export const ESCROW_PAYOUT_STATUSES = ['planned', 'sent', 'paid'] as const;
/** A release from an escrow: `planned` → `sent` (signature known) → `paid` (confirmed on chain). */
export const EscrowPayoutSchema = z.object({
  id: z.string(),
  kind: EscrowPayoutKindSchema,
  recipient: AddressSchema,
  lamports: z.string(),
  tokens: z.string(),
  status: z.enum(ESCROW_PAYOUT_STATUSES),
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
/** `POST /api/marketing/campaigns` (signed in; the wallet becomes the owner and pays the budget). */
export const CampaignCreateRequestSchema = CampaignFieldsSchema.extend({
  type: CampaignTypeSchema,
  mint: AddressSchema.meta({ description: 'The linked token (a mint that exists on chain)' }),
  budgetLamports: PositiveAmountSchema.refine(
    (s) => BigInt(s) >= CAMPAIGN_MIN_BUDGET_LAMPORTS,
    `must be at least ${Number(CAMPAIGN_MIN_BUDGET_LAMPORTS) / 1e9} SOL`,
  ).refine((s) => BigInt(s) <= CAMPAIGN_MAX_BUDGET_LAMPORTS, 'is larger than any campaign budget allowed'),
}).refine(endsAfterStart, ENDS_AFTER_START);
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
  .refine(endsAfterStart, ENDS_AFTER_START);
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequestSchema>;

/** `GET /api/marketing/campaigns`: filters, sort and pagination. */
export const CampaignListQuerySchema = listQuerySchema(
  { type: CampaignTypeSchema.optional(), status: CampaignStatusSchema.optional() },
  ['new', 'budget', 'ending'],
);
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

/**
 * Hire request states (the API's hire rows store the same): `requested` → `accepted` → `completed` (paid), or
 * `declined` / `cancelled`.
 */
export const KOL_HIRE_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'completed'] as const;
/** Hire request states: `requested` → `accepted` → `completed` (paid), or `declined` / `cancelled`. */
export const KolHireStatusSchema = z.enum(KOL_HIRE_STATUSES);
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
  hires: z.array(KolHireSchema),
  payouts: z.array(EscrowPayoutSchema),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

/** `GET /api/marketing/campaigns`'s reply. `nextCursor` is null on the last page. */
export const CampaignListResponseSchema = pageSchema('campaigns', CampaignSchema, z.number());

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
