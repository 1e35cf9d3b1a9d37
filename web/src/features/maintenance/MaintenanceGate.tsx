import { isMaintenanceExempt, isUnderMaintenance } from '@solpad/core/maintenance';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/shell/LoadingScreen';
import { MaintenanceScreen } from './MaintenanceScreen';
import { maintenanceStatusQueryOptions } from './queries';
import { useMaintenanceLive } from './useMaintenanceLive';

/**
 * Spec §2: while the maintenance status loads, a loading screen; when maintenance covers the current path
 * (globally or by a per-path flag), the whole app is replaced by the maintenance screen — except under
 * /admin and /moonvault, which never wait for the status and are never covered.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: status, isPending } = useQuery(maintenanceStatusQueryOptions);
  useMaintenanceLive();
  if (isMaintenanceExempt(pathname)) return children;
  if (isPending) return <LoadingScreen label="Loading Solpad…" />;
  if (status && isUnderMaintenance(status, pathname)) return <MaintenanceScreen global={status.enabled} />;
  return children;
}
