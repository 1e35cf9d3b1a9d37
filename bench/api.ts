// API throughput and latency under load: the real server (a subprocess on a temp DATA_DIR: embedded localnet,
// PGlite unless DATABASE_URL is set) under autocannon, 50 connections. Per endpoint: a 2 s warm-up, then 3 runs
// of BENCH_DURATION_S (5 s) each; the figures are the medians of the runs.
// Run alone: node --import tsx bench/api.ts   (BENCH_DURATION_S / BENCH_CONNECTIONS override the defaults)
//
// Every request comes from one client (127.0.0.1), so the per-client JSON-RPC budget (RPC_RATE_LIMIT_PER_MINUTE,
// 1200/min by default) would turn almost all getBalance calls into 429s: the bench server runs with it off (0)
// to measure the handler, not the limiter. The run fails loudly if any answer is not a 2xx (or is a JSON-RPC
// error) rather than report figures for rejections. Endpoints that this build does not serve yet are skipped
// and listed.
import autocannon from 'autocannon';
import { type Figure, figure, record } from './lib/figures';
import { startBenchServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const RUNS = 3;
const WALLET = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

interface Target {
  id: string;
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** p99 budget in ms, with its reason. */
  p99BudgetMs?: { value: number; why: string };
}

async function measure(base: string, target: Target): Promise<Figure[] | null> {
  const request = {
    method: target.method ?? 'GET',
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    body: target.body,
  };
  // One request first: the endpoint must really answer (an RPC error comes back as HTTP 200).
  const probe = await fetch(base + target.path, request);
  const text = await probe.text();
  if (probe.status === 404) {
    console.error(`${target.name}: not served by this build (404), skipped`);
    return null;
  }
  if (!probe.ok || text.includes('"error"')) throw new Error(`${target.name}: ${probe.status} ${text}`);
  const once = (duration: number) =>
    autocannon({ url: base + target.path, ...request, connections: CONNECTIONS, duration });
  await once(2);
  const rps: number[] = [];
  const p99: number[] = [];
  const p50: number[] = [];
  let rejected = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await once(DURATION_S);
    rejected += r.non2xx + r.errors + r.timeouts;
    rps.push(r.requests.average);
    p50.push(r.latency.p50);
    p99.push(r.latency.p99);
  }
  if (rejected > 0)
    throw new Error(`${target.name}: ${rejected} requests failed; the figures would not be clean`);
  const note = `${CONNECTIONS} connections, ${RUNS}×${DURATION_S} s`;
  return [
    figure(`${target.id}.rps`, `${target.name} throughput`, 'req/s', rps, { note }),
    figure(`${target.id}.p50`, `${target.name} latency p50`, 'ms', p50, { note }),
    figure(`${target.id}.p99`, `${target.name} latency p99`, 'ms', p99, {
      note,
      ...(target.p99BudgetMs ? { budget: { op: '<=' as const, ...target.p99BudgetMs } } : {}),
    }),
  ];
}

const server = await startBenchServer({ RPC_RATE_LIMIT_PER_MINUTE: '0' });
const figures: Figure[] = [];
try {
  const { base } = server;
  const rpcBody = (method: string, params: unknown[]) =>
    JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  await fetch(`${base}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: rpcBody('requestAirdrop', [WALLET, 1_000_000_000]),
  });
  const targets: Target[] = [
    { id: 'api.stats', name: 'GET /api/stats', path: '/api/stats' },
    { id: 'api.tokens', name: 'GET /api/tokens', path: '/api/tokens?limit=50' },
    {
      id: 'api.rpc.getBalance',
      name: 'POST /api/rpc getBalance',
      path: '/api/rpc',
      method: 'POST',
      body: rpcBody('getBalance', [WALLET]),
      p99BudgetMs: {
        value: 250,
        why: 'a wallet balance is on every page; 50 concurrent clients must not stall it',
      },
    },
  ];
  for (const target of targets) {
    const result = await measure(base, target);
    if (result) figures.push(...result);
  }
} finally {
  await server.stop();
}
record('api', figures);
