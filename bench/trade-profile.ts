// Where a settled trade's time goes: one wallet trading alone (quote → sign every version → submit, token-stats
// indexer on, as in bench/trade.ts), timed per stage with the process's CPU per settled trade. For a CPU profile
// of the measured loop alone (no start-up, no warm-up): BENCH_PROFILE_OUT=trade.cpuprofile node --import tsx
// bench/trade-profile.ts
// Run: node --import tsx bench/trade-profile.ts   (PROFILE_TRADES overrides the count)
import { venueClient } from '../api/test/trade-harness';
import { startProfiler } from './lib/cpu-profile';
import { median } from './lib/figures';
import { benchBuy, startTradeApp } from './lib/trade-app';

const TRADES = Number(process.env.PROFILE_TRADES ?? 300);

const { t, close } = await startTradeApp();
const c = venueClient(t);
const { mint } = await c.launch(await c.wallet(2));
const w = await c.wallet(50);
const stages = { quote: [] as number[], sign: [] as number[], submit: [] as number[], total: [] as number[] };
const req = benchBuy(mint);
// Warm-up: the first trades compile code paths and fill caches.
for (let i = 0; i < 20; i++) await c.trade(w, req, 1);
const stopProfiler = process.env.BENCH_PROFILE_OUT ? await startProfiler() : undefined;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < TRADES; i++) {
  const a = performance.now();
  const q = await c.quote(w, req);
  const b = performance.now();
  const signed = await Promise.all(q.versions.map((v) => c.sign(v.transaction, [w])));
  const s = performance.now();
  const done = await c.post('/api/trade/submit', { quoteId: q.quoteId, transactions: signed });
  const e = performance.now();
  if (done.status !== 200) throw new Error(`submit: ${done.status} ${JSON.stringify(done.body)}`);
  stages.quote.push(b - a);
  stages.sign.push(s - b);
  stages.submit.push(e - s);
  stages.total.push(e - a);
}
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
await stopProfiler?.();
await close();
const ms = (x: number) => Number(x.toFixed(2));
console.log(
  JSON.stringify({
    trades: TRADES,
    tradesPerSecond: ms(TRADES / (wall / 1000)),
    cpuMsPerTrade: ms((cpu.user + cpu.system) / 1000 / TRADES),
    p50: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, ms(median(v))])),
  }),
);
