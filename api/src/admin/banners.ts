import {
  AdminBannerListSchema,
  BannerCreateRequestSchema,
  BannerIdParamsSchema,
  BannerUpdateRequestSchema,
  type PublicBanner,
  PublicBannersSchema,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Db, schema } from '../db';
import { lockedRow } from '../db/lock';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { readJson, readParams } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

type BannerRow = typeof schema.banners.$inferSelect;

const toPublic = (b: BannerRow): PublicBanner => ({
  id: b.id,
  text: b.text,
  level: b.level,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt?.toISOString() ?? null,
});

const isActive = (b: BannerRow, now: Date) =>
  b.enabled && b.startsAt <= now && (b.endsAt === null || b.endsAt > now);

const toAdmin = (b: BannerRow, now = new Date()) => ({
  ...toPublic(b),
  enabled: b.enabled,
  active: isActive(b, now),
  createdAt: b.createdAt.toISOString(),
  createdBy: b.createdBy,
});

/** The banners shown now, oldest first. */
export async function activeBanners(db: Db, now = new Date()): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(schema.banners)
    .where(
      and(
        eq(schema.banners.enabled, true),
        lte(schema.banners.startsAt, now),
        or(isNull(schema.banners.endsAt), gt(schema.banners.endsAt, now)),
      ),
    )
    .orderBy(asc(schema.banners.startsAt))
    .limit(20);
  return rows.map(toPublic);
}

/** `GET /banners` for everyone (active banners only). Mounted outside the admin gate on purpose. */
export function publicBannerRoutes(deps: AppDeps) {
  return new Hono().get('/banners', async (c) =>
    c.json(PublicBannersSchema.parse({ banners: await activeBanners(deps.database.db) })),
  );
}

/**
 * `GET|POST /banners`, `PUT|DELETE /banners/{id}`; every change pushes the active banners to /api/ws clients.
 */
export function bannerRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const announce = async () => deps.events.publish({ type: 'banner', banners: await activeBanners(db) });
  return adminApp()
    .get('/banners', async (c) => {
      const now = new Date();
      const rows = await db.select().from(schema.banners).orderBy(desc(schema.banners.createdAt)).limit(200);
      return c.json(AdminBannerListSchema.parse({ banners: rows.map((b) => toAdmin(b, now)) }));
    })
    .post('/banners', async (c) => {
      const body = await readJson(c, BannerCreateRequestSchema);
      const who = actorOf(c);
      const banner = await audited(db, who, 'banner.create', null, async (tx) => {
        const [row] = await tx
          .insert(schema.banners)
          .values({
            text: body.text,
            level: body.level,
            ...(body.startsAt ? { startsAt: new Date(body.startsAt) } : {}),
            endsAt: body.endsAt ? new Date(body.endsAt) : null,
            createdBy: who.actor,
          })
          .returning();
        if (!row) throw new Error('banner insert returned nothing');
        return { before: null, after: toPublic(row), result: row, target: row.id };
      });
      await announce();
      return c.json(AdminBannerListSchema.shape.banners.element.parse(toAdmin(banner)), 201);
    })
    .put('/banners/:id', async (c) => {
      // The body first: a malformed body is named as such whatever the id (the contract tests rely on it).
      const body = await readJson(c, BannerUpdateRequestSchema);
      const { id } = readParams(c, BannerIdParamsSchema);
      const banner = await audited(db, actorOf(c), 'banner.update', id, async (tx) => {
        const old = await lockedRow(tx, schema.banners, id);
        if (!old) throw catalogued('NOT_FOUND', 'No banner with this id');
        const startsAt = body.startsAt ? new Date(body.startsAt) : old.startsAt;
        const endsAt = body.endsAt ? new Date(body.endsAt) : null;
        // The schema compares the two dates only when both are sent; a kept start is checked here.
        if (endsAt && endsAt <= startsAt)
          throw catalogued('INVALID_REQUEST', 'endsAt: must be after startsAt');
        const [row] = await tx
          .update(schema.banners)
          .set({ text: body.text, level: body.level, startsAt, endsAt, enabled: body.enabled })
          .where(eq(schema.banners.id, id))
          .returning();
        if (!row) throw new Error('banner update returned nothing');
        return {
          before: { ...toPublic(old), enabled: old.enabled },
          after: { ...toPublic(row), enabled: row.enabled },
          result: row,
        };
      });
      await announce();
      return c.json(AdminBannerListSchema.shape.banners.element.parse(toAdmin(banner)));
    })
    .delete('/banners/:id', async (c) => {
      const { id } = readParams(c, BannerIdParamsSchema);
      await audited(db, actorOf(c), 'banner.delete', id, async (tx) => {
        const [gone] = await tx.delete(schema.banners).where(eq(schema.banners.id, id)).returning();
        if (!gone) throw catalogued('NOT_FOUND', 'No banner with this id');
        return { before: toPublic(gone), after: null, result: undefined };
      });
      await announce();
      return c.body(null, 204);
    });
}
