import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { formatChangePct, formatQuotedPrice, formatQuotedValue, lamportsToSol } from '@solpad/core/format';
import { baseURL } from '../playwright.config';
import { test as extensionTest, popupScan, useLocalApi } from './support/extension';
import { airdrop } from './support/localnet';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, taggedToken, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * One token, one number everywhere (issue 22): the list, the token page, trending, the scanner, the portfolio
 * and the extension popup show the same price, change and market cap — the API's figures written by core's
 * formatters (USD, the default quote). The token is traded, then left alone, so every screen reads still
 * numbers.
 */

/** localStorage key of the dev wallet's seed (web/src/features/dev-wallet/constants.ts). */
const DEV_WALLET_SEED_KEY = 'solpad_dev_wallet_seed';

interface Expected {
  mint: string;
  name: string;
  symbol: string;
  seed: string;
  holder: string;
  price: string;
  mcap: string;
  /** The same price and market cap with the site's switch on SOL. */
  priceSol: string;
  mcapSol: string;
  change1h: string;
  change24h: string;
}

let setup: Promise<Expected> | undefined;

/** Launches the token, trades it (the last buyer is the portfolio's dev wallet) and reads the API once. */
function prepared(): Promise<Expected> {
  setup ??= (async () => {
    const { name, symbol } = taggedToken('Unison Marten', 'UM');
    const { mint } = await launchToken(baseURL, { name, symbol });
    const trader = await fundedWallet(baseURL, 3_000_000_000n);
    for (const lamports of [40_000_000n, 25_000_000n, 60_000_000n])
      await trade(baseURL, trader, { mint, side: 'buy', amount: lamports, amountIs: 'sol' });
    // The dev wallet the portfolio page signs in with: a known seed, funded, one buy of its own.
    const seedBytes = randomBytes(32);
    const holder = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seedBytes));
    await airdrop(`${baseURL}/api/rpc`, holder.address, 1_000_000_000n);
    await trade(baseURL, holder, { mint, side: 'buy', amount: 30_000_000n, amountIs: 'sol' });
    // No more trades: the figures below are what every screen must show.
    const detail = (await (await fetch(`${baseURL}/api/tokens/${mint}`)).json()) as {
      priceSol: number;
      marketCapLamports: string;
      priceRefSol: { m5: number; h1: number; h24: number };
    };
    const { solUsd } = (await (await fetch(`${baseURL}/api/stats`)).json()) as { solUsd: number };
    const change = (ref: number) => formatChangePct((detail.priceSol / ref - 1) * 100);
    return {
      mint,
      name,
      symbol,
      seed: seedBytes.toString('base64'),
      holder: holder.address,
      price: formatQuotedPrice(detail.priceSol, 'usd', solUsd),
      mcap: formatQuotedValue(lamportsToSol(BigInt(detail.marketCapLamports)), 'usd', solUsd),
      priceSol: formatQuotedPrice(detail.priceSol, 'sol', solUsd),
      mcapSol: formatQuotedValue(lamportsToSol(BigInt(detail.marketCapLamports)), 'sol', solUsd),
      change1h: change(detail.priceRefSol.h1),
      change24h: change(detail.priceRefSol.h24),
    };
  })();
  return setup;
}

/** Opens `path` of the prepared token (the wallet prompt dismissed) and hands back what it should show. */
async function openWith(page: Page, path: (e: Expected) => string): Promise<Expected> {
  const e = await prepared();
  await skipWelcome(page);
  await page.goto(path(e));
  return e;
}

test.describe('one number everywhere (site)', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const e = await prepared();
    // The figures are real: a bought token has a price above its launch price.
    expect(e.change24h).toMatch(/^\+/);
  });

  test('the token list row', async ({ page }) => {
    const e = await openWith(page, () => '/tokens/solana/pump');
    const row = page.getByRole('table', { name: 'Tokens' }).getByRole('row').filter({ hasText: e.name });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator('[data-col="price"]')).toHaveText(e.price);
    await expect(row.locator('[data-col="mcap"]')).toHaveText(e.mcap);
    await expect(row.locator('[data-col="c1h"]')).toHaveText(e.change1h);
    await expect(row.locator('[data-col="c24h"]')).toHaveText(e.change24h);
  });

  test('the token page', async ({ page }) => {
    const e = await openWith(page, ({ mint }) => `/tokens/solana/pump/${mint}`);
    await expect(page.locator('main h1')).toHaveText(e.name, { timeout: 30_000 });
    await expect(page.getByTestId('token-price')).toHaveText(e.price);
    await expect(page.getByTestId('token-mcap')).toHaveText(e.mcap);
    await expect(page.getByTestId('token-change-24h')).toHaveText(e.change24h);
  });

  test('trending (1 h)', async ({ page }) => {
    const e = await openWith(page, () => '/marketing/trending');
    const row = page.getByTestId('trending-row').filter({ hasText: e.symbol });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator('[data-field="price"]')).toHaveText(e.price);
    await expect(row.locator('[data-field="mcap"]')).toHaveText(e.mcap);
    await expect(row.locator('[data-field="change"]')).toHaveText(e.change1h);
  });

  test('the scanner report', async ({ page }) => {
    test.setTimeout(90_000);
    const e = await openWith(page, ({ mint }) => `/tools/scanner?type=token&q=${mint}`);
    const price = page.getByTestId('token-price');
    await expect(price).toBeVisible({ timeout: 45_000 });
    await expect(price).toHaveText(`${e.price} (${e.change24h} 24h)`);
    await expect(page.getByTestId('token-market-cap')).toHaveText(e.mcap);
    // The site's USD / SOL switch (USD by default) turns both into SOL, the figures the list shows in SOL.
    await expect(page.getByTestId('quote-toggle').getByRole('button', { name: 'USD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByTestId('quote-toggle').getByRole('button', { name: 'SOL' }).click();
    await expect(price).toHaveText(`${e.priceSol} (${e.change24h} 24h)`);
    await expect(page.getByTestId('token-market-cap')).toHaveText(e.mcapSol);
    await expect(page.getByTestId('token-volume')).toHaveText(/ SOL$/);
  });

  test('the portfolio of a holder', async ({ page }) => {
    test.setTimeout(90_000);
    const e = await prepared();
    await skipWelcome(page);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [DEV_WALLET_SEED_KEY, e.seed],
    );
    await page.goto('/portfolio');
    // The header's button: the page's own empty state may show a second one by the time of the click.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').first().click();
    await expect(dialog).toHaveCount(0);
    // The connection is stored just after the dialog closes: poll, do not read once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet_address'))).toBe(e.holder);
    const holding = page.locator(`tr[data-holding="${e.symbol}"]`);
    await expect(holding).toBeVisible({ timeout: 45_000 });
    await expect(holding.locator('[data-field="price"]')).toHaveText(e.price);
    await expect(holding.locator('[data-field="change-24h"]')).toHaveText(`${e.change24h} 24 h`);
  });
});

extensionTest.describe('one number everywhere (extension popup)', () => {
  extensionTest(
    'the popup scan shows the site’s price, market cap and 24 h change',
    async ({ page, extensionId }) => {
      extensionTest.setTimeout(180_000);
      const e = await prepared();
      await useLocalApi(page, extensionId);
      const summary = await popupScan(page, extensionId, e.mint, 45_000);
      await expect(summary.locator('[data-field="Price"]')).toHaveText(e.price);
      await expect(summary.locator('[data-field="Market cap"]')).toHaveText(e.mcap);
      await expect(summary.locator('[data-field="24h change"]')).toHaveText(e.change24h);
    },
  );
});
