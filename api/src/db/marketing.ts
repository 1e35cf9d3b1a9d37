// Marketing tables (campaigns, presales, escrow movements, CTO campaigns, KOLs); see api/src/marketing/service.ts.
import { CAMPAIGN_STATES, CAMPAIGN_TYPES, PRESALE_STATES } from '@solpad/core/marketing';
import { ESCROW_PAYOUT_KINDS, ESCROW_PAYOUT_STATUSES, KOL_HIRE_STATUSES } from '@solpad/core/schemas';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Campaigns: the budget sits in an escrow derived from PLATFORM_SECRET and the id (`campaign-escrow/<id>`). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: CAMPAIGN_TYPES }).notNull(),
    mint: text('mint').notNull(),
    budgetLamports: bigint('budget_lamports', { mode: 'bigint' }).notNull(),
    /** The escrow's rent-exempt minimum, paid with the budget and returned with the last refund. */
    rentLamports: bigint('rent_lamports', { mode: 'bigint' }).notNull(),
    escrow: text('escrow').notNull(),
    state: text('state', { enum: CAMPAIGN_STATES }).notNull().default('pending_payment'),
    fundingSignature: text('funding_signature'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    goals: jsonb('goals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Moderation (admin console): a hidden campaign is left out of the public list; its page stays reachable.
    hidden: boolean('hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
  },
  (t) => [
    index('campaigns_created_at_idx').on(t.createdAt),
    index('campaigns_owner_idx').on(t.owner),
    index('campaigns_mint_idx').on(t.mint),
  ],
);

/** Wallets that joined a campaign (once each). */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    wallet: text('wallet').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.wallet] })],
);

/** Presales: tokens for sale and contributions sit in an escrow derived from `presale-escrow/<id>`. */
export const presales = pgTable(
  'presales',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    mint: text('mint').notNull(),
    tokenProgram: text('token_program').notNull(),
    decimals: integer('decimals').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    links: jsonb('links').notNull(),
    softCapLamports: bigint('soft_cap_lamports', { mode: 'bigint' }).notNull(),
    hardCapLamports: bigint('hard_cap_lamports', { mode: 'bigint' }).notNull(),
    tokensPerSol: bigint('tokens_per_sol', { mode: 'bigint' }).notNull(),
    minContributionLamports: bigint('min_contribution_lamports', { mode: 'bigint' }).notNull(),
    maxContributionLamports: bigint('max_contribution_lamports', { mode: 'bigint' }).notNull(),
    tokensForSale: bigint('tokens_for_sale', { mode: 'bigint' }).notNull(),
    platformFeeBps: integer('platform_fee_bps').notNull(),
    escrow: text('escrow').notNull(),
    state: text('state', { enum: PRESALE_STATES }).notNull().default('pending_deposit'),
    /** The outcome decided at finalization (`succeeded` or `failed`), before its payouts are all paid. */
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }),
    depositSignature: text('deposit_signature'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    // Moderation (admin console): a hidden presale is left out of the public list; its page stays reachable.
    hidden: boolean('hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
  },
  (t) => [index('presales_created_at_idx').on(t.createdAt), index('presales_owner_idx').on(t.owner)],
);

/** Confirmed presale contributions, one row per landed transaction. */
export const presaleContributions = pgTable(
  'presale_contributions',
  {
    signature: text('signature').primaryKey(),
    presaleId: uuid('presale_id')
      .notNull()
      .references(() => presales.id),
    wallet: text('wallet').notNull(),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('presale_contributions_presale_idx').on(t.presaleId, t.wallet)],
);

/**
 * Pay-in transactions the API prepared (a campaign's budget, a presale's token deposit, a contribution): matched
 * by the SHA-256 of the message when they land, recorded once (unique signature). An `open` contribution intent
 * reserves its amount against the caps until its blockhash expires.
 */
export const marketingIntents = pgTable(
  'marketing_intents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['campaign_budget', 'presale_deposit', 'presale_contribution'] }).notNull(),
    refId: uuid('ref_id').notNull(),
    wallet: text('wallet').notNull(),
    escrow: text('escrow').notNull(),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    tokens: bigint('tokens', { mode: 'bigint' }).notNull(),
    messageHash: text('message_hash').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['open', 'confirmed', 'expired'] })
      .notNull()
      .default('open'),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketing_intents_message_hash_idx').on(t.messageHash),
    uniqueIndex('marketing_intents_signature_idx').on(t.signature),
    index('marketing_intents_ref_idx').on(t.refId, t.status),
  ],
);

/**
 * Releases from an escrow. `key` is unique per obligation (`refund/<presale>/<wallet>`, `kol/<hire>`, …), so an
 * obligation is paid at most once; `signature` is written before the transaction is sent (it is the fee payer's
 * signature, fixed by the signed message), so a crash between sending and recording can be checked on chain.
 */
export const escrowPayouts = pgTable(
  'escrow_payouts',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    escrowKind: text('escrow_kind', { enum: ['campaign', 'presale'] }).notNull(),
    refId: uuid('ref_id').notNull(),
    kind: text('kind', { enum: ESCROW_PAYOUT_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    lamports: bigint('lamports', { mode: 'bigint' }).notNull(),
    tokens: bigint('tokens', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ESCROW_PAYOUT_STATUSES }).notNull().default('planned'),
    signature: text('signature'),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('escrow_payouts_key_idx').on(t.key),
    index('escrow_payouts_ref_idx').on(t.refId, t.status),
  ],
);

/** CTO (community takeover) campaigns for an existing mint. */
export const ctoCampaigns = pgTable(
  'cto_campaigns',
  {
    id: uuid('id').primaryKey(),
    mint: text('mint').notNull(),
    decimals: integer('decimals').notNull(),
    proposer: text('proposer').notNull(),
    title: text('title').notNull(),
    pitch: text('pitch').notNull(),
    links: jsonb('links').notNull(),
    thresholdBps: integer('threshold_bps').notNull(),
    /** The mint's supply when proposed (the threshold's base). */
    supply: bigint('supply', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: ['open', 'succeeded', 'cancelled'] })
      .notNull()
      .default('open'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    // Moderation (admin console): a hidden CTO is left out of the public list; its page stays reachable.
    hidden: boolean('hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
  },
  (t) => [index('cto_campaigns_mint_idx').on(t.mint, t.createdAt)],
);

/** Pledges to a CTO campaign, weighted by the pledger's on-chain balance at pledge time (once per wallet). */
export const ctoPledges = pgTable(
  'cto_pledges',
  {
    ctoId: uuid('cto_id')
      .notNull()
      .references(() => ctoCampaigns.id),
    wallet: text('wallet').notNull(),
    weight: bigint('weight', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ctoId, t.wallet] })],
);

/** KOL profiles, one per wallet. */
export const kolProfiles = pgTable(
  'kol_profiles',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull(),
    avatarUrl: text('avatar_url'),
    handles: jsonb('handles').notNull(),
    followers: integer('followers').notNull(),
    niches: jsonb('niches').notNull(),
    languages: jsonb('languages').notNull(),
    priceList: jsonb('price_list').notNull(),
    /** The cheapest service (for sorting by price). */
    fromLamports: bigint('from_lamports', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // Moderation (admin console): a hidden profile is left out of the public directory and cannot be hired.
    hidden: boolean('hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
  },
  (t) => [uniqueIndex('kol_profiles_owner_idx').on(t.owner)],
);

/** Hire requests from a campaign's owner to a KOL; the price is paid from the campaign's escrow on completion. */
export const kolHires = pgTable(
  'kol_hires',
  {
    id: uuid('id').primaryKey(),
    kolId: uuid('kol_id')
      .notNull()
      .references(() => kolProfiles.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    client: text('client').notNull(),
    service: text('service').notNull(),
    priceLamports: bigint('price_lamports', { mode: 'bigint' }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: KOL_HIRE_STATUSES }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kol_hires_kol_idx').on(t.kolId), index('kol_hires_campaign_idx').on(t.campaignId)],
);
