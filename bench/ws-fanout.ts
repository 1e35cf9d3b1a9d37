// /api/ws fan-out: 1,000 subscribers of one token, 200 price events per second published by the API's own
// event bus (as the trade code does), delivery latency from publish to receipt. The server runs in this
// process's main thread (api/src/server.ts, as `npm start` runs it); the subscribers run in a worker thread so
// their parsing does not share the server's event loop. Both threads stamp times with the same process clock.
// (The subscribers live in lib/ws-subscribers.mjs.) 3 runs of 5 s after a 2 s warm-up; figures are medians of the per-run p50 / p99 / delivered ratio.
// Run alone: node --import tsx bench/ws-fanout.ts   (BENCH_WS_CLIENTS, BENCH_WS_RATE override the defaults)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 200);
const RUN_S = 5;
const RUNS = 3;
const TOKEN = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

const now = () => performance.timeOrigin + performance.now();

type ToWorker = { type: 'collect' };
type FromWorker = { type: 'ready' } | { type: 'latencies'; values: number[] };

{
  const { figure, quantile, record } = await import('./lib/figures');
  const { loadConfig } = await import('../api/src/config');
  const { createLogger } = await import('../api/src/lib/logger');
  const { startServer } = await import('../api/src/server');
  const { freePort } = await import('./server');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-bench-ws-'));
  const port = await freePort();
  const config = loadConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const server = await startServer(config, createLogger('warn'));
  const worker = new Worker(new URL('./lib/ws-subscribers.mjs', import.meta.url), {
    workerData: { url: `ws://127.0.0.1:${port}/api/ws`, clients: CLIENTS, token: TOKEN },
  });
  const fromWorker = (type: FromWorker['type']) =>
    new Promise<FromWorker>((resolve, reject) => {
      const onMessage = (m: FromWorker) => {
        if (m.type !== type) return;
        worker.off('message', onMessage);
        resolve(m);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });

  /** Publishes RATE events per second for `seconds`, paced against the clock (no drift), returns the count. */
  const publishFor = async (seconds: number): Promise<number> => {
    const start = now();
    let sent = 0;
    while (now() - start < seconds * 1000) {
      const due = Math.floor(((now() - start) / 1000) * RATE);
      while (sent < due) {
        server.events.publish({ type: 'price', token: TOKEN, priceSol: 1 + sent / 1e6, at: now() });
        sent++;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    return sent;
  };
  const drain = () => new Promise((r) => setTimeout(r, 1000));

  try {
    await fromWorker('ready');
    await publishFor(2);
    await drain();
    worker.postMessage({ type: 'collect' } satisfies ToWorker);
    await fromWorker('latencies');
    const p50: number[] = [];
    const p99: number[] = [];
    const delivered: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const sent = await publishFor(RUN_S);
      await drain();
      worker.postMessage({ type: 'collect' } satisfies ToWorker);
      const got = (await fromWorker('latencies')) as Extract<FromWorker, { type: 'latencies' }>;
      if (got.values.length === 0) throw new Error('no event reached any subscriber');
      p50.push(quantile(got.values, 0.5));
      p99.push(quantile(got.values, 0.99));
      delivered.push((got.values.length / (sent * CLIENTS)) * 100);
    }
    const note = `${CLIENTS} subscribers, ${RATE} events/s, ${RUNS}×${RUN_S} s`;
    record('ws-fanout', [
      figure('ws.fanout.p50', '/api/ws delivery latency p50', 'ms', p50, { note, digits: 1 }),
      figure('ws.fanout.p99', '/api/ws delivery latency p99', 'ms', p99, {
        note,
        digits: 1,
        budget: {
          op: '<=',
          value: 250,
          why: 'a price tick older than a quarter second is visibly stale on a chart',
        },
      }),
      figure('ws.fanout.delivered', '/api/ws events delivered', '%', delivered, {
        note,
        digits: 2,
        budget: { op: '>=', value: 99.9, why: 'a subscriber that keeps up must not lose events' },
      }),
    ]);
  } finally {
    await worker.terminate();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
