// POSTs to the chain service over a bounded pool of keep-alive sockets. Node's fetch opens a socket per call in
// flight with no cap, so a launch rush (1,000 quotes at once across a replica) opened ~1,000 connections to the
// chain service at once: its listen backlog overflowed and calls failed with refused or reset connections
// ("Chain unreachable") while the service itself was healthy. Here calls beyond `maxSockets` wait in the client
// for a free socket, and a refused connection (nothing was sent) is tried again after a short pause.
// A kept-alive socket the service closed just as a call went out on it (its idle timeout racing the call) hangs
// up with no answer: that call is sent again once on a fresh socket, as Node's documentation advises, and idle
// sockets are closed by this side first (IDLE_SOCKET_MS, below the service's keep-alive).
import http from 'node:http';
import https from 'node:https';

/** Sockets kept open to the chain service by one API process. */
export const CHAIN_SOCKETS = 32;
/** Pauses before trying a refused connection again (the service restarting, or its backlog full). */
const REFUSED_RETRY_MS = [50, 200, 500];
/** An idle socket is closed after this long: well under the chain service's keep-alive (service.ts, 65 s). */
const IDLE_SOCKET_MS = 30_000;

/** A POST that answered: its status and body. */
export interface PostReply {
  status: number;
  body: string;
}

/** A poster: `post(url, body, headers, timeoutMs)` resolves with the reply, rejects on failure or timeout. */
export type Poster = (
  url: URL,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<PostReply>;

const refused = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';

/** A call that failed on a reused keep-alive socket before any answer: the service closed it as the call went. */
class StaleSocket extends Error {
  constructor(override readonly cause: Error) {
    super(cause.message);
  }
}

/** One POST through `agent`; the timeout covers the wait for a socket too. */
function postOnce(
  agent: http.Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostReply> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? https.request : http.request;
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(req.reusedSocket && e.code === 'ECONNRESET' ? new StaleSocket(e) : e);
    });
    req.end(body);
  });
}

/** A poster over at most `maxSockets` keep-alive sockets per origin (see the module comment). */
export function pooledPoster(maxSockets = CHAIN_SOCKETS): Poster & { close(): void } {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS }),
    https: new https.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS }),
  };
  const post: Poster = async (url, body, headers, timeoutMs) => {
    const agent = url.protocol === 'https:' ? agents.https : agents.http;
    let resent = false;
    for (let attempt = 0; ; ) {
      try {
        return await postOnce(agent, url, body, headers, timeoutMs);
      } catch (e) {
        if (e instanceof StaleSocket) {
          if (resent) throw e.cause;
          resent = true;
          continue;
        }
        const pause = REFUSED_RETRY_MS[attempt++];
        if (!refused(e) || pause === undefined) throw e;
        await new Promise((later) => setTimeout(later, pause));
      }
    }
  };
  return Object.assign(post, {
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
