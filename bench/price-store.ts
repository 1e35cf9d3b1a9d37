// Price-store throughput: updates applied per second in batches (issue budget ≥ 1,000,000/s).
// Run: node --import tsx bench/price-store.ts
import { createPriceStore, type PriceUpdate } from '@solpad/core/prices';

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

run(); // warm-up
const samples = Array.from({ length: 5 }, run).sort((a, b) => a - b);
const median = samples[2]!;
console.log(
  JSON.stringify({
    name: 'price-store updates/s',
    tokens: TOKENS,
    batch: BATCH,
    median: Math.round(median),
    min: Math.round(samples[0]!),
    max: Math.round(samples[4]!),
    budget: 1_000_000,
    pass: median >= 1_000_000,
  }),
);
