import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-restart-'));
const WHO = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 30 s');
}

async function rpc(port: number, method: string, params: unknown[]) {
  const res = await fetch(`http://127.0.0.1:${port}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { message: string } };
}

async function balanceOf(port: number): Promise<number> {
  const reply = await rpc(port, 'getBalance', [WHO]);
  return (reply.result as { value: number }).value;
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server keeps the chain across restarts', () => {
  it('keeps an airdrop after kill -9 and after a clean SIGTERM restart', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let server = await startServer(port);
    const airdrop = await rpc(port, 'requestAirdrop', [WHO, 2_000_000_000]);
    expect(airdrop.error).toBeUndefined();
    expect(await balanceOf(port)).toBe(2_000_000_000);

    await stopped(server, 'SIGKILL');
    server = await startServer(port);
    expect(await balanceOf(port)).toBe(2_000_000_000);

    await rpc(port, 'requestAirdrop', [WHO, 1_000_000_000]);
    await stopped(server, 'SIGTERM');
    server = await startServer(port);
    expect(await balanceOf(port)).toBe(3_000_000_000);
    await stopped(server, 'SIGTERM');
  }, 90_000);
});
