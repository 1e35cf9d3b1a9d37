import { SCREEN_TEXTS } from '@solpad/core';
import { Icon } from '../../components/shell/Icon';
import { errorMessage } from '../../lib/error-message';

/**
 * The generic error screen (spec §2, §8): "Something went wrong", the error's message and Try again, which
 * reloads the page (a reload also refetches any chunk that failed to load).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-500/10 text-red-500">
        <Icon name="alert" className="size-6" strokeWidth={2} />
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
