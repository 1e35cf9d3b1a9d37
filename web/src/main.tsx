import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/shell/NotFound';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { installGlobalErrorHandlers } from './features/errors/global-handlers';
import { RouteError } from './features/errors/RouteError';
import { maintenanceStatusQueryOptions } from './features/maintenance/queries';
import { createQueryClient } from './lib/query-client';
import { appStore, StoreProvider } from './lib/store';
import { routeTree } from './routeTree.gen';

installGlobalErrorHandlers();

const queryClient = createQueryClient();
// The app waits behind the loading screen for this: start it now, in parallel with the route's chunk.
const maintenanceStatus = queryClient.prefetchQuery(maintenanceStatusQueryOptions);

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

// Give the (preloaded) maintenance status a moment to arrive, so the first render is the page rather than
// the loading screen over index.html's static header.
await Promise.race([maintenanceStatus, new Promise((later) => setTimeout(later, 400))]);

const root = createRoot(rootElement);
// A transition, so React renders the first screen in slices and yields to the browser between them instead of
// holding the main thread for one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <StoreProvider store={appStore}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StoreProvider>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
