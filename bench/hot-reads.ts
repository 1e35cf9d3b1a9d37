// Hot reads beside a bare Hono handler, in the same run: the real server (a subprocess: main.ts, PGlite unless
// DATABASE_URL is set) with 1,000 tokens (a few trades each, all in the last 24 h) against a bare Hono app
// (another subprocess) that answers the same paths with the same JSON bodies and does nothing else. Both are
// loaded by autocannon in turns (bare, real, bare, real…), so the machine's mood weighs on both alike; each
// figure is the ratio of the medians (real / bare), with the real server's p99.
// Budgets (issue 21): /api/health ≥ 70 % of bare Hono; /api/tokens ≥ 30 % with p99 ≤ 50 ms; /api/stats ≥ 50 %.
// Run alone: node --import tsx bench/hot-reads.ts   (BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_TOKENS, and
// BENCH_TARGETS=health,tokens,stats,token,trades,candles for some of them)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAddressDecoder } from '@solana/kit';
import autocannon from 'autocannon';
import { openDatabase, schema } from '../api/src/db';
import { type Budget, type Figure, figure, median, record } from './lib/figures';
import { freePort, startBenchServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 1000);
const TRADES_PER_TOKEN = 3;
const RUNS = 3;

interface Target {
  id: string;
  path: string;
  ratio?: Budget;
  p99?: Budget;
}

const decoder = getAddressDecoder();
const addressOf = (i: number, tag: number) => {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, i + 1);
  bytes[31] = tag;
  return decoder.decode(bytes) as string;
};

/** 1,000 tokens on their curves, a few trades each within the last day, and their scan figures. */
async function seed(dataDir: string) {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  const { db } = database;
  const now = Date.now();
  for (let from = 0; from < TOKENS; from += 200) {
    const ids = Array.from({ length: Math.min(200, TOKENS - from) }, (_, k) => from + k);
    await db.insert(schema.tokens).values(
      ids.map((i) => ({
        address: addressOf(i, 1),
        name: `Bench ${i}`,
        symbol: `B${i}`,
        creator: addressOf(i, 2),
        description: 'a token of the hot-reads bench',
        createdAt: new Date(now - (i + 1) * 60_000),
      })),
    );
    await db.insert(schema.curves).values(
      ids.map((i) => ({
        mint: addressOf(i, 1),
        virtualSolReserves: 30_000_000_000n + BigInt(i) * 1_000_000n,
        virtualTokenReserves: 1_073_000_000_000_000n - BigInt(i) * 1_000_000_000n,
        realSolReserves: BigInt(i) * 1_000_000n,
        realTokenReserves: 793_100_000_000_000n - BigInt(i) * 1_000_000_000n,
      })),
    );
    await db.insert(schema.trades).values(
      ids.flatMap((i) =>
        Array.from({ length: TRADES_PER_TOKEN }, (_, t) => ({
          signature: `${addressOf(i, 3)}${t}`,
          mint: addressOf(i, 1),
          side: t % 2 ? ('sell' as const) : ('buy' as const),
          solLamports: 100_000_000n + BigInt(t) * 1000n,
          tokenAmount: 3_000_000_000_000n,
          trader: addressOf(i, 4),
          slot: BigInt(1000 + t),
          createdAt: new Date(now - (t + 1) * 3 * 3_600_000 - i * 1000),
          priceSol: 2.8e-8 * (1 + t / 100),
          spotPriceSol: 2.8e-8 * (1 + t / 100),
        })),
      ),
    );
    await db.insert(schema.tokenStats).values(
      ids.map((i) => ({
        mint: addressOf(i, 1),
        holders: 2 + (i % 40),
        riskScore: 40 + (i % 50),
        riskLevel: 'medium' as const,
        refreshedAt: new Date(now),
      })),
    );
  }
  await database.close();
}

async function startBare(
  bodies: Record<string, string>,
  dir: string,
): Promise<{ base: string; child: ChildProcess }> {
  const file = path.join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./lib/bare-hono.ts', import.meta.url)), file],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const up = await fetch(`${base}${Object.keys(bodies)[0]}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('bare Hono did not start');
}

async function load(url: string, duration: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-hot-'));
await seed(dataDir);
const server = await startBenchServer({ SEED: '0' }, { dataDir });
const mint = addressOf(0, 1);
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
try {
  const bodies: Record<string, string> = {};
  for (const t of targets) {
    const res = await fetch(server.base + t.path);
    if (!res.ok) throw new Error(`${t.path}: ${res.status} ${await res.text()}`);
    bodies[t.path] = await res.text();
  }
  bare = await startBare(bodies, dataDir);
  const note = `${TOKENS} tokens, ${CONNECTIONS} connections, ${RUNS}×${DURATION_S} s each, in turns with bare Hono`;
  const only = process.env.BENCH_TARGETS?.split(',');
  for (const t of targets.filter((x) => !only || only.includes(x.id))) {
    await load(bare.base + t.path, 2);
    await load(server.base + t.path, 2);
    const ratios: number[] = [];
    const p99s: number[] = [];
    const rps: number[] = [];
    const bareRps: number[] = [];
    const bareP99s: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const b = await load(bare.base + t.path, DURATION_S);
      const r = await load(server.base + t.path, DURATION_S);
      bareRps.push(b.rps);
      bareP99s.push(b.p99);
      rps.push(r.rps);
      ratios.push(r.rps / b.rps);
      p99s.push(r.p99);
    }
    const name = `GET ${t.path.replace(mint, '{mint}')}`;
    figures.push(
      figure(`hot.${t.id}.ratio`, `${name}: share of bare Hono`, 'ratio', ratios, {
        note: `${note}; bare ${Math.round(median(bareRps))} req/s`,
        digits: 3,
        ...(t.ratio ? { budget: t.ratio } : {}),
      }),
      figure(`hot.${t.id}.rps`, `${name} throughput`, 'req/s', rps, { note }),
      figure(`hot.${t.id}.p99`, `${name} latency p99`, 'ms', p99s, {
        note: `${note}; bare Hono p99 ${median(bareP99s)} ms`,
        ...(t.p99 ? { budget: t.p99 } : {}),
      }),
    );
  }
} finally {
  bare?.child.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
record('hot-reads', figures);
