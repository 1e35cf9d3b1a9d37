import { baseURL } from '../playwright.config';
import { signInAsAdmin } from './pages/admin';
import { Shell } from './pages/shell';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, trade } from './support/venue';

/**
 * The price history (candle rollups kept as trades are recorded) on the real server: a traded token's chart
 * draws from it, the console's Automations lists and runs the `prune-price-history` job, and Cleanup counts the
 * candles before deleting them (the daily candles and the trades stay).
 */
test.describe('price history', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await Shell.prepare(page);
    await signInAsAdmin(page.request);
  });

  test('the chart reads the candles, the job is listed and runs, and Cleanup counts then prunes them', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const launched = await launchToken(baseURL, { name: 'Candle Owl', symbol: 'COWL' });
    const trader = await fundedWallet(baseURL, 2_000_000_000n);
    for (const sol of [200_000_000n, 300_000_000n])
      await trade(baseURL, trader, { mint: launched.mint, side: 'buy', amount: sol, amountIs: 'sol' });

    const candles = (await (
      await page.request.get(`/api/tokens/${launched.mint}/candles?interval=1d`)
    ).json()) as {
      candles: { trades: number }[];
    };
    expect(candles.candles.reduce((n, k) => n + k.trades, 0)).toBe(2);
    await page.goto(`/tokens/solana/pump/${launched.mint}`);
    await expect(
      page
        .getByRole('img', { name: /price candles/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    // Minutes old, the token opens its chart on 1 s candles, as pump.fun does; 1 m is one click away.
    const intervals = page.getByRole('group', { name: 'Candle interval' });
    await expect(intervals.getByRole('button', { name: '1s', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('img', { name: /price candles in \w+, 1s$/ })).toBeVisible();
    await intervals.getByRole('button', { name: '1m', exact: true }).click();
    await expect(page.getByRole('img', { name: /price candles in \w+, 1m$/ })).toBeVisible();

    await page.goto('/moonvault/automations');
    const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
    const job = jobs.getByRole('listitem').filter({ hasText: 'prune-price-history' });
    await expect(job).toContainText('1m after 7 days, 5m after 30 days, 15m after 30 days');
    await expect(job).toContainText('Every 60 min');
    await jobs.getByRole('button', { name: 'Run prune-price-history now' }).click();
    // Nothing is a week old on a fresh server.
    await expect(job).toContainText(
      'Result: deleted 0 price candles past retention (1s: 0, 1m: 0, 5m: 0, 15m: 0)',
    );
    const jobsShot = testInfo.outputPath('automations.png');
    await job.screenshot({ path: jobsShot });
    await testInfo.attach('automations: prune-price-history', { path: jobsShot, contentType: 'image/png' });

    await page.goto('/moonvault/cleanup');
    const panel = page.getByRole('region', { name: 'Prune old data' });
    const prices = panel.locator('dl > div').filter({ hasText: 'Price history' });
    // 30 days by default: nothing that old on a fresh server.
    await expect(prices.locator('dd')).toHaveText('0');
    // 0 days: every candle so far but the daily ones — at least this token's 1m, 5m, 15m, 1h and 4h candles (the
    // server is shared with the other specs, whose tokens have candles too: no upper bound holds here).
    await panel.getByLabel('Older than (days)').fill('0');
    await expect(prices.locator('dd')).not.toHaveText('0');
    const counted = Number(await prices.locator('dd').textContent());
    expect(counted).toBeGreaterThanOrEqual(5);
    await expect(panel.getByText(/Daily candles and the trades themselves are\s+always kept/)).toBeVisible();
    const cleanupShot = testInfo.outputPath('cleanup.png');
    await panel.screenshot({ path: cleanupShot });
    await testInfo.attach('cleanup: price history', { path: cleanupShot, contentType: 'image/png' });
    await panel.getByRole('button', { name: /^Delete \d+ rows…$/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete these rows?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText(/^Deleted \d+ rows$/)).toBeVisible();

    // The daily candle and both trades are left.
    const after = (await (
      await page.request.get(`/api/tokens/${launched.mint}/candles?interval=1d`)
    ).json()) as {
      candles: { trades: number }[];
    };
    expect(after.candles.reduce((n, k) => n + k.trades, 0)).toBe(2);
    const minute = (await (
      await page.request.get(`/api/tokens/${launched.mint}/candles?interval=1m`)
    ).json()) as {
      candles: unknown[];
    };
    expect(minute.candles).toEqual([]);
    const trades = (await (await page.request.get(`/api/tokens/${launched.mint}/trades`)).json()) as {
      trades: unknown[];
    };
    expect(trades.trades).toHaveLength(2);
  });
});
