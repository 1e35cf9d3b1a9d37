import {
  type AdminSystem,
  AdminSystemSchema,
  type FeatureFlagsResponse,
  FeatureFlagsResponseSchema,
  FeatureFlagsSchema,
  FeatureFlagsUpdateSchema,
} from '@solpad/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Db, schema } from '../db';
import type { AppDeps } from '../deps';
import { readJson } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';
import { readMaintenance } from './maintenance';

/** The settings key of the feature flags. */
export const FEATURE_FLAGS_KEY = 'feature-flags';

/** Reads the feature flags (none set: an empty set). */
export async function readFeatureFlags(db: Db): Promise<FeatureFlagsResponse> {
  const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, FEATURE_FLAGS_KEY));
  const parsed = FeatureFlagsSchema.safeParse(row?.value);
  return parsed.success && row
    ? { flags: parsed.data, updatedAt: row.updatedAt.toISOString() }
    : { flags: {}, updatedAt: null };
}

/** `GET /feature-flags` for everyone (the site reads it). Mounted outside the admin gate on purpose. */
export function publicFeatureFlagRoutes(deps: AppDeps) {
  return new Hono().get('/feature-flags', async (c) =>
    c.json(FeatureFlagsResponseSchema.parse(await readFeatureFlags(deps.database.db))),
  );
}

/** `GET|PUT /feature-flags` and `GET /system` (the process, its memory, its database and chain). */
export function systemAdminRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp()
    .get('/feature-flags', async (c) => c.json(FeatureFlagsResponseSchema.parse(await readFeatureFlags(db))))
    .put('/feature-flags', async (c) => {
      const { flags } = await readJson(c, FeatureFlagsUpdateSchema);
      const result = await audited(db, actorOf(c), 'feature-flags.update', FEATURE_FLAGS_KEY, async (tx) => {
        const before = await readFeatureFlags(tx);
        const [row] = await tx
          .insert(schema.settings)
          .values({ key: FEATURE_FLAGS_KEY, value: flags })
          .onConflictDoUpdate({ target: schema.settings.key, set: { value: flags, updatedAt: sql`now()` } })
          .returning();
        const after: FeatureFlagsResponse = { flags, updatedAt: row?.updatedAt.toISOString() ?? null };
        return { before: before.flags, after: flags, result: after };
      });
      return c.json(FeatureFlagsResponseSchema.parse(result));
    })
    .get('/system', async (c) => {
      const memory = process.memoryUsage();
      const body: AdminSystem = {
        version: deps.version,
        nodeVersion: process.version,
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        memory: {
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
          externalBytes: memory.external,
        },
        database: deps.database.kind,
        chainMode: deps.chain.mode,
        cluster: deps.config.cluster,
        maintenance: await readMaintenance(db),
      };
      return c.json(AdminSystemSchema.parse(body));
    });
}
