// Where a full token report's time goes: the Solpad token of bench/scanner-report.ts (lib/scanner-world: 200
// holders, 500 trades) on a localnet grown to BENCH_OTHER_ACCOUNTS other token accounts, reported BENCH_SCANS
// times under V8's CPU profiler (the setup is not profiled). Prints each request's timeline of one report (when
// it left and came back, relative to the report's start), the static and full p50, and the top self-time
// functions and files.
// Not a figure of bench/RESULTS.md: a tool to find what to cut.
// Run: node --import tsx bench/scanner-profile.ts   (BENCH_SCANS, BENCH_OTHER_ACCOUNTS, BENCH_PROFILE_OUT=file.cpuprofile)
import { createApiMarketSource, createScannerRpc, scan } from '@solpad/core/scanner';
import type { VenueTestApp } from '../api/test/trade-harness';
import { printSelfTime, startProfiler } from './lib/cpu-profile';
import { quantile } from './lib/figures';
import { growScannerChain, ORIGIN, SCANS, solpadToken, startScannerVenueApp } from './lib/scanner-world';

type Span = { what: string; from: number; to: number };

async function report(t: VenueTestApp, mint: string, spans: Span[] | null) {
  const t0 = performance.now();
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const from = performance.now() - t0;
    const res = await t.app.request(String(input), init);
    const body = await res.text();
    const url = new URL(String(input));
    let what = url.pathname.replace('/api/', '');
    if (what === 'rpc' && typeof init?.body === 'string') {
      const calls = JSON.parse(init.body) as { method: string } | { method: string }[];
      what = `rpc ${(Array.isArray(calls) ? calls : [calls]).map((c) => c.method).join(',')}`;
    }
    spans?.push({ what, from, to: performance.now() - t0 });
    return new Response(body, { status: res.status, headers: res.headers });
  }) as typeof fetch;
  const { rpc } = createScannerRpc(`${ORIGIN}/api/rpc`, fetchImpl);
  let staticMs = Number.NaN;
  await scan(
    { type: 'token', query: mint, chain: 'solana' },
    {
      rpc,
      market: createApiMarketSource(ORIGIN, fetchImpl),
      onStaticReport: () => {
        staticMs = performance.now() - t0;
      },
    },
  );
  return { fullMs: performance.now() - t0, staticMs };
}

const t = await startScannerVenueApp();
try {
  await growScannerChain(t);
  const mint = await solpadToken(t);
  for (let i = 0; i < 10; i++) await report(t, mint, null);
  // Every database query of one report, with its time.
  const session = (t.database.db as unknown as { session: { client: object } }).session;
  const client = session.client;
  const query = (client as { query: (...a: unknown[]) => Promise<unknown> }).query;
  const queries: string[] = [];
  session.client = new Proxy(client, {
    get: (target, p) =>
      p === 'query'
        ? async (sql: string, ...rest: unknown[]) => {
            const from = performance.now();
            try {
              return await query(sql, ...rest);
            } finally {
              queries.push(
                `${(performance.now() - from).toFixed(2).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 150)}`,
              );
            }
          }
        : Reflect.get(target, p),
  });
  const timelines: Span[][] = [];
  for (let i = 0; i < 15; i++) {
    const spans: Span[] = [];
    queries.length = 0;
    const r = await report(t, mint, spans);
    spans.push(
      { what: 'static report', from: r.staticMs, to: r.staticMs },
      { what: 'full report', from: r.fullMs, to: r.fullMs },
    );
    timelines.push(spans);
  }
  session.client = client;
  console.log('database queries of one report:');
  for (const q of queries) console.log(`  ${q}`);
  console.log('one report, each request (median ms from the start over 15 reports):');
  const median = (xs: number[]) => quantile(xs, 0.5).toFixed(1).padStart(6);
  (timelines[0] as Span[]).forEach((s, i) => {
    const at = timelines.map((tl) => tl[i] as Span);
    console.log(
      `  ${median(at.map((x) => x.from))} → ${median(at.map((x) => x.to))}  ${s.what.slice(0, 120)}`,
    );
  });

  const stopProfiler = await startProfiler();
  const full: number[] = [];
  const stat: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < SCANS; i++) {
    const r = await report(t, mint, null);
    full.push(r.fullMs);
    stat.push(r.staticMs);
  }
  const cpu = process.cpuUsage(cpu0);
  const profile = await stopProfiler();
  console.log(
    `full p50 ${quantile(full, 0.5).toFixed(1)} ms, static p50 ${quantile(stat, 0.5).toFixed(1)} ms, CPU ${((cpu.user + cpu.system) / 1000 / SCANS).toFixed(1)} ms per report`,
  );
  printSelfTime(profile, { units: SCANS, unit: 'report', functions: 30, files: 25, digits: 2 });
} finally {
  await t.close();
}
