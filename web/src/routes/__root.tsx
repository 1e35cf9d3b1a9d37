import { SCREEN_TEXTS } from '@solpad/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, type ErrorComponentProps, Link, Outlet } from '@tanstack/react-router';
import { Header } from '../components/Header';
import { WalletLayer } from '../features/wallet/WalletLayer';
import { errorMessage } from '../lib/error-message';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <WalletLayer />
    </div>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="font-bold text-2xl">{SCREEN_TEXTS.notFound}</h1>
      <Link to="/" className="text-violet-300 underline-offset-4 hover:underline">
        Back to home
      </Link>
    </div>
  );
}

function ErrorScreen({ error }: ErrorComponentProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="font-bold text-2xl">{SCREEN_TEXTS.errorTitle}</h1>
      <p className="max-w-prose text-muted">{errorMessage(error)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-xl bg-violet-600 px-4 py-2 font-semibold text-sm text-white hover:bg-violet-500"
      >
        {SCREEN_TEXTS.tryAgain}
      </button>
    </div>
  );
}
