import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { createApp } from './app';
import { createChainHistory } from './chain/chain-history';
import { solUsdOf } from './chain/sol-usd';
import type { ChainBackend, ChainHistory } from './chain/types';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db';
import { extensionDownloadRoutes } from './extension/download';
import { createTokenStatsIndexer, TOKEN_STATS_JOB_INTERVAL_MS } from './indexer/token-stats';
import { recordWalletsSeen } from './indexer/wallets-seen';
import { secureDataDir } from './lib/data-dir';
import { createInFlight, drainHttp } from './lib/drain';
import type { EventBus } from './lib/events';
import { withFastPath } from './lib/fast-http';
import { type FastPathOptions, hotCacheOf } from './lib/hot-cache';
import type { JobRegistry } from './lib/job-registry';
import { keepConnectionsAlive } from './lib/keep-alive';
import type { Leadership } from './lib/leader';
import { createLogger, type Logger } from './lib/logger';
import { createMetricsRecorder } from './lib/metrics';
import { pageFallback } from './lib/page-fallback';
import { openReplica, type Replica } from './lib/replica';
import { incomingHeader, pathOf } from './lib/request-header';
import { inlineHashes, isDataAnswer, overTls, securityHeaderSet } from './lib/security-headers';
import { livingServerPid, writeServerPid } from './lib/server-pid';
import { tokenPage } from './lib/token-page';
import { createWsHub } from './ws/hub';

/** Largest websocket frame accepted (on /api/ws and /api/rpc/ws); a bigger one closes the socket with 1009. */
export const WS_MAX_FRAME_BYTES = 64 * 1024;
/** How long shutdown waits for in-flight requests and websocket close handshakes before cutting them. */
export const SHUTDOWN_GRACE_MS = 3000;
/** Then how long handlers still running (their client gone) may finish (main.ts exits anyway at 10 s). */
export const SHUTDOWN_HANDLERS_MS = 5000;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The built site that the server hands out next to the API. */
export const WEB_DIST = path.join(repoRoot, 'web', 'dist');
/** The extension's Chrome build (`npm run build` → wxt), served zipped at /extension. */
export const EXTENSION_DIST = path.join(repoRoot, '.output', 'chrome-mv3');
/** The extension's Firefox build (the same `npm run build`), served zipped at /extension too. */
export const EXTENSION_FIREFOX_DIST = path.join(repoRoot, '.output', 'firefox-mv2');
const EXTENSION_BUILDS = { dir: EXTENSION_DIST, firefoxDir: EXTENSION_FIREFOX_DIST };

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

async function openChain(
  config: AppConfig,
  logger: Logger,
  historyMs: number,
): Promise<{ chain: ChainBackend; history: ChainHistory | null }> {
  if (config.solanaRpcUrl) {
    // Our own chain service (`npm run chain`) is a localnet served by another process; any other URL is a
    // remote cluster. A localnet cluster waits for its service to come up; a remote one is asked once.
    const { probeChainService, createServedLocalnet } = await import('./chain/served');
    const info = await probeChainService(config.solanaRpcUrl, config.cluster === 'localnet' ? 30_000 : 0);
    if (info) {
      const served = createServedLocalnet({
        url: config.solanaRpcUrl,
        info,
        logger: logger.child({ mod: 'chain' }),
      });
      return { chain: served, history: served.history };
    }
    const { createRemoteChain } = await import('./chain/remote');
    return { chain: createRemoteChain({ url: config.solanaRpcUrl }), history: null };
  }
  const { createLocalnet, isFreshLocalnet } = await import('./chain/localnet');
  const dataDir = path.join(config.dataDir, 'chain');
  const past = historyMs > 0 && isFreshLocalnet(dataDir) ? createChainHistory(historyMs) : null;
  const chain = await createLocalnet({
    dataDir,
    logger: logger.child({ mod: 'localnet' }),
    airdropsPerMinute: config.airdropsPerMinute,
    ...(past ? { now: past.now } : {}),
  });
  return { chain, history: past?.history ?? null };
}

/** A running server. */
export interface RunningServer {
  url: string;
  /** The bus behind `/api/ws` (in-process producers publish here). */
  events: EventBus;
  /** The chain and database it runs on, and an in-process request to its app (the demo seed uses them). */
  chain: ChainBackend;
  database: Database;
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
  /** The fresh localnet's clock started in the past for the demo seed (null otherwise). */
  history: ChainHistory | null;
  /** Whether this replica leads (runs the jobs and indexers); always on an embedded database. */
  leadership: Leadership;
  /** The scheduled jobs (they run while this replica leads). */
  jobs: JobRegistry;
  close(): Promise<void>;
}

/**
 * Hot reads that are current, answered before Hono (lib/hot-cache.ts): at the Node layer (`reply`, lib/fast-http.ts)
 * and, for a request it leaves to the adapter, in the server's `fetch` (`answer`). With the same security headers,
 * a request id, a count in the metrics and a line in the debug request log.
 */
function fastPathOf(o: {
  config: AppConfig;
  events: EventBus;
  metrics: ReturnType<typeof createMetricsRecorder>;
  logger: Logger;
  inFlight: ReturnType<typeof createInFlight>;
  siteInline: ReturnType<typeof inlineHashes>;
}) {
  const { config, logger } = o;
  const securitySet = securityHeaderSet({ publicUrl: config.publicUrl, inline: () => o.siteInline });
  const opts: FastPathOptions = {
    counted: (route, status) => o.metrics.record(route, status, 0),
    headers: (req, type) =>
      securitySet(overTls(config.publicUrl, req.url, req.header('x-forwarded-proto')), isDataAnswer(type)),
    log: (req, { reqId, status }) => {
      if (logger.isLevelEnabled('debug'))
        logger.debug({ reqId, method: req.method, path: pathOf(req.url), status, ms: 0 }, 'request');
    },
    closing: o.inFlight.draining,
  };
  const cache = hotCacheOf(o.events);
  return { reply: cache.fastReplies(opts), answer: cache.fastAnswer(opts) };
}

/**
 * The once-only indexers: they hear the chain and the market events only while this replica leads. Holder counts
 * and scan scores of the token list are rescanned after market events and by the job. `close()` stops both.
 */
function startIndexers(o: {
  config: AppConfig;
  database: Database;
  chain: ChainBackend;
  replica: Replica;
  logger: Logger;
}): { close(): Promise<void> } {
  const { config, database, chain, replica, logger } = o;
  const stopIndexer = recordWalletsSeen(
    { onConfirmed: (l) => chain.onConfirmed((tx) => replica.leadership.isLeader() && l(tx)) },
    database.db,
    logger,
  );
  const tokenStats = createTokenStatsIndexer({
    db: database.db,
    chain,
    events: replica.leaderEvents,
    logger: logger.child({ mod: 'token-stats' }),
    solUsd: async () => (await solUsdOf({ chain, config, logger }).get()).usd,
  });
  replica.jobs.register(
    'refresh-token-stats',
    TOKEN_STATS_JOB_INTERVAL_MS,
    () => tokenStats.refreshStale(),
    'Rescans the holder count and security score of tokens never scanned or scanned over 10 minutes ago',
  );
  return {
    async close() {
      await stopIndexer();
      await tokenStats.close();
    },
  };
}

/** Mounts the extension's download and, when it is built, the site (its assets, then the page for every path). */
function mountSite(app: Hono, indexHtml: string | null, config: AppConfig, logger: Logger): void {
  // The install page and the built extension, zipped with this site as its API (api/src/extension/download.ts).
  app.route('/extension', extensionDownloadRoutes({ ...EXTENSION_BUILDS, publicUrl: config.publicUrl }));

  if (indexHtml !== null) {
    // Hashed assets never change under their name: cache them for a year. index.html is always revalidated.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
    });
    // Built assets come with .br and .gz twins (web/precompress.ts): served by Accept-Encoding.
    app.use('*', serveStatic({ root: WEB_DIST, precompressed: true }));
    // A file under /assets/ that is not there is a stale or mistyped name: 404, never the page, never cached.
    app.all('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
    const fallback = pageFallback(indexHtml);
    // A token's page carries the token's detail as the API answers it (lib/token-page.ts).
    app.get(
      '/tokens/:chain/:dex/:mint',
      tokenPage({
        html: indexHtml,
        fallback,
        detail: async (mint, pageUrl) => {
          const res = await app.request(
            new URL(`/api/tokens/${encodeURIComponent(mint)}`, pageUrl).toString(),
          );
          return res.status === 200 ? res.text() : null;
        },
      }),
    );
    app.get('*', fallback);
  } else {
    logger.warn({ WEB_DIST }, 'web/dist is missing: serving the API only (run `npm run build`)');
  }
}

/** Listens on the configured port: hot answers first, then the app, with websockets and long keep-alives. */
async function listen(
  app: Hono,
  fast: ReturnType<typeof fastPathOf>,
  nodeWs: ReturnType<typeof createNodeWebSocket>,
  config: AppConfig,
): Promise<HttpServer> {
  // A hot answer is made synchronously from memory, with no handler left running: nothing for the in-flight
  // count to wait for (its connection is still drained by drainHttp). Node's request is answered before the
  // adapter makes anything of it (lib/fast-http.ts); one that it leaves to the adapter may still be a hot answer
  // in `fetch` (another spelling of the same URL). Everything else goes through Hono.
  const fetch = (req: Request, env: HttpBindings | Http2Bindings) =>
    fast.answer({ method: req.method, url: req.url, header: (name) => incomingHeader(env, req, name) }) ??
    app.fetch(req, env);
  // What @hono/node-server's `serve` does, with the fast path in front of its listener.
  const adapter = getRequestListener(fetch, { hostname: config.host });
  const server = createServer(withFastPath(fast.reply, adapter, config.host));
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  nodeWs.injectWebSocket(server);
  keepConnectionsAlive(server);
  return server;
}

/**
 * Opens the database and the chain, builds the app, serves the built site with SPA fallback, and listens.
 * `close()` stops accepting requests, then flushes the chain (snapshot) and the database.
 */
export async function startServer(
  config: AppConfig,
  logger = createLogger(config.logLevel),
  opts: { demoHistoryMs?: number } = {},
): Promise<RunningServer> {
  const started = performance.now();
  // Private to this user: DATA_DIR 0700, its files 0600, and whatever is created in it from now on.
  secureDataDir(config.dataDir);
  const otherServer = livingServerPid(config.dataDir);
  if (otherServer !== null)
    logger.warn({ pid: otherServer, dataDir: config.dataDir }, 'another server seems to use this DATA_DIR');
  // Replicas on a Postgres server and a chain service share DATA_DIR only for uploads and the platform secret.
  const removePid = config.databaseUrl && config.solanaRpcUrl ? () => {} : writeServerPid(config.dataDir);
  const [database, opened] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }),
    openChain(config, logger, opts.demoHistoryMs ?? 0),
  ]);
  const { chain, history } = opened;
  // The embedded database sets its files' modes itself (0666): make them private again once it has opened (a
  // file it adds while running sits in 0700 directories, and is made 0600 at the next stop or start).
  secureDataDir(config.dataDir);
  // On a Postgres server this process may be one of several replicas (lib/replica.ts).
  const replica = await openReplica(config, database, logger);
  const { events, jobs, leadership } = replica;
  const hub = createWsHub({ events, logger: logger.child({ mod: 'ws' }) });
  const indexers = startIndexers({ config, database, chain, replica, logger });
  // The built page's inline boot scripts, allowed by hash in the CSP (read once, as the page is).
  const indexHtml = existsSync(WEB_DIST) ? readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8') : null;
  const siteInline = inlineHashes(indexHtml ?? '');
  // The websocket helper needs the app that serves the upgrade; the API is mounted into it.
  const app = new Hono();
  // Hot reads that are current are answered before the API's middleware (lib/hot-cache.ts), still counted.
  const metrics = createMetricsRecorder();
  // Every handler under way is counted: a stop waits for them before the database closes.
  const inFlight = createInFlight();
  app.use('*', inFlight.middleware);
  const fast = fastPathOf({ config, events, metrics, logger, inFlight, siteInline });
  const nodeWs = createNodeWebSocket({ app });
  const shutdown = new AbortController();
  // ws's default is 100 MiB: never buffer that much for one frame.
  nodeWs.wss.options.maxPayload = WS_MAX_FRAME_BYTES;
  app.route(
    '/',
    createApp({
      config,
      database,
      chain,
      logger,
      events,
      version: readVersion(),
      ws: { hub, upgradeWebSocket: nodeWs.upgradeWebSocket },
      jobs,
      metrics,
      ...(replica.rateCounters ? { rateCounters: replica.rateCounters } : {}),
      siteInline: () => siteInline,
      shutdown: shutdown.signal,
      // Not ready while the demo seed moves the fresh chain's clock (it finishes the history when done). Only
      // the leader seeds; a follower of a chain service never learns when that ends, so it does not wait on it.
      starting: () => history !== null && !history.finished && leadership.isLeader(),
    }),
  );

  mountSite(app, indexHtml, config, logger);

  const server = await listen(app, fast, nodeWs, config);
  const offLeader = replica.startJobs();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info(
    {
      url,
      chain: chain.mode,
      cluster: config.cluster,
      database: database.kind,
      replica: replica.id,
      ms: Math.round(performance.now() - started),
    },
    'Solpad is listening',
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    events,
    chain,
    database,
    request: (p, init) => app.request(p, init),
    history,
    leadership,
    jobs,
    close() {
      closing ??= (async () => {
        // Stop accepting; let in-flight requests finish, and their handlers, before the pool closes (lib/drain.ts).
        hub.close();
        offLeader();
        jobs.stop();
        shutdown.abort();
        await drainHttp({
          http: server,
          wss: nodeWs.wss,
          inFlight,
          graceMs: SHUTDOWN_GRACE_MS,
          handlersMs: SHUTDOWN_HANDLERS_MS,
          logger,
        });
        await indexers.close();
        await replica.close();
        // Then flush: the chain's snapshot and the database.
        await chain.close();
        await database.close();
        secureDataDir(config.dataDir);
        removePid();
        logger.info('Solpad stopped cleanly');
      })();
      return closing;
    },
  };
}
