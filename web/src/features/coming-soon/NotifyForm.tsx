import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { type NotifyOutcome, subscribe, validateEmail } from './notify';

const OUTCOME_TEXT: Record<NotifyOutcome, string> = {
  subscribed: "You're on the list. We'll email you when a new feature ships.",
  'already-subscribed':
    "You're already subscribed with this address. We'll be in touch when a feature ships.",
};

/**
 * Stay Updated: an email field (type email) and Notify Me, stored through `POST /api/notify`. The address is
 * checked with the API's own schema first, so a mistyped address is caught before any request.
 */
export function NotifyForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: subscribe });

  const error = invalid ?? (mutation.isError ? errorMessage(mutation.error) : null);
  const outcome = mutation.isSuccess ? mutation.data : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = validateEmail(email);
        setInvalid(problem);
        if (problem) {
          mutation.reset();
          return;
        }
        mutation.mutate(email);
      }}
    >
      <label htmlFor={inputId} className="font-medium text-sm">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={messageId}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setInvalid(null);
          }}
          className="input flex-1"
        />
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Subscribing…' : 'Notify Me'}
        </button>
      </div>
      <div id={messageId} aria-live="polite" className="min-h-5 text-sm">
        {error && (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        {!error && outcome && (
          <p
            role="status"
            data-outcome={outcome}
            className={outcome === 'subscribed' ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted'}
          >
            {OUTCOME_TEXT[outcome]}
          </p>
        )}
      </div>
    </form>
  );
}
