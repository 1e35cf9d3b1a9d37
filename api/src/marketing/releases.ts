// Releases: every payout row of an escrow sent exactly once (one worker per escrow, `planned → sent → paid`,
// a sent row checked on chain before it is ever sent again).
import { randomUUID } from 'node:crypto';
import { address, type Instruction, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { TWO_SIGNATURE_FEE } from '../chain/constants';
import { preparedStatus } from '../chain/prepared';
import { type Db, schema } from '../db';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import { memoInstruction } from '../trade/tx';
import { ataFor, type EscrowKind, signRelease } from './chain';
import {
  CONFIRM_TIMEOUT_MS,
  latestLifetime,
  type MarketingContext,
  notFound,
  type PayoutKind,
  type PayoutRow,
  presaleRow,
  SOL_KINDS,
  SOL_PAYOUTS_PER_TX,
  TOKEN_PAYOUTS_PER_TX,
  type Tx,
} from './context';

/** Pays every outstanding payout of one escrow (one worker per escrow at a time; see the module comment). */
export function runPayouts(ctx: MarketingContext, refId: string): Promise<void> {
  const { queues } = ctx;
  const previous = queues.get(refId) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => payOutstanding(ctx, refId));
  queues.set(refId, next);
  void next
    .finally(() => {
      if (queues.get(refId) === next) queues.delete(refId);
    })
    .catch(() => {});
  return next;
}

/** Waits until a sent release is confirmed (→ paid), failed or expired (→ planned); false on timeout. */
export async function settleSent(
  ctx: MarketingContext,
  signature: string,
  lastValid: bigint | null,
): Promise<boolean> {
  const { db, rpc, now } = ctx;
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  for (;;) {
    const status = await preparedStatus(rpc, signature, lastValid);
    if (status === 'landed') {
      await db
        .update(schema.escrowPayouts)
        .set({ status: 'paid', paidAt: new Date(now()) })
        .where(and(eq(schema.escrowPayouts.signature, signature), eq(schema.escrowPayouts.status, 'sent')));
      return true;
    }
    if (status === 'failed' || status === 'expired') {
      // It did not move anything: plan it again.
      await db
        .update(schema.escrowPayouts)
        .set({ status: 'planned', signature: null, lastValidBlockHeight: null })
        .where(and(eq(schema.escrowPayouts.signature, signature), eq(schema.escrowPayouts.status, 'sent')));
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const stillConfirming = () => catalogued('MARKETING__RELEASE_PENDING');

export async function payOutstanding(ctx: MarketingContext, refId: string): Promise<void> {
  const { db } = ctx;
  for (let round = 0; round < 50; round++) {
    const rows = await db
      .select()
      .from(schema.escrowPayouts)
      .where(and(eq(schema.escrowPayouts.refId, refId), ne(schema.escrowPayouts.status, 'paid')))
      .orderBy(asc(schema.escrowPayouts.createdAt), asc(schema.escrowPayouts.key));
    if (!rows.length) return finishPresale(ctx, refId);
    const sent = rows.find((r) => r.status === 'sent');
    if (sent?.signature) {
      if (!(await settleSent(ctx, sent.signature, sent.lastValidBlockHeight))) throw stillConfirming();
      continue;
    }
    // Tokens first (the token account is closed by the return), then SOL.
    const allocations = rows.filter((r) => r.kind === 'token_allocation');
    const tokenReturn = rows.filter((r) => r.kind === 'token_return');
    const batch = allocations.length
      ? allocations.slice(0, TOKEN_PAYOUTS_PER_TX)
      : tokenReturn.length
        ? tokenReturn.slice(0, 1)
        : rows.filter((r) => SOL_KINDS.has(r.kind)).slice(0, SOL_PAYOUTS_PER_TX);
    await sendBatch(ctx, refId, batch);
  }
  throw stillConfirming();
}

export async function sendBatch(ctx: MarketingContext, refId: string, batch: PayoutRow[]) {
  const { db, rpc, escrowOf, market } = ctx;
  const first = batch[0];
  if (!first) return;
  const escrowKind: EscrowKind = first.escrowKind;
  const keys = market.keys();
  const [escrow, treasury] = await Promise.all([escrowOf(escrowKind, refId), keys.treasury()]);
  const ixs: Instruction[] = [];
  let ataCount = 0;
  if (escrowKind === 'presale' && !SOL_KINDS.has(first.kind)) {
    const [p] = await db.select().from(schema.presales).where(eq(schema.presales.id, refId));
    if (!p) throw notFound('presale');
    const mint = address(p.mint);
    const program = address(p.tokenProgram);
    const escrowAta = await ataFor(escrow.address, mint, program);
    for (const row of batch) {
      const owner = address(row.recipient);
      const ata = await ataFor(owner, mint, program);
      ataCount++;
      ixs.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: treasury,
          ata,
          owner,
          mint,
          tokenProgram: program,
        }),
      );
      if (row.tokens > 0n)
        ixs.push(
          getTransferCheckedInstruction(
            {
              source: escrowAta,
              mint,
              destination: ata,
              authority: escrow,
              amount: row.tokens,
              decimals: p.decimals,
            },
            { programAddress: program },
          ),
        );
      if (row.kind === 'token_return')
        // Empty now: close it and give its rent back to the creator who paid it.
        ixs.push(
          getCloseAccountInstruction(
            { account: escrowAta, destination: owner, owner: escrow },
            { programAddress: program },
          ),
        );
    }
  } else {
    for (const row of batch)
      ixs.push(
        getTransferSolInstruction({
          source: escrow,
          destination: address(row.recipient),
          amount: lamports(row.lamports),
        }),
      );
  }
  ixs.push(memoInstruction(`solpad release ${escrowKind} ${refId}`));
  // The treasury pays the network fee (and contributors' token accounts): refuse clearly when it cannot.
  const ataRent = ataCount ? await rpc.getMinimumBalanceForRentExemption(170n).send() : 0n;
  const { value: treasuryBalance } = await rpc.getBalance(treasury.address).send();
  if (treasuryBalance < TWO_SIGNATURE_FEE + ataRent * BigInt(ataCount))
    throw catalogued('MARKETING__TREASURY_UNFUNDED');
  const { latest } = await latestLifetime(ctx);
  const signed = await signRelease(treasury, latest, ixs);
  const ids = batch.map((r) => r.id);
  const taken = await db
    .update(schema.escrowPayouts)
    .set({ status: 'sent', signature: signed.signature, lastValidBlockHeight: signed.lastValidBlockHeight })
    .where(and(inArray(schema.escrowPayouts.id, ids), eq(schema.escrowPayouts.status, 'planned')))
    .returning({ id: schema.escrowPayouts.id });
  const revert = () =>
    db
      .update(schema.escrowPayouts)
      .set({ status: 'planned', signature: null, lastValidBlockHeight: null })
      .where(
        and(eq(schema.escrowPayouts.signature, signed.signature), eq(schema.escrowPayouts.status, 'sent')),
      );
  if (taken.length !== ids.length) {
    // Another process took some of these rows: leave them to it.
    await revert();
    return;
  }
  try {
    await rpc.sendTransaction(signed.wire as never, { encoding: 'base64' }).send();
  } catch (err) {
    // Refused before it ran (preflight): nothing moved.
    await revert();
    throw catalogued(
      'MARKETING__RELEASE_REFUSED',
      `The chain refused the release transaction: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!(await settleSent(ctx, signed.signature, signed.lastValidBlockHeight))) throw stillConfirming();
}

/** A presale whose payouts are all paid reaches its outcome. */
export async function finishPresale(ctx: MarketingContext, refId: string) {
  const { db } = ctx;
  await db
    .update(schema.presales)
    .set({ state: sql`${schema.presales.outcome}` })
    .where(and(eq(schema.presales.id, refId), eq(schema.presales.state, 'finalizing')));
}

export async function insertPayouts(
  ctx: MarketingContext,
  tx: Tx | Db,
  escrowKind: EscrowKind,
  refId: string,
  rows: { key: string; kind: PayoutKind; recipient: string; lamports?: bigint; tokens?: bigint }[],
) {
  const { now } = ctx;
  if (!rows.length) return;
  const at = now();
  await tx
    .insert(schema.escrowPayouts)
    .values(
      rows.map((r, i) => ({
        id: randomUUID(),
        key: r.key,
        escrowKind,
        refId,
        kind: r.kind,
        recipient: r.recipient,
        lamports: r.lamports ?? 0n,
        tokens: r.tokens ?? 0n,
        // Keeps the planned order (allocations before the return) within one insert.
        createdAt: new Date(at + i),
      })),
    )
    .onConflictDoNothing();
}

export async function payoutsOf(ctx: MarketingContext, refId: string) {
  const { db } = ctx;
  return db
    .select()
    .from(schema.escrowPayouts)
    .where(eq(schema.escrowPayouts.refId, refId))
    .orderBy(asc(schema.escrowPayouts.createdAt), asc(schema.escrowPayouts.key));
}

/** Lamports an escrow received (confirmed pay-ins) and paid out (every payout, whatever its status). */
export async function ledger(tx: Tx | Db, refId: string) {
  const [inflow] = await tx
    .select({ v: sql<string>`coalesce(sum(${schema.marketingIntents.lamports}), 0)::text` })
    .from(schema.marketingIntents)
    .where(and(eq(schema.marketingIntents.refId, refId), eq(schema.marketingIntents.status, 'confirmed')));
  const [outflow] = await tx
    .select({ v: sql<string>`coalesce(sum(${schema.escrowPayouts.lamports}), 0)::text` })
    .from(schema.escrowPayouts)
    .where(eq(schema.escrowPayouts.refId, refId));
  return { inflow: BigInt(inflow?.v ?? '0'), outflow: BigInt(outflow?.v ?? '0') };
}

/** Plans the refund of whatever the campaign's escrow still holds per the ledger, and pays it. */
export async function refundCampaign(ctx: MarketingContext, id: string): Promise<PayoutRow | null> {
  const { db } = ctx;
  const key = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, schema.campaigns, id);
    if (row?.state !== 'cancelled') return null;
    const { inflow, outflow } = await ledger(tx, id);
    if (inflow <= outflow) return null;
    // One refund per total received: a second cancel finds the same key; a late payment makes a new one.
    const k = `campaign/${id}/refund/${inflow}`;
    await insertPayouts(ctx, tx, 'campaign', id, [
      { key: k, kind: 'budget_refund', recipient: row.owner, lamports: inflow - outflow },
    ]);
    return k;
  });
  await runPayouts(ctx, id);
  if (!key) return null;
  const [payout] = await db.select().from(schema.escrowPayouts).where(eq(schema.escrowPayouts.key, key));
  return payout ?? null;
}

export async function planTokenReturn(ctx: MarketingContext, id: string) {
  const { db } = ctx;
  const row = await presaleRow(ctx, id);
  await insertPayouts(ctx, db, 'presale', id, [
    {
      key: `presale/${id}/token-return`,
      kind: 'token_return',
      recipient: row.owner,
      tokens: row.tokensForSale,
    },
  ]);
}

/**
 * Sends every payout of every escrow that is not paid yet, escrow by escrow: a release refused because the
 * treasury could not pay its network fee (MARKETING__TREASURY_UNFUNDED) or by the chain stays planned, and a cancel
 * that already happened is not run again — without this, a cancelled presale's token return or a campaign's refund
 * would wait for nothing. A sent row is checked on chain before it is sent again (see {@link payOutstanding}).
 */
export async function payUnpaidReleases(ctx: MarketingContext): Promise<{ escrows: number; failed: number }> {
  const due = await ctx.db
    .selectDistinct({ refId: schema.escrowPayouts.refId })
    .from(schema.escrowPayouts)
    .where(ne(schema.escrowPayouts.status, 'paid'));
  let failed = 0;
  for (const { refId } of due) {
    try {
      await runPayouts(ctx, refId);
    } catch (err) {
      failed++;
      ctx.logger.warn({ err, escrowOf: refId }, 'release not sent: retried on the next run');
    }
  }
  return { escrows: due.length, failed };
}
