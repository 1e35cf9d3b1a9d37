import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/shell/NotFound';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { installGlobalErrorHandlers } from './features/errors/global-handlers';
import { RouteError } from './features/errors/RouteError';
import { maintenanceStatusQueryOptions } from './features/maintenance/queries';
import { createQueryClient } from './lib/query-client';
import { appStore, StoreProvider } from './lib/store';
import { routeTree } from './routeTree.gen';
import './styles.css';

installGlobalErrorHandlers();

const queryClient = createQueryClient();
// The app waits behind the loading screen for this: start it now, in parallel with the route's chunk.
void queryClient.prefetchQuery(maintenanceStatusQueryOptions);

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks #root');

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <StoreProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StoreProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
