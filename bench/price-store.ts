// Price-store throughput: updates applied per second in batches of 1,000 over 5,000 tokens (lib/price-store.ts).
// Median of 5 runs after a warm-up. Run alone: node --import tsx bench/price-store.ts

import { figure, record, repeat } from './lib/figures';
import { createPriceStore, type PriceUpdate } from './lib/price-store';

const TOKENS = 5_000;
const BATCH = 1_000;
const ROUNDS = 2_000;

function run(): number {
  const prices = createPriceStore();
  const batches: PriceUpdate[][] = [];
  for (let b = 0; b < 64; b++) {
    batches.push(
      Array.from({ length: BATCH }, (_, i) => ({
        address: `token${(b * BATCH + i) % TOKENS}`,
        priceData: { priceSol: Math.abs(Math.sin(b * BATCH + i)) },
      })),
    );
  }
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) prices.applyUpdates(batches[r % batches.length]!);
  const seconds = (performance.now() - t0) / 1000;
  return (ROUNDS * BATCH) / seconds;
}

const runs = await repeat(run, { warmup: 1, runs: 5 });
record('price-store', [
  figure('prices.updates-per-s', 'Price store updates per second', 'updates/s', runs, {
    budget: {
      op: '>=',
      value: 1_000_000,
      why: '5,000 live tokens at 100 updates/s each, 2× headroom, and leaves the main thread for rendering',
    },
    note: `${TOKENS} tokens, batches of ${BATCH}`,
  }),
]);
