import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteBannersSlot } from '../../features/banners';
import { BottomBar, isBottomBarHidden } from './BottomBar';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/**
 * The page frame: the header on every size, the collapsible sidebar from lg up, the bottom bar below lg.
 * The main column leaves room for the 4 rem sidebar rail (the expanded sidebar overlays the page) and,
 * on mobile, for the fixed bottom bar so nothing hides behind it.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const barHidden = isBottomBarHidden(pathname);
  return (
    <div className="relative min-h-dvh">
      {/* The rail's backdrop over the document's whole height: the fixed sidebar covers the viewport only,
          so a full-page picture (or a browser that paints beyond it) would show the rail ending there. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 hidden w-16 border-line border-r bg-surface lg:block"
      />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-3 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <SiteBannersSlot />
      <Sidebar />
      <main
        id="main"
        tabIndex={-1}
        className={`outline-none lg:pb-10 lg:pl-16 ${barHidden ? 'pb-8' : 'pb-[calc(6rem+env(safe-area-inset-bottom))]'}`}
      >
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
      </main>
      <BottomBar />
    </div>
  );
}
