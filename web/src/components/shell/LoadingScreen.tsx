/** A full-screen loading state (the maintenance status is being read). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-app"
    >
      <span
        className="size-8 animate-spin rounded-full border-2 border-line border-t-accent"
        aria-hidden="true"
      />
      <span className="text-muted text-sm">{label}</span>
    </div>
  );
}
