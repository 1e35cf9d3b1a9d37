// Campaigns: listing, detail and stats, creation, the budget pay-in, updates, cancel (with the refund), joining.
import { randomUUID } from 'node:crypto';
import { type Address, address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { CAMPAIGN_MIN_BUDGET_LAMPORTS, progressBps } from '@solpad/core/marketing';
import type {
  Campaign,
  CampaignCreateRequest,
  CampaignDetail,
  CampaignGoal,
  CampaignListQuery,
  CampaignUpdateRequest,
  PreparedPayment,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import { type Db, schema } from '../db';
import { likeEscape, readOffsetPage } from '../db/listing';
import { catalogued } from '../lib/errors';
import { campaignStats } from './campaign-stats';
import { readMint } from './chain';
import {
  type CampaignRow,
  campaignPhaseOf,
  checkSchedule,
  latestLifetime,
  lockedRecord,
  type MarketingContext,
  notFound,
  requireOwner,
  type Tx,
  toPayout,
} from './context';
import { hiresOf } from './hires';
import { confirmPayment, prepareIntent, requireBalance } from './payins';
import { payoutsOf, refundCampaign } from './releases';
import { campaignStatusIs } from './status-sql';
import { statsAndTokens, tokenOf } from './tokens';

export async function toCampaigns(ctx: MarketingContext, rows: CampaignRow[]): Promise<Campaign[]> {
  const { now } = ctx;
  const [stats, info] = await statsAndTokens(ctx, rows, campaignStats);
  const t = now();
  return rows.map((r) => {
    const s = stats.get(r.id) ?? { spent: 0n, refunded: 0n, committed: 0n, participants: 0 };
    const available =
      r.state === 'funded' && t < r.endsAt.getTime() ? r.budgetLamports - s.spent - s.committed : 0n;
    return {
      id: r.id,
      owner: r.owner,
      name: r.name,
      description: r.description,
      type: r.type,
      token: tokenOf(info, r.mint),
      status: campaignPhaseOf(r, t),
      budgetLamports: r.budgetLamports.toString(),
      spentLamports: s.spent.toString(),
      committedLamports: s.committed.toString(),
      refundedLamports: s.refunded.toString(),
      availableLamports: (available > 0n ? available : 0n).toString(),
      escrow: r.escrow,
      fundingSignature: r.fundingSignature,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      goals: r.goals as CampaignGoal[],
      participants: s.participants,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
    };
  });
}

export async function campaignRow(ctx: MarketingContext, id: string): Promise<CampaignRow> {
  const { db } = ctx;
  const [row] = await db.select().from(schema.campaigns).where(eq(schema.campaigns.id, id));
  if (!row) throw notFound('campaign');
  return row;
}

/** Trading measures of `mint` between two instants (the campaign goals' real data). */
export async function tradeMeasures(ctx: MarketingContext, mint: string, from: Date, to: Date) {
  const { db } = ctx;
  const [m] = await db
    .select({
      volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`,
      traders: sql<number>`count(distinct ${schema.trades.trader})::int`,
    })
    .from(schema.trades)
    .where(
      and(eq(schema.trades.mint, mint), gte(schema.trades.createdAt, from), lt(schema.trades.createdAt, to)),
    );
  const [h] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ first: sql<Date>`min(${schema.trades.createdAt})`.as('first') })
        .from(schema.trades)
        .where(and(eq(schema.trades.mint, mint), eq(schema.trades.side, 'buy')))
        .groupBy(schema.trades.trader)
        .as('firsts'),
    )
    .where(sql`first >= ${from} and first < ${to}`);
  return { volume: BigInt(m?.volume ?? '0'), traders: m?.traders ?? 0, newHolders: h?.n ?? 0 };
}

export async function campaignDetail(ctx: MarketingContext, id: string): Promise<CampaignDetail> {
  const { db, now } = ctx;
  const row = await campaignRow(ctx, id);
  const [campaign] = await toCampaigns(ctx, [row]);
  if (!campaign) throw notFound('campaign');
  const t = now();
  const start = row.startsAt.getTime();
  const end = row.endsAt.getTime();
  const until = new Date(Math.min(Math.max(t, start), end));
  const [measures, participantList, hires, payouts] = await Promise.all([
    tradeMeasures(ctx, row.mint, row.startsAt, until),
    db
      .select()
      .from(schema.campaignParticipants)
      .where(eq(schema.campaignParticipants.campaignId, id))
      .orderBy(desc(schema.campaignParticipants.joinedAt))
      .limit(200),
    hiresOf(ctx, { campaignId: id }),
    payoutsOf(ctx, id),
  ]);
  const current: Record<CampaignGoal['metric'], bigint> = {
    participants: BigInt(campaign.participants),
    unique_traders: BigInt(measures.traders),
    volume_lamports: measures.volume,
    new_holders: BigInt(measures.newHolders),
  };
  return {
    ...campaign,
    progress: {
      timeBps: t <= start ? 0 : t >= end ? 10_000 : Math.floor(((t - start) * 10_000) / (end - start)),
      budgetSpentBps: progressBps(BigInt(campaign.spentLamports), row.budgetLamports),
      goals: campaign.goals.map((g) => ({
        ...g,
        current: current[g.metric].toString(),
        progressBps: progressBps(current[g.metric], BigInt(g.target)),
      })),
    },
    participantList: participantList.map((p) => ({ wallet: p.wallet, joinedAt: p.joinedAt.toISOString() })),
    hires,
    payouts: payouts.map(toPayout),
  };
}

export async function listCampaigns(ctx: MarketingContext, q: CampaignListQuery) {
  const { db, now } = ctx;
  const c = schema.campaigns;
  const where = and(
    // Moderation: campaigns an admin hid (api/src/admin/marketing.ts) are left out of the public list.
    eq(c.hidden, false),
    q.type ? eq(c.type, q.type) : undefined,
    q.mint ? eq(c.mint, q.mint) : undefined,
    q.owner ? eq(c.owner, q.owner) : undefined,
    q.search ? ilike(c.name, `%${likeEscape(q.search)}%`) : undefined,
    q.status ? campaignStatusIs(q.status, new Date(now())) : undefined,
  );
  const order =
    q.sort === 'budget'
      ? [desc(c.budgetLamports), desc(c.createdAt)]
      : q.sort === 'ending'
        ? [asc(c.endsAt), desc(c.createdAt)]
        : [desc(c.createdAt), desc(c.id)];
  const { page, nextCursor } = await readOffsetPage(db, c, where, order, q);
  return { campaigns: await toCampaigns(ctx, page), nextCursor };
}

export async function createCampaign(ctx: MarketingContext, owner: string, req: CampaignCreateRequest) {
  const { db, rpc, now, escrowOf, market } = ctx;
  const t = now();
  const startsAt = new Date(req.startsAt);
  const endsAt = new Date(req.endsAt);
  checkSchedule(startsAt, endsAt, t);
  const budget = BigInt(req.budgetLamports);
  if (budget < CAMPAIGN_MIN_BUDGET_LAMPORTS) throw catalogued('INVALID_REQUEST', 'budgetLamports: too small');
  const mint = address(req.mint);
  if (!(await readMint(rpc, mint))) throw catalogued('MARKETING__UNKNOWN_MINT');
  const id = randomUUID();
  const wallet = address(owner);
  const [escrow, rent, lifetime] = await Promise.all([
    escrowOf('campaign', id),
    market.rentForSystemAccount(),
    latestLifetime(ctx),
  ]);
  await requireBalance(ctx, wallet, budget + rent + ONE_SIGNATURE_FEE);
  const payment = await db.transaction(async (tx) => {
    await tx.insert(schema.campaigns).values({
      id,
      owner,
      name: req.name,
      description: req.description,
      type: req.type,
      mint,
      budgetLamports: budget,
      rentLamports: rent,
      escrow: escrow.address,
      startsAt,
      endsAt,
      goals: req.goals,
      createdAt: new Date(t),
      updatedAt: new Date(t),
    });
    return budgetPayment(ctx, tx, id, wallet, escrow.address, budget + rent, lifetime);
  });
  const [campaign] = await toCampaigns(ctx, [await campaignRow(ctx, id)]);
  return { campaign: campaign as Campaign, payment };
}

export function budgetPayment(
  ctx: MarketingContext,
  tx: Tx | Db,
  id: string,
  wallet: Address,
  escrow: Address,
  amount: bigint,
  lifetime: Awaited<ReturnType<typeof latestLifetime>>,
) {
  return prepareIntent(ctx, tx, {
    kind: 'campaign_budget',
    refId: id,
    wallet,
    escrow,
    lamports: amount,
    tokens: 0n,
    lifetime,
    instructions: [
      getTransferSolInstruction({
        source: createNoopSigner(wallet),
        destination: escrow,
        amount: lamports(amount),
      }),
    ],
  });
}

/** `POST /campaigns/{id}/payment`: a fresh budget payment for a campaign still waiting for it. */
export async function campaignPayment(
  ctx: MarketingContext,
  wallet: string,
  id: string,
): Promise<PreparedPayment> {
  const { db } = ctx;
  const row = await campaignRow(ctx, id);
  requireOwner(row, wallet, 'campaign');
  if (row.state !== 'pending_payment') throw catalogued('CAMPAIGN__ALREADY_FUNDED');
  const amount = row.budgetLamports + row.rentLamports;
  await requireBalance(ctx, address(wallet), amount + ONE_SIGNATURE_FEE);
  return budgetPayment(ctx, db, id, address(wallet), address(row.escrow), amount, await latestLifetime(ctx));
}

export async function confirmCampaign(ctx: MarketingContext, id: string, signature: string) {
  await campaignRow(ctx, id);
  await confirmPayment(ctx, signature, 'campaign_budget', id, 'campaign');
  return campaignDetail(ctx, id);
}

export async function updateCampaign(
  ctx: MarketingContext,
  wallet: string,
  id: string,
  patch: CampaignUpdateRequest,
) {
  const { db, now } = ctx;
  await db.transaction(async (tx) => {
    const row = await lockedRecord(tx, 'campaign', id);
    requireOwner(row, wallet, 'campaign');
    const t = now();
    const phase = campaignPhaseOf(row, t);
    if (phase === 'cancelled') throw catalogued('CAMPAIGN__CANCELLED');
    if (phase === 'ended') throw catalogued('CAMPAIGN__ENDED');
    const started = t >= row.startsAt.getTime();
    if (patch.startsAt !== undefined && started && Date.parse(patch.startsAt) !== row.startsAt.getTime())
      throw catalogued('CAMPAIGN__STARTED');
    const startsAt = patch.startsAt ? new Date(patch.startsAt) : row.startsAt;
    const endsAt = patch.endsAt ? new Date(patch.endsAt) : row.endsAt;
    checkSchedule(startsAt, endsAt, t, { startFixed: started || patch.startsAt === undefined });
    await tx
      .update(schema.campaigns)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.goals !== undefined ? { goals: patch.goals } : {}),
        startsAt,
        endsAt,
        updatedAt: new Date(t),
      })
      .where(eq(schema.campaigns.id, id));
  });
  return campaignDetail(ctx, id);
}

export async function cancelCampaign(ctx: MarketingContext, wallet: string, id: string) {
  const { db, now } = ctx;
  await db.transaction(async (tx) => {
    const row = await lockedRecord(tx, 'campaign', id);
    requireOwner(row, wallet, 'campaign');
    if (row.state === 'cancelled') return;
    const t = new Date(now());
    await tx
      .update(schema.campaigns)
      .set({ state: 'cancelled', cancelledAt: t, updatedAt: t })
      .where(eq(schema.campaigns.id, id));
    await tx
      .update(schema.kolHires)
      .set({ status: 'cancelled', updatedAt: t })
      .where(
        and(eq(schema.kolHires.campaignId, id), inArray(schema.kolHires.status, ['requested', 'accepted'])),
      );
  });
  const refund = await refundCampaign(ctx, id);
  return { campaign: await campaignDetail(ctx, id), refund: refund ? toPayout(refund) : null };
}

export async function joinCampaign(ctx: MarketingContext, wallet: string, id: string) {
  const { db, now } = ctx;
  const row = await campaignRow(ctx, id);
  const phase = campaignPhaseOf(row, now());
  if (phase !== 'active') throw catalogued('CAMPAIGN__NOT_ACTIVE');
  await db
    .insert(schema.campaignParticipants)
    .values({ campaignId: id, wallet, joinedAt: new Date(now()) })
    .onConflictDoNothing();
  return campaignDetail(ctx, id);
}
