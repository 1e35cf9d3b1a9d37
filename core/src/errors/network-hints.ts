/**
 * Hints for network-type errors (spec §8: "network-type errors get hints about server, connectivity, CORS,
 * missing endpoint or timeout"). The site logs these beside an uncaught error and sends the hint with the
 * error report, so whoever reads the log knows where to look first.
 */

/** The kinds of network trouble a hint can name. */
export type NetworkHintKind = 'timeout' | 'cors' | 'missing-endpoint' | 'server-down' | 'connectivity';

/** A classified network error: its kind and the sentence to log. */
export interface NetworkHint {
  kind: NetworkHintKind;
  hint: string;
}

/** The sentence logged for each kind. */
export const NETWORK_HINTS = {
  timeout: 'The request timed out: the server may be overloaded or the network slow.',
  cors: 'The browser blocked the request (CORS): the API must be on the same origin or allow this one.',
  'missing-endpoint': 'The endpoint does not exist (404): the site and the API may be different versions.',
  'server-down':
    'The server did not answer: it may be down or restarting, or a CORS policy blocked the call.',
  connectivity: 'The browser is offline: check the internet connection.',
} as const satisfies Record<NetworkHintKind, string>;

/** What the classifier needs of an error: its name and message, and whether the browser thinks it's online. */
export interface NetworkErrorLike {
  name?: string;
  message: string;
  /** `navigator.onLine` where known: a failed fetch while offline is a connectivity problem. */
  online?: boolean;
}

// Browsers word a failed fetch differently: Chromium "Failed to fetch", Firefox "NetworkError when
// attempting to fetch resource.", Safari "Load failed"; axios-style clients say "Network Error".
const FAILED_FETCH =
  /failed to fetch|networkerror when attempting|^load failed$|network error|network request failed/i;
const TIMEOUT = /time[d ]?\s?out|timeout|ETIMEDOUT/i;
const CORS = /cors|access-control-allow-origin|cross-origin/i;
const MISSING = /\b404\b|not found/i;
const SERVER_DOWN = /ECONNREFUSED|ECONNRESET|\b50[234]\b|bad gateway|service unavailable|gateway timeout/i;
const OFFLINE = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|offline/i;

/** True when `message` is a browser's "the fetch itself failed" message (no HTTP status was received). */
export function isFailedToFetchMessage(message: string): boolean {
  return FAILED_FETCH.test(message);
}

/**
 * Classifies an error as network trouble, or returns null for anything else (a bug, a validation error).
 * Order matters: a timeout or a CORS refusal also surfaces as a failed fetch, so the specific causes are
 * checked first; a bare failed fetch is connectivity when the browser is offline and a server problem
 * otherwise.
 */
export function classifyNetworkError(error: NetworkErrorLike): NetworkHint | null {
  const { message, name = '' } = error;
  const failedFetch = isFailedToFetchMessage(message);
  const pick = (kind: NetworkHintKind): NetworkHint => ({ kind, hint: NETWORK_HINTS[kind] });
  if (name === 'TimeoutError' || (TIMEOUT.test(message) && (failedFetch || /request|fetch/i.test(message))))
    return pick('timeout');
  if (CORS.test(message)) return pick('cors');
  if (OFFLINE.test(message) || (failedFetch && error.online === false)) return pick('connectivity');
  if (SERVER_DOWN.test(message)) return pick('server-down');
  if (MISSING.test(message) && /request|fetch|endpoint|http|api|response/i.test(message))
    return pick('missing-endpoint');
  if (failedFetch) return pick('server-down');
  return null;
}

/**
 * Ports of the development-preview hosts: Vite's dev server (5173) and `vite preview` (4173) on a loopback
 * host. There the API is a proxy that restarts under watch mode, so a failed fetch is expected noise.
 */
export const DEV_PREVIEW_PORTS = ['5173', '4173'] as const;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** True when `host` (`hostname:port`, as in `location.host`) is a development-preview host. */
export function isDevelopmentPreviewHost(host: string): boolean {
  const match = /^(.*):(\d+)$/.exec(host);
  if (!match) return false;
  const [, hostname, port] = match;
  return (
    LOOPBACK_HOSTS.includes(hostname ?? '') && (DEV_PREVIEW_PORTS as readonly string[]).includes(port ?? '')
  );
}

/**
 * Whether an unhandled rejection should be dropped silently (spec §8: "Failed-to-fetch rejections on the
 * development-preview host are silently ignored"): only a failed fetch, only on such a host.
 */
export function isIgnorableRejection(message: string, host: string): boolean {
  return isFailedToFetchMessage(message) && isDevelopmentPreviewHost(host);
}
