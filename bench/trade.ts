// The bonding-curve venue on the localnet: firm-quote latency (POST /api/trade/quote: reserves read under the
// venue row's lock, pricing, transaction built and signed by the vault, reservation stored) and settled trades
// per second (quote → the wallet signs → sendTransaction → POST /api/trade/settle, 20 wallets in parallel).
// In-process like bench/localnet.ts: the real app through app.request, PGlite, LiteSVM with journal fsync.
// Run: node --import tsx bench/trade.ts   (BENCH_QUOTES, BENCH_TRADES override the counts)

import { createTokenStatsIndexer } from '../api/src/indexer/token-stats';
import { createLogger } from '../api/src/lib/logger';
import { startVenueTestApp, venueClient } from '../api/src/trade/test-harness';
import { figure, quantile, record, repeat } from './lib/figures';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 300);
const TRADES = Number(process.env.BENCH_TRADES ?? 200);
const WALLETS = 20;
const CONCURRENT = 50;
const LOAD_QUOTES = 500;

/**
 * A fresh app per round: its rate limits (600 quotes a minute per client) and database start empty. With
 * `indexer`, the token-stats indexer runs beside it as in the server (a scan of the token after its trades,
 * coalesced), so the settle figure includes the work it adds.
 */
async function withApp<T>(
  fn: (c: ReturnType<typeof venueClient>) => Promise<T>,
  opts: { indexer?: boolean } = {},
): Promise<T> {
  const t = await startVenueTestApp();
  const indexer = opts.indexer
    ? createTokenStatsIndexer({
        db: t.database.db,
        chain: t.chain,
        events: t.events,
        logger: createLogger('silent'),
        solUsd: async () => 150,
      })
    : null;
  try {
    return await fn(venueClient(t));
  } finally {
    await indexer?.close();
    await t.close();
  }
}

{
  const p50: number[] = [];
  const p99: number[] = [];
  const quoteRuns = await repeat(
    () =>
      withApp(async (c) => {
        const { mint } = await c.launch(await c.wallet(2));
        const trader = await c.wallet(5);
        const latencies: number[] = [];
        for (let i = 0; i < QUOTES; i++) {
          const t0 = performance.now();
          await c.quote(trader, {
            mint,
            side: 'buy',
            amount: String(1_000_000 + i),
            amountIs: 'sol',
            slippageBps: 5000,
          });
          latencies.push(performance.now() - t0);
        }
        p50.push(quantile(latencies, 0.5));
        p99.push(quantile(latencies, 0.99));
        return quantile(latencies, 0.5);
      }),
    { warmup: 1, runs: 3 },
  );
  void quoteRuns;
  // Under load: CONCURRENT callers quoting the same token at once (every quote takes the venue row's lock, so
  // this measures the contention a busy token sees). Stays under the per-client quote limit of a fresh app.
  const loadP99: number[] = [];
  const loadRps = await repeat(
    () =>
      withApp(async (c) => {
        const { mint } = await c.launch(await c.wallet(2));
        const trader = await c.wallet(5);
        const latencies: number[] = [];
        let issued = 0;
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENT }, async () => {
            while (issued < LOAD_QUOTES) {
              const i = issued++;
              const started = performance.now();
              await c.quote(trader, {
                mint,
                side: 'buy',
                amount: String(1_000_000 + i),
                amountIs: 'sol',
                slippageBps: 5000,
              });
              latencies.push(performance.now() - started);
            }
          }),
        );
        loadP99.push(quantile(latencies, 0.99));
        return LOAD_QUOTES / ((performance.now() - t0) / 1000);
      }),
    { warmup: 1, runs: 3 },
  );
  const tps = await repeat(
    () =>
      withApp(
        async (c) => {
          const { mint } = await c.launch(await c.wallet(2));
          const wallets = await Promise.all(Array.from({ length: WALLETS }, () => c.wallet(5)));
          let next = 0;
          const t0 = performance.now();
          await Promise.all(
            wallets.map(async (w) => {
              while (next < TRADES) {
                next++;
                await c.trade(w, {
                  mint,
                  side: 'buy',
                  amount: '10000000',
                  amountIs: 'sol',
                  slippageBps: 5000,
                });
              }
            }),
          );
          return TRADES / ((performance.now() - t0) / 1000);
        },
        { indexer: true },
      ),
    { warmup: 1, runs: 3 },
  );
  record('trade', [
    figure('trade.quote.p50', 'Firm quote latency p50 (POST /api/trade/quote)', 'ms', p50.slice(-3), {
      digits: 1,
      note: `${QUOTES} sequential buy quotes per run, each reserving its amounts`,
    }),
    figure('trade.quote.p99', 'Firm quote latency p99 (POST /api/trade/quote)', 'ms', p99.slice(-3), {
      digits: 1,
      note: `${QUOTES} sequential buy quotes per run`,
    }),
    figure(
      'trade.quote.load.rps',
      `Firm quotes per second, ${CONCURRENT} concurrent callers`,
      'quotes/s',
      loadRps,
      {
        digits: 1,
        note: `${LOAD_QUOTES} quotes on one token per run`,
      },
    ),
    figure(
      'trade.quote.load.p99',
      `Firm quote latency p99, ${CONCURRENT} concurrent callers`,
      'ms',
      loadP99.slice(-3),
      {
        digits: 1,
        note: `${LOAD_QUOTES} quotes on one token per run`,
        budget: {
          op: '<=',
          value: 1000,
          why: 'a trader waits for the quote before signing: a second is the most it may take under load',
        },
      },
    ),
    figure('trade.settled.tps', 'Settled trades per second on the localnet', 'trades/s', tps, {
      digits: 1,
      note: `${TRADES} buys: quote, sign, send, settle; ${WALLETS} wallets in parallel; token-stats indexer on`,
    }),
  ]);
}
