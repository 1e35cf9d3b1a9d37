// The real server for benchmarks: `npm start`'s entry (api/src/main.ts) as a subprocess on a free port with a
// throw-away DATA_DIR (embedded localnet, PGlite unless DATABASE_URL is set), serving the built site.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersWithin, freePort } from '../api/test/server-process';

export { freePort };

const apiDir = fileURLToPath(new URL('../api', import.meta.url));

/** A running benchmark server. */
export interface BenchServer {
  base: string;
  /** The server process's id (to read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the server and waits for `/api/health` to answer 200 (after the demo seed unless `SEED=0`); `env` adds variables (e.g. RPC_RATE_LIMIT_PER_MINUTE), `dataDir`
 * a DATA_DIR prepared beforehand (removed on stop, like a fresh one).
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'solpad-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Health answers 200 once the server is ready, which on a fresh localnet includes the demo seed (~10 s).
  if (await answersWithin(child, `${base}/api/health`, 120_000, 'server'))
    return { base, pid: child.pid as number, stop };
  await stop();
  throw new Error('server did not start in 120 s');
}
