import { useEffect } from 'react';

/**
 * Replaces the whole app while maintenance covers the current path. It polls nothing: the gate above it
 * follows `/api/ws` and swaps the app back in as soon as an admin turns maintenance off.
 */
export function MaintenanceScreen({ global }: { global: boolean }) {
  useEffect(() => {
    const previous = document.title;
    document.title = 'Under maintenance — Solpad';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main
      data-testid="maintenance-screen"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-app px-6 text-center"
    >
      <img src="/favicon.svg" alt="" width={56} height={56} className="size-14" />
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl sm:text-3xl">Under Maintenance</h1>
        <p className="max-w-md text-muted">
          {global
            ? 'Solpad is being upgraded. We will be back shortly.'
            : 'This page is being upgraded. The rest of Solpad works as usual.'}
        </p>
      </div>
      <p role="status" className="flex items-center gap-2 text-subtle text-sm">
        <span className="size-2 animate-pulse rounded-full bg-amber-400" aria-hidden="true" />
        This page comes back by itself when maintenance ends.
      </p>
      {!global && (
        <a href="/" className="btn-secondary">
          Go to the home page
        </a>
      )}
    </main>
  );
}
