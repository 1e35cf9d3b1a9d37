// Reading a request header without building the web `Headers` of the request. On Node, Hono's adapter makes
// `c.req.header()` copy every raw header of the socket's request into a new `Headers` (validating each) the
// first time one is read; Node's own `incoming.headers` is the same headers already parsed (names lowercased,
// repeats joined with ', ' as `Headers#get` joins them — except the few Node keeps once, such as Host). The answers read before any handler (the hot cache's
// fast path, the security headers) use it; a request made without a socket (app.request in tests) has none and
// reads the web headers.
import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

type NodeEnv = { incoming?: { headers?: IncomingHttpHeaders } } | undefined;

/** Header `name` (lowercase) of a Node request's parsed `headers`, as `Headers#get` gives it. */
export function nodeHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Header `name` (lowercase) of `req`, read from the Node request in `env` when there is one. */
export function incomingHeader(env: unknown, req: Request, name: string): string | undefined {
  const headers = (env as NodeEnv)?.incoming?.headers;
  return headers ? nodeHeader(headers, name) : (req.headers.get(name) ?? undefined);
}

/** The value of request header `name` (lowercase), or undefined when the request has none. */
export function requestHeader(c: Context, name: string): string | undefined {
  const headers = (c.env as NodeEnv)?.incoming?.headers;
  return headers ? nodeHeader(headers, name) : c.req.header(name);
}

/** The path of an absolute URL (no query), as `c.req.path` gives it, without parsing the URL. */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return query < 0 ? url.slice(start) : url.slice(start, query);
}

/** The longest X-Request-Id a client may choose (Hono's requestId's limit). */
const REQUEST_ID_MAX = 255;

/** Whether a client's `X-Request-Id` is kept as Hono's `requestId()` keeps it: ≤ 255 word characters, `-`, `=`. */
export function isRequestId(given: string): boolean {
  return given.length <= REQUEST_ID_MAX && !/[^\w\-=]/.test(given);
}
