// The token list under load: `/tokens/solana/pump` with 5,000 rows receiving 100 price updates a second, in
// Debian's Chromium (Playwright), measured with the browser's Long Tasks API. The page is the real built app
// served by the real server; only the list's data (`GET /api/tokens`) and its socket (`/api/ws`) are served by
// the bench, since 5,000 launches would take minutes. The list is sorted by price, so updates also move rows
// (it re-sorts once a second), and the bench scrolls through it while the updates stream.
// Budget (issue 7): no long task over 50 ms while the updates stream.
// Run alone: npm run build -w @solpad/web && node --import tsx bench/token-list.ts
import { chromium, type Page } from '@playwright/test';
import { bulkTokens, serveBulkTokens } from '../tests/e2e/support/token-list-feed';
import { type Budget, figure, record } from './lib/figures';
import { startBenchServer } from './server';

const ROWS = 5000;
const RUNS = Number(process.env.BENCH_TOKEN_LIST_RUNS ?? 3);
/** Messages per 100 ms tick: 10 → 100 updates a second. */
const PER_TICK = 10;
const STREAM_MS = 3000;
const BUDGET: Budget = {
  op: '<=',
  value: 50,
  why: 'issue 7: 5,000 tokens receiving 100 updates a second show no long task over 50 ms',
};

const tokens = bulkTokens(ROWS, () => new Date(0).toISOString());

/** Long tasks (ms) seen since the last call. (Page scripts are strings: this file has no DOM library.) */
const takeLongTasks = (page: Page) => page.evaluate<number[]>('window.__longTasks.splice(0)');

async function run(
  page: Page,
  base: string,
): Promise<{ load: number[]; during: number[]; updated: boolean; text: string }> {
  const feed = await serveBulkTokens(page, tokens, PER_TICK);
  await page.addInitScript(`(() => {
    localStorage.setItem('wallet_connect_dismissed', 'true');
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  })()`);
  await page.goto(`${base}/tokens/solana/pump`);
  await page.getByText('5,000 tokens').waitFor({ timeout: 60_000 });
  const load = await takeLongTasks(page);
  await page.getByRole('columnheader', { name: /Price/ }).getByRole('button').click();
  await page.waitForTimeout(500);
  await takeLongTasks(page);
  feed.streaming = true;
  const table = page.getByRole('table', { name: 'Tokens' });
  for (let i = 0; i < STREAM_MS / 500; i++) {
    await page.waitForTimeout(500);
    await table.evaluate('(t, y) => t.parentElement?.scrollTo(0, y)', i * 4000);
  }
  feed.streaming = false;
  const during = await takeLongTasks(page);
  // The updates reached the rows: Bulk 0, listed at its reference price (2.8e-8 SOL: +0% on every window), shows a
  // streamed price of 3.0e-8 SOL or more, so a change of +7 % or more (the row's prices are in USD by default).
  await page.getByLabel('Search tokens').fill('Bulk 0');
  const row = page
    .getByRole('table', { name: 'Tokens' })
    .getByRole('row')
    .filter({ hasText: 'Bulk 0' })
    .first();
  const text = (await row.textContent()) ?? '';
  return { load, during, updated: /\+(?:[7-9]|\d{2,})(?:\.\d)?%/.test(text), text };
}

const server = await startBenchServer({ SEED: '0' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const worstDuring: number[] = [];
  const worstLoad: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { load, during, updated, text } = await run(page, server.base);
    if (!updated) throw new Error(`the streamed prices never reached the rows (Bulk 0's row: ${text})`);
    worstDuring.push(Math.max(0, ...during));
    worstLoad.push(Math.max(0, ...load));
    console.error(
      `run ${r + 1}: long tasks while loading ${JSON.stringify(load)}, while streaming ${JSON.stringify(during)}`,
    );
    await page.close();
  }
  record('token-list', [
    figure(
      'token-list.longest-task.streaming',
      'Token list: longest task, 5,000 rows, 100 updates/s',
      'ms',
      worstDuring,
      {
        budget: BUDGET,
        note: `${STREAM_MS / 1000} s of updates while scrolling, sorted by price; 0 = no long task (> 50 ms) at all`,
      },
    ),
    figure(
      'token-list.longest-task.load',
      'Token list: longest task while loading 5,000 rows',
      'ms',
      worstLoad,
      {
        note: '100 pages of 50 rows from the API; 0 = no long task',
      },
    ),
  ]);
} finally {
  await browser.close();
  await server.stop();
}
