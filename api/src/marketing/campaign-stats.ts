// Campaign stats: each campaign's escrow balance, paid-out sums and open hires, in one query per list.
import { and, inArray, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { MarketingContext, Tx } from './context';

export async function campaignStats(ctx: MarketingContext, ids: string[], exec: Tx | Db = ctx.db) {
  const stats = new Map<
    string,
    { spent: bigint; refunded: bigint; committed: bigint; participants: number }
  >();
  for (const id of ids) stats.set(id, { spent: 0n, refunded: 0n, committed: 0n, participants: 0 });
  if (!ids.length) return stats;
  const [payouts, hires, participants] = await Promise.all([
    exec
      .select({
        refId: schema.escrowPayouts.refId,
        kind: schema.escrowPayouts.kind,
        v: sql<string>`sum(${schema.escrowPayouts.lamports})::text`,
      })
      .from(schema.escrowPayouts)
      .where(inArray(schema.escrowPayouts.refId, ids))
      .groupBy(schema.escrowPayouts.refId, schema.escrowPayouts.kind),
    exec
      .select({
        id: schema.kolHires.campaignId,
        v: sql<string>`sum(${schema.kolHires.priceLamports})::text`,
      })
      .from(schema.kolHires)
      .where(
        and(
          inArray(schema.kolHires.campaignId, ids),
          inArray(schema.kolHires.status, ['requested', 'accepted']),
        ),
      )
      .groupBy(schema.kolHires.campaignId),
    exec
      .select({ id: schema.campaignParticipants.campaignId, n: sql<number>`count(*)::int` })
      .from(schema.campaignParticipants)
      .where(inArray(schema.campaignParticipants.campaignId, ids))
      .groupBy(schema.campaignParticipants.campaignId),
  ]);
  for (const p of payouts) {
    const s = stats.get(p.refId);
    if (!s) continue;
    if (p.kind === 'kol_payment') s.spent += BigInt(p.v);
    if (p.kind === 'budget_refund') s.refunded += BigInt(p.v);
  }
  for (const h of hires) {
    const s = stats.get(h.id);
    if (s) s.committed = BigInt(h.v);
  }
  for (const p of participants) {
    const s = stats.get(p.id);
    if (s) s.participants = p.n;
  }
  return stats;
}
