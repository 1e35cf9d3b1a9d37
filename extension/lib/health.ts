import { ApiErrorSchema, type Health, HealthSchema } from '@solpad/core/schemas';

/** Path of the API's health endpoint, appended to the API base URL. */
export const HEALTH_PATH = '/api/health';

/** The popup gives up on the health request after this long. */
export const HEALTH_TIMEOUT_MS = 5000;

/** The health of the API as the popup shows it: the validated body, or a sentence saying what went wrong. */
export type HealthResult = { ok: true; health: Health } | { ok: false; error: string };

/** One labelled line of the popup's health list. */
export interface HealthRow {
  label: string;
  value: string;
  /** `warn` marks a part that is down. */
  tone: 'ok' | 'warn';
}

/** Turns a failed `fetch` (network error, refused connection, timeout) into a readable sentence. */
export function describeFetchFailure(apiBase: string, error: unknown, timeoutMs = HEALTH_TIMEOUT_MS): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The Solpad API at ${apiBase} did not answer within ${timeoutMs / 1000} s.`;
  }
  return `Can't reach the Solpad API at ${apiBase}. Is it running, and is the URL in the options right?`;
}

/**
 * Reads a health response. A degraded API answers 503 with a valid health body, so the body decides, not
 * the status; anything that is not a health body becomes a readable error naming what came back.
 */
export function interpretHealthResponse(apiBase: string, status: number, bodyText: string): HealthResult {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {
      ok: false,
      error: `${apiBase} answered HTTP ${status} with something that is not JSON. Is it the Solpad API?`,
    };
  }
  const health = HealthSchema.safeParse(body);
  if (health.success) return { ok: true, health: health.data };
  const apiError = ApiErrorSchema.safeParse(body);
  if (apiError.success) {
    return { ok: false, error: `The Solpad API answered HTTP ${status}: ${apiError.data.error.message}` };
  }
  const issue = health.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  return {
    ok: false,
    error: `${apiBase} answered HTTP ${status} with an unexpected health report${where}. Is it the Solpad API?`,
  };
}

/** Fetches and validates `${apiBase}/api/health`. Never throws: failures come back as readable errors. */
export async function fetchHealth(
  apiBase: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<HealthResult> {
  let response: Response;
  let bodyText: string;
  try {
    response = await fetchFn(`${apiBase}${HEALTH_PATH}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    bodyText = await response.text();
  } catch (error) {
    return { ok: false, error: describeFetchFailure(apiBase, error, timeoutMs) };
  }
  return interpretHealthResponse(apiBase, response.status, bodyText);
}

const slotFormat = new Intl.NumberFormat('en-US');

function databaseLabel(kind: Health['database']['kind']): string {
  switch (kind) {
    case 'pglite':
      return 'PGlite (embedded)';
    case 'postgres':
      return 'Postgres';
    default: {
      const unknownKind: never = kind;
      return unknownKind;
    }
  }
}

/** One-line summary above the rows: "API OK" or what is degraded. */
export function healthHeadline(health: Health): string {
  switch (health.status) {
    case 'ok':
      return 'API OK';
    case 'degraded': {
      const down = [!health.chain.ok && 'chain', !health.database.ok && 'database'].filter(Boolean);
      return down.length > 0 ? `API degraded: ${down.join(' and ')} down` : 'API degraded';
    }
    case 'starting':
      return 'API starting: the demo market is being set up';
    default: {
      const unknownStatus: never = health.status;
      return unknownStatus;
    }
  }
}

/** The labelled lines the popup shows for a health report. */
export function healthRows(health: Health): HealthRow[] {
  const { chain, database } = health;
  const slot =
    chain.slot === null
      ? `unavailable${chain.error ? ` (${chain.error})` : ''}`
      : slotFormat.format(chain.slot);
  const db = databaseLabel(database.kind);
  return [
    { label: 'Status', value: health.status, tone: health.status === 'ok' ? 'ok' : 'warn' },
    { label: 'Chain', value: chain.mode, tone: chain.ok ? 'ok' : 'warn' },
    { label: 'Cluster', value: chain.cluster, tone: chain.ok ? 'ok' : 'warn' },
    { label: 'Slot', value: slot, tone: chain.slot === null ? 'warn' : 'ok' },
    {
      label: 'Database',
      value: database.ok ? db : `${db}: ${database.error ?? 'unreachable'}`,
      tone: database.ok ? 'ok' : 'warn',
    },
    { label: 'Version', value: health.version, tone: 'ok' },
  ];
}
