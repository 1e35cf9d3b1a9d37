// The production shape (docs/scaling.md) for real: two API replicas as separate processes on one Postgres
// server, and the chain as a third process (`npm run chain`). What one replica does, the other's clients see;
// a rate limit holds across both; jobs run once per tick on the leader, and when the leader is killed -9 the
// other takes its jobs over within 10 s. Needs a Postgres server (TEST_DATABASE_URL): skipped on PGlite, which
// is one process by design.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { SignInInputSchema, type WsServerMessage } from '@solpad/core/schemas';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createJobRegistry } from './admin/jobs';
import { openDatabase } from './db';
import { claimJobTick, LEADER_HEARTBEAT_MS } from './lib/cluster-db';
import { createLogger } from './lib/logger';
import {
  createTestPostgresDatabase,
  freePort,
  signSiws,
  startChainProcess,
  startServerProcess,
  stopServerProcess,
  TEST_DATABASE_KIND,
  type TestPostgresDatabase,
} from './test-support';

const RATE_LIMIT = 20;
const onPostgres = TEST_DATABASE_KIND === 'postgres';
if (!onPostgres)
  console.info('replicas.test.ts skipped: replicas share a Postgres server (run with TEST_DATABASE_URL set)');

interface Replica {
  url: string;
  child: ChildProcess;
}

describe.skipIf(!onPostgres)('two replicas on one Postgres and one chain service', () => {
  let pg: TestPostgresDatabase;
  let sql: postgres.Sql;
  let dir: string;
  let chain: ChildProcess;
  let admin: KeyPairSigner;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    pg = await createTestPostgresDatabase();
    sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    dir = mkdtempSync(path.join(tmpdir(), 'solpad-replicas-'));
    admin = await generateKeyPairSigner();
    const chainPort = await freePort();
    chain = await startChainProcess({ port: chainPort, dataDir: path.join(dir, 'chain-service') });
    const env = {
      SOLANA_RPC_URL: `http://127.0.0.1:${chainPort}`,
      SOLANA_CLUSTER: 'localnet',
      PLATFORM_SECRET: 'replicas-test-platform-secret-0123456789abcdef',
      RPC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      ADMIN_WALLETS: admin.address,
    };
    // One after the other: the first migrates the fresh database (the second would wait for its lock anyway).
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const child = await startServerProcess({
        port,
        dataDir: path.join(dir, name),
        databaseUrl: pg.url,
        env,
      });
      replicas.push({ url: `http://127.0.0.1:${port}`, child });
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => stopServerProcess(r.child, 'SIGKILL')));
    if (chain) await stopServerProcess(chain, 'SIGKILL');
    await sql?.end({ timeout: 2 });
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => replicas[0] as Replica, () => replicas[1] as Replica];
  const rpc = (r: Replica, method: string, params: unknown[] = []) =>
    fetch(`${r.url}/api/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  const leaderRow = async () =>
    (
      await sql<
        { replica: string; beat_at: Date; beats: string }[]
      >`select replica, beat_at, beats from cluster_leader`
    )[0];
  const pidOf = (replica: string) => Number(replica.split(':')[1]);

  it('sends an event published on replica A to an /api/ws client of replica B within 1 s', async () => {
    const socket = new WebSocket(`${b().url.replace('http', 'ws')}/api/ws`);
    const received: { at: number; message: WsServerMessage }[] = [];
    socket.on('message', (data) => received.push({ at: Date.now(), message: JSON.parse(String(data)) }));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    const input = SignInInputSchema.parse(await (await fetch(`${a().url}/api/auth/nonce`)).json());
    const verify = await fetch(`${a().url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signSiws(admin, { ...input, address: admin.address })),
    });
    expect(verify.status).toBe(200);
    const cookie = (verify.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const sent = Date.now();
    const res = await fetch(`${a().url}/api/admin/maintenance-mode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ enabled: true }),
    });
    expect(res.status).toBe(200);
    for (const deadline = sent + 1000; Date.now() < deadline; ) {
      if (received.some((r) => r.message.type === 'maintenance')) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    socket.terminate();
    const got = received.find((r) => r.message.type === 'maintenance');
    expect(got?.message).toMatchObject({ type: 'maintenance', status: { enabled: true } });
    expect((got?.at ?? Number.POSITIVE_INFINITY) - sent).toBeLessThan(1000);
  });

  it('serves airdrops and RPC subscriptions of the chain service through either replica', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    const socket = new WebSocket(`${b().url.replace('http', 'ws')}/api/rpc/ws`);
    const frames: { method?: string; params?: { result?: { value?: { lamports?: number } } } }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'accountSubscribe', params: [wallet] }));
    await new Promise((r) => setTimeout(r, 200));
    const airdrop = (await (await rpc(a(), 'requestAirdrop', [wallet, 1_000_000_000])).json()) as {
      result?: string;
    };
    expect(typeof airdrop.result).toBe('string');
    for (const deadline = Date.now() + 3000; Date.now() < deadline; ) {
      if (frames.some((f) => f.method === 'accountNotification')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    socket.terminate();
    const note = frames.find((f) => f.method === 'accountNotification');
    expect(note?.params?.result?.value?.lamports).toBe(1_000_000_000);
    const balance = (await (await rpc(b(), 'getBalance', [wallet])).json()) as { result: { value: number } };
    expect(balance.result.value).toBe(1_000_000_000);
  });

  it('limits a client over its rate limit on A on B too', async () => {
    // The counters use fixed one-minute windows: stay clear of a window's end.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const first = await rpc(b(), 'getSlot');
    // Earlier tests spent some of this client's budget: spend the rest of it on A.
    let onA = 0;
    for (let res = await rpc(a(), 'getSlot'); res.status === 200; res = await rpc(a(), 'getSlot')) onA++;
    const limitedOnB = await rpc(b(), 'getSlot');
    expect(first.status).toBe(200);
    expect(onA).toBeGreaterThan(0);
    expect(onA).toBeLessThan(RATE_LIMIT);
    expect(limitedOnB.status).toBe(429);
    expect(Number(limitedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('runs the leader job exactly once per tick, on one replica', async () => {
    const window = 3 * LEADER_HEARTBEAT_MS + 500;
    const before = await leaderRow();
    const since = Date.now();
    await new Promise((r) => setTimeout(r, window));
    const after = await leaderRow();
    const claims = await sql<{ tick: string; replica: string }[]>`
      select tick, replica from job_ticks where job = 'leader-heartbeat' and claimed_at > ${new Date(since)}
      order by tick`;
    expect(before?.replica).toBe(after?.replica);
    expect(new Set(claims.map((c) => c.replica))).toEqual(new Set([after?.replica]));
    // Every run claimed its tick, and every claimed tick ran once: the beats counted match the claims.
    expect(Number(after?.beats) - Number(before?.beats)).toBe(claims.length);
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(new Set(claims.map((c) => c.tick)).size).toBe(claims.length);
  });

  it('hands the jobs of a leader killed -9 to the other replica within 10 s', async () => {
    const leader = await leaderRow();
    expect(leader).toBeDefined();
    const killed = replicas.find((r) => r.child.pid === pidOf(leader?.replica ?? ''));
    const survivor = replicas.find((r) => r !== killed);
    expect(killed && survivor).toBeTruthy();
    const at = new Date();
    await stopServerProcess(killed?.child as ChildProcess, 'SIGKILL');
    let takenOver: { replica: string; beat_at: Date } | undefined;
    for (const deadline = at.getTime() + 10_000; Date.now() < deadline && !takenOver; ) {
      await new Promise((r) => setTimeout(r, 100));
      const row = await leaderRow();
      if (row && pidOf(row.replica) === survivor?.child.pid && row.beat_at > at) takenOver = row;
    }
    expect(takenOver, 'the survivor leads and has run a job').toBeDefined();
    expect((takenOver?.beat_at.getTime() ?? 0) - at.getTime()).toBeLessThan(10_000);
  });
});

describe.skipIf(!onPostgres)('jobs of two replicas that both believe they lead', () => {
  it('run each tick once between them (the tick is claimed in Postgres)', async () => {
    const pg = await createTestPostgresDatabase();
    const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: 'memory://' });
    try {
      const runs: { replica: string; tick: number }[] = [];
      const claimed = new Map<string, number>();
      let refused = 0;
      const interval = 200;
      const registries = ['one', 'two'].map((replica) => {
        const jobs = createJobRegistry({
          logger: createLogger('silent'),
          claim: async (job, tick) => {
            const ok = await claimJobTick(database.db, replica, job, tick);
            if (ok) claimed.set(replica, tick);
            else refused++;
            return ok;
          },
        });
        jobs.register('probe', interval, async () => {
          runs.push({ replica, tick: claimed.get(replica) ?? -1 });
          return undefined;
        });
        return jobs;
      });
      for (const jobs of registries) jobs.start();
      await new Promise((r) => setTimeout(r, 3000));
      for (const jobs of registries) jobs.stop();
      const ticks = runs.map((r) => r.tick);
      // Both tried most ticks; one of them ran each, never both.
      expect(runs.length).toBeGreaterThanOrEqual(8);
      expect(refused).toBeGreaterThanOrEqual(runs.length / 2);
      expect(new Set(ticks).size).toBe(ticks.length);
    } finally {
      await database.close();
      await pg.drop();
    }
  });
});
