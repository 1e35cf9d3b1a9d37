// The server's CPU time per hot answer: the real server (a subprocess: main.ts on PGlite, 1,000 tokens as in
// bench/hot-reads.ts) answers a fixed number of requests per path, and its own user + system time (from
// /proc/<pid>/stat) is divided by them; so does a bare Hono app answering the same bodies (bench/lib/floor.ts),
// in turns with it. Throughput ratios swing with whatever else the machine runs; the CPU a process spends per
// answer moves far less, so a change to the hot path shows here on a busy machine too.
// Linux only (/proc). Run alone: node --import tsx bench/hot-cpu.ts   (BENCH_REQUESTS per run, BENCH_CONNECTIONS,
// BENCH_TOKENS, BENCH_TARGETS=health,tokens,stats)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedBenchTokens } from './lib/bench-tokens';
import { type Figure, figure, median, record } from './lib/figures';
import { startBareHono } from './lib/floor';
import { startBenchServer } from './server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 1000);
const RUNS = 3;
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;
const TARGETS: Record<string, string> = { health: '/api/health', tokens: '/api/tokens', stats: '/api/stats' };

/** CPU seconds (user + system) process `pid` has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/** `amount` requests of `url` at `CONNECTIONS`; throws on any answer but 2xx. */
async function hammer(url: string, amount: number): Promise<void> {
  const r = await autocannon({ url, connections: CONNECTIONS, amount });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-hot-cpu-'));
await seedBenchTokens(TOKENS, { pgliteDir: path.join(dataDir, 'pglite') });
const server = await startBenchServer({ SEED: '0' }, { dataDir });
const figures: Figure[] = [];
const loads: number[] = [];
let bare: Awaited<ReturnType<typeof startBareHono>> | undefined;
try {
  const only = process.env.BENCH_TARGETS?.split(',') ?? Object.keys(TARGETS);
  const bodies: Record<string, string> = {};
  for (const id of only) {
    const p = TARGETS[id] as string;
    bodies[p] = await fetch(server.base + p).then((r) => r.text());
  }
  bare = await startBareHono(bodies, dataDir);
  const bareOf = { base: bare.base, pid: bare.child.pid as number };
  /** CPU µs per answer of `amount` requests of `p` to `at`. */
  const perAnswer = async (at: { base: string; pid: number }, p: string) => {
    const before = cpuSeconds(at.pid);
    await hammer(at.base + p, REQUESTS);
    return ((cpuSeconds(at.pid) - before) / REQUESTS) * 1e6;
  };
  for (const id of only) {
    const p = TARGETS[id] as string;
    await hammer(server.base + p, Math.min(REQUESTS, 20_000));
    await hammer(bare.base + p, Math.min(REQUESTS, 20_000));
    const real: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await perAnswer(bareOf, p));
      real.push(await perAnswer(server, p));
      loads.push(loadavg()[0] as number);
    }
    const note = `PGlite, ${TOKENS} tokens, ${CONNECTIONS} connections, ${RUNS}×${REQUESTS} requests`;
    figures.push(
      figure(`hot.cpu.${id}`, `GET ${p} (PGlite): server CPU per answer`, 'µs', real, {
        note: `${note}; bare Hono ${median(floor).toFixed(1)} µs`,
        digits: 1,
      }),
      figure(
        `hot.cpu.${id}.share`,
        `GET ${p} (PGlite): bare Hono's CPU per answer over the server's`,
        'ratio',
        real.map((r, i) => (floor[i] as number) / r),
        { note, digits: 3 },
      ),
    );
  }
  figures.push(figure('hot.cpu.loadavg', 'Load average (1 min) after each turn', '', loads, { digits: 2 }));
} finally {
  bare?.child.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
record('hot-cpu', figures);
