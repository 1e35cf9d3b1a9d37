import { z } from 'zod';

/** Where the extension looks for the Solpad API until the user sets another base URL (the API's PORT default). */
export const DEFAULT_API_BASE_URL = 'http://localhost:8787';

/** The outcome of reading a user-typed API base URL: the normalised URL, or a message to show beside the field. */
type ApiBaseUrlResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * Validates a user-typed API base URL: an absolute http(s) URL, without credentials, query or fragment.
 * A path prefix is kept (an API behind a reverse proxy); trailing slashes are dropped, so callers append
 * `/api/...` directly.
 */
function checkApiBaseUrl(input: string): ApiBaseUrlResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: `Enter the API base URL, e.g. ${DEFAULT_API_BASE_URL}.` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `“${text}” is not a URL. Enter one like ${DEFAULT_API_BASE_URL}.` };
  }
  // `localhost:8787` parses as scheme "localhost:"; name the likely intent instead of that scheme.
  if (!text.includes('://') && URL.canParse(`http://${text}`)) {
    return { ok: false, error: `Start the URL with http:// or https://, e.g. http://${text}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      error: `The API base URL must start with http:// or https:// (got ${url.protocol}).`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, error: 'The API base URL must not contain a user name or password.' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, error: 'The API base URL must not contain a ?query or #fragment.' };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/**
 * A user-typed API base URL (the extension's options page): an absolute http(s) URL without credentials,
 * query or fragment, normalised without trailing slashes. Its messages are written to show beside the field.
 */
export const ApiBaseUrlSchema = z.string().transform((input, ctx) => {
  const result = checkApiBaseUrl(input);
  if (result.ok) return result.url;
  ctx.addIssue({ code: 'custom', message: result.error });
  return z.NEVER;
});
