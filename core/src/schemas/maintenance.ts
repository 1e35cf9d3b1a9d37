import { z } from 'zod';

/** Maintenance status (spec §3): a global flag and per-path flags. */
export const MaintenanceStatusSchema = z.object({
  enabled: z.boolean(),
  pathMaintenance: z.record(z.string(), z.boolean()),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;

/** `POST /api/admin/maintenance-mode`. */
export const MaintenanceModeRequestSchema = z.object({ enabled: z.boolean() });

/** A site path: starts with `/`, no query or fragment, at most 200 characters. */
export const SitePathSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, 'must be a site path such as /tokens');

/** `POST /api/admin/path-maintenance`. */
export const PathMaintenanceRequestSchema = z.object({ path: SitePathSchema, enabled: z.boolean() });
