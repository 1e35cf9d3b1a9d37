// `npm run serve -- --replicas N` (scripts/serve.mjs): the primary of Node's cluster. It starts the chain service
// (unless SOLANA_RPC_URL names a chain already), makes sure every replica derives the same platform keys, and
// forks N replicas of the server (api/src/main.ts) that share one port; a replica that dies is replaced.
import { type ChildProcess, spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { resolvePlatformSecret } from './keys';
import { createLogger } from './lib/logger';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
const chainPath = fileURLToPath(new URL('./chain-main.ts', import.meta.url));
/** A replica or the chain that dies is restarted after this long. */
const RESTART_MS = 1000;

/** `--replicas N` (default: one per CPU core). */
export function replicasOf(args: readonly string[], cores = availableParallelism()): number {
  const i = args.indexOf('--replicas');
  const raw =
    i >= 0 ? args[i + 1] : args.find((a) => a.startsWith('--replicas='))?.slice('--replicas='.length);
  if (raw === undefined) return cores;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`--replicas: a whole number from 1 to 64, not ${raw}`);
  return n;
}

async function waitForChain(url: string, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the chain service exited with ${child.exitCode}`);
    const up = await fetch(new URL('/solpad/info', url)).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the chain service did not start in 60 s');
}

/** Runs the primary (see the module comment). */
export async function runCluster(args: readonly string[]): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel).child({ mod: 'serve' });
  const replicas = replicasOf(args);
  if (replicas > 1 && !config.databaseUrl) {
    logger.fatal(
      'several replicas need one Postgres server: set DATABASE_URL=postgres://… (PGlite is one process)',
    );
    process.exit(1);
  }
  let stopping = false;
  const env: NodeJS.ProcessEnv = { ...process.env };

  // The chain: the one named by SOLANA_RPC_URL, or a chain service of our own on CHAIN_PORT.
  let chain: ChildProcess | null = null;
  if (!config.solanaRpcUrl) {
    const port = process.env.CHAIN_PORT ?? '8899';
    const url = `http://127.0.0.1:${port}`;
    const startChain = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', chainPath], {
        env: { ...process.env, CHAIN_PORT: port, CHAIN_HOST: '127.0.0.1' },
        stdio: 'inherit',
      });
      child.once('exit', (code, signal) => {
        if (stopping) return;
        logger.error({ code, signal }, 'the chain service stopped: restarting it');
        setTimeout(() => {
          chain = startChain();
        }, RESTART_MS);
      });
      return child;
    };
    chain = startChain();
    await waitForChain(url, chain);
    Object.assign(env, { SOLANA_RPC_URL: url, SOLANA_CLUSTER: env.SOLANA_CLUSTER ?? 'localnet' });
  }
  // Every replica must derive the same vault and treasury keys: the secret is settled before any starts.
  if (!config.platformSecret && (!config.solanaRpcUrl || env.SOLANA_CLUSTER === 'localnet'))
    resolvePlatformSecret({ configured: undefined, dataDir: config.dataDir, chainMode: 'localnet' });

  cluster.setupPrimary({ exec: mainPath, execArgv: ['--import', 'tsx'] });
  const fork = () => cluster.fork(env);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a replica stopped: starting another');
    setTimeout(fork, RESTART_MS);
  });
  for (let i = 0; i < replicas; i++) fork();
  logger.info({ replicas, port: config.port, chain: env.SOLANA_RPC_URL ? 'service' : 'remote' }, 'serving');

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      const replicasDone = Promise.all(
        workers.map(
          (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
        ),
      );
      for (const w of workers) w.process.kill('SIGTERM');
      void replicasDone.then(async () => {
        // The chain last: replicas flush their work to it first.
        if (chain && chain.exitCode === null) {
          const c = chain;
          await new Promise<void>((resolve) => {
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          });
        }
        process.exit(0);
      });
    });
  }
}
