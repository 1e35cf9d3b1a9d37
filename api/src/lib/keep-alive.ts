// How long a server of ours keeps an idle keep-alive connection. Node closes one after 5 s by default, racing
// the clients that reuse it just then (browsers, proxies, test runners, a replica calling the chain service):
// their call fails with a reset connection. Idle connections are kept longer than clients keep theirs (a
// proxy's usual 60 s; pooled-post.ts closes its own after 30 s), and the header timeout must exceed it.
import type { Server as HttpServer } from 'node:http';

/** How long an idle keep-alive HTTP connection stays open (longer than clients and proxies keep theirs). */
export const KEEP_ALIVE_MS = 65_000;

/** Sets `server`'s keep-alive and header timeouts (see the module comment). */
export function keepConnectionsAlive(server: HttpServer): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
