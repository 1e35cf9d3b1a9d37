import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/shell/NotFound';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { installGlobalErrorHandlers } from './features/errors/global-handlers';
import { RouteError } from './features/errors/RouteError';
import { maintenanceStatusQueryOptions } from './features/maintenance/queries';
import { nextTask } from './lib/next-task';
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

// React's first commit replaces index.html's static markup (the header, and home's hero or a list's header), so
// it waits for the router to have loaded the first route (its code: no route has a loader): committed before, it
// showed the shell with the route still pending, and that markup vanished until the route chunk arrived (on a slow
// phone the page's largest text flashed out for 0.2–1.2 s). A chunk that fails to load is the route's error
// screen, after the render. Meanwhile give the (preloaded) maintenance status a moment, so the first render
// is the page rather than the loading screen. Not a top-level await: the route chunks import this chunk's modules,
// so they cannot finish loading while this module is still evaluating.
async function firstRender(container: HTMLElement): Promise<void> {
  // The route's chunks are asked for in a task of their own: in the one that evaluated this chunk, adding their
  // preload links made it the page's longest (~175 ms on a phone, 4× CPU).
  await nextTask();
  await Promise.all([
    router.load().catch(() => undefined),
    Promise.race([maintenanceStatus, new Promise((later) => setTimeout(later, 400))]),
  ]);
  const root = createRoot(container);
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
}

void firstRender(rootElement);
