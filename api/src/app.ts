import { type Context, type ErrorHandler, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { publicBannerRoutes } from './admin/banners';
import { refuseBannedWrites } from './admin/bans';
import { registerHousekeepingJobs } from './admin/jobs';
import { recordServerError } from './admin/server-errors';
import { publicFeatureFlagRoutes } from './admin/system';
import { createBurnIndexer } from './burns/indexer';
import { chainUnavailable } from './chain/unavailable';
import type { AppDeps } from './deps';
import { trustedProxyClient } from './lib/client-id';
import { drainUnreadBody } from './lib/drain-body';
import { catalogued, errorResponse, HttpError } from './lib/errors';
import { createJobRegistry } from './lib/job-registry';
import { createMetricsRecorder, metricsMiddleware } from './lib/metrics';
import { withSharedRateLimits } from './lib/rate-limit';
import { securityHeaders } from './lib/security-headers';
import { adminRoutes, publicAdminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { burnRoutes } from './routes/burns';
import { feedbackRoutes } from './routes/feedback';
import { launchRoutes, tokenRoutes, uploadRoutes } from './routes/launch';
import { marketingRoutes } from './routes/marketing';
import { openApiRoutes } from './routes/openapi';
import { portfolioRoutes } from './routes/portfolio';
import { rpcRoutes } from './routes/rpc';
import { scannerRoutes } from './routes/scanner';
import { systemRoutes } from './routes/system';
import { tradeRoutes } from './routes/trade';
import { transferRoutes } from './routes/transfer';
import { walletRoutes } from './routes/wallets';
import { watchlistRoutes } from './routes/watchlist';
import { createWsClientCap } from './ws/client-cap';
import { mountWsRoute } from './ws/route';

/** Largest request body accepted by the REST endpoints (the JSON-RPC endpoints have their own, larger one). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The JSON-RPC endpoints (their body limit and error shape are JSON-RPC's, see routes/rpc.ts). */
const RPC_PATHS = new Set(['/api/rpc', '/api/helius/rpc']);

/**
 * Origins allowed to call the API from a browser with credentials: the site's own origin (PUBLIC_URL, or the
 * origin the request was made to — same-origin, which needs no CORS but may still send Origin) and the browser
 * extensions named in EXTENSION_IDS. Any other extension, and any other local web server, gets no access.
 */
export function allowedOrigin(
  origin: string,
  opts: { publicUrl: string | undefined; extensionIds: readonly string[]; ownOrigin?: string },
): string | null {
  const extension = /^(chrome-extension|moz-extension):\/\/([^/]+)$/.exec(origin);
  if (extension) return opts.extensionIds.includes(extension[2] as string) ? origin : null;
  if (opts.publicUrl && origin === new URL(opts.publicUrl).origin) return origin;
  if (opts.ownOrigin && origin === opts.ownOrigin) return origin;
  return null;
}

/** Runs `middleware` only for requests `applies` selects. */
function only(applies: (path: string, method: string) => boolean, middleware: MiddlewareHandler) {
  const guarded: MiddlewareHandler = (c, next) =>
    applies(c.req.path, c.req.method) ? middleware(c, next) : next();
  return guarded;
}

/** The API's request log, at debug level: nothing is gathered for it when that is off. */
function requestLog(logger: AppDeps['logger']): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (!logger.isLevelEnabled('debug')) return;
    logger.debug(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

/** `/api` and what is under it, in any letter case. */
const API_SPELLING = /^\/api(?:\/|$)/i;

/** The API's 404 in its error shape. */
const noRoute = (c: Context) =>
  errorResponse(c, 404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`);

/**
 * Errors as the API answers them: its own with their status and code, Hono's 4xx as they are, the chain failing a
 * call of the API's a 502 (chain/unavailable.ts), the rest a logged 500.
 */
export function apiErrorHandler(logger: AppDeps['logger']): ErrorHandler {
  return (err, c) => {
    if (chainUnavailable(err)) {
      logger.warn({ err, reqId: c.get('requestId'), path: c.req.path }, 'the chain did not answer');
      err = catalogued('CHAIN__UNAVAILABLE');
    }
    if (err instanceof HttpError) return errorResponse(c, err.status, err.code, err.message, err.extra);
    // Hono's own exceptions (a malformed request it refused) keep their 4xx status, in our shape.
    if (err instanceof HTTPException && err.status < 500)
      return errorResponse(c, err.status, 'BAD_REQUEST', err.message || 'Bad request');
    logger.error({ err, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, 'INTERNAL', 'Internal server error');
  };
}

/** Builds the API as a Hono app. Everything under `/api`; anything else is left to the caller (static site). */
export function createApp(appDeps: AppDeps) {
  const metrics = appDeps.metrics ?? createMetricsRecorder();
  const jobs = appDeps.jobs ?? createJobRegistry({ logger: appDeps.logger });
  const deps = { ...appDeps, metrics, jobs };
  registerHousekeepingJobs(jobs, deps);
  const burns = createBurnIndexer({ db: deps.database.db, chain: deps.chain, logger: deps.logger });
  // One cap on open websockets per client, across /api/ws and /api/rpc/ws.
  const wsCap = createWsClientCap();
  const api = withSharedRateLimits(new Hono(), deps.rateCounters)
    .use('*', requestId())
    // Behind a load balancer (TRUSTED_PROXIES), limits count the client it forwarded for, not the balancer.
    .use('*', trustedProxyClient(deps.config.trustedProxies))
    .use(
      '*',
      // Every answer is counted per route pattern, and every 5xx is logged for the admin console (with the
      // error onError handled, when there was one).
      metricsMiddleware(metrics, (c) => {
        if (c.res.status < 500) return;
        const err = c.error;
        const message = err instanceof Error ? `${err.name}: ${err.message}` : `Answered ${c.res.status}`;
        void recordServerError(deps.database.db, deps.logger, c, c.res.status, message);
      }),
    )
    .use('*', async (c, next) => {
      await next();
      // Hono's cors names credentials and the exposed headers on every answer; without an allowed origin they
      // say nothing true: leave them out, so a foreign origin (or a request with none) sees no CORS header at all.
      if (!c.res.headers.has('access-control-allow-origin')) {
        try {
          c.res.headers.delete('access-control-allow-credentials');
          c.res.headers.delete('access-control-expose-headers');
        } catch {
          // immutable headers (a response passed through as it came): nothing of cors's on them
        }
      }
    })
    .use(
      '*',
      cors({
        // Hono's cors asks for every request, with '' when it has no Origin (no URL parsed for those).
        origin: (origin, c) =>
          origin === ''
            ? null
            : allowedOrigin(origin, {
                publicUrl: deps.config.publicUrl,
                extensionIds: deps.config.extensionIds,
                ownOrigin: new URL(c.req.url).origin,
              }),
        credentials: true,
        maxAge: 600,
        // A cross-origin caller (the extension) must be able to read how long to back off, and which request
        // to quote when reporting a problem.
        exposeHeaders: ['Retry-After', 'X-Request-Id'],
      }),
    )
    .use('*', requestLog(deps.logger))
    .use(
      '*',
      only(
        // Token images have their own 4 MB limit (routes/launch.ts); reads carry no body to limit.
        (path, method) =>
          method !== 'GET' && method !== 'HEAD' && !RPC_PATHS.has(path) && path !== '/api/uploads/image',
        bodyLimit({
          maxSize: API_BODY_LIMIT_BYTES,
          onError: (c) =>
            errorResponse(
              c,
              413,
              'PAYLOAD_TOO_LARGE',
              `body: larger than the ${API_BODY_LIMIT_BYTES / 1024} KiB this endpoint accepts`,
            ),
        }),
      ),
    )
    .use(
      '*',
      refuseBannedWrites(deps.database.db, (path) => RPC_PATHS.has(path) || path.startsWith('/api/auth/')),
    )
    .route('/', systemRoutes(deps))
    .route('/', rpcRoutes(deps, burns, wsCap))
    .route('/auth', authRoutes(deps))
    .route('/admin', publicAdminRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/', publicBannerRoutes(deps))
    .route('/', publicFeatureFlagRoutes(deps))
    .route('/wallets', walletRoutes(deps))
    .route('/watchlist', watchlistRoutes(deps))
    .route('/', openApiRoutes(deps))
    .route('/', feedbackRoutes(deps))
    .route('/solana', transferRoutes(deps))
    .route('/scanner', scannerRoutes(deps))
    .route('/trade', tradeRoutes(deps))
    .route('/launch', launchRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/tokens', tokenRoutes(deps))
    .route('/marketing', marketingRoutes(deps))
    .route('/portfolio', portfolioRoutes(deps))
    .route('/burns', burnRoutes(deps));
  if (deps.ws) mountWsRoute(api as unknown as Hono, deps.ws.hub, deps.ws.upgradeWebSocket, wsCap);
  const onError = apiErrorHandler(deps.logger);
  api.onError(onError);
  // A sub-app's notFound is not consulted once mounted: the catch-all below keeps unknown /api paths — in any
  // letter case, as routes are case-sensitive and `/API/ADMIN/…` is no page of the site either (whose not-found
  // page answers 200) — in the API's error shape, away from the site's SPA fallback.
  // The security headers wrap everything this app answers and, mounted at '/', the static site the server adds
  // after it (a middleware of a mounted app runs for every path of its parent). A body refused before it was
  // read is read and dropped before the answer goes out (lib/drain-body.ts).
  return new Hono()
    .use('*', drainUnreadBody())
    .use('*', securityHeaders({ publicUrl: deps.config.publicUrl, inline: deps.siteInline }))
    .route('/api', api)
    .all('*', async (c, next) => (API_SPELLING.test(c.req.path) ? noRoute(c) : next()))
    .onError(onError);
}

export type App = ReturnType<typeof createApp>;
