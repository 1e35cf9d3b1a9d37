// Two replicas against one, in the production shape (docs/scaling.md), in the same run as a bare Hono floor:
// a throw-away Postgres database on the server of DATABASE_URL with 1,000 tokens (a few trades each), the chain
// as its own process (api/src/chain-main.ts, as `npm run chain`), and two clusters of `npm run serve` on that
// database and chain — one with `--replicas 1`, one with `--replicas 2` — both up for the whole run. Each route
// is loaded (50 connections; wrk where installed, else autocannon — bench/lib/floor.ts) in turns: bare Hono, one replica, two replicas, again and again, so
// the machine's mood weighs on all three alike. The figures: each cluster's throughput and p99, and the ratio
// two / one of each turn (budget ≥ 1: a second replica must not cost throughput, issue 21), with the floor and
// each cluster's share of it in the notes, and the load average while the routes were loaded.
// Needs DATABASE_URL (a role with CREATEDB; the bench never writes into that database itself).
// Run alone: DATABASE_URL=postgres://… node --import tsx bench/replicas.ts   (BENCH_DURATION_S, BENCH_RUNS,
// BENCH_CONNECTIONS, BENCH_TOKENS, BENCH_TARGETS=tokens,token,health,stats,quote,trade; BENCH_TRADES per turn of the
// trade load)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { KeyPairSigner } from '@solana/kit';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { venueClient } from '../api/src/trade/venue-client';
import { httpVenueClient } from '../api/test/http-venue-client';
import { createScratchDatabase, type ScratchDatabase } from '../api/test/scratch-database';
import { benchAddress, seedBenchTokens } from './lib/bench-tokens';
import { type Figure, figure, median, record } from './lib/figures';
import { LOADER, loadRoute, startBareHono } from './lib/floor';
import { benchBuy } from './lib/trade-app';
import { freePort } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const PLATFORM_SECRET = 'replicas-bench-platform-secret-0123456789abcdef';
/** The budget of every two / one ratio. */
const TWO_AT_LEAST_ONE = {
  op: '>=' as const,
  value: 1,
  why: 'issue 21: two replicas at least as fast as one on this 2-core machine',
};

interface Service {
  base: string;
  child: ChildProcess;
}

/** Waits for `url` to answer 200 (`child` must stay up meanwhile). */
async function until(url: string, child: ChildProcess, what: string, ms = 120_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer in ${ms / 1000} s`);
}

/** The chain service (`npm run chain`) on a free port, no demo seed. */
async function startChain(dir: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/chain.mjs'), '--no-seed'], {
    env: {
      ...process.env,
      CHAIN_PORT: String(port),
      CHAIN_HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'chain'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await until(`${base}/solpad/info`, child, 'the chain service');
  return { base, child };
}

/**
 * `npm run serve -- --replicas n` on a free port over `databaseUrl` and the chain at `chainUrl`; resolves once
 * every replica has said it listens (their log lines) and the port answers /api/health.
 */
async function startCluster(n: number, databaseUrl: string, chainUrl: string, dir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--replicas', String(n), '--no-build', '--no-seed'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SOLANA_RPC_URL: chainUrl,
        SOLANA_CLUSTER: 'localnet',
        PLATFORM_SECRET,
        // The quote load names a client per request in X-Forwarded-For, as behind a load balancer: the
        // per-client quote limit (600/min, shared by the replicas) must not be what is measured.
        TRUSTED_PROXIES: '127.0.0.1',
        DATA_DIR: path.join(dir, `cluster-${n}`),
        // Info: each replica's "Solpad is listening" line (requests are logged at debug only).
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const replicas: string[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; replica?: string };
      if (entry.msg === 'Solpad is listening') replicas.push(entry.replica ?? '?');
      else if ((entry.level ?? 0) >= 40) console.error(line);
    } catch {
      console.error(line);
    }
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; replicas.length < n; ) {
    if (child.exitCode !== null) throw new Error(`the ${n}-replica cluster exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${replicas.length} of ${n} replicas listened in 120 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await until(`${base}/api/health`, child, `the ${n}-replica cluster`);
  return { base, child, replicas };
}

/** Which cluster's replica leads (runs the jobs), from the leader's heartbeat row. */
async function leaderOf(databaseUrl: string, clusters: Record<string, string[]>): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const [row] = await sql<{ replica: string }[]>`select replica from cluster_leader`;
      const found = Object.entries(clusters).find(([, ids]) => row && ids.includes(row.replica));
      if (found) return found[0];
      await new Promise((r) => setTimeout(r, 500));
    }
    return 'unknown';
  } finally {
    await sql.end({ timeout: 2 });
  }
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * An HTTP requester that names the client of each call in X-Forwarded-For (the venue client's `ip`, passed as the
 * in-process app's socket address), as a load balancer in front of the replicas would.
 */
function forwardedRequester(base: string) {
  return {
    request(input: string, init?: RequestInit, env?: unknown) {
      const ip = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
        ?.remoteAddress;
      const headers = new Headers(init?.headers);
      if (ip) headers.set('x-forwarded-for', ip);
      return fetch(`${base}${new URL(input, base).pathname}`, { ...init, headers });
    },
  };
}

/** `count` settled buys of 0.01 SOL of `mint` through `base` by `wallets` at once (each its own client); trades/s. */
async function loadTrades(
  base: string,
  mint: string,
  wallets: KeyPairSigner[],
  count: number,
): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    wallets.map(async (w, i) => {
      const c = venueClient({ app: forwardedRequester(base) }, { ip: `10.21.0.${i + 1}` });
      const req = benchBuy(mint);
      while (next < count) {
        next++;
        await c.trade(w, req, Number.POSITIVE_INFINITY);
      }
    }),
  );
  return count / ((performance.now() - t0) / 1000);
}

let client = 0;
/**
 * Firm quotes (POST /api/trade/quote) of buys of `mint`, each request from its own client address (as behind a
 * load balancer) and for the next of `wallets`: callers of a launch, not one wallet quoting 50 times at once.
 */
async function loadQuotes(base: string, mint: string, wallets: readonly string[], duration: number) {
  const bodies = wallets.map((wallet) =>
    JSON.stringify({ mint, side: 'buy', amount: '10000000', amountIs: 'sol', slippageBps: 500, wallet }),
  );
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/trade/quote',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          client = (client + 1) % 60_000;
          const ip = `10.${(client >> 8) & 255}.${client & 255}.${1 + (client % 250)}`;
          return {
            ...req,
            body: bodies[client % bodies.length] as string,
            headers: { ...req.headers, 'x-forwarded-for': ip },
          };
        },
      },
    ],
  });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0)
    throw new Error(
      `quotes on ${base}: ${failed} requests failed (${r.errors} errors, ${r.timeouts} timeouts, statuses ${JSON.stringify(r.statusCodeStats)})`,
    );
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench/replicas.ts needs DATABASE_URL=postgres://… (a role with CREATEDB): replicas share Postgres',
  );
  process.exit(2);
}
const mint = benchAddress(0, 1);
const targets = [
  { id: 'tokens', path: '/api/tokens' },
  { id: 'token', path: `/api/tokens/${mint}` },
  { id: 'health', path: '/api/health' },
  { id: 'stats', path: '/api/stats' },
];
const dir = mkdtempSync(path.join(tmpdir(), 'solpad-replicas-bench-'));
const figures: Figure[] = [];
let pg: ScratchDatabase | undefined;
let chain: Service | undefined;
let one: (Service & { replicas: string[] }) | undefined;
let two: (Service & { replicas: string[] }) | undefined;
let bare: Service | undefined;
try {
  pg = await createScratchDatabase(serverUrl, 'solpad_bench');
  await seedBenchTokens(TOKENS, { databaseUrl: pg.url, pgliteDir: path.join(dir, 'unused') });
  chain = await startChain(dir);
  // The two-replica cluster first: one of its replicas takes the lead and runs the jobs, so whatever they cost
  // weighs on two replicas, not on one (the budget's side of the doubt). The seed migrated the database already.
  two = await startCluster(2, pg.url, chain.base, dir);
  one = await startCluster(1, pg.url, chain.base, dir);
  const leader = await leaderOf(pg.url, { '2 replicas': two.replicas, '1 replica': one.replicas });
  const bodies: Record<string, string> = {};
  for (const t of targets) {
    const res = await fetch(one.base + t.path);
    if (!res.ok) throw new Error(`${t.path}: ${res.status} ${await res.text()}`);
    bodies[t.path] = await res.text();
  }
  bare = await startBareHono(bodies, dir);
  const load = (url: string, duration: number) => loadRoute(url, CONNECTIONS, duration);
  const note = `Postgres, chain service, ${TOKENS} tokens, ${CONNECTIONS} connections, ${RUNS}×${DURATION_S} s each by ${LOADER}, in turns bare Hono / 1 replica / 2 replicas; the leader (jobs) in the cluster of ${leader}`;
  const only = process.env.BENCH_TARGETS ? process.env.BENCH_TARGETS.split(',') : undefined;
  const loads: number[] = [];
  /** `measure` on one replica, then on two, RUNS times in turns: each side's results, the two / one ratio per turn. */
  const [oneBase, twoBase] = [one.base, two.base];
  const inTurns = async <T>(measure: (base: string) => Promise<T>, rate: (r: T) => number) => {
    const turns = { one: [] as T[], two: [] as T[], ratios: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      const r1 = await measure(oneBase);
      const r2 = await measure(twoBase);
      loads.push(loadavg()[0] as number);
      turns.one.push(r1);
      turns.two.push(r2);
      turns.ratios.push(rate(r2) / rate(r1));
    }
    return turns;
  };
  // Every measured route of both clusters once before any is: a replica's first answers (JIT, its cache, its
  // pool) must not land in the first route's turns, where two cold replicas would pay twice what one does.
  const measured = targets.filter((x) => !only || only.includes(x.id));
  for (const t of measured) for (const base of [one.base, two.base]) await load(base + t.path, 2);
  for (const t of measured) {
    for (const base of [bare.base, one.base, two.base]) await load(base + t.path, 2);
    const runs = { bare: [] as number[], one: [] as number[], two: [] as number[] };
    const p99s = { one: [] as number[], two: [] as number[] };
    const ratios: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const b = await load(bare.base + t.path, DURATION_S);
      const r1 = await load(one.base + t.path, DURATION_S);
      const r2 = await load(two.base + t.path, DURATION_S);
      loads.push(loadavg()[0] as number);
      runs.bare.push(b.rps);
      runs.one.push(r1.rps);
      runs.two.push(r2.rps);
      p99s.one.push(r1.p99);
      p99s.two.push(r2.p99);
      ratios.push(r2.rps / r1.rps);
    }
    const name = `GET ${t.path.replace(mint, '{mint}')}`;
    const floor = median(runs.bare);
    const share = (rps: number[]) => `${((median(rps) / floor) * 100).toFixed(1)} % of bare Hono`;
    figures.push(
      figure(`replicas.${t.id}.ratio`, `${name}: 2 replicas / 1 replica`, 'ratio', ratios, {
        note: `${note}; bare Hono ${Math.round(floor)} req/s`,
        digits: 3,
        budget: TWO_AT_LEAST_ONE,
      }),
      figure(`replicas.${t.id}.one.rps`, `${name} throughput, 1 replica`, 'req/s', runs.one, {
        note: share(runs.one),
      }),
      figure(`replicas.${t.id}.two.rps`, `${name} throughput, 2 replicas`, 'req/s', runs.two, {
        note: share(runs.two),
      }),
      figure(`replicas.${t.id}.one.p99`, `${name} latency p99, 1 replica`, 'ms', p99s.one),
      figure(`replicas.${t.id}.two.p99`, `${name} latency p99, 2 replicas`, 'ms', p99s.two),
    );
  }
  // Quotes are opt-in (BENCH_TARGETS=…,quote): on the shared machine a turn of one replica completed none in 5 s.
  if (only?.includes('quote')) {
    // A token launched through the API on the chain service, quoted by 100 funded wallets in turn.
    const venue = httpVenueClient(one.base, { chainUrl: chain.base });
    const { mint: launched } = await venue.launch(await venue.wallet(2));
    const traders: string[] = [];
    for (let i = 0; i < 100; i++) traders.push((await venue.wallet(1)).address);
    for (const base of [one.base, two.base]) await loadQuotes(base, launched, traders, 2);
    const turns = await inTurns(
      (base) => loadQuotes(base, launched, traders, DURATION_S),
      (r) => r.rps,
    );
    if (turns.one.some((r) => r.rps === 0))
      throw new Error(`no quote completed in ${DURATION_S} s on one replica`);
    const ratios = turns.ratios;
    const runs = { one: turns.one.map((r) => r.rps), two: turns.two.map((r) => r.rps) };
    const p99s = { one: turns.one.map((r) => r.p99), two: turns.two.map((r) => r.p99) };
    const name = 'POST /api/trade/quote (firm quotes of 0.01 SOL buys, one token)';
    const quoteNote = `Postgres, chain service, ${CONNECTIONS} connections, ${RUNS}×${DURATION_S} s each, in turns 1 replica / 2 replicas (no bare floor: a quote is not a read); each request its own client address, 100 wallets in turn`;
    figures.push(
      figure('replicas.quote.ratio', `${name}: 2 replicas / 1 replica`, 'ratio', ratios, {
        note: quoteNote,
        digits: 3,
        budget: TWO_AT_LEAST_ONE,
      }),
      figure('replicas.quote.one.rps', `${name}, 1 replica`, 'quotes/s', runs.one, { digits: 1 }),
      figure('replicas.quote.two.rps', `${name}, 2 replicas`, 'quotes/s', runs.two, { digits: 1 }),
      figure('replicas.quote.one.p99', `${name} latency p99, 1 replica`, 'ms', p99s.one),
      figure('replicas.quote.two.p99', `${name} latency p99, 2 replicas`, 'ms', p99s.two),
    );
  }
  // Settled trades are opt-in too (BENCH_TARGETS=…,trade): 20 wallets buying one token at once, each its own client.
  if (only?.includes('trade')) {
    const venue = httpVenueClient(one.base, { chainUrl: chain.base });
    const { mint: launched } = await venue.launch(await venue.wallet(2));
    const wallets: KeyPairSigner[] = [];
    for (let i = 0; i < 20; i++) wallets.push(await venue.wallet(10));
    const trades = Number(process.env.BENCH_TRADES ?? 200);
    for (const base of [one.base, two.base]) await loadTrades(base, launched, wallets, 40);
    const {
      one: tradesOne,
      two: tradesTwo,
      ratios,
    } = await inTurns(
      (base) => loadTrades(base, launched, wallets, trades),
      (r) => r,
    );
    const runs = { one: tradesOne, two: tradesTwo };
    const name = 'Settled trades per second on one token, 20 wallets at once';
    const tradeNote = `Postgres, chain service, ${trades} buys of 0.01 SOL per turn (quote, sign every version, submit), in turns 1 replica / 2 replicas; each wallet its own client address`;
    figures.push(
      figure('replicas.trade.ratio', `${name}: 2 replicas / 1 replica`, 'ratio', ratios, {
        note: tradeNote,
        digits: 3,
        budget: TWO_AT_LEAST_ONE,
      }),
      figure('replicas.trade.one', `${name}, 1 replica`, 'trades/s', runs.one, {
        note: tradeNote,
        digits: 1,
        budget: { op: '>=', value: 300, why: 'issue 21: settled trades/s on the localnet at least 300' },
      }),
      figure('replicas.trade.two', `${name}, 2 replicas`, 'trades/s', runs.two, {
        note: tradeNote,
        digits: 1,
        budget: { op: '>=', value: 300, why: 'issue 21: settled trades/s on the localnet at least 300' },
      }),
    );
  }
  figures.push(
    figure('replicas.loadavg', 'Load average (1 min) after each turn of the replicas bench', '', loads, {
      note: `${availableParallelism()} cores; other work on the machine weighs on all three servers alike`,
      digits: 2,
    }),
  );
} finally {
  await Promise.all([stop(one?.child), stop(two?.child), stop(bare?.child)]);
  await stop(chain?.child);
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}
record('replicas', figures);
