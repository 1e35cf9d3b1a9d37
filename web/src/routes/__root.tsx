import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AppShell } from '../components/shell/AppShell';
import { NotFound } from '../components/shell/NotFound';
import { WalletLayerLazy } from '../components/shell/WalletSlot';
import { ToasterSlot } from '../components/ui/ToasterSlot';
import { RouteError } from '../features/errors/RouteError';
import { MaintenanceGate } from '../features/maintenance/MaintenanceGate';
import { useThemeSync } from '../features/theme/ThemeToggle';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  useThemeSync();
  return (
    <>
      <MaintenanceGate>
        <AppShell>
          <Outlet />
        </AppShell>
        <Suspense fallback={null}>
          <WalletLayerLazy />
        </Suspense>
      </MaintenanceGate>
      <ToasterSlot />
    </>
  );
}
