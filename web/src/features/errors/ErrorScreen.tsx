import { SCREEN_TEXTS } from '@solpad/core';
import { errorMessage } from '../../lib/error-message';

/**
 * The generic error screen (spec §2, §8): "Something went wrong", the error's message and Try again, which
 * reloads the page (a reload also refetches any chunk that failed to load).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-500/10 text-red-500">
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        </svg>
      </div>
      <h1 className="font-bold text-2xl">{SCREEN_TEXTS.errorTitle}</h1>
      <p data-testid="error-message" className="max-w-prose break-words text-muted">
        {errorMessage(error)}
      </p>
      <button type="button" onClick={() => window.location.reload()} className="btn-primary">
        {SCREEN_TEXTS.tryAgain}
      </button>
    </div>
  );
}
