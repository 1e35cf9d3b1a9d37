import {
  MaintenanceModeRequestSchema,
  type MaintenanceStatus,
  MaintenanceStatusSchema,
  PathMaintenanceRequestSchema,
} from '@solpad/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { readJson } from '../lib/validate';
import { type AuditActor, actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

/** The settings key of the maintenance status. */
export const MAINTENANCE_KEY = 'maintenance';

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

/** Changes the maintenance status and audits it, in one transaction. */
async function writeMaintenance(
  db: Db,
  who: AuditActor,
  action: 'maintenance.global' | 'maintenance.path',
  target: string,
  update: (s: MaintenanceStatus) => MaintenanceStatus,
): Promise<MaintenanceStatus> {
  return audited(db, who, action, target, async (tx) => {
    const before = await readMaintenance(tx);
    const next = update(before);
    await tx
      .insert(schema.settings)
      .values({ key: MAINTENANCE_KEY, value: next })
      .onConflictDoUpdate({ target: schema.settings.key, set: { value: next, updatedAt: sql`now()` } });
    return { before, after: next, result: next };
  });
}

/** `POST /maintenance-mode` and `POST /path-maintenance` (spec §7), audited; every /api/ws client is told. */
export function maintenanceRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp()
    .post('/maintenance-mode', async (c) => {
      const { enabled } = await readJson(c, MaintenanceModeRequestSchema);
      const status = await writeMaintenance(db, actorOf(c), 'maintenance.global', '*', (s) => ({
        ...s,
        enabled,
      }));
      deps.logger.info(
        { reqId: c.get('requestId'), admin: c.get('session').address, enabled },
        'maintenance mode changed',
      );
      deps.events.publish({ type: 'maintenance', status });
      return c.json(MaintenanceStatusSchema.parse(status));
    })
    .post('/path-maintenance', async (c) => {
      const { path, enabled } = await readJson(c, PathMaintenanceRequestSchema);
      const status = await writeMaintenance(db, actorOf(c), 'maintenance.path', path, (s) => {
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
      return c.json(MaintenanceStatusSchema.parse(status));
    });
}
