// Real processes for the tests (and benchmarks) that need them: the server (`src/main.ts`) and the chain service
// (`src/chain-main.ts`) as subprocesses on a free port, each waited for until it answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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
 * Polls `url` every 100 ms until it answers 2xx (true) or `ms` have passed (false); throws as soon as `child`
 * exits, naming it `what`.
 */
export async function answersWithin(
  child: ChildProcess,
  url: string,
  ms: number,
  what: string,
): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (up) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
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
  if (await answersWithin(child, `http://127.0.0.1:${opts.port}/api/health`, 50_000, 'server')) return child;
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
  if (await answersWithin(child, `http://127.0.0.1:${opts.port}/solpad/info`, 30_000, 'chain service')) {
    return child;
  }
  child.kill('SIGKILL');
  throw new Error('chain service did not start in 30 s');
}
