import { Hono } from 'hono';
import { auditRoutes } from '../admin/audit';
import { automationRoutes } from '../admin/automations';
import { bannerRoutes } from '../admin/banners';
import { blockchainRoutes } from '../admin/blockchain';
import { botRoutes } from '../admin/bots';
import { cleanupRoutes } from '../admin/cleanup';
import { analysisRoutes, dashboardRoutes } from '../admin/dashboard';
import type { AdminDeps } from '../admin/env';
import { errorRoutes } from '../admin/errors';
import { maintenanceRoutes, readMaintenance } from '../admin/maintenance';
import { marketingAdminRoutes } from '../admin/marketing';
import { metricsRoutes } from '../admin/metrics';
import { systemAdminRoutes } from '../admin/system';
import { tokenAdminRoutes } from '../admin/tokens';
import { treasuryRoutes } from '../admin/treasury';
import { userRoutes } from '../admin/users';
import { type AuthVariables, requireAdmin } from '../auth/session';
import type { AppDeps } from '../deps';
import { rateLimit } from '../lib/rate-limit';

export { MAINTENANCE_KEY, readMaintenance } from '../admin/maintenance';

/** The public maintenance status read (spec §7). Mounted outside the admin gate on purpose. */
export function publicAdminRoutes(deps: AppDeps) {
  return new Hono().get('/maintenance-status', async (c) => c.json(await readMaintenance(deps.database.db)));
}

/**
 * Every admin endpoint. ONE middleware guards the whole router: 401 without a session, 403 for a
 * non-admin. Sections (api/src/admin/*) are mounted below it and never check authorization themselves;
 * admin/gate.test.ts calls every route this router registers without a session and as a non-admin.
 */
export function adminRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return (
    new Hono<{ Variables: AuthVariables }>()
      .use('*', requireAdmin(db, deps.config))
      // Generous: the console polls several panels; still a ceiling for a stolen session or a runaway script.
      .use('*', rateLimit('admin', { limit: 600, windowMs: 60_000 }))
      .route('/', maintenanceRoutes(deps))
      .route('/', auditRoutes(db))
      .route('/', dashboardRoutes(deps))
      .route('/', analysisRoutes(deps))
      .route('/', tokenAdminRoutes(deps))
      .route('/', marketingAdminRoutes(deps))
      .route('/', userRoutes(deps))
      .route('/', errorRoutes(deps))
      .route('/', metricsRoutes(deps))
      .route('/', blockchainRoutes(deps))
      .route('/', bannerRoutes(deps))
      .route('/', systemAdminRoutes(deps))
      .route('/', cleanupRoutes(deps))
      .route('/', automationRoutes(deps))
      .route('/', botRoutes(deps))
      .route('/', treasuryRoutes(deps))
  );
}
