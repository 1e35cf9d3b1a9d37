import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from '../../lib/store';
import { toastQueueAtom } from '../../lib/toast';

const Toaster = lazy(() => import('./Toaster'));
const preloadToaster = () => import('./Toaster');

/**
 * Mounts the Radix toaster once there is something to show, and fetches its chunk when the browser is idle
 * so the first toast is not delayed. Once mounted it stays (its viewport owns the F8 hotkey).
 */
export function ToasterSlot() {
  const queued = useAtomValue(toastQueueAtom).length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (queued) setMounted(true);
  }, [queued]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => {
      preloadToaster().then(
        () => setMounted(true),
        () => undefined,
      );
    });
  }, []);
  if (!mounted && !queued) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
