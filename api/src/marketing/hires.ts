// KOL hires, the campaign side (profiles are in community.ts): request, accept / decline / cancel / complete.
import { randomUUID } from 'node:crypto';
import type { KolHire } from '@solpad/core/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '../db';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import { campaignStats } from './campaign-stats';
import { campaignPhaseOf, lockedRecord, type MarketingContext, requireOwner } from './context';
import { insertPayouts, runPayouts } from './releases';

export async function hiresOf(
  ctx: MarketingContext,
  where: { campaignId?: string; client?: string; kolOwner?: string; id?: string },
) {
  const { db } = ctx;
  const h = schema.kolHires;
  const rows = await db
    .select({
      hire: h,
      kolName: schema.kolProfiles.name,
      kolWallet: schema.kolProfiles.owner,
      campaignName: schema.campaigns.name,
    })
    .from(h)
    .innerJoin(schema.kolProfiles, eq(schema.kolProfiles.id, h.kolId))
    .innerJoin(schema.campaigns, eq(schema.campaigns.id, h.campaignId))
    .where(
      and(
        where.id ? eq(h.id, where.id) : undefined,
        where.campaignId ? eq(h.campaignId, where.campaignId) : undefined,
        where.client ? eq(h.client, where.client) : undefined,
        where.kolOwner ? eq(schema.kolProfiles.owner, where.kolOwner) : undefined,
      ),
    )
    .orderBy(desc(h.createdAt))
    .limit(200);
  const payments = rows.length
    ? await db
        .select()
        .from(schema.escrowPayouts)
        .where(
          inArray(
            schema.escrowPayouts.key,
            rows.map((r) => `kol/${r.hire.id}`),
          ),
        )
    : [];
  const paid = new Map(payments.map((p) => [p.key, p.signature]));
  return rows.map(
    (r): KolHire => ({
      id: r.hire.id,
      kolId: r.hire.kolId,
      kolName: r.kolName,
      kolWallet: r.kolWallet,
      campaignId: r.hire.campaignId,
      campaignName: r.campaignName,
      client: r.hire.client,
      service: r.hire.service,
      priceLamports: r.hire.priceLamports.toString(),
      message: r.hire.message,
      status: r.hire.status,
      paymentSignature: paid.get(`kol/${r.hire.id}`) ?? null,
      createdAt: r.hire.createdAt.toISOString(),
      updatedAt: r.hire.updatedAt.toISOString(),
    }),
  );
}

export async function hire(ctx: MarketingContext, id: string): Promise<KolHire> {
  const [h] = await hiresOf(ctx, { id });
  if (!h) throw catalogued('HIRE__NOT_FOUND');
  return h;
}

/** `POST /kols/{id}/hires`: the campaign's owner hires a KOL; the price is held from the available budget. */
export async function requestHire(
  ctx: MarketingContext,
  wallet: string,
  kolId: string,
  req: { campaignId: string; service: string; message: string },
) {
  const { db, now } = ctx;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // Shared lock: an admin hiding the profile (api/src/admin/marketing.ts, `for update`) waits, or is waited for.
    const kol = await lockedRow(tx, schema.kolProfiles, kolId, 'share');
    if (!kol) throw catalogued('KOL__NOT_FOUND');
    if (kol.hidden) throw catalogued('KOL__HIDDEN');
    const c = await lockedRecord(tx, 'campaign', req.campaignId);
    requireOwner(c, wallet, 'campaign');
    if (kol.owner === wallet) throw catalogued('HIRE__SELF');
    const t = now();
    const phase = campaignPhaseOf(c, t);
    if (phase !== 'scheduled' && phase !== 'active') throw catalogued('CAMPAIGN__NOT_FUNDED');
    const item = (kol.priceList as { service: string; priceLamports: string }[]).find(
      (i) => i.service.toLowerCase() === req.service.toLowerCase(),
    );
    if (!item) throw catalogued('HIRE__UNKNOWN_SERVICE');
    const price = BigInt(item.priceLamports);
    const stats = (await campaignStats(ctx, [c.id], tx)).get(c.id);
    const available = c.budgetLamports - (stats?.spent ?? 0n) - (stats?.committed ?? 0n);
    if (price > available) throw catalogued('HIRE__OVER_BUDGET');
    await tx.insert(schema.kolHires).values({
      id,
      kolId,
      campaignId: c.id,
      client: wallet,
      service: item.service,
      priceLamports: price,
      message: req.message,
      createdAt: new Date(t),
      updatedAt: new Date(t),
    });
  });
  return hire(ctx, id);
}

/** Accept / decline (the KOL), cancel / complete (the client). Completing pays the KOL from the escrow. */
export async function actOnHire(
  ctx: MarketingContext,
  wallet: string,
  id: string,
  action: 'accept' | 'decline' | 'cancel' | 'complete',
) {
  const { db, now } = ctx;
  const transitions: Record<
    typeof action,
    { from: KolHire['status'][]; to: KolHire['status']; by: 'kol' | 'client' }
  > = {
    accept: { from: ['requested'], to: 'accepted', by: 'kol' },
    decline: { from: ['requested'], to: 'declined', by: 'kol' },
    cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: 'client' },
    complete: { from: ['accepted'], to: 'completed', by: 'client' },
  };
  const rule = transitions[action];
  const pay = await db.transaction(async (tx) => {
    const h = await lockedRow(tx, schema.kolHires, id);
    if (!h) throw catalogued('HIRE__NOT_FOUND');
    const [kol] = await tx.select().from(schema.kolProfiles).where(eq(schema.kolProfiles.id, h.kolId));
    const actor = rule.by === 'kol' ? kol?.owner : h.client;
    if (actor !== wallet)
      throw catalogued(
        'FORBIDDEN',
        rule.by === 'kol' ? 'Only the KOL can do this' : "Only the campaign's owner can do this",
      );
    if (h.status === rule.to && action === 'complete') return false;
    if (!rule.from.includes(h.status))
      throw catalogued('HIRE__WRONG_STATE', `This hire is ${h.status}; it cannot be ${rule.to} now`);
    await tx
      .update(schema.kolHires)
      .set({ status: rule.to, updatedAt: new Date(now()) })
      .where(eq(schema.kolHires.id, id));
    if (action !== 'complete') return false;
    await insertPayouts(ctx, tx, 'campaign', h.campaignId, [
      {
        key: `kol/${h.id}`,
        kind: 'kol_payment',
        recipient: kol?.owner as string,
        lamports: h.priceLamports,
      },
    ]);
    return h.campaignId;
  });
  if (pay) await runPayouts(ctx, pay);
  else if (action === 'complete') {
    const [h] = await db.select().from(schema.kolHires).where(eq(schema.kolHires.id, id));
    if (h) await runPayouts(ctx, h.campaignId);
  }
  return hire(ctx, id);
}
