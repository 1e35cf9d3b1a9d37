import { ApiBaseUrlSchema, DEFAULT_API_BASE_URL } from '@solpad/core/schemas';
import type { KeyValueStorage } from '@solpad/core/storage';

export { DEFAULT_API_BASE_URL };

/** `chrome.storage.local` key of the user's API base URL. */
export const API_BASE_STORAGE_KEY = 'apiBaseUrl';

/**
 * Hosts the manifest grants up front: a local API on any port (Chrome match patterns ignore the port). The
 * manifest (wxt.config.ts) is built from this list, so the options page knows what needs no prompt.
 */
export const BUILT_IN_HOST_PERMISSIONS = ['http://localhost/*', 'http://127.0.0.1/*'] as const;

/** Hosts the options page may ask for at run time, when the user points the extension at another API. */
export const OPTIONAL_HOST_PERMISSIONS = ['https://*/*', 'http://*/*'] as const;

/** The outcome of reading a user-typed API base URL: the normalised URL, or a message to show beside the field. */
export type ApiBaseUrlResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * Validates a user-typed API base URL with core's {@link ApiBaseUrlSchema}: the normalised URL, or the
 * message to show beside the field.
 */
export function parseApiBaseUrl(input: string): ApiBaseUrlResult {
  const parsed = ApiBaseUrlSchema.safeParse(input);
  return parsed.success
    ? { ok: true, url: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid API base URL.' };
}

/** Guard form of {@link parseApiBaseUrl}. */
export function isApiBaseUrl(input: string): boolean {
  return parseApiBaseUrl(input).ok;
}

/** The host permission pattern that lets the extension call `apiBaseUrl` (any port of its host). */
export function hostPermissionFor(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Whether the manifest already grants `apiBaseUrl`, so no permission prompt is needed. */
export function isBuiltInHost(apiBaseUrl: string): boolean {
  return (BUILT_IN_HOST_PERMISSIONS as readonly string[]).includes(hostPermissionFor(apiBaseUrl));
}

/**
 * The saved API base URL, or the default when none (or an invalid one) is stored: `defaultBase()`, by default
 * {@link DEFAULT_API_BASE_URL} (the extension passes the site it was downloaded from, see default-api-base.ts).
 */
export async function loadApiBase(
  storage: KeyValueStorage,
  defaultBase: () => Promise<string> = async () => DEFAULT_API_BASE_URL,
): Promise<string> {
  const stored = await storage.getItem(API_BASE_STORAGE_KEY);
  if (stored === null) return defaultBase();
  const parsed = parseApiBaseUrl(stored);
  return parsed.ok ? parsed.url : defaultBase();
}

/**
 * The API base a downloaded build was baked with (`{"apiBase": "https://…"}`, written by the server into
 * api-base.json of the zip it hands out), or {@link DEFAULT_API_BASE_URL} when it says nothing usable.
 */
export function bakedApiBase(json: unknown): string {
  const apiBase = (json as { apiBase?: unknown } | null)?.apiBase;
  if (typeof apiBase !== 'string') return DEFAULT_API_BASE_URL;
  const parsed = parseApiBaseUrl(apiBase);
  return parsed.ok ? parsed.url : DEFAULT_API_BASE_URL;
}

/** Saves an API base URL that {@link parseApiBaseUrl} accepted. */
export async function saveApiBase(storage: KeyValueStorage, apiBaseUrl: string): Promise<void> {
  await storage.setItem(API_BASE_STORAGE_KEY, apiBaseUrl);
}
