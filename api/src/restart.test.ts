// Restarts the real server process on the same DATA_DIR. In the api-postgres project the server's database is
// one of its own on the test Postgres server (DATABASE_URL), so that path of src/main.ts is covered too.
import { describe, expect, it } from 'vitest';
import { useServerFiles } from '../test/server-files';
import { freePort, stopServerProcess, TEST_DATABASE_KIND } from '../test/support';

const WHO = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const { startServer } = useServerFiles('restart');

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

describe('the server keeps the chain across restarts', () => {
  it('keeps an airdrop after kill -9 and after a clean SIGTERM restart', async () => {
    const port = await freePort();
    let server = await startServer(port);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      database: { kind: string };
    };
    expect(health.database.kind).toBe(TEST_DATABASE_KIND);
    const airdrop = await rpc(port, 'requestAirdrop', [WHO, 2_000_000_000]);
    expect(airdrop.error).toBeUndefined();
    expect(await balanceOf(port)).toBe(2_000_000_000);

    await stopServerProcess(server, 'SIGKILL');
    server = await startServer(port);
    expect(await balanceOf(port)).toBe(2_000_000_000);

    await rpc(port, 'requestAirdrop', [WHO, 1_000_000_000]);
    await stopServerProcess(server, 'SIGTERM');
    server = await startServer(port);
    expect(await balanceOf(port)).toBe(3_000_000_000);
    await stopServerProcess(server, 'SIGTERM');
  }, 90_000);
});
