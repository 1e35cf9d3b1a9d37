import { type ErrorHandler, Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { UpgradeWebSocket } from 'hono/ws';
import type { WebSocket } from 'ws';
import type { ChainBackend } from './chain/types';
import type { AppConfig } from './config';
import type { Database } from './db';
import { errorResponse, HttpError } from './lib/errors';
import type { EventBus } from './lib/events';
import type { Logger } from './lib/logger';
import { adminRoutes, publicAdminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { feedbackRoutes } from './routes/feedback';
import { openApiRoutes } from './routes/openapi';
import { rpcRoutes } from './routes/rpc';
import { systemRoutes } from './routes/system';
import { transferRoutes } from './routes/transfer';
import { walletRoutes } from './routes/wallets';
import type { WsHub } from './ws/hub';
import { mountWsRoute } from './ws/route';

/** Everything the API needs, handed in so tests build the app with real parts and no port. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  chain: ChainBackend;
  logger: Logger;
  events: EventBus;
  version: string;
  /** The /api/ws hub and the upgrade helper; absent in tests that need no websocket. */
  ws?: { hub: WsHub; upgradeWebSocket: UpgradeWebSocket<WebSocket> };
}

/** Origins allowed to call the API from a browser: the site itself (same origin needs no CORS), local dev
 * servers and the browser extension. */
function allowedOrigin(origin: string): string | null {
  if (origin.startsWith('chrome-extension://') || origin.startsWith('moz-extension://')) return origin;
  if (/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return origin;
  return null;
}

/** Builds the API as a Hono app. Everything under `/api`; anything else is left to the caller (static site). */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .use('*', requestId())
    .use('*', cors({ origin: (origin) => allowedOrigin(origin), credentials: true, maxAge: 600 }))
    .use('*', async (c, next) => {
      const started = performance.now();
      await next();
      deps.logger.debug(
        {
          reqId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    })
    .route('/', systemRoutes(deps))
    .route('/', rpcRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/admin', publicAdminRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/wallets', walletRoutes(deps))
    .route('/', openApiRoutes(deps))
    .route('/', feedbackRoutes(deps))
    .route('/solana', transferRoutes(deps));
  if (deps.ws) mountWsRoute(api as unknown as Hono, deps.ws.hub, deps.ws.upgradeWebSocket);
  const onError: ErrorHandler = (err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.code, err.message);
    deps.logger.error({ err, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, 'INTERNAL', 'Internal server error');
  };
  api.onError(onError);
  // A sub-app's notFound is not consulted once mounted: the catch-all below keeps unknown /api paths in the
  // API's error shape (and away from the site's SPA fallback).
  return new Hono()
    .route('/api', api)
    .all('/api/*', (c) => errorResponse(c, 404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`))
    .onError(onError);
}

export type App = ReturnType<typeof createApp>;
