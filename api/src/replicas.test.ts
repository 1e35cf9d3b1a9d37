// The production shape (docs/scaling.md) for real: two API replicas as separate processes on one Postgres
// server, and the chain as a third process (`npm run chain`). What one replica does, the other's clients see;
// a rate limit holds across both; jobs run once per tick on the leader, and when the leader is killed -9 the
// other takes its jobs over within 10 s. Needs a Postgres server (TEST_DATABASE_URL): skipped on PGlite, which
// is one process by design.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { address, createSolanaRpc, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { SignInInputSchema, type TradeQuoteResponse, type WsServerMessage } from '@solpad/core/schemas';
import { curveReserveTokens } from '@solpad/core/trade';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { httpVenueClient } from '../test/http-venue-client';
import {
  createTestPostgresDatabase,
  freePort,
  signSiws,
  startChainProcess,
  startServerProcess,
  stopServerProcess,
  TEST_DATABASE_KIND,
  type TestPostgresDatabase,
} from '../test/support';
import { openDatabase } from './db';
import { createPlatformKeys } from './keys';
import { claimJobTick, LEADER_HEARTBEAT_MS } from './lib/cluster-db';
import { createJobRegistry } from './lib/job-registry';
import { createLogger } from './lib/logger';

const RATE_LIMIT = 20;
const PLATFORM_SECRET = 'replicas-test-platform-secret-0123456789abcdef';
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
  let chainUrl: string;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    pg = await createTestPostgresDatabase();
    sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    dir = mkdtempSync(path.join(tmpdir(), 'solpad-replicas-'));
    admin = await generateKeyPairSigner();
    const chainPort = await freePort();
    chain = await startChainProcess({ port: chainPort, dataDir: path.join(dir, 'chain-service') });
    chainUrl = `http://127.0.0.1:${chainPort}`;
    const env = {
      SOLANA_RPC_URL: `http://127.0.0.1:${chainPort}`,
      SOLANA_CLUSTER: 'localnet',
      PLATFORM_SECRET,
      RPC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      ADMIN_WALLETS: admin.address,
      // The test's clients stand behind a "load balancer" at 127.0.0.1: each names itself in X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
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
  const rpc = (r: Replica, method: string, params: unknown[] = [], headers: Record<string, string> = {}) =>
    fetch(`${r.url}/api/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
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

  it('trades through both replicas: a trade settled on A reaches a client of B within 1 s, and 1,000 concurrent quotes over both never oversell the curve', async () => {
    const onA = httpVenueClient(a().url, { chainUrl });
    const creator = await onA.wallet(2);
    const { mint } = await onA.launch(creator);
    const traders = await Promise.all(Array.from({ length: 20 }, () => onA.wallet(2)));

    const socket = new WebSocket(`${b().url.replace('http', 'ws')}/api/ws`);
    const received: { at: number; message: WsServerMessage }[] = [];
    socket.on('message', (data) => received.push({ at: Date.now(), message: JSON.parse(String(data)) }));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'subscribe', tokens: [mint] }));
    for (const deadline = Date.now() + 3000; Date.now() < deadline; ) {
      if (received.some((r) => r.message.type === 'subscribed')) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    // Both replicas have answered the token list (each holds it in memory, with the 24 h figures the leader
    // computed): the trade must show in either's list within 1 s, follower or leader.
    const listed = async (r: Replica) => {
      const res = await fetch(`${r.url}/api/tokens?search=${mint}`);
      const body = (await res.json()) as { tokens: { volume24hLamports: string; trades24h: number }[] };
      return body.tokens[0] ?? { volume24hLamports: '-1', trades24h: -1 };
    };
    const before = await Promise.all([listed(a()), listed(b())]);
    const first = await onA.trade(traders[0] as KeyPairSigner, {
      mint,
      side: 'buy',
      amount: '100000000',
      amountIs: 'sol',
      slippageBps: 500,
    });
    const settledAt = Date.now();
    for (const deadline = settledAt + 1000; Date.now() < deadline; ) {
      if (received.some((r) => r.message.type === 'trade')) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    socket.terminate();
    const seen = received.find((r) => r.message.type === 'trade');
    expect(seen?.message).toMatchObject({ type: 'trade', token: mint, signature: first.signature });
    expect((seen?.at ?? Number.POSITIVE_INFINITY) - settledAt).toBeLessThan(1000);
    for (const [i, r] of [a(), b()].entries()) {
      const was = before[i] as { volume24hLamports: string; trades24h: number };
      const want = {
        volume24hLamports: String(BigInt(was.volume24hLamports) + BigInt(first.trade.solLamports)),
        trades24h: was.trades24h + 1,
      };
      let now = await listed(r);
      while (Date.now() - settledAt < 1000 && now.trades24h !== want.trades24h)
        now = await new Promise((ok) => setTimeout(ok, 20)).then(() => listed(r));
      expect(now).toMatchObject(want);
    }

    // 1,000 quotes at once, alternating replicas, 50 per wallet (each wallet its own forwarded address, as
    // behind a load balancer); then every wallet signs and submits its last quote, half through each replica.
    const quoteOn = async (r: Replica, w: KeyPairSigner, i: number) => {
      const res = await fetch(`${r.url}/api/trade/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({
          mint,
          side: 'buy',
          amount: String(20_000_000 + i * 1_000_000),
          amountIs: 'sol',
          slippageBps: 5000,
          wallet: w.address,
        }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as TradeQuoteResponse;
    };
    // A wallet keeps its newest few unsent quotes: submit the one answered last.
    const last = new Map<number, TradeQuoteResponse>();
    await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        quoteOn(n % 2 ? b() : a(), traders[n % 20] as KeyPairSigner, n % 20).then((q) => last.set(n % 20, q)),
      ),
    );
    const submits = await Promise.all(
      [...last].map(async ([i, q]) => {
        const r = i % 2 ? b() : a();
        const res = await fetch(`${r.url}/api/trade/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({
            quoteId: q.quoteId,
            transaction: await onA.sign(q.transaction, [traders[i] as KeyPairSigner]),
          }),
        });
        return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
      }),
    );
    // Each lands, or is refused because another trade moved the price first — nothing else.
    const landed = submits.filter((s) => s.status === 200).length;
    expect(landed).toBeGreaterThan(0);
    expect(submits.filter((s) => s.status !== 200).map((s) => s.body.error?.code)).toEqual(
      Array(submits.length - landed).fill('TRADE__SLIPPAGE'),
    );

    // The vault on chain holds exactly what the database says the curve has.
    const keys = createPlatformKeys(PLATFORM_SECRET);
    const vault = (await keys.vault(address(mint))).address;
    const chainRpc = createSolanaRpc(chainUrl);
    const [curve] = await sql<{ real_sol_reserves: string; real_token_reserves: string }[]>`
      select real_sol_reserves, real_token_reserves from curves where mint = ${mint}`;
    const rent0 = await chainRpc.getMinimumBalanceForRentExemption(0n).send();
    const { value: lamports } = await chainRpc.getBalance(vault).send();
    expect(lamports - rent0).toBe(BigInt(curve?.real_sol_reserves ?? -1));
    const { value: accounts } = await chainRpc
      .getTokenAccountsByOwner(vault, { mint: address(mint) }, { encoding: 'jsonParsed' })
      .send();
    const held = accounts.reduce(
      (sum, acc) =>
        sum +
        BigInt(
          (acc.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info
            .tokenAmount.amount,
        ),
      0n,
    );
    expect(held).toBe(BigInt(curve?.real_token_reserves ?? -1) + curveReserveTokens());
    const [{ n: trades } = { n: '0' }] = await sql<{ n: string }[]>`
      select count(*)::text as n from trades where mint = ${mint}`;
    expect(Number(trades)).toBe(1 + landed);
  }, 180_000);

  it('limits a client over its rate limit on A on B too', async () => {
    // The counters use fixed one-minute windows: stay clear of a window's end.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    // A client of its own (forwarded by the trusted "balancer"), with its whole budget: 5 calls on B…
    const as = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await rpc(b(), 'getSlot', [], as)).status).toBe(200);
    // …leave exactly the rest of it on A, and then B refuses too.
    let onA = 0;
    for (
      let res = await rpc(a(), 'getSlot', [], as);
      res.status === 200;
      res = await rpc(a(), 'getSlot', [], as)
    )
      onA++;
    const limitedOnB = await rpc(b(), 'getSlot', [], as);
    expect(onA).toBe(RATE_LIMIT - 5);
    expect(limitedOnB.status).toBe(429);
    expect(Number(limitedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same balancer is not limited.
    expect((await rpc(b(), 'getSlot', [], { 'x-forwarded-for': '203.0.113.78' })).status).toBe(200);
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
