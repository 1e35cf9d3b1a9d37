// Hot answers at the Node http layer. A current answer of the hot cache (lib/hot-cache.ts) is written straight
// onto Node's response, before @hono/node-server makes anything of the request: no Request of its own, no web
// Response of ours, no header record for it to convert back — one `writeHead` with the entry's head listed once,
// then the body. Everything else (a miss, a request whose URL cannot be had without parsing it) goes to the
// adapter's listener as before, and there through the same cache's answer in the server's `fetch`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastReply, FastRequest } from './hot-cache';
import { nodeHeader } from './request-header';

/** A Host header holding one of these is no plain `host[:port]` (see {@link fastRequestOf}). */
const NOT_AUTHORITY = /[/?#\\@]/;

/** A Node request listener (the adapter's, or one answering before it). */
export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown;

/**
 * The fast path's view of a Node request, or undefined when the request is left to the adapter. Its URL is the
 * string @hono/node-server parses into `c.req.url` (`scheme://` + Host, or the listener's `hostname` without one,
 * + the target), unparsed. The two are equal exactly when that string is already in its parsed form, and every
 * key of the cache is a parsed URL's `href`: so a key found for it is a URL the adapter would have made the same,
 * and a string it would normalise (an uppercase host, a default port, dot segments, characters it escapes) finds
 * nothing and goes the full way. The adapter also refuses (400) a Host naming more than a host and port — a path,
 * query, fragment or user info, which could make the string match a key made from another request's target —
 * so such a Host is left to it; so are absolute-form targets (a proxy's) and HTTP/2, whose host is `:authority`.
 */
export function fastRequestOf(incoming: IncomingMessage, hostname?: string): FastRequest | undefined {
  const target = incoming.url;
  if (target?.charCodeAt(0) !== 47 /* '/' */ || incoming.httpVersionMajor !== 1) return undefined;
  const host = incoming.headers.host || hostname;
  if (!host || NOT_AUTHORITY.test(host)) return undefined;
  const scheme = (incoming.socket as TLSSocket | null)?.encrypted ? 'https' : 'http';
  const { headers } = incoming;
  return {
    method: incoming.method || 'GET',
    url: `${scheme}://${host}${target}`,
    header: (name) => nodeHeader(headers, name),
  };
}

/**
 * A request listener answering what `reply` answers (a current hot answer) itself, and passing the rest to
 * `fallback` (@hono/node-server's `getRequestListener`). `hostname`: the host a request without a Host header is
 * taken to be for, as given to the adapter's listener.
 */
export function withFastPath(
  reply: (req: FastRequest) => FastReply | undefined,
  fallback: NodeListener,
  hostname?: string,
): NodeListener {
  return (incoming, outgoing) => {
    const req = fastRequestOf(incoming, hostname);
    const answer = req && reply(req);
    if (!answer) return fallback(incoming, outgoing);
    outgoing.writeHead(answer.status, answer.head);
    if (answer.body === null) outgoing.end();
    else outgoing.end(answer.body);
  };
}
