// One timed quote, as the trade benchmarks make them (bench/trade.ts, bench/quote-profile.ts).
import type { venueClient } from '../../api/test/trade-harness';

/** Times one buy quote of `mint` for `trader` (its amount varied by `i`, so each quote is a new one); ms. */
export async function timedQuote(
  c: ReturnType<typeof venueClient>,
  trader: Parameters<ReturnType<typeof venueClient>['quote']>[0],
  mint: string,
  i: number,
): Promise<number> {
  const t0 = performance.now();
  await c.quote(trader, {
    mint,
    side: 'buy',
    amount: String(1_000_000 + i),
    amountIs: 'sol',
    slippageBps: 5000,
  });
  return performance.now() - t0;
}
