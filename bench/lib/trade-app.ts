// The app the trade benchmarks load (trade.ts, trade-profile.ts, trade-rush.ts): the venue test app (the real app
// through app.request, PGlite, LiteSVM with journal fsync) and, as in the server, the token-stats indexer beside it
// (a scan of a token after its trades, coalesced), so the settle figures include the work it adds.
import { createTokenStatsIndexer } from '../../api/src/indexer/token-stats';
import { createLogger } from '../../api/src/lib/logger';
import { startVenueTestApp, type VenueTestApp } from '../../api/test/trade-harness';

/** Starts the app (with the indexer unless `indexer` is false); `close` stops both. */
export async function startTradeApp(
  opts: { indexer?: boolean } = {},
): Promise<{ t: VenueTestApp; close(): Promise<void> }> {
  const t = await startVenueTestApp();
  const indexer =
    opts.indexer === false
      ? null
      : createTokenStatsIndexer({
          db: t.database.db,
          chain: t.chain,
          events: t.events,
          logger: createLogger('silent'),
          solUsd: async () => 150,
        });
  return {
    t,
    async close() {
      await indexer?.close();
      await t.close();
    },
  };
}

/** The trade the trade benchmarks' wallets make: a buy of 0.01 SOL of `mint` at `slippageBps` (50 % unless given). */
export function benchBuy(mint: string, slippageBps = 5000) {
  return { mint, side: 'buy' as const, amount: '10000000', amountIs: 'sol' as const, slippageBps };
}
