// Hot reads beside a bare Hono handler, in the same run: the real server (a subprocess: main.ts, PGlite unless
// DATABASE_URL names a Postgres server, where it gets a throw-away database of its own) with 1,000 tokens (a few trades each, all in the last 24 h) against a bare Hono app
// (another subprocess) that answers the same paths with the same JSON bodies and does nothing else. Both are
// loaded in turns (bare, real, bare, real…; by wrk where installed, else autocannon: bench/lib/floor.ts), so the
// machine's mood weighs on both alike; each figure is the ratio of the medians (real / bare), with the real
// server's p99.
// Budgets (issue 21): /api/health ≥ 70 % of bare Hono; /api/tokens ≥ 30 % with p99 ≤ 50 ms; /api/stats ≥ 50 %.
// Run alone: node --import tsx bench/hot-reads.ts   (BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_TOKENS, and
// BENCH_TARGETS=health,tokens,stats,token,trades,candles for some of them)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../api/test/scratch-database';
import { benchAddress, seedBenchTokens } from './lib/bench-tokens';
import { type Budget, type Figure, figure, median, record } from './lib/figures';
import { LOADER, loadRoute, startBareHono } from './lib/floor';
import { startBenchServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 1000);
const RUNS = 3;

interface Target {
  id: string;
  path: string;
  ratio?: Budget;
  p99?: Budget;
}

const load = (url: string, duration: number) => loadRoute(url, CONNECTIONS, duration);

const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-hot-'));
// On Postgres (DATABASE_URL), a database of its own on that server, dropped afterwards.
const pg: ScratchDatabase | undefined = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'solpad_bench')
  : undefined;
const dbName = pg ? 'Postgres' : 'PGlite';
await seedBenchTokens(TOKENS, { databaseUrl: pg?.url, pgliteDir: path.join(dataDir, 'pglite') });
const server = await startBenchServer({ SEED: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) }, { dataDir });
const mint = benchAddress(0, 1);
const targets: Target[] = [
  {
    id: 'health',
    path: '/api/health',
    ratio: {
      op: '>=',
      value: 0.7,
      why: 'issue 21: a probe answered from memory costs about what Hono itself does',
    },
  },
  {
    id: 'tokens',
    path: '/api/tokens',
    ratio: {
      op: '>=',
      value: 0.3,
      why: 'issue 21: a launch rush polls the list; it must not cost a query each',
    },
    p99: {
      op: '<=',
      value: 50,
      why: 'issue 21: the list answers within 50 ms for 99 % of 50 concurrent pollers',
    },
  },
  {
    id: 'stats',
    path: '/api/stats',
    ratio: { op: '>=', value: 0.5, why: 'issue 21: every open page polls the stats' },
  },
  { id: 'token', path: `/api/tokens/${mint}` },
  { id: 'trades', path: `/api/tokens/${mint}/trades` },
  { id: 'candles', path: `/api/tokens/${mint}/candles?interval=1h` },
];
const figures: Figure[] = [];
let bare: { base: string; child: ChildProcess } | undefined;
/** Bare Hono sending the real server's headers too (its security headers, ETag, caching): how much they cost. */
let alike: { base: string; child: ChildProcess } | undefined;
/** Headers made per answer (by Node or per request): not copied into the second floor. */
const PER_ANSWER_HEADERS = [
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
];
try {
  const bodies: Record<string, string> = {};
  const sent: Record<string, Record<string, string>> = {};
  for (const t of targets) {
    // Twice: the second answer is the one hot reads give (from memory, with its ETag).
    await fetch(server.base + t.path).then((r) => r.arrayBuffer());
    const res = await fetch(server.base + t.path);
    if (!res.ok) throw new Error(`${t.path}: ${res.status} ${await res.text()}`);
    bodies[t.path] = await res.text();
    sent[t.path] = Object.fromEntries(
      [...res.headers].filter(([name]) => !PER_ANSWER_HEADERS.includes(name)),
    );
  }
  bare = await startBareHono(bodies, dataDir);
  alike = await startBareHono(bodies, dataDir, sent);
  const note = `${dbName}, ${TOKENS} tokens, ${CONNECTIONS} connections, ${RUNS}×${DURATION_S} s each by ${LOADER}, in turns with bare Hono`;
  const only = process.env.BENCH_TARGETS ? process.env.BENCH_TARGETS.split(',') : undefined;
  const loads: number[] = [];
  for (const t of targets.filter((x) => !only || only.includes(x.id))) {
    await load(bare.base + t.path, 2);
    await load(server.base + t.path, 2);
    await load((alike as { base: string }).base + t.path, 2);
    const ratios: number[] = [];
    const p99s: number[] = [];
    const rps: number[] = [];
    const bareRps: number[] = [];
    const bareP99s: number[] = [];
    const alikeRatios: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const b = await load(bare.base + t.path, DURATION_S);
      const r = await load(server.base + t.path, DURATION_S);
      const a = await load((alike as { base: string }).base + t.path, DURATION_S);
      alikeRatios.push(r.rps / a.rps);
      loads.push(loadavg()[0] as number);
      bareRps.push(b.rps);
      bareP99s.push(b.p99);
      rps.push(r.rps);
      ratios.push(r.rps / b.rps);
      p99s.push(r.p99);
    }
    const name = `GET ${t.path.replace(mint, '{mint}')} (${dbName})`;
    const id = `hot.${pg ? 'pg.' : ''}${t.id}`;
    figures.push(
      figure(`${id}.ratio`, `${name}: share of bare Hono`, 'ratio', ratios, {
        note: `${note}; bare ${Math.round(median(bareRps))} req/s`,
        digits: 3,
        ...(t.ratio ? { budget: t.ratio } : {}),
      }),
      figure(
        `${id}.ratio-alike`,
        `${name}: share of bare Hono sending the same headers`,
        'ratio',
        alikeRatios,
        {
          note: `${note}; the second floor sends this route's security, caching and ETag headers as the API does`,
          digits: 3,
        },
      ),
      figure(`${id}.rps`, `${name} throughput`, 'req/s', rps, { note }),
      figure(`${id}.p99`, `${name} latency p99`, 'ms', p99s, {
        note: `${note}; bare Hono p99 ${median(bareP99s)} ms`,
        ...(t.p99 ? { budget: t.p99 } : {}),
      }),
    );
  }
  figures.push(
    figure(`hot.${pg ? 'pg.' : ''}loadavg`, `Load average (1 min) after each turn (${dbName})`, '', loads, {
      note: `${availableParallelism()} cores; other work on the machine weighs on the server and bare Hono alike`,
      digits: 2,
    }),
  );
} finally {
  bare?.child.kill();
  alike?.child.kill();
  await server.stop();
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
record('hot-reads', figures);
