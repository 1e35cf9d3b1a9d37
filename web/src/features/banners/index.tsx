import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * The site banners are never needed to paint a page: their code (and the schema it validates with) is a chunk of
 * its own, loaded once the browser is idle after the first render, and nothing is drawn — no space reserved —
 * until a banner actually exists.
 */
const SiteBanners = lazy(() => import('./SiteBanners'));

/** Waits for an idle moment after mount (a timeout where requestIdleCallback is missing). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The admins' site banners at the top of the app shell, live over /api/ws (mount once, in the shell). */
export function SiteBannersSlot() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SiteBanners />
    </Suspense>
  );
}
