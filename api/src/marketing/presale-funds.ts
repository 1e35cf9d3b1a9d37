// Presale money: contributions under the caps, finalizing (allocations, proceeds, fee, token return),
// contributors' refunds and the creator's cancel.
import { address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  checkContribution,
  presaleOutcome,
  presaleProceeds,
  tokensForContribution,
} from '@solpad/core/marketing';
import type { PreparedPayment } from '@solpad/core/schemas';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import { pastGraceSql } from '../chain/prepared';
import { type Db, schema } from '../db';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import {
  latestLifetime,
  lockedRecord,
  type MarketingContext,
  presalePhaseOf,
  presaleRow,
  requireOwner,
  type Tx,
  toPayout,
} from './context';
import { confirmPayment, prepareIntent, reconcileIntents, requireBalance } from './payins';
import { presaleDetail, presaleSummary, raisedOf } from './presales';
import { insertPayouts, planTokenReturn, runPayouts } from './releases';

/** The contribution intents of presale `id` still open (prepared, not yet confirmed or expired), as a condition. */
const openContributionsOf = (id: string) =>
  and(
    eq(schema.marketingIntents.refId, id),
    eq(schema.marketingIntents.kind, 'presale_contribution'),
    eq(schema.marketingIntents.status, 'open'),
  );

/** How many contribution intents of presale `id` are still open. */
async function openContributionIntents(exec: Tx | Db, id: string): Promise<number> {
  const [open] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.marketingIntents)
    .where(openContributionsOf(id));
  return open?.n ?? 0;
}

export async function prepareContribution(
  ctx: MarketingContext,
  wallet: string,
  id: string,
  amount: bigint,
): Promise<PreparedPayment> {
  const { db, now } = ctx;
  const row = await presaleRow(ctx, id);
  const contributor = address(wallet);
  if (wallet === row.escrow) throw catalogued('PRESALE__INVALID_WALLET');
  const lifetime = await latestLifetime(ctx);
  await reconcileIntents(ctx, id, row.escrow, lifetime.height);
  await requireBalance(ctx, contributor, amount + ONE_SIGNATURE_FEE);
  return db.transaction(async (tx) => {
    const p = await lockedRecord(tx, 'presale', id);
    const open = and(
      openContributionsOf(id),
      not(pastGraceSql(schema.marketingIntents.lastValidBlockHeight, lifetime.height)),
    );
    const sum = (
      col: typeof schema.presaleContributions.lamports | typeof schema.marketingIntents.lamports,
    ) => sql<string>`coalesce(sum(${col}), 0)::text`;
    const [[confirmedAll], [confirmedMine], [pendingAll], [pendingMine]] = await Promise.all([
      tx
        .select({ v: sum(schema.presaleContributions.lamports) })
        .from(schema.presaleContributions)
        .where(eq(schema.presaleContributions.presaleId, id)),
      tx
        .select({ v: sum(schema.presaleContributions.lamports) })
        .from(schema.presaleContributions)
        .where(
          and(eq(schema.presaleContributions.presaleId, id), eq(schema.presaleContributions.wallet, wallet)),
        ),
      tx
        .select({ v: sum(schema.marketingIntents.lamports) })
        .from(schema.marketingIntents)
        .where(open),
      tx
        .select({ v: sum(schema.marketingIntents.lamports) })
        .from(schema.marketingIntents)
        .where(and(open, eq(schema.marketingIntents.wallet, wallet))),
    ]);
    const refusal = checkContribution({
      state: p.state,
      startsAt: p.startsAt.getTime(),
      endsAt: p.endsAt.getTime(),
      now: now(),
      minPerWallet: p.minContributionLamports,
      maxPerWallet: p.maxContributionLamports,
      hardCap: p.hardCapLamports,
      walletCommitted: BigInt(confirmedMine?.v ?? '0') + BigInt(pendingMine?.v ?? '0'),
      totalCommitted: BigInt(confirmedAll?.v ?? '0') + BigInt(pendingAll?.v ?? '0'),
      lamports: amount,
      byOwner: wallet === p.owner,
    });
    if (refusal) throw catalogued(refusal.code, refusal.message);
    return prepareIntent(ctx, tx, {
      kind: 'presale_contribution',
      refId: id,
      wallet: contributor,
      escrow: address(p.escrow),
      lamports: amount,
      tokens: 0n,
      lifetime,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(contributor),
          destination: address(p.escrow),
          amount: lamports(amount),
        }),
      ],
    });
  });
}

export async function confirmContribution(ctx: MarketingContext, id: string, signature: string) {
  const { db } = ctx;
  await presaleRow(ctx, id);
  const intent = await confirmPayment(ctx, signature, 'presale_contribution', id, 'presale');
  const [c] = await db
    .select()
    .from(schema.presaleContributions)
    .where(eq(schema.presaleContributions.signature, intent.signature as string));
  if (!c) throw new Error('contribution not recorded');
  return {
    contribution: {
      presaleId: id,
      wallet: c.wallet,
      lamports: c.lamports.toString(),
      signature: c.signature,
      at: c.createdAt.toISOString(),
    },
    presale: await presaleSummary(ctx, id),
  };
}

/** Decides a presale's outcome once it ended and pays what the outcome releases (idempotent; anyone may call). */
export async function finalizePresale(ctx: MarketingContext, id: string) {
  const { db, now, market } = ctx;
  const row = await presaleRow(ctx, id);
  if (row.state === 'pending_deposit' || row.state === 'cancelled')
    throw catalogued('PRESALE__NOT_OPEN', 'The presale is not open');
  if (row.state === 'open') {
    const { raised } = (await raisedOf(ctx, [id])).get(id) ?? { raised: 0n };
    const phase = presalePhaseOf(row, raised, now());
    if (phase !== 'ended') throw catalogued('PRESALE__NOT_ENDED');
    const { height } = await latestLifetime(ctx);
    await reconcileIntents(ctx, id, row.escrow, height);
    if (await openContributionIntents(db, id)) throw catalogued('PRESALE__SETTLING');
    await db.transaction(async (tx) => {
      const p = await lockedRow(tx, schema.presales, id);
      if (p?.state !== 'open') return;
      const byWallet = await tx
        .select({
          wallet: schema.presaleContributions.wallet,
          lamports: sql<string>`sum(${schema.presaleContributions.lamports})::text`,
        })
        .from(schema.presaleContributions)
        .where(eq(schema.presaleContributions.presaleId, id))
        .groupBy(schema.presaleContributions.wallet)
        .orderBy(asc(schema.presaleContributions.wallet));
      const total = byWallet.reduce((s, w) => s + BigInt(w.lamports), 0n);
      const outcome = presaleOutcome(total, p.softCapLamports);
      const plan: Parameters<typeof insertPayouts>[4] = [];
      if (outcome === 'succeeded') {
        let allocated = 0n;
        for (const w of byWallet) {
          const tokens = tokensForContribution(BigInt(w.lamports), p.tokensPerSol);
          allocated += tokens;
          if (tokens > 0n)
            plan.push({
              key: `presale/${id}/tokens/${w.wallet}`,
              kind: 'token_allocation',
              recipient: w.wallet,
              tokens,
            });
        }
        plan.push({
          key: `presale/${id}/token-return`,
          kind: 'token_return',
          recipient: p.owner,
          tokens: p.tokensForSale - allocated,
        });
        const { feeLamports, creatorLamports } = presaleProceeds(total, BigInt(p.platformFeeBps));
        const treasury = await market.keys().treasury();
        plan.push({
          key: `presale/${id}/creator`,
          kind: 'creator_proceeds',
          recipient: p.owner,
          lamports: creatorLamports,
        });
        if (feeLamports > 0n)
          plan.push({
            key: `presale/${id}/fee`,
            kind: 'platform_fee',
            recipient: treasury.address,
            lamports: feeLamports,
          });
      } else {
        plan.push({
          key: `presale/${id}/token-return`,
          kind: 'token_return',
          recipient: p.owner,
          tokens: p.tokensForSale,
        });
      }
      await insertPayouts(ctx, tx, 'presale', id, plan);
      await tx
        .update(schema.presales)
        .set({ state: 'finalizing', outcome, finalizedAt: new Date(now()) })
        .where(eq(schema.presales.id, id));
    });
  }
  await runPayouts(ctx, id);
  const detail = await presaleDetail(ctx, id);
  return { presale: detail, payouts: detail.payouts };
}

/** A failed presale's contributor takes back everything it put in (once, whatever the concurrency). */
export async function claimRefund(ctx: MarketingContext, wallet: string, id: string) {
  const { db } = ctx;
  let row = await presaleRow(ctx, id);
  if (row.state === 'open') {
    // Ended but nobody finalized it yet: the claim does it first.
    await finalizePresale(ctx, id);
    row = await presaleRow(ctx, id);
  }
  if (row.outcome !== 'failed') {
    if (row.outcome === 'succeeded') throw catalogued('PRESALE__SUCCEEDED');
    throw catalogued('PRESALE__NOT_REFUNDABLE');
  }
  const [mine] = await db
    .select({ v: sql<string>`coalesce(sum(${schema.presaleContributions.lamports}), 0)::text` })
    .from(schema.presaleContributions)
    .where(
      and(eq(schema.presaleContributions.presaleId, id), eq(schema.presaleContributions.wallet, wallet)),
    );
  const amount = BigInt(mine?.v ?? '0');
  if (amount === 0n) throw catalogued('PRESALE__NOTHING_TO_REFUND');
  const key = `presale/${id}/refund/${wallet}`;
  await insertPayouts(ctx, db, 'presale', id, [
    { key, kind: 'contribution_refund', recipient: wallet, lamports: amount },
  ]);
  await runPayouts(ctx, id);
  const [payout] = await db.select().from(schema.escrowPayouts).where(eq(schema.escrowPayouts.key, key));
  if (!payout) throw new Error('refund vanished');
  return { refund: toPayout(payout), presale: await presaleSummary(ctx, id) };
}

/** The creator withdraws a presale nobody contributed to: its tokens go back. */
export async function cancelPresale(ctx: MarketingContext, wallet: string, id: string) {
  const { db, now } = ctx;
  const row = await presaleRow(ctx, id);
  requireOwner(row, wallet, 'presale');
  const { height } = await latestLifetime(ctx);
  await reconcileIntents(ctx, id, row.escrow, height);
  const returnTokens = await db.transaction(async (tx) => {
    const p = await lockedRecord(tx, 'presale', id);
    if (p.state === 'cancelled') return false;
    if (p.state !== 'open' && p.state !== 'pending_deposit') throw catalogued('PRESALE__FINALIZED');
    const [c] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.presaleContributions)
      .where(eq(schema.presaleContributions.presaleId, id));
    if (c?.n || (await openContributionIntents(tx, id))) throw catalogued('PRESALE__HAS_CONTRIBUTIONS');
    await tx
      .update(schema.presales)
      .set({ state: 'cancelled', finalizedAt: new Date(now()) })
      .where(eq(schema.presales.id, id));
    return p.state === 'open';
  });
  if (returnTokens) {
    await planTokenReturn(ctx, id);
    await runPayouts(ctx, id);
  }
  return presaleDetail(ctx, id);
}
