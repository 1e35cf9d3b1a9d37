// Settled trades of a rush on one token and where they run: 20 wallets (each its own client address) buying
// 0.01 SOL of one token at once, quote → sign every version → submit, token-stats indexer on, as bench/trade.ts's
// busy-token scenario at 50 % slippage; a fresh app per run. Prints trades/s, per settled trade the process's CPU
// and its main thread's (the rest: the embedded database's thread, V8's collector, libuv's pool), and how long a
// reader polling the token list (GET /api/tokens every 10 ms) waited meanwhile. Not a figure of bench/RESULTS.md:
// a tool to see which thread bounds the rate and what a rush costs the readers.
// Run: node --import tsx bench/trade-rush.ts   (RUSH_TRADES, RUSH_RUNS override the counts; BENCH_PROFILE_OUT=f
// writes a CPU profile of the last run's rush)
import { loadavg } from 'node:os';
import { venueClient } from '../api/test/trade-harness';
import { startProfiler } from './lib/cpu-profile';
import { quantile } from './lib/figures';
import { mainThreadMs } from './lib/main-thread';
import { benchBuy, startTradeApp } from './lib/trade-app';

const TRADES = Number(process.env.RUSH_TRADES ?? 200);
const RUNS = Number(process.env.RUSH_RUNS ?? 3);
const WALLETS = 20;

for (let run = 1; run <= RUNS; run++) {
  const { t, close } = await startTradeApp();
  try {
    const c = venueClient(t);
    const { mint } = await c.launch(await c.wallet(2));
    const users = await Promise.all(
      Array.from({ length: WALLETS }, async (_, i) => ({
        c: venueClient(t, { ip: `10.0.0.${i + 1}` }),
        w: await c.wallet(5),
      })),
    );
    const req = benchBuy(mint);
    let next = 0;
    const stopProfiler = process.env.BENCH_PROFILE_OUT && run === RUNS ? await startProfiler() : undefined;
    const cpu0 = process.cpuUsage();
    const main0 = mainThreadMs();
    const t0 = performance.now();
    const reads: number[] = [];
    let rushing = true;
    const reader = (async () => {
      while (rushing) {
        const r0 = performance.now();
        await (await t.app.request('/api/tokens')).arrayBuffer();
        reads.push(performance.now() - r0);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await Promise.all(
      users.map(async ({ c: user, w }) => {
        while (next < TRADES) {
          next++;
          await user.trade(w, req, Number.POSITIVE_INFINITY);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    rushing = false;
    await reader;
    const cpu = process.cpuUsage(cpu0);
    const main1 = mainThreadMs();
    await stopProfiler?.();
    const perTrade = (ms: number) => (ms / TRADES).toFixed(1);
    console.log(
      `run ${run}: ${(TRADES / seconds).toFixed(1)} trades/s; CPU ${perTrade((cpu.user + cpu.system) / 1000)} ms ` +
        `per trade, main thread ${main0 === null || main1 === null ? '?' : perTrade(main1 - main0)} ms; ` +
        `token list p50 ${quantile(reads, 0.5).toFixed(1)} ms, p99 ${quantile(reads, 0.99).toFixed(1)} ms ` +
        `(${reads.length} reads); load ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await close();
  }
}
