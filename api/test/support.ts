// Builds the real app for tests: PGlite in memory (or a fresh database on a Postgres server, see
// TEST_DATABASE_KIND), a LiteSVM localnet in a temp dir, no port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { type App, createApp } from '../src/app';
import { createLocalnet } from '../src/chain/localnet';
import type { ChainBackend } from '../src/chain/types';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { recordWalletsSeen } from '../src/indexer/wallets-seen';
import { createEventBus, type EventBus } from '../src/lib/events';
import { createLogger } from '../src/lib/logger';
import { createWsHub } from '../src/ws/hub';
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

/** Starts a test app; `env` overrides configuration (ADMIN_WALLETS, …). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-test-'));
  const logger = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const pg = TEST_DATABASE_KIND === 'postgres' ? await createTestPostgresDatabase() : undefined;
  const [database, chain] = await Promise.all([
    openDatabase({ databaseUrl: pg?.url, pgliteDir: 'memory://' }),
    createLocalnet({ dataDir: path.join(dataDir, 'chain'), logger }),
  ]).catch(async (err: unknown) => {
    await pg?.drop().catch(() => {});
    throw err;
  });
  const stopIndexer = recordWalletsSeen(chain, database.db, logger);
  const events = createEventBus();
  const app = createApp({ config, database, chain, logger, events, version: 'test' });
  return {
    app,
    database,
    chain,
    events,
    async close() {
      stopIndexer();
      await chain.close();
      await database.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every API route the server serves, as `METHOD /api/path/{param}` (OpenAPI's syntax), read from the router of
 * the app built as the server builds it (with its websocket routes) on `t`'s database and chain. Middleware
 * (registered for ALL methods) is left out.
 */
export function servedApiRoutes(t: Pick<TestApp, 'database' | 'chain' | 'events'>): string[] {
  const logger = createLogger('silent');
  const app = createApp({
    config: loadConfig({ DATA_DIR: '/nonexistent' }),
    database: t.database,
    chain: t.chain,
    logger,
    events: t.events,
    version: 'test',
    ws: {
      hub: createWsHub({ events: t.events, logger }),
      upgradeWebSocket: createNodeWebSocket({ app: new Hono() }).upgradeWebSocket,
    },
  });
  const served = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
  return [...new Set(served)].sort();
}

export { httpRequester, type Requester, signInAs, signSiws } from './client';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port that was free a moment ago (the OS picks it), for a server started as a subprocess. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`node --import tsx src/main.ts`) on 127.0.0.1:`port` with its own DATA_DIR, and
 * waits until `/api/health` answers. `databaseUrl` unset → PGlite inside `dataDir`.
 */
export async function startServerProcess(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More variables (SOLANA_RPC_URL of a chain service, limits…). */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // No demo tokens: the seed would still be running when a test kills the process (a 500 in the log).
      SEED: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A cold PGlite start takes ~3 s alone but 30–50 s on a 2-core machine running the rest of the suite beside it;
  // the tests that start servers allow 60 s, so wait up to 50 s for the first health answer.
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 50 s');
}

/** Sends `signal` to a server subprocess and resolves once it has exited. */
export function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts the chain service (`src/chain-main.ts`, what `npm run chain` runs) on 127.0.0.1:`port` with its own
 * DATA_DIR and waits until it answers; no demo history (SEED=0).
 */
export async function startChainProcess(opts: { port: number; dataDir: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/chain-main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      CHAIN_PORT: String(opts.port),
      CHAIN_HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      SEED: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`chain service exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${opts.port}/solpad/info`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('chain service did not start in 30 s');
}
