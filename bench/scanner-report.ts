// Scanner, the full token report (static part + actor analysis) as the site's scanner page builds it: core's
// `scan` over a batching transport to the app's `POST /api/rpc`, the market, activity and launches from the app's
// `/api/scanner/…` (createApiMarketSource), with `onStaticReport` marking when the static part is on screen.
// The app is the real one in-process (Hono through app.request, PGlite, a LiteSVM localnet on tmpfs), grown to
// 20,000 token accounts of other mints. Two tokens are scanned:
// - a Solpad token launched through the launch API with 200 holders and 500 trades (quote → sign → submit), whose
//   actor analysis reads the venue's trades from the API;
// - a plain Token-2022 mint made outside the venue by real transactions (its creator mints the supply and hands it
//   to 200 wallets, first funded by ten funders), whose actor analysis reads the chain.
// Figures: full and static p50 / p99 of the Solpad token, the floor (one round trip reading the mint through the
// same transport and app) and the ratios to it, and the dependent RPC round trips of each token's report (static
// part, then actor part) counted by the transport.
// Run: node --import tsx bench/scanner-report.ts   (BENCH_SCANS, BENCH_OTHER_ACCOUNTS override the counts)
import { type Address, generateKeyPairSigner } from '@solana/kit';
import {
  createApiMarketSource,
  createScannerRpc,
  scan,
  TOKEN_2022_PROGRAM,
  type TokenReport,
} from '@solpad/core/scanner';
import { appRpc, createCreatorMint, sendSol, sendTokens } from '../api/test/actor-fixtures';
import { type VenueTestApp, venueClient } from '../api/test/trade-harness';
import { figure, quantile, record } from './lib/figures';
import { collectGarbage, log } from './lib/gc';
import { tokenProgramAccounts } from './lib/grown-chain';
import {
  growScannerChain,
  HOLDERS,
  ORIGIN,
  OTHER_ACCOUNTS,
  OTHER_MINTS,
  SCANS,
  solpadToken,
  startScannerVenueApp,
  TRADES,
} from './lib/scanner-world';

const CHAIN_HOLDERS = 200;
const CHAIN_FUNDERS = 10;
const ROUNDS = 3;

/**
 * A Token-2022 mint made outside the venue: its creator mints the supply to itself and sends some to each of
 * CHAIN_HOLDERS wallets, whose first SOL came from one of CHAIN_FUNDERS funders (a cluster each). Real
 * transactions through the app's JSON-RPC.
 */
async function chainToken(t: VenueTestApp): Promise<string> {
  const c = venueClient(t);
  const rpc = appRpc(t.app);
  const creator = await c.wallet(2);
  const mint = await createCreatorMint(rpc, creator, 1_000_000_000_000_000n, 6);
  const wallets: Address[] = (
    await Promise.all(Array.from({ length: CHAIN_HOLDERS }, () => generateKeyPairSigner()))
  ).map((w) => w.address);
  const perFunder = CHAIN_HOLDERS / CHAIN_FUNDERS;
  for (let f = 0; f < CHAIN_FUNDERS; f++) {
    const funder = await c.wallet(1);
    await sendSol(rpc, funder, wallets.slice(f * perFunder, (f + 1) * perFunder), 10_000_000n);
  }
  await sendTokens(
    rpc,
    creator,
    mint,
    6,
    wallets.map((owner, i) => ({ owner, amount: 1_000_000_000n * BigInt(1 + (i % 37)) })),
  );
  return mint;
}

/** One report as the scanner page makes it: a new batching transport, the API's market source. */
async function report(t: VenueTestApp, mint: string) {
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) =>
    t.app.request(String(input), init)) as typeof fetch;
  const { rpc, transport } = createScannerRpc(`${ORIGIN}/api/rpc`, fetchImpl);
  let staticMs = Number.NaN;
  let staticTrips = Number.NaN;
  const t0 = performance.now();
  const r = (await scan(
    { type: 'token', query: mint, chain: 'solana' },
    {
      rpc,
      market: createApiMarketSource(ORIGIN, fetchImpl),
      onStaticReport: () => {
        staticMs = performance.now() - t0;
        staticTrips = transport.rounds;
      },
    },
  )) as TokenReport;
  return {
    report: r,
    fullMs: performance.now() - t0,
    staticMs,
    staticTrips,
    actorTrips: transport.rounds - staticTrips,
    requests: transport.requests,
  };
}

/** `count` reports of `mint`: times, round trips (of the last; every report takes the same) and CPU time. */
async function reports(t: VenueTestApp, mint: string, count: number) {
  const full: number[] = [];
  const stat: number[] = [];
  let last: Awaited<ReturnType<typeof report>> | null = null;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    last = await report(t, mint);
    full.push(last.fullMs);
    stat.push(last.staticMs);
  }
  const cpu = process.cpuUsage(cpu0);
  return { full, stat, last: last!, cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

/** The floor: one round trip through the same transport and app, reading the mint alone. */
async function floor(t: VenueTestApp, mint: string, count: number) {
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) =>
    t.app.request(String(input), init)) as typeof fetch;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const { rpc } = createScannerRpc(`${ORIGIN}/api/rpc`, fetchImpl);
    const t0 = performance.now();
    await rpc.getMultipleAccounts([mint as Address], { encoding: 'base64' }).send();
    times.push(performance.now() - t0);
  }
  return quantile(times, 0.5);
}

function check(what: string, ok: boolean, detail: unknown) {
  if (!ok)
    throw new Error(`${what}: ${JSON.stringify(detail, (_k, v) => (typeof v === 'bigint' ? `${v}` : v))}`);
}

const t = await startScannerVenueApp();
try {
  let at = performance.now();
  const background = await growScannerChain(t);
  log(
    `${OTHER_ACCOUNTS} token accounts of ${OTHER_MINTS} mints in ${background} transactions: ${Math.round(performance.now() - at)} ms`,
  );
  at = performance.now();
  const solpad = await solpadToken(t);
  log(`Solpad token with ${HOLDERS} holders and ${TRADES} trades: ${Math.round(performance.now() - at)} ms`);
  at = performance.now();
  const chain = await chainToken(t);
  log(`Token-2022 mint with ${CHAIN_HOLDERS} holders: ${Math.round(performance.now() - at)} ms`);
  const accounts = await tokenProgramAccounts(t.chain);
  check('other token accounts', accounts >= OTHER_ACCOUNTS + HOLDERS + CHAIN_HOLDERS, accounts);

  const series = {
    full: [] as number[],
    fullP99: [] as number[],
    stat: [] as number[],
    statP99: [] as number[],
    cpu: [] as number[],
    floor: [] as number[],
    fullRatio: [] as number[],
    staticRatio: [] as number[],
    venueStatic: [] as number[],
    venueActors: [] as number[],
    chainFull: [] as number[],
    chainStaticP50: [] as number[],
    chainStatic: [] as number[],
    chainActors: [] as number[],
  };
  for (let round = -1; round < ROUNDS; round++) {
    at = performance.now();
    collectGarbage();
    const venue = await reports(t, solpad, SCANS);
    collectGarbage();
    const floorP50 = await floor(t, solpad, SCANS);
    collectGarbage();
    const other = await reports(t, chain, SCANS);
    log(`round ${round + 1}: ${Math.round(performance.now() - at)} ms`);
    if (round < 0) {
      // What the report must have seen, or the figures would time a report that skipped its work.
      const v = venue.last.report;
      check('Solpad token holders', v.holders.count === HOLDERS + 1, v.holders.count);
      check(
        'Solpad token activity',
        v.actors.source === 'Solpad trades' && v.actors.tradesRead === TRADES,
        v.actors,
      );
      check(
        'Solpad token funders',
        v.actors.funders.looked > 0 && v.actors.funders.unknown === 0,
        v.actors.funders,
      );
      check(
        'Solpad token market',
        v.market.liquidityUsd !== null && v.creator.launches?.length === 1,
        v.market,
      );
      const o = other.last.report;
      check(
        'Token-2022 mint',
        o.programId === TOKEN_2022_PROGRAM && o.holders.count === CHAIN_HOLDERS + 1,
        o.holders,
      );
      check('Token-2022 activity', o.actors.source === 'chain history' && o.actors.complete, o.actors.source);
      check(
        'Token-2022 clusters',
        (o.actors.clusters?.length ?? 0) > 0 && o.actors.funders.unknown === 0,
        o.actors.funders,
      );
      log(
        `Solpad report: ${v.riskLevel} ${v.score}; Token-2022 report: ${o.riskLevel} ${o.score}, ${o.actors.clusters?.length} clusters`,
      );
      continue;
    }
    const p50 = quantile(venue.full, 0.5);
    const staticP50 = quantile(venue.stat, 0.5);
    series.full.push(p50);
    series.fullP99.push(quantile(venue.full, 0.99));
    series.stat.push(staticP50);
    series.statP99.push(quantile(venue.stat, 0.99));
    series.cpu.push(venue.cpuMs);
    series.floor.push(floorP50);
    series.fullRatio.push(p50 / floorP50);
    series.staticRatio.push(staticP50 / floorP50);
    series.venueStatic.push(venue.last.staticTrips);
    series.venueActors.push(venue.last.actorTrips);
    series.chainFull.push(quantile(other.full, 0.5));
    series.chainStaticP50.push(quantile(other.stat, 0.5));
    series.chainStatic.push(other.last.staticTrips);
    series.chainActors.push(other.last.actorTrips);
  }
  const note = `${HOLDERS} holders, ${TRADES} trades; ${OTHER_ACCOUNTS.toLocaleString('en-US')} other token accounts; ${SCANS} reports per round`;
  record('scanner-report', [
    figure('scanner.report.full.p50', 'Full token report (static + actors), p50', 'ms', series.full, {
      digits: 1,
      budget: { op: '<=', value: 100, why: 'issue 17: a full report ≤ 100 ms on the grown localnet' },
      note: `Solpad token, ${note}; in-process app, the scanner page's transport and market source`,
    }),
    figure('scanner.report.full.p99', 'Full token report, p99', 'ms', series.fullP99, { digits: 1 }),
    figure(
      'scanner.report.static.p50',
      'Static part of the report (onStaticReport), p50',
      'ms',
      series.stat,
      {
        digits: 1,
        budget: { op: '<=', value: 30, why: 'issue 17: the static part ≤ 30 ms' },
      },
    ),
    figure('scanner.report.static.p99', 'Static part of the report, p99', 'ms', series.statP99, {
      digits: 1,
    }),
    figure('scanner.report.cpu', 'Full token report, CPU time (client + app + chain)', 'ms', series.cpu, {
      digits: 1,
      note: 'process CPU time per report: its cost without queueing for a busy CPU',
    }),
    figure('scanner.report.floor.p50', 'Floor: one round trip reading the mint, p50', 'ms', series.floor, {
      digits: 2,
      note: 'getMultipleAccounts of the mint through the same transport and POST /api/rpc',
    }),
    figure('scanner.report.full.floor-ratio', 'Full report / floor', '×', series.fullRatio, { digits: 1 }),
    figure('scanner.report.static.floor-ratio', 'Static part / floor', '×', series.staticRatio, {
      digits: 1,
    }),
    figure(
      'scanner.report.venue.trips.static',
      'Round trips before the static part, Solpad token',
      'requests',
      series.venueStatic,
      {
        budget: {
          op: '<=',
          value: 2,
          why: "the floor of 2: the mint and its holders, then the holders' owners and the creation",
        },
        note: 'dependent RPC round trips (one JSON-RPC batch each) counted by the transport',
      },
    ),
    figure(
      'scanner.report.venue.trips.actors',
      'Round trips after the static part, Solpad token',
      'requests',
      series.venueActors,
      {
        budget: { op: '<=', value: 3, why: 'issue 17: actors ≤ 3 more round trips' },
        note: "the trades come from /api/scanner/activity: the buyers' signature pages, then their first transactions",
      },
    ),
    figure(
      'scanner.report.chain.trips.static',
      'Round trips before the static part, Token-2022 mint not launched here',
      'requests',
      series.chainStatic,
      {
        budget: { op: '<=', value: 2, why: 'issue 17: the floor of 2' },
        note: `${CHAIN_HOLDERS} holders funded by ${CHAIN_FUNDERS} wallets, made by real transactions`,
      },
    ),
    figure(
      'scanner.report.chain.trips.actors',
      'Round trips after the static part, Token-2022 mint not launched here',
      'requests',
      series.chainActors,
      {
        budget: { op: '<=', value: 3, why: 'issue 17: actors ≤ 3 more round trips' },
        note: "the activity from the mint's history, then the buyers' signature pages, then their first transactions",
      },
    ),
    figure(
      'scanner.report.chain.full.p50',
      'Full report of the Token-2022 mint not launched here, p50',
      'ms',
      series.chainFull,
      { digits: 1 },
    ),
    figure('scanner.report.chain.static.p50', 'Its static part, p50', 'ms', series.chainStaticP50, {
      digits: 1,
    }),
  ]);
} finally {
  await t.close();
}
