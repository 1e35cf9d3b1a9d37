/**
 * CTO campaigns and KOL profiles: no escrow, but every fact that can be checked on chain is.
 *
 * CTO (community takeover): a proposal for a mint that exists on chain (SPL Token or Token-2022, read when
 * proposed, its supply recorded). Holders pledge once each; a pledge weighs the pledger's token balance read from
 * the chain at that moment (a wallet without tokens cannot pledge). The proposal succeeds as soon as the pledged
 * weight reaches `supply × thresholdBps / 10 000`, expires at `endsAt` if it has not, and can be withdrawn by its
 * proposer while open. One open proposal per mint.
 *
 * KOL profiles: one per wallet, edited only by it. Hires (campaign side) are in service.ts.
 *
 * Moderation (api/src/admin/marketing.ts): a CTO campaign or KOL profile an admin hid is left out of the public
 * lists, as hidden campaigns and presales are; its own page stays reachable (by mint, by id). The one exception is
 * the owner's own profile lookup (`?owner=`, how /kols-creator finds the wallet's profile): an exact match on one
 * wallet, as public as the page by id, so the owner still sees and edits their hidden profile.
 */
import { randomUUID } from 'node:crypto';
import { address } from '@solana/kit';
import type {
  Cto,
  CtoCreateRequest,
  KolListQuerySchema,
  KolProfile,
  KolProfileRequest,
  KolProfileUpdateRequest,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/errors';
import { readMint, tokenBalanceOf } from './chain';
import { checkSchedule } from './context';
import type { MarketingService } from './service';

type CtoRow = typeof schema.ctoCampaigns.$inferSelect;
type KolRow = typeof schema.kolProfiles.$inferSelect;

/** CTO and KOL operations of one app. */
export function communityService(deps: AppDeps, marketing: MarketingService) {
  const db = deps.database.db;
  const { now } = marketing;
  const { rpc } = marketing;

  // ─── CTO ──────────────────────────────────────────────────────────────────────────────────────────────

  const ctoStatus = (row: CtoRow, t: number): Cto['status'] =>
    row.state === 'open' && t >= row.endsAt.getTime() ? 'expired' : row.state;

  async function toCtos(rows: CtoRow[]): Promise<Cto[]> {
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

  async function latestCto(mint: string): Promise<CtoRow> {
    const [row] = await db
      .select()
      .from(schema.ctoCampaigns)
      .where(eq(schema.ctoCampaigns.mint, mint))
      .orderBy(desc(schema.ctoCampaigns.createdAt))
      .limit(1);
    if (!row) throw new HttpError(404, 'CTO__NOT_FOUND', 'No CTO campaign for this token');
    return row;
  }

  async function ctoDetail(mint: string) {
    const row = await latestCto(mint);
    const [cto] = await toCtos([row]);
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

  async function listCtos(q: { status?: Cto['status']; limit: number; cursor: number }) {
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
    const rows = await db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(q.limit + 1)
      .offset(q.cursor);
    return {
      campaigns: await toCtos(rows.slice(0, q.limit)),
      nextCursor: rows.length > q.limit ? q.cursor + q.limit : null,
    };
  }

  async function createCto(wallet: string, req: CtoCreateRequest) {
    const t = now();
    checkSchedule(new Date(t), new Date(req.endsAt), t);
    const info = await readMint(rpc, address(req.mint));
    if (!info) throw new HttpError(400, 'MARKETING__UNKNOWN_MINT', 'No token mint exists at this address');
    if (info.supply === 0n) throw new HttpError(400, 'CTO__NO_SUPPLY', 'This token has no supply to pledge');
    await db.transaction(async (tx) => {
      // Serialises proposals for one mint (there is no row to lock before the first one exists).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cto/${req.mint}`}))`);
      const [open] = await tx
        .select()
        .from(schema.ctoCampaigns)
        .where(and(eq(schema.ctoCampaigns.mint, req.mint), eq(schema.ctoCampaigns.state, 'open')));
      if (open && open.endsAt.getTime() > t)
        throw new HttpError(409, 'CTO__ALREADY_OPEN', 'This token already has an open CTO campaign');
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
    return ctoDetail(req.mint);
  }

  async function pledge(wallet: string, mint: string) {
    const row = await latestCto(mint);
    if (ctoStatus(row, now()) !== 'open')
      throw new HttpError(409, 'CTO__CLOSED', 'This CTO campaign is no longer collecting pledges');
    const weight = await tokenBalanceOf(rpc, address(wallet), address(mint));
    if (weight === 0n) throw new HttpError(400, 'CTO__NOT_A_HOLDER', 'Only holders of this token can pledge');
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(schema.ctoCampaigns)
        .where(eq(schema.ctoCampaigns.id, row.id))
        .for('update');
      if (!locked || ctoStatus(locked, now()) !== 'open')
        throw new HttpError(409, 'CTO__CLOSED', 'This CTO campaign is no longer collecting pledges');
      const inserted = await tx
        .insert(schema.ctoPledges)
        .values({ ctoId: row.id, wallet, weight, createdAt: new Date(now()) })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length)
        throw new HttpError(409, 'CTO__ALREADY_PLEDGED', 'This wallet has already pledged');
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
    const cto = await ctoDetail(mint);
    const mine = cto.pledges.find((p) => p.wallet === wallet);
    return { cto, pledge: mine as (typeof cto.pledges)[number] };
  }

  async function cancelCto(wallet: string, mint: string) {
    const row = await latestCto(mint);
    if (row.proposer !== wallet)
      throw new HttpError(403, 'FORBIDDEN', 'Only the proposer can withdraw this CTO campaign');
    if (ctoStatus(row, now()) !== 'open')
      throw new HttpError(409, 'CTO__CLOSED', 'This CTO campaign is no longer open');
    await db
      .update(schema.ctoCampaigns)
      .set({ state: 'cancelled' })
      .where(eq(schema.ctoCampaigns.id, row.id));
    return ctoDetail(mint);
  }

  // ─── KOL profiles ─────────────────────────────────────────────────────────────────────────────────────

  async function toKols(rows: KolRow[]): Promise<KolProfile[]> {
    const ids = rows.map((r) => r.id);
    const stats = ids.length
      ? await db
          .select({
            id: schema.kolHires.kolId,
            completed: sql<number>`count(*) filter (where ${schema.kolHires.status} = 'completed')::int`,
            open: sql<number>`count(*) filter (where ${schema.kolHires.status} in ('requested', 'accepted'))::int`,
            earned: sql<string>`coalesce(sum(${schema.kolHires.priceLamports}) filter (where ${schema.kolHires.status} = 'completed'), 0)::text`,
          })
          .from(schema.kolHires)
          .where(inArray(schema.kolHires.kolId, ids))
          .groupBy(schema.kolHires.kolId)
      : [];
    const byId = new Map(stats.map((s) => [s.id, s]));
    return rows.map((r) => ({
      id: r.id,
      owner: r.owner,
      name: r.name,
      bio: r.bio,
      avatarUrl: r.avatarUrl,
      handles: r.handles as KolProfile['handles'],
      audience: { followers: r.followers, niches: r.niches as string[], languages: r.languages as string[] },
      priceList: r.priceList as KolProfile['priceList'],
      fromLamports: r.fromLamports.toString(),
      completedHires: byId.get(r.id)?.completed ?? 0,
      openHires: byId.get(r.id)?.open ?? 0,
      earnedLamports: byId.get(r.id)?.earned ?? '0',
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function kol(id: string): Promise<KolProfile> {
    const [row] = await db.select().from(schema.kolProfiles).where(eq(schema.kolProfiles.id, id));
    if (!row) throw new HttpError(404, 'KOL__NOT_FOUND', 'No KOL profile with this id');
    return (await toKols([row]))[0] as KolProfile;
  }

  const profileColumns = (
    req: Partial<Omit<KolProfileRequest, 'avatarUrl'>> & { avatarUrl?: string | null },
  ) => ({
    ...(req.name !== undefined ? { name: req.name } : {}),
    ...(req.bio !== undefined ? { bio: req.bio } : {}),
    ...(req.avatarUrl !== undefined ? { avatarUrl: req.avatarUrl } : {}),
    ...(req.handles !== undefined ? { handles: req.handles } : {}),
    ...(req.audience !== undefined
      ? { followers: req.audience.followers, niches: req.audience.niches, languages: req.audience.languages }
      : {}),
    ...(req.priceList !== undefined
      ? {
          priceList: req.priceList,
          fromLamports: req.priceList.reduce(
            (m, i) => (BigInt(i.priceLamports) < m ? BigInt(i.priceLamports) : m),
            BigInt(req.priceList[0]?.priceLamports ?? '0'),
          ),
        }
      : {}),
  });

  async function createKol(wallet: string, req: KolProfileRequest) {
    const id = randomUUID();
    const t = new Date(now());
    const cols = profileColumns(req);
    const inserted = await db
      .insert(schema.kolProfiles)
      .values({
        id,
        owner: wallet,
        name: req.name,
        bio: req.bio,
        avatarUrl: req.avatarUrl ?? null,
        handles: req.handles,
        followers: req.audience.followers,
        niches: req.audience.niches,
        languages: req.audience.languages,
        priceList: req.priceList,
        fromLamports: cols.fromLamports ?? 0n,
        createdAt: t,
        updatedAt: t,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw new HttpError(409, 'KOL__EXISTS', 'This wallet already has a KOL profile');
    return kol(id);
  }

  async function updateKol(wallet: string, id: string, req: KolProfileUpdateRequest) {
    const current = await kol(id);
    if (current.owner !== wallet) throw new HttpError(403, 'FORBIDDEN', 'Only the profile owner can edit it');
    await db
      .update(schema.kolProfiles)
      .set({ ...profileColumns(req), updatedAt: new Date(now()) })
      .where(eq(schema.kolProfiles.id, id));
    return kol(id);
  }

  async function listKols(q: z.infer<typeof KolListQuerySchema>) {
    const k = schema.kolProfiles;
    const escapeLike = (s: string) => s.replace(/[%_\\]/g, (m) => `\\${m}`);
    const hiresDone = sql`(select count(*) from ${schema.kolHires} where ${schema.kolHires.kolId} = ${k.id} and ${schema.kolHires.status} = 'completed')`;
    const order =
      q.sort === 'price'
        ? [asc(k.fromLamports), desc(k.createdAt)]
        : q.sort === 'new'
          ? [desc(k.createdAt), desc(k.id)]
          : q.sort === 'hires'
            ? [sql`${hiresDone} desc`, desc(k.followers)]
            : [desc(k.followers), desc(k.createdAt)];
    const rows = await db
      .select()
      .from(k)
      .where(
        and(
          q.search ? ilike(k.name, `%${escapeLike(q.search)}%`) : undefined,
          q.niche ? sql`${k.niches} @> ${JSON.stringify([q.niche])}::jsonb` : undefined,
          // The owner's lookup finds the profile even when hidden (see the header); the directory never shows it.
          q.owner ? eq(k.owner, q.owner) : eq(k.hidden, false),
        ),
      )
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(q.cursor);
    return {
      kols: await toKols(rows.slice(0, q.limit)),
      nextCursor: rows.length > q.limit ? q.cursor + q.limit : null,
    };
  }

  /**
   * A profile's completed (paid) hires among its 200 newest, newest first: its public track record. Campaign details already show
   * their hires publicly; this is the same data seen from the KOL's side. One profile per wallet, so the
   * owner's hires as KOL are this profile's.
   */
  async function kolPastHires(id: string) {
    const profile = await kol(id);
    const hires = await marketing.hiresOf({ kolOwner: profile.owner });
    return hires.filter((h) => h.status === 'completed');
  }

  return {
    toCtos,
    listCtos,
    ctoDetail,
    createCto,
    pledge,
    cancelCto,
    toKols,
    listKols,
    kol,
    createKol,
    updateKol,
    kolPastHires,
  };
}
