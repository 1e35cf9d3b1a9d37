// Builds the real app for tests: PGlite in memory (or a fresh database on a Postgres server, see
// TEST_DATABASE_KIND), a LiteSVM localnet in a temp dir, no port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNodeWebSocket } from '@hono/node-ws';
import { generateKeyPairSigner } from '@solana/kit';
import { Hono } from 'hono';
import { type App, createApp } from '../src/app';
import { createLocalnet } from '../src/chain/localnet';
import type { ChainBackend } from '../src/chain/types';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import type { AppDeps } from '../src/deps';
import { recordWalletsSeen } from '../src/indexer/wallets-seen';
import { createEventBus, type EventBus } from '../src/lib/events';
import { createLogger, type Logger } from '../src/lib/logger';
import { type RunningServer, startServer } from '../src/server';
import { createWsHub } from '../src/ws/hub';
import { signInAs } from './client';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/**
 * The database the API's tests run against. The `api` vitest project uses PGlite; the `api-postgres` project
 * (defined only when TEST_DATABASE_URL is set) sets SOLPAD_TEST_DATABASE=postgres and runs the same files
 * against the Postgres server of TEST_DATABASE_URL.
 */
export const TEST_DATABASE_KIND: 'pglite' | 'postgres' =
  process.env.SOLPAD_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A database of its own on the test Postgres server; `drop()` removes it (and ends its connections). */
export type TestPostgresDatabase = ScratchDatabase;

/**
 * Creates an empty database `solpad_t_<random>` on the server of TEST_DATABASE_URL (its role needs CREATEDB).
 * One database per test app keeps test files isolated while vitest runs them in parallel.
 */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('SOLPAD_TEST_DATABASE=postgres needs TEST_DATABASE_URL=postgres://…');
  return createScratchDatabase(serverUrl, 'solpad_t');
}

export interface TestApp {
  app: App;
  database: Database;
  chain: ChainBackend;
  events: EventBus;
  close(): Promise<void>;
}

/** `fetch` answered by `t`'s app itself, in-process (no port); `t.app` is read at each call. */
export function inProcessFetch(t: { app: Pick<App, 'request'> }): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) =>
    t.app.request(typeof input === 'string' ? input : input.toString(), init)) as typeof fetch;
}

/**
 * Starts the real server in-process on a free port of 127.0.0.1 with `dataDir` as its DATA_DIR and `env` on top
 * (LOG_LEVEL, ADMIN_WALLETS, an upstream SOLANA_RPC_URL…), logging nothing.
 */
export function startServerIn(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env }),
    createLogger('silent'),
  );
}

/** The real app over a test's `database` and `chain`, with an event bus of its own (what every test app holds). */
export function appOver(deps: Pick<AppDeps, 'config' | 'database' | 'chain' | 'logger'>) {
  const events = createEventBus();
  return {
    app: createApp({ ...deps, events, version: 'test' }),
    database: deps.database,
    chain: deps.chain,
    events,
  };
}

/**
 * Another app on `t`'s database, chain and events: configured by `env` (over a DATA_DIR that does not exist),
 * logging nothing, with `deps` on top (jobs, a wrapped chain, a logger to read…). The same data behind fresh
 * rate-limit windows, budgets and settings.
 */
export function appBeside(
  t: Pick<TestApp, 'database' | 'chain' | 'events'>,
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): App {
  return createApp({
    config: loadConfig({ DATA_DIR: '/nonexistent', ...env }),
    database: t.database,
    chain: t.chain,
    logger: createLogger('silent'),
    events: t.events,
    version: 'test',
    ...deps,
  });
}

/**
 * What every test app stands on: a DATA_DIR of its own (named `prefix…`, under `parentDir` or the system's
 * temporary directory), a database (PGlite in memory, or a fresh one on the test Postgres, see
 * TEST_DATABASE_KIND) and a LiteSVM localnet in that directory (on the clock `now` when given); `close` removes
 * them all.
 */
export async function openTestParts(opts: {
  prefix: string;
  logger: Logger;
  parentDir?: string | undefined;
  now?: () => number;
}) {
  const dataDir = mkdtempSync(path.join(opts.parentDir ?? tmpdir(), opts.prefix));
  const pg = TEST_DATABASE_KIND === 'postgres' ? await createTestPostgresDatabase() : undefined;
  const [database, chain] = await Promise.all([
    openDatabase({ databaseUrl: pg?.url, pgliteDir: 'memory://' }),
    createLocalnet({
      dataDir: path.join(dataDir, 'chain'),
      logger: opts.logger,
      ...(opts.now ? { now: opts.now } : {}),
    }),
  ]).catch(async (err: unknown) => {
    await pg?.drop().catch(() => {});
    throw err;
  });
  return {
    dataDir,
    database,
    chain,
    async close() {
      await chain.close();
      await database.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a test app; `env` overrides configuration (ADMIN_WALLETS, …). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const logger = createLogger('silent');
  const parts = await openTestParts({ prefix: 'solpad-test-', logger });
  const { database, chain } = parts;
  const config = loadConfig({ DATA_DIR: parts.dataDir, ...env });
  const stopIndexer = recordWalletsSeen(chain, database.db, logger);
  return {
    ...appOver({ config, database, chain, logger }),
    async close() {
      stopIndexer();
      await parts.close();
    },
  };
}

/** A test app with one admin wallet (ADMIN_WALLETS, besides `env`) signed in: the app, the admin and its cookie. */
export async function startAdminTestApp(env: Record<string, string> = {}) {
  const admin = await generateKeyPairSigner();
  const t = await startTestApp({ ADMIN_WALLETS: admin.address, ...env });
  return { t, admin, adminCookie: await signInAs(t.app, admin) };
}

/**
 * The app built as the server builds it, with its websocket routes (upgraded by `upgradeWebSocket`), on `t`'s
 * database, chain and events.
 */
export function appWithWebSockets(
  t: Pick<TestApp, 'database' | 'chain' | 'events'>,
  upgradeWebSocket: ReturnType<typeof createNodeWebSocket>['upgradeWebSocket'],
): App {
  const logger = createLogger('silent');
  return appBeside(
    t,
    {},
    { logger, ws: { hub: createWsHub({ events: t.events, logger }), upgradeWebSocket } },
  );
}

/**
 * Every API route the server serves, as `METHOD /api/path/{param}` (OpenAPI's syntax), read from the router of
 * the app built as the server builds it (with its websocket routes) on `t`'s database and chain. Middleware
 * (registered for ALL methods) is left out.
 */
export function servedApiRoutes(t: Pick<TestApp, 'database' | 'chain' | 'events'>): string[] {
  const app = appWithWebSockets(t, createNodeWebSocket({ app: new Hono() }).upgradeWebSocket);
  const served = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
  return [...new Set(served)].sort();
}

export { httpRequester, type Requester, signInAs, signInFresh, signSiws } from './client';

export {
  freePort,
  startChainProcess,
  startServerProcess,
  stopServerProcess,
} from './server-process';
