import { ERROR_MESSAGES } from '@solpad/core';
import { ApiErrorSchema, NotifyRequestSchema, NotifyResponseSchema } from '@solpad/core/schemas';

/** What the Notify Me form shows after a submit. */
export type NotifyOutcome = 'subscribed' | 'already-subscribed';

/**
 * Validates the address with the API's own schema, so the form and the server agree on what an email is.
 * Returns the message to show, or null when the address is acceptable.
 */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (!email) return 'Enter your email address.';
  const parsed = NotifyRequestSchema.safeParse({ email });
  if (parsed.success) return null;
  return `Email ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
}

/** An API refusal carrying the server's readable message (rate limit, validation). */
export class NotifyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NotifyError';
  }
}

/** `POST /api/notify`; resolves with whether the address was new, rejects with a readable NotifyError. */
export async function subscribe(raw: string): Promise<NotifyOutcome> {
  const body = NotifyRequestSchema.parse({ email: raw.trim() });
  let res: Response;
  try {
    res = await fetch('/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NotifyError('Could not reach the server. Check your connection and try again.', 0);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const apiError = ApiErrorSchema.safeParse(json);
    if (res.status === 429) {
      const retry = res.headers.get('retry-after');
      throw new NotifyError(
        `Too many sign-ups from this connection. Please try again${retry ? ` in ${retry} s` : ' in a minute'}.`,
        429,
      );
    }
    throw new NotifyError(
      apiError.success ? apiError.data.error.message : `${ERROR_MESSAGES.HTTP__NOT_OK} (HTTP ${res.status})`,
      res.status,
    );
  }
  const reply = NotifyResponseSchema.safeParse(json);
  if (!reply.success)
    throw new NotifyError('The server sent an unexpected reply. Please try again.', res.status);
  return reply.data.alreadySubscribed ? 'already-subscribed' : 'subscribed';
}
