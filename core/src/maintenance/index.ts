import * as zm from 'zod/mini';
import type { MaintenanceStatus } from '../schemas/maintenance';

// Type only: a value export would evaluate core/schemas/maintenance.ts, and classic zod with it, in the shell's
// entry chunk (it imports this module for the maintenance gate). The classic schema is in core/schemas.
export type { MaintenanceStatus } from '../schemas/maintenance';

/** Paths that maintenance never covers (spec §2): the admin areas. */
export const MAINTENANCE_EXEMPT_PREFIXES = ['/admin', '/moonvault'] as const;

/** True when `pathname` is under one of the exempt prefixes (`/admin`, `/admin/…`, not `/administrator`). */
export function isMaintenanceExempt(pathname: string): boolean {
  return MAINTENANCE_EXEMPT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Whether `pathname` shows the maintenance screen: never on exempt paths; otherwise when the global flag is
 * on, or a per-path flag is on for this path or one of its parents (`/tokens` covers `/tokens/solana/pump`).
 */
export function isUnderMaintenance(status: MaintenanceStatus, pathname: string): boolean {
  if (isMaintenanceExempt(pathname)) return false;
  if (status.enabled) return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [flagPath, on] of Object.entries(status.pathMaintenance)) {
    if (!on) continue;
    if (path === flagPath || (flagPath !== '/' && path.startsWith(`${flagPath}/`))) return true;
  }
  return false;
}

/**
 * The maintenance status as the site reads it before its first screen (spec §3: a global flag and per-path
 * flags). Same shape as `MaintenanceStatusSchema` in core/schemas (a test keeps them equal), written with
 * zod/mini: the shell validates it on the critical path, where classic zod (~27 KB gzip) would have to load
 * first.
 */
export const MaintenanceStatusMiniSchema = zm.object({
  enabled: zm.boolean(),
  pathMaintenance: zm.record(zm.string(), zm.boolean()),
});
