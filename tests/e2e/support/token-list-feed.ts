// A list of thousands of made-up tokens and a stream of their prices, served to a page in place of the API's
// `GET /api/tokens` and `/api/ws` (that many launches would take minutes): for the 5,000-row list in
// tokens.spec.ts and its long-task budget in bench/token-list.ts. Everything in the page stays the real code.
// No DOM types here: the bench compiles this file without the DOM library.
import type { Page } from '@playwright/test';
import { getAddressDecoder } from '@solana/kit';

/**
 * `rows` tokens, "Bulk 0" to "Bulk <rows - 1>": distinct mint addresses (the first also every token's creator)
 * and the list's summary of row `i`, listed at 2.8e-8 SOL and up, its risk scanned at `scannedAt`.
 */
export function bulkTokens(rows: number, scannedAt: () => string) {
  const decoder = getAddressDecoder();
  const mints = Array.from({ length: rows }, (_, i) => {
    const bytes = new Uint8Array(32);
    new DataView(bytes.buffer).setUint32(0, i + 1);
    bytes[31] = 7;
    return decoder.decode(bytes) as string;
  });
  const creator = mints[0] as string;
  const summary = (i: number) => ({
    address: mints[i],
    name: `Bulk ${i}`,
    symbol: `B${i}`,
    description: '',
    image: null,
    links: {},
    platform: 'PumpFun',
    creator,
    status: 'active',
    venue: 'curve',
    poolAddress: null,
    migrationTx: null,
    isDemo: false,
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    priceSol: 2.8e-8 * (1 + i / rows),
    marketCapLamports: String(28_000_000_000 + i * 1000),
    curveProgressBps: i % 10_000,
    volume24hLamports: String(i * 1_000_000),
    trades24h: i % 50,
    priceRefSol: { m5: 2.8e-8, h1: 2.8e-8, h24: 2.8e-8 },
    holders: 2 + (i % 300),
    risk: { score: 40 + (i % 60), level: i % 60 > 30 ? 'low' : 'medium', scannedAt: scannedAt() },
  });
  return { mints, summary };
}

/**
 * Serves the page's token list and price socket from `tokens`: the list a page (cursor, limit) at a time, and
 * on the socket a welcome, then, while `streaming` is set on the returned feed, `perTick` price updates every
 * 100 ms, half on the first screen (the first 20 rows) and half anywhere in the list, at 3.0e-8 SOL and up.
 */
export async function serveBulkTokens(
  page: Page,
  tokens: ReturnType<typeof bulkTokens>,
  perTick: number,
): Promise<{ streaming: boolean }> {
  const rows = tokens.mints.length;
  const feed = { streaming: false };
  await page.route(/\/api\/tokens\?/, async (route) => {
    const url = new URL(route.request().url());
    const cursor = Number(url.searchParams.get('cursor') ?? 0);
    const end = Math.min(rows, cursor + Number(url.searchParams.get('limit') ?? 50));
    await route.fulfill({
      json: {
        tokens: Array.from({ length: end - cursor }, (_, k) => tokens.summary(cursor + k)),
        nextCursor: end < rows ? end : null,
      },
    });
  });
  await page.routeWebSocket(/\/api\/ws$/, (ws) => {
    ws.send(JSON.stringify({ type: 'welcome', heartbeatMs: 30_000 }));
    let n = 0;
    const timer = setInterval(() => {
      if (!feed.streaming) return;
      for (let k = 0; k < perTick; k++, n++) {
        const i = k % 2 === 0 ? n % 20 : (n * 7919) % rows;
        ws.send(
          JSON.stringify({
            type: 'price',
            token: tokens.mints[i],
            priceSol: 3e-8 + (n % 97) * 1e-10,
            at: Date.now(),
          }),
        );
      }
    }, 100);
    ws.onClose(() => clearInterval(timer));
    // Closing the page does not always close the routed socket: never let the feed keep the process alive.
    timer.unref();
  });
  return feed;
}
