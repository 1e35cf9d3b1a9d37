// API throughput: the real server (a subprocess on a temp DATA_DIR: embedded localnet, PGlite unless
// DATABASE_URL is set) under autocannon, 50 connections for 10 s per endpoint. One JSON line per endpoint.
// Run: node --import tsx bench/api.ts   (BENCH_DURATION_S / BENCH_CONNECTIONS override the defaults)
//
// Every request comes from one client (127.0.0.1), so the per-client JSON-RPC budget (RPC_RATE_LIMIT_PER_MINUTE,
// 1200/min by default) would turn almost all getBalance calls into 429s: the bench server runs with it off (0)
// to measure the handler, not the limiter. /api/stats has no per-client limit. The run fails loudly if any
// answer is not a 2xx (or is a JSON-RPC error) rather than report figures for rejections.
import autocannon from 'autocannon';
import { startBenchServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WALLET = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

async function measure(base: string, target: Target) {
  const request = {
    method: target.method ?? 'GET',
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    body: target.body,
  };
  // One request first: the endpoint must really answer (an RPC error comes back as HTTP 200).
  const probe = await fetch(base + target.path, request);
  const text = await probe.text();
  if (!probe.ok || text.includes('"error"')) throw new Error(`${target.name}: ${probe.status} ${text}`);
  const result = await autocannon({
    url: base + target.path,
    ...request,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const line = {
    name: target.name,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(JSON.stringify(line));
  return line;
}

const server = await startBenchServer({ RPC_RATE_LIMIT_PER_MINUTE: '0' });
let failed = false;
try {
  const { base } = server;
  const rpcBody = (method: string, params: unknown[]) =>
    JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  await fetch(`${base}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: rpcBody('requestAirdrop', [WALLET, 1_000_000_000]),
  });
  const lines = [
    await measure(base, { name: 'GET /api/stats', path: '/api/stats' }),
    await measure(base, {
      name: 'POST /api/rpc getBalance',
      path: '/api/rpc',
      method: 'POST',
      body: rpcBody('getBalance', [WALLET]),
    }),
  ];
  failed = lines.some((l) => l.non2xx > 0 || l.errors > 0);
} finally {
  await server.stop();
}
if (failed) {
  console.error('some requests failed (non-2xx or connection errors): the figures above are not clean');
  process.exitCode = 1;
}
