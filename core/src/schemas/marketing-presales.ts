import { z } from 'zod';
import {
  CTO_DEFAULT_THRESHOLD_BPS,
  CTO_MAX_THRESHOLD_BPS,
  CTO_MIN_THRESHOLD_BPS,
  PRESALE_MIN_CONTRIBUTION_LAMPORTS,
} from '../marketing/constants';
import { AddressSchema, pageSchema, TextSchema } from './common';
import {
  EscrowPayoutSchema,
  MarketingTokenSchema,
  PositiveAmountSchema,
  PreparedPaymentSchema,
} from './marketing';
import {
  DescriptionSchema,
  ENDS_AFTER_START,
  endsAfterStart,
  IsoDateSchema,
  listQuerySchema,
  NameSchema,
  PageSchema,
  UrlSchema,
} from './marketing-fields';

// The marketing API's presales and community-takeover (CTO) campaigns.

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
  .refine(endsAfterStart, ENDS_AFTER_START);
export type PresaleCreateRequest = z.infer<typeof PresaleCreateRequestSchema>;

/** `GET /api/marketing/presales`. */
export const PresaleListQuerySchema = listQuerySchema({ status: PresaleStatusSchema.optional() }, [
  'new',
  'raised',
  'ending',
]);
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
export const PresaleListResponseSchema = pageSchema('presales', PresaleSchema, z.number());

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
export const CtoListResponseSchema = pageSchema('campaigns', CtoSchema, z.number());
/** `POST /api/marketing/cto/{mint}/pledges`'s reply. */
export const CtoPledgeResponseSchema = z.object({ cto: CtoDetailSchema, pledge: CtoPledgeSchema });
