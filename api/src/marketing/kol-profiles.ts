/** KOL profiles: see community.ts for the rules. Every function takes the community's `deps` first. */
import { randomUUID } from 'node:crypto';
import type {
  KolListQuerySchema,
  KolProfile,
  KolProfileRequest,
  KolProfileUpdateRequest,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../db';
import { likeEscape, readOffsetPage } from '../db/listing';
import { catalogued } from '../lib/errors';
import type { CommunityDeps } from './community-deps';

type KolRow = typeof schema.kolProfiles.$inferSelect;

export async function toKols(deps: CommunityDeps, rows: KolRow[]): Promise<KolProfile[]> {
  const { db } = deps;
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

export async function kol(deps: CommunityDeps, id: string): Promise<KolProfile> {
  const { db } = deps;
  const [row] = await db.select().from(schema.kolProfiles).where(eq(schema.kolProfiles.id, id));
  if (!row) throw catalogued('KOL__NOT_FOUND');
  return (await toKols(deps, [row]))[0] as KolProfile;
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

export async function createKol(deps: CommunityDeps, wallet: string, req: KolProfileRequest) {
  const { db, now } = deps;
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
  if (!inserted.length) throw catalogued('KOL__EXISTS');
  return kol(deps, id);
}

export async function updateKol(
  deps: CommunityDeps,
  wallet: string,
  id: string,
  req: KolProfileUpdateRequest,
) {
  const { db, now } = deps;
  const current = await kol(deps, id);
  if (current.owner !== wallet) throw catalogued('FORBIDDEN', 'Only the profile owner can edit it');
  await db
    .update(schema.kolProfiles)
    .set({ ...profileColumns(req), updatedAt: new Date(now()) })
    .where(eq(schema.kolProfiles.id, id));
  return kol(deps, id);
}

export async function listKols(deps: CommunityDeps, q: z.infer<typeof KolListQuerySchema>) {
  const { db } = deps;
  const k = schema.kolProfiles;
  const hiresDone = sql`(select count(*) from ${schema.kolHires} where ${schema.kolHires.kolId} = ${k.id} and ${schema.kolHires.status} = 'completed')`;
  const order =
    q.sort === 'price'
      ? [asc(k.fromLamports), desc(k.createdAt)]
      : q.sort === 'new'
        ? [desc(k.createdAt), desc(k.id)]
        : q.sort === 'hires'
          ? [sql`${hiresDone} desc`, desc(k.followers)]
          : [desc(k.followers), desc(k.createdAt)];
  const where = and(
    q.search ? ilike(k.name, `%${likeEscape(q.search)}%`) : undefined,
    q.niche ? sql`${k.niches} @> ${JSON.stringify([q.niche])}::jsonb` : undefined,
    // The owner's lookup finds the profile even when hidden (see the header); the directory never shows it.
    q.owner ? eq(k.owner, q.owner) : eq(k.hidden, false),
  );
  const { page, nextCursor } = await readOffsetPage(db, k, where, order, q);
  return { kols: await toKols(deps, page), nextCursor };
}

/**
 * A profile's completed (paid) hires among its 200 newest, newest first: its public track record. Campaign details already show
 * their hires publicly; this is the same data seen from the KOL's side. One profile per wallet, so the
 * owner's hires as KOL are this profile's.
 */
export async function kolPastHires(deps: CommunityDeps, id: string) {
  const { marketing } = deps;
  const profile = await kol(deps, id);
  const hires = await marketing.hiresOf({ kolOwner: profile.owner });
  return hires.filter((h) => h.status === 'completed');
}
