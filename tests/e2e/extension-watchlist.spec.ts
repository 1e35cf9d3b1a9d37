// The extension's token watchlist and its USD / SOL switch against the real server: a star kept on the device
// while the site is signed out, then the wallet's list on the site once the browser signs in there (the
// extension sends the site's session cookie), both ways.
import type { APIRequestContext, Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { formatQuotedPrice } from '@solpad/core/format';
import { baseURL } from '../playwright.config';
import { expect, popupScan, test, useLocalApi } from './support/extension';
import { signInAs } from './support/marketing';
import { fundedWallet, launchToken, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

/** The browser context's own request client (its cookies are the site's), on absolute URLs. */
const siteRequest = (page: Page) =>
  ({
    get: (path: string) => page.request.get(`${baseURL}${path}`),
    post: (path: string, options: object) => page.request.post(`${baseURL}${path}`, options),
  }) as unknown as APIRequestContext;

async function launchTraded(symbol: string) {
  const launched = await launchToken(baseURL, { name: `Watch ${symbol}`, symbol });
  const buyer = await fundedWallet(baseURL, 2_000_000_000n);
  await trade(baseURL, buyer, { mint: launched.mint, side: 'buy', amount: 100_000_000n, amountIs: 'sol' });
  return launched.mint;
}

test.describe('extension watchlist', () => {
  test('a star keeps a token on the device, then in the wallet the site is signed in with, seen on the site', async ({
    page,
    context,
    extensionId,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = Math.floor(Math.random() * 9000) + 1000;
    const [first, second] = [`XA${tag}`, `XB${tag}`];
    const firstMint = await launchTraded(first);
    const secondMint = await launchTraded(second);
    await useLocalApi(page, extensionId);

    // Signed out: the star keeps it on this device, with the token list's price and 24 h change.
    const summary = await popupScan(page, extensionId, firstMint);
    const star = summary.getByRole('button', { name: `Watch ${first}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByTestId('watchlist');
    const row = list.locator(`li[data-mint="${firstMint}"]`);
    await expect(row).toContainText(first);
    await expect(page.getByTestId('watchlist-where')).toHaveText('Kept on this device');
    const market = (await (await fetch(`${baseURL}/api/scanner/market/${firstMint}`)).json()) as {
      solUsd: number;
      list: { spotPriceSol: number; priceRef24hSol: number };
    };
    await expect(row.locator('[data-field="price"]')).toHaveText(
      formatQuotedPrice(market.list.spotPriceSol, 'usd', market.solUsd),
    );
    await expect(row.locator('[data-field="24h change"]')).toHaveText(/^[+−]?\d+\.\d%$/);
    // Remembered: the side panel shows the same list.
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(page.getByTestId('watchlist').locator(`li[data-mint="${firstMint}"]`)).toBeVisible();

    // The browser signs in on the site: the device's list moves to the wallet's.
    await signInAs(siteRequest(page), await generateKeyPairSigner());
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('watchlist-where')).toHaveText('Saved to your signed-in wallet');
    await expect(page.getByTestId('watchlist').locator(`li[data-mint="${firstMint}"]`)).toBeVisible();
    const stored = async () =>
      ((await (await page.request.get(`${baseURL}/api/watchlist`)).json()) as { mints: string[] }).mints;
    expect(await stored()).toEqual([firstMint]);

    // Starred in the extension while signed in: on the site's watchlist.
    const other = await popupScan(page, extensionId, secondMint);
    await other.getByRole('button', { name: `Watch ${second}` }).click();
    await expect(page.getByTestId('watchlist').locator(`li[data-mint="${secondMint}"]`)).toBeVisible();
    expect(await stored()).toEqual([secondMint, firstMint]);
    const screenshot = '/work/shots/ext-popup-watchlist-dark.png';
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach('popup watchlist', { path: screenshot, contentType: 'image/png' });

    const site = await context.newPage();
    await skipWelcome(site);
    await site.goto(`${baseURL}/portfolio`);
    const card = site.getByRole('region', { name: 'Watchlist' });
    await expect(card).toContainText('Saved to your signed-in wallet');
    await expect(card.getByRole('listitem').filter({ hasText: second })).toBeVisible();

    // Unstarred in the extension: gone from the wallet's list.
    await page.bringToFront();
    await page
      .getByTestId('watchlist')
      .locator(`li[data-mint="${firstMint}"]`)
      .getByRole('button', { name: `Watch ${first}` })
      .click();
    await expect(page.getByTestId('watchlist').locator(`li[data-mint="${firstMint}"]`)).toHaveCount(0);
    expect(await stored()).toEqual([secondMint]);
    await site.reload();
    await expect(card.getByRole('listitem').filter({ hasText: second })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
  });

  test('prices and market caps switch between USD and SOL, remembered across the popup and side panel', async ({
    page,
    extensionId,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = Math.floor(Math.random() * 9000) + 1000;
    const symbol = `XC${tag}`;
    const mint = await launchTraded(symbol);
    await useLocalApi(page, extensionId);
    const market = (await (await fetch(`${baseURL}/api/scanner/market/${mint}`)).json()) as {
      solUsd: number;
      list: { spotPriceSol: number };
    };
    const summary = await popupScan(page, extensionId, mint);
    await summary.getByRole('button', { name: `Watch ${symbol}` }).click();
    const price = summary.locator('[data-field="Price"]');
    const row = page.getByTestId('watchlist').locator(`li[data-mint="${mint}"]`);
    // USD by default, as the site.
    await expect(page.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toHaveText(formatQuotedPrice(market.list.spotPriceSol, 'usd', market.solUsd));
    await expect(row.locator('[data-field="price"]')).toHaveText(
      formatQuotedPrice(market.list.spotPriceSol, 'usd', market.solUsd),
    );
    const usdCap = await summary.locator('[data-field="Market cap"]').textContent();
    expect(usdCap).toMatch(/^\$/);

    await page.getByRole('button', { name: 'SOL' }).click();
    const solPrice = formatQuotedPrice(market.list.spotPriceSol, 'sol', null);
    await expect(price).toHaveText(solPrice);
    await expect(row.locator('[data-field="price"]')).toHaveText(solPrice);
    await expect(summary.locator('[data-field="Market cap"]')).toHaveText(/^[\d.,]+[KMB]? SOL$/);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const path = `/work/shots/ext-popup-sol-${scheme}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`popup in SOL, ${scheme}`, { path, contentType: 'image/png' });
    }

    // Remembered: the side panel opens in SOL too.
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(page.getByRole('button', { name: 'SOL' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByTestId('watchlist').locator(`li[data-mint="${mint}"] [data-field="price"]`),
    ).toHaveText(solPrice);
    await page.getByRole('button', { name: 'USD' }).click();
    await page.reload();
    await expect(
      page.getByTestId('watchlist').locator(`li[data-mint="${mint}"] [data-field="price"]`),
    ).toHaveText(formatQuotedPrice(market.list.spotPriceSol, 'usd', market.solUsd));
  });
});
