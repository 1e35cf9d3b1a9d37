// Stopping a server without cutting work short. Closing the HTTP server waits for its connections, not for the
// handlers behind them: a client that hangs up (a load generator at the end of its run, a browser tab closed)
// leaves its request's handler running — a firm quote mid-transaction — and closing the database pool under it
// then fails that query (postgres.js: CONNECTION_ENDED). So the server counts the handlers that run, and a
// stop waits for them (bounded) before anything they use is closed.
import type { Server as HttpServer } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { WebSocketServer } from 'ws';
import type { Logger } from './logger';

/** Counts request handlers under way; once draining, answers ask the client to close the connection. */
export function createInFlight() {
  let running = 0;
  let draining = false;
  let waiters: (() => void)[] = [];
  const middleware: MiddlewareHandler = async (c, next) => {
    running++;
    try {
      await next();
      // A keep-alive connection must not carry more requests to a server that is stopping.
      if (draining) c.header('connection', 'close');
    } finally {
      if (--running === 0) for (const wake of waiters.splice(0)) wake();
    }
  };
  return {
    middleware,
    running: () => running,
    /** Whether answers now ask the client to close the connection (see `drain`). */
    draining: () => draining,
    /** From now on answers close their connection. */
    drain() {
      draining = true;
    },
    /** Resolves true once no handler runs, or false after `ms`. */
    idle(ms: number): Promise<boolean> {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, ms);
        timer.unref();
        waiters.push(wake);
      });
    },
  };
}
export type InFlight = ReturnType<typeof createInFlight>;

/**
 * Stops accepting and drains: open websockets are closed (1001 going away), idle connections closed, busy ones
 * let finish for `graceMs` and then cut; then the handlers still running (their client may have gone) get up to
 * `handlersMs` more. Resolves when done; what still runs then is logged (the caller closes the pool next).
 */
export async function drainHttp(opts: {
  http: HttpServer;
  wss: WebSocketServer;
  inFlight: InFlight;
  graceMs: number;
  handlersMs: number;
  logger: Logger;
}): Promise<void> {
  const { http, wss, inFlight } = opts;
  const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
  inFlight.drain();
  for (const socket of wss.clients) socket.close(1001, 'server shutting down');
  http.closeIdleConnections();
  const force = setTimeout(() => {
    for (const socket of wss.clients) socket.terminate();
    http.closeAllConnections();
  }, opts.graceMs);
  await stopped;
  clearTimeout(force);
  if (!(await inFlight.idle(opts.handlersMs)))
    opts.logger.warn({ running: inFlight.running() }, 'requests still running at shutdown: cut short');
}
