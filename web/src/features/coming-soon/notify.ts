import { NotifyRequestSchema, NotifyResponseSchema } from '@solpad/core/schemas';
import { ApiError, apiRequest } from '../../lib/api';

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

/** `POST /api/notify`; resolves with whether the address was new, rejects with a readable ApiError. */
export async function subscribe(raw: string): Promise<NotifyOutcome> {
  const body = NotifyRequestSchema.parse({ email: raw.trim() });
  try {
    const reply = await apiRequest('/api/notify', NotifyResponseSchema, { method: 'POST', body });
    return reply.alreadySubscribed ? 'already-subscribed' : 'subscribed';
  } catch (e) {
    if (e instanceof ApiError && e.status === 429)
      throw new ApiError(
        429,
        e.code,
        `Too many sign-ups from this connection. Please try again${e.retryAfterS ? ` in ${e.retryAfterS} s` : ' in a minute'}.`,
        { cause: e, body: e.body, retryAfterS: e.retryAfterS },
      );
    throw e;
  }
}
