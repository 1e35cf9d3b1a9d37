/**
 * CTO (community takeover) campaigns: see community.ts for the rules. Every function takes the community's
 * `deps` first.
 */
import { randomUUID } from 'node:crypto';
import { address } from '@solana/kit';
import type { Cto, CtoCreateRequest } from '@solpad/core/schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '../db';
import { readOffsetPage } from '../db/listing';
import { lockedRow } from '../db/lock';
import { catalogued } from '../lib/errors';
import { readMint, tokenBalanceOf } from './chain';
import type { CommunityDeps } from './community-deps';
import { checkSchedule } from './context';

type CtoRow = typeof schema.ctoCampaigns.$inferSelect;

const ctoStatus = (row: CtoRow, t: number): Cto['status'] =>
  row.state === 'open' && t >= row.endsAt.getTime() ? 'expired' : row.state;

export async function toCtos(deps: CommunityDeps, rows: CtoRow[]): Promise<Cto[]> {
  const { db, now, marketing } = deps;
  const ids = rows.map((r) => r.id);
  const sums = ids.length
    ? await db
        .select({
          id: schema.ctoPledges.ctoId,
          weight: sql<string>`sum(${schema.ctoPledges.weight})::text`,
          n: sql<number>`count(*)::int`,
        })
        .from(schema.ctoPledges)
        .where(inArray(schema.ctoPledges.ctoId, ids))
        .groupBy(schema.ctoPledges.ctoId)
    : [];
  const byId = new Map(sums.map((s) => [s.id, s]));
  const info = await marketing.tokenInfo(rows.map((r) => r.mint));
  const t = now();
  return rows.map((r) => {
    const weight = BigInt(byId.get(r.id)?.weight ?? '0');
    return {
      id: r.id,
      token: { ...marketing.tokenOf(info, r.mint), decimals: r.decimals },
      proposer: r.proposer,
      title: r.title,
      pitch: r.pitch,
      links: r.links as Cto['links'],
      thresholdBps: r.thresholdBps,
      supply: r.supply.toString(),
      thresholdWeight: thresholdWeight(r).toString(),
      pledgedWeight: weight.toString(),
      pledgedBps: r.supply > 0n ? Number((weight * 10_000n) / r.supply) : 0,
      pledgers: byId.get(r.id)?.n ?? 0,
      status: ctoStatus(r, t),
      endsAt: r.endsAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      succeededAt: r.succeededAt?.toISOString() ?? null,
    };
  });
}

const thresholdWeight = (r: Pick<CtoRow, 'supply' | 'thresholdBps'>) =>
  // Rounded up: a threshold of 10 % of 999 base units needs 100, not 99.
  (r.supply * BigInt(r.thresholdBps) + 9_999n) / 10_000n;

export async function latestCto(deps: CommunityDeps, mint: string): Promise<CtoRow> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(schema.ctoCampaigns)
    .where(eq(schema.ctoCampaigns.mint, mint))
    .orderBy(desc(schema.ctoCampaigns.createdAt))
    .limit(1);
  if (!row) throw catalogued('CTO__NOT_FOUND', 'No CTO campaign for this token');
  return row;
}

export async function ctoDetail(deps: CommunityDeps, mint: string) {
  const { db } = deps;
  const row = await latestCto(deps, mint);
  const [cto] = await toCtos(deps, [row]);
  const pledges = await db
    .select()
    .from(schema.ctoPledges)
    .where(eq(schema.ctoPledges.ctoId, row.id))
    .orderBy(desc(schema.ctoPledges.weight), asc(schema.ctoPledges.createdAt));
  return {
    ...(cto as Cto),
    pledges: pledges.map((p) => ({
      wallet: p.wallet,
      weight: p.weight.toString(),
      at: p.createdAt.toISOString(),
    })),
  };
}

export async function listCtos(
  deps: CommunityDeps,
  q: { status?: Cto['status']; limit: number; cursor: number },
) {
  const { db, now } = deps;
  const c = schema.ctoCampaigns;
  const t = new Date(now());
  const where = and(
    eq(c.hidden, false),
    q.status === 'expired'
      ? and(eq(c.state, 'open'), sql`${c.endsAt} <= ${t}`)
      : q.status === 'open'
        ? and(eq(c.state, 'open'), sql`${c.endsAt} > ${t}`)
        : q.status
          ? eq(c.state, q.status)
          : undefined,
  );
  const { page, nextCursor } = await readOffsetPage(db, c, where, [desc(c.createdAt), desc(c.id)], q);
  return { campaigns: await toCtos(deps, page), nextCursor };
}

export async function createCto(deps: CommunityDeps, wallet: string, req: CtoCreateRequest) {
  const { db, now, rpc } = deps;
  const t = now();
  checkSchedule(new Date(t), new Date(req.endsAt), t);
  const info = await readMint(rpc, address(req.mint));
  if (!info) throw catalogued('MARKETING__UNKNOWN_MINT');
  if (info.supply === 0n) throw catalogued('CTO__NO_SUPPLY');
  await db.transaction(async (tx) => {
    // Serialises proposals for one mint (there is no row to lock before the first one exists).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cto/${req.mint}`}))`);
    const [open] = await tx
      .select()
      .from(schema.ctoCampaigns)
      .where(and(eq(schema.ctoCampaigns.mint, req.mint), eq(schema.ctoCampaigns.state, 'open')));
    if (open && open.endsAt.getTime() > t) throw catalogued('CTO__ALREADY_OPEN');
    await tx.insert(schema.ctoCampaigns).values({
      id: randomUUID(),
      mint: req.mint,
      decimals: info.decimals,
      proposer: wallet,
      title: req.title,
      pitch: req.pitch,
      links: req.links,
      thresholdBps: req.thresholdBps,
      supply: info.supply,
      endsAt: new Date(req.endsAt),
      createdAt: new Date(t),
    });
  });
  return ctoDetail(deps, req.mint);
}

export async function pledge(deps: CommunityDeps, wallet: string, mint: string) {
  const { db, now, rpc } = deps;
  const row = await latestCto(deps, mint);
  if (ctoStatus(row, now()) !== 'open')
    throw catalogued('CTO__CLOSED', 'This CTO campaign is no longer collecting pledges');
  const weight = await tokenBalanceOf(rpc, address(wallet), address(mint));
  if (weight === 0n) throw catalogued('CTO__NOT_A_HOLDER');
  await db.transaction(async (tx) => {
    const locked = await lockedRow(tx, schema.ctoCampaigns, row.id);
    if (!locked || ctoStatus(locked, now()) !== 'open')
      throw catalogued('CTO__CLOSED', 'This CTO campaign is no longer collecting pledges');
    const inserted = await tx
      .insert(schema.ctoPledges)
      .values({ ctoId: row.id, wallet, weight, createdAt: new Date(now()) })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw catalogued('CTO__ALREADY_PLEDGED');
    const [sum] = await tx
      .select({ w: sql<string>`sum(${schema.ctoPledges.weight})::text` })
      .from(schema.ctoPledges)
      .where(eq(schema.ctoPledges.ctoId, row.id));
    if (BigInt(sum?.w ?? '0') >= thresholdWeight(locked))
      await tx
        .update(schema.ctoCampaigns)
        .set({ state: 'succeeded', succeededAt: new Date(now()) })
        .where(eq(schema.ctoCampaigns.id, row.id));
  });
  const cto = await ctoDetail(deps, mint);
  const mine = cto.pledges.find((p) => p.wallet === wallet);
  return { cto, pledge: mine as (typeof cto.pledges)[number] };
}

export async function cancelCto(deps: CommunityDeps, wallet: string, mint: string) {
  const { db, now } = deps;
  const row = await latestCto(deps, mint);
  if (row.proposer !== wallet)
    throw catalogued('FORBIDDEN', 'Only the proposer can withdraw this CTO campaign');
  if (ctoStatus(row, now()) !== 'open') throw catalogued('CTO__CLOSED');
  await db.update(schema.ctoCampaigns).set({ state: 'cancelled' }).where(eq(schema.ctoCampaigns.id, row.id));
  return ctoDetail(deps, mint);
}
