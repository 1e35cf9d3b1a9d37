import {
  MaintenanceModeRequestSchema,
  type MaintenanceStatus,
  MaintenanceStatusSchema,
  PathMaintenanceRequestSchema,
} from '@solpad/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { type AuthVariables, requireAdmin } from '../auth/session';
import { type Db, schema } from '../db';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';

const MAINTENANCE_KEY = 'maintenance';

/** Reads the maintenance status (defaults: off everywhere). */
export async function readMaintenance(db: Db): Promise<MaintenanceStatus> {
  const rows = await db
    .select()
    .from(schema.settings)
    .where(eq(schema.settings.key, MAINTENANCE_KEY))
    .limit(1);
  const parsed = MaintenanceStatusSchema.safeParse(rows[0]?.value);
  return parsed.success ? parsed.data : { enabled: false, pathMaintenance: {} };
}

async function writeMaintenance(
  db: Db,
  update: (s: MaintenanceStatus) => MaintenanceStatus,
): Promise<MaintenanceStatus> {
  return db.transaction(async (tx) => {
    const next = update(await readMaintenance(tx as unknown as Db));
    await tx
      .insert(schema.settings)
      .values({ key: MAINTENANCE_KEY, value: next })
      .onConflictDoUpdate({ target: schema.settings.key, set: { value: next, updatedAt: sql`now()` } });
    return next;
  });
}

/** The public maintenance status read (spec §7). Mounted outside the admin gate on purpose. */
export function publicAdminRoutes(deps: AppDeps) {
  return new Hono().get('/maintenance-status', async (c) => c.json(await readMaintenance(deps.database.db)));
}

/**
 * Every admin endpoint. ONE middleware guards the whole router: 401 without a session, 403 for a
 * non-admin. Handlers never check authorization themselves.
 */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireAdmin(db, deps.config))
    .use('*', rateLimit('admin', { limit: 120, windowMs: 60_000 }))
    .post('/maintenance-mode', async (c) => {
      const { enabled } = await readJson(c, MaintenanceModeRequestSchema);
      const status = await writeMaintenance(db, (s) => ({ ...s, enabled }));
      deps.logger.info(
        { reqId: c.get('requestId'), admin: c.get('session').address, enabled },
        'maintenance mode changed',
      );
      deps.events.publish({ type: 'maintenance', status });
      return c.json(status);
    })
    .post('/path-maintenance', async (c) => {
      const { path, enabled } = await readJson(c, PathMaintenanceRequestSchema);
      const status = await writeMaintenance(db, (s) => {
        const pathMaintenance = { ...s.pathMaintenance };
        if (enabled) pathMaintenance[path] = true;
        else delete pathMaintenance[path];
        return { ...s, pathMaintenance };
      });
      deps.logger.info(
        { reqId: c.get('requestId'), admin: c.get('session').address, path, enabled },
        'path maintenance changed',
      );
      deps.events.publish({ type: 'maintenance', status });
      return c.json(status);
    });
}
