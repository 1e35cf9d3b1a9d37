import { MaintenanceStatusMiniSchema } from '@solpad/core/maintenance';
import type { MaintenanceStatus } from '@solpad/core/schemas';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/query-client';

export const MAINTENANCE_STATUS_PATH = '/api/admin/maintenance-status';

/**
 * `GET /api/admin/maintenance-status`, validated. A failure is only logged (spec §8) and reads as "status
 * unknown" (null), so the app shows normally; it is not retried, because the whole app waits on it behind
 * the loading screen. Live changes arrive over `/api/ws` (useMaintenanceLive) and replace the cached value.
 */
export const maintenanceStatusQueryOptions = queryOptions({
  queryKey: [MAINTENANCE_STATUS_PATH],
  queryFn: async ({ signal }): Promise<MaintenanceStatus | null> => {
    try {
      // zod/mini: this answer gates the first screen, so it must not wait for the classic-zod schema chunk.
      return MaintenanceStatusMiniSchema.parse(await getJson(MAINTENANCE_STATUS_PATH, signal));
    } catch (e) {
      if (signal.aborted) throw e;
      console.error('[maintenance] could not load the maintenance status; showing the app', e);
      return null;
    }
  },
  retry: false,
  staleTime: 30_000,
});
