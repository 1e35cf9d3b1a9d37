// Where a quote's time goes under a launch rush: bench/trade.ts's load scenario (50 callers, each its own wallet,
// quoting one token at once, 500 quotes a round; each wallet's first quote compiles its transaction) in one app,
// a warm-up round then BENCH_ROUNDS measured rounds, each with 50 new wallets. Prints quotes/s, p50 / p99, the
// process's CPU per quote (app and in-process client) and its main thread's, the database statements per quote,
// and the top self time of the measured rounds under V8's CPU profiler. Not a figure of bench/RESULTS.md: a tool
// to find what to cut.
// Run: node --import tsx bench/quote-profile.ts   (BENCH_ROUNDS, BENCH_PROFILE=0 to time without the profiler,
// BENCH_PROFILE_OUT=file.cpuprofile)
import { startVenueTestApp, type VenueTestApp, venueClient } from '../api/test/trade-harness';
import { printSelfTime, startProfiler } from './lib/cpu-profile';
import { median, quantile } from './lib/figures';
import { mainThreadMs } from './lib/main-thread';
import { timedQuote } from './lib/timed-quote';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const CALLERS = 50;
const QUOTES = 500;

/** Counts and times the statements the app sends to its database while `counter.on`, by their text. */
function countQueries(t: VenueTestApp) {
  const session = (t.database.db as unknown as { session: { client: object } }).session;
  const client = session.client as { query?: (sql: string, ...a: unknown[]) => Promise<unknown> };
  const counter = { on: false, n: 0, bySql: new Map<string, { n: number; ms: number }>() };
  // postgres-js (SOLPAD_TEST_DATABASE=postgres) has no `query` method to wrap: its statements go uncounted.
  if (typeof client.query !== 'function') return counter;
  const query = client.query.bind(client) as (sql: string, ...a: unknown[]) => Promise<unknown>;
  session.client = new Proxy(client, {
    get: (target, p) =>
      p === 'query'
        ? async (sql: string, ...a: unknown[]) => {
            if (!counter.on) return query(sql, ...a);
            counter.n++;
            const from = performance.now();
            try {
              return await query(sql, ...a);
            } finally {
              const k = sql.replace(/\s+/g, ' ').replace(/\$\d+/g, '$').slice(0, 110);
              const seen = counter.bySql.get(k) ?? { n: 0, ms: 0 };
              counter.bySql.set(k, { n: seen.n + 1, ms: seen.ms + performance.now() - from });
            }
          }
        : Reflect.get(target, p),
  });
  return counter;
}

/** A round's 50 new wallets, funded, each calling from its own client address. */
function callersOf(t: VenueTestApp, r: number) {
  const funder = venueClient(t);
  return Promise.all(
    Array.from({ length: CALLERS }, async (_, i) => ({
      c: venueClient(t, { ip: `10.${r}.${i >> 8}.${i & 255}` }),
      w: await funder.wallet(5),
    })),
  );
}

/** One round: its wallets quoting `mint` at once, 500 quotes. */
async function round(mint: string, callers: Awaited<ReturnType<typeof callersOf>>) {
  const latencies: number[] = [];
  let issued = 0;
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadMs();
  const t0 = performance.now();
  await Promise.all(
    callers.map(async ({ c, w }) => {
      while (issued < QUOTES) {
        latencies.push(await timedQuote(c, w, mint, issued++));
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const main1 = mainThreadMs();
  return {
    mainMs: main0 === null || main1 === null ? Number.NaN : (main1 - main0) / QUOTES,
    rps: QUOTES / (wall / 1000),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuMs: (cpu.user + cpu.system) / 1000 / QUOTES,
  };
}

const t = await startVenueTestApp();
try {
  const { mint } = await venueClient(t).launch(await venueClient(t).wallet(2));
  const queries = countQueries(t);
  await round(mint, await callersOf(t, 0));
  // Every round's wallets are funded before the profiler starts.
  const wallets = [];
  for (let r = 1; r <= ROUNDS; r++) wallets.push(await callersOf(t, r));
  const stopProfiler = PROFILE ? await startProfiler() : null;
  const rounds: Awaited<ReturnType<typeof round>>[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    queries.on = true;
    rounds.push(await round(mint, wallets[r - 1] as Awaited<ReturnType<typeof callersOf>>));
    queries.on = false;
  }
  const fmt = (xs: number[]) => `${median(xs).toFixed(1)} [${xs.map((x) => x.toFixed(1)).join(', ')}]`;
  console.log(`quotes/s ${fmt(rounds.map((x) => x.rps))}`);
  console.log(`p50 ms ${fmt(rounds.map((x) => x.p50))}; p99 ms ${fmt(rounds.map((x) => x.p99))}`);
  console.log(`CPU ms per quote ${fmt(rounds.map((x) => x.cpuMs))}`);
  console.log(`main thread CPU ms per quote ${fmt(rounds.map((x) => x.mainMs))}`);
  console.log(`database statements per quote ${(queries.n / (ROUNDS * QUOTES)).toFixed(2)}:`);
  for (const [sql, { n, ms }] of [...queries.bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
    console.log(`  ${n} × ${(ms / n).toFixed(2)} ms (wall, queued included)  ${sql}`);
  if (stopProfiler)
    printSelfTime(await stopProfiler(), {
      units: ROUNDS * QUOTES,
      unit: 'quote',
      functions: 40,
      files: 30,
      digits: 3,
    });
} finally {
  await t.close();
}
