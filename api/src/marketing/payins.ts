// Pay-ins: prepare a transfer to an escrow, record it once when it lands, confirm it by signature, and
// reconcile intents past their blockhash (see service.ts for the whole model).
import { randomUUID } from 'node:crypto';
import { type Address, address, createNoopSigner, type Instruction } from '@solana/kit';
import type { PreparedPayment } from '@solpad/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { SLOT_MS } from '../chain/constants';
import { pastGraceSql } from '../chain/prepared';
import { type Db, schema } from '../db';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import {
  fetchLanded,
  type LandedTransaction,
  landedAt,
  memoInstruction,
  prepareTransaction,
} from '../trade/tx';
import { type IntentRow, type latestLifetime, lockedRecord, type MarketingContext, type Tx } from './context';
import { planTokenReturn, refundCampaign, runPayouts } from './releases';

/** Builds a pay-in transaction and inserts its intent (inside `tx` when the caller holds a lock). */
export async function prepareIntent(
  ctx: MarketingContext,
  tx: Tx | Db,
  p: {
    kind: IntentRow['kind'];
    refId: string;
    wallet: Address;
    escrow: Address;
    lamports: bigint;
    tokens: bigint;
    instructions: Instruction[];
    lifetime: Awaited<ReturnType<typeof latestLifetime>>;
  },
): Promise<PreparedPayment> {
  const { now, market } = ctx;
  const intentId = randomUUID();
  const prepared = await prepareTransaction(createNoopSigner(p.wallet), p.lifetime.latest, [
    ...p.instructions,
    memoInstruction(`solpad ${p.kind} ${intentId}`),
  ]);
  await tx.insert(schema.marketingIntents).values({
    id: intentId,
    kind: p.kind,
    refId: p.refId,
    wallet: p.wallet,
    escrow: p.escrow,
    lamports: p.lamports,
    tokens: p.tokens,
    messageHash: prepared.messageHash,
    lastValidBlockHeight: p.lifetime.latest.lastValidBlockHeight,
    createdAt: new Date(now()),
  });
  market.watch(p.escrow);
  const blocksLeft = p.lifetime.latest.lastValidBlockHeight - p.lifetime.height;
  return {
    intentId,
    transaction: prepared.wire,
    escrow: p.escrow,
    lamports: p.lamports.toString(),
    tokens: p.tokens.toString(),
    lastValidBlockHeight: p.lifetime.latest.lastValidBlockHeight.toString(),
    expiresAt: new Date(now() + Number(blocksLeft) * SLOT_MS).toISOString(),
  };
}

export async function requireBalance(ctx: MarketingContext, wallet: Address, needed: bigint) {
  const { rpc } = ctx;
  const { value } = await rpc.getBalance(wallet).send();
  if (value < needed) throw catalogued('TX__INSUFFICIENT_SOL');
}

/** Records a landed intent once; returns what to do after the commit (refund a late payment, …). */
export async function recordIntent(
  ctx: MarketingContext,
  intent: IntentRow,
  landed: LandedTransaction,
): Promise<IntentRow> {
  const { db, logger, now } = ctx;
  let after: (() => Promise<unknown>) | undefined;
  const recorded = await db.transaction(async (tx) => {
    const locked = await lockedRow(tx, schema.marketingIntents, intent.id);
    if (!locked) throw new Error('intent vanished');
    if (locked.status === 'confirmed') return locked;
    if (landed.feePayer !== locked.wallet) throw catalogued('MARKETING__WRONG_PAYER');
    switch (locked.kind) {
      case 'campaign_budget': {
        const c = await lockedRecord(tx, 'campaign', locked.refId);
        if (c.state === 'pending_payment')
          await tx
            .update(schema.campaigns)
            .set({ state: 'funded', fundingSignature: landed.signature, updatedAt: new Date(now()) })
            .where(eq(schema.campaigns.id, c.id));
        // Paid after a cancel: the money goes straight back.
        else if (c.state === 'cancelled') after = () => refundCampaign(ctx, c.id);
        break;
      }
      case 'presale_deposit': {
        const p = await lockedRecord(tx, 'presale', locked.refId);
        if (p.state === 'pending_deposit')
          await tx
            .update(schema.presales)
            .set({ state: 'open', depositSignature: landed.signature })
            .where(eq(schema.presales.id, p.id));
        else if (p.state === 'cancelled')
          after = () => planTokenReturn(ctx, p.id).then(() => runPayouts(ctx, p.id));
        break;
      }
      case 'presale_contribution':
        await tx
          .insert(schema.presaleContributions)
          .values({
            signature: landed.signature,
            presaleId: locked.refId,
            wallet: locked.wallet,
            lamports: locked.lamports,
            createdAt: landedAt(landed, now()),
          })
          .onConflictDoNothing();
        break;
      default: {
        const never: never = locked.kind;
        throw new Error(`unknown intent kind ${never}`);
      }
    }
    const [updated] = await tx
      .update(schema.marketingIntents)
      .set({ status: 'confirmed', signature: landed.signature })
      .where(eq(schema.marketingIntents.id, locked.id))
      .returning();
    return updated as IntentRow;
  });
  if (after)
    await after().catch((err: unknown) =>
      logger.warn({ err, intent: intent.id }, 'late payment not returned yet'),
    );
  return recorded;
}

/** The watcher's hook: a landed transaction that is one of our pay-ins is recorded. */
export async function recordLanded(ctx: MarketingContext, landed: LandedTransaction): Promise<boolean> {
  const { db } = ctx;
  if (!landed.succeeded) return false;
  const [intent] = await db
    .select()
    .from(schema.marketingIntents)
    .where(eq(schema.marketingIntents.messageHash, landed.messageHash));
  if (!intent) return false;
  await recordIntent(ctx, intent, landed);
  return true;
}
/** `POST …/confirm`: verifies the landed pay-in is the one prepared for `refId` and records it once. */
export async function confirmPayment(
  ctx: MarketingContext,
  signature: string,
  kind: IntentRow['kind'],
  refId: string,
  what: 'campaign' | 'presale',
): Promise<IntentRow> {
  const { db, rpc } = ctx;
  const notOurs = catalogued(
    'MARKETING__NOT_THIS_PAYMENT',
    `This transaction is not the payment prepared for this ${what}`,
  );
  const [known] = await db
    .select()
    .from(schema.marketingIntents)
    .where(eq(schema.marketingIntents.signature, signature));
  if (known) {
    if (known.kind !== kind || known.refId !== refId) throw notOurs;
    return known;
  }
  const landed = await fetchLanded(rpc, signature);
  if (!landed) throw catalogued('MARKETING__TX_NOT_FOUND');
  if (!landed.succeeded) throw catalogued('MARKETING__TX_FAILED');
  const [intent] = await db
    .select()
    .from(schema.marketingIntents)
    .where(eq(schema.marketingIntents.messageHash, landed.messageHash));
  if (!intent || intent.kind !== kind || intent.refId !== refId) throw notOurs;
  return recordIntent(ctx, intent, landed);
}

/**
 * Releases the reservations of `refId`'s intents whose blockhash expired, after indexing any of them that
 * landed unnoticed (found among the escrow's recent signatures).
 */
export async function reconcileIntents(ctx: MarketingContext, refId: string, escrow: string, height: bigint) {
  const { db, rpc } = ctx;
  const due = and(
    eq(schema.marketingIntents.refId, refId),
    eq(schema.marketingIntents.status, 'open'),
    pastGraceSql(schema.marketingIntents.lastValidBlockHeight, height),
  );
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.marketingIntents).where(due);
  if (!n?.n) return;
  const recent = await rpc.getSignaturesForAddress(address(escrow), { limit: 100 }).send();
  for (const s of recent) {
    if (s.err !== null) continue;
    const landed = await fetchLanded(rpc, s.signature);
    if (landed) await recordLanded(ctx, landed).catch(() => false);
  }
  await db.update(schema.marketingIntents).set({ status: 'expired' }).where(due);
}
