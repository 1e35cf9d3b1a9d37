// A request refused before its body was read (413 on the declared size, 429, 401 before parsing) leaves the
// body on the wire. Node's adapter then reads it away for at most 500 ms and otherwise destroys the socket —
// while the answer said `keep-alive` — so a client still uploading, or reusing the connection, sees a reset.
// This middleware reads the rest of such a body and drops it BEFORE the answer goes out (the client has finished
// sending when it reads the answer, and the connection stays usable), within a byte and time budget; a body too
// big for the budget gets `Connection: close` instead, so no client reuses a connection about to be closed.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** Most bytes of a refused body read and dropped to keep its connection (a larger one closes it). */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** Longest wait for a refused body's rest. */
export const DRAIN_MAX_MS = 5_000;

/** Reads `body` to its end and drops it; false when it is longer than `maxBytes` or slower than `maxMs`. */
async function drain(body: ReadableStream<Uint8Array>, maxBytes: number, maxMs: number): Promise<boolean> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), maxMs);
  });
  try {
    let bytes = 0;
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      bytes += next.value.byteLength;
      if (bytes > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}

/**
 * Wraps every request: when the answer is ready and the request's body has not fully arrived (nothing read it,
 * or a limit stopped reading it), the rest is read and dropped first; if it cannot be within the budget, the
 * answer carries `Connection: close`. Requests made without a socket (`app.request` in tests) pass untouched.
 */
export function drainUnreadBody(
  opts: { maxBytes?: number; maxMs?: number } = {},
): MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage } }> {
  const maxBytes = opts.maxBytes ?? DRAIN_MAX_BYTES;
  const maxMs = opts.maxMs ?? DRAIN_MAX_MS;
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    // `complete`: the whole message arrived (what is left sits in memory; the adapter drops it at once).
    // (A test's stand-in for the socket — an address and nothing else — has no headers: nothing to drain.)
    if (!incoming?.headers || incoming.complete || incoming.destroyed) return;
    const declared = Number(incoming.headers['content-length']);
    // Only a request that carries a body (a length above 0, or chunks) has one left on the wire.
    if (!(declared > 0) && incoming.headers['transfer-encoding'] === undefined) return;
    // Read through the request's own body stream (the adapter's reader sits on the socket); a body a limit
    // began to read and gave up on is locked, and its connection is closed instead.
    const body = declared > maxBytes ? null : c.req.raw.body;
    if (body && !body.locked && (await drain(body, maxBytes, maxMs))) return;
    try {
      c.res.headers.set('connection', 'close');
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('connection', 'close');
    }
  };
}
