import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { formatSolAmount } from '@solpad/core/format';
import { baseURL } from '../playwright.config';
import { fillLaunchForm } from './pages/launch';
import { connectDevWallet } from './pages/wallet-dialog';
import { airdrop } from './support/localnet';
import { expect, test } from './support/test';
import { gradientPng, tokenBalance } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * The product's core loop in one go, as a newcomer does it through the UI with the Localnet Dev Wallet:
 * launch a token with an image → find it in /tokens with that image → buy → sell half → the portfolio shows
 * the position, its cost basis and the PnL, which match the trades the chain settled.
 */

/** "0.2500 SOL" / "+0.0012 SOL" / "−0.0031 SOL": core's one SOL rounding (trade table and portfolio). */
function sol(lamports: bigint, signed = false): string {
  return `${formatSolAmount(lamports, { signed })} SOL`;
}

test('launch → /tokens with its image → buy → sell → the portfolio shows the position and its PnL', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await skipWelcome(page);

  // Launch through the form, without an initial buy, so the trades below are the wallet's only ones.
  await page.goto('/launch');
  await fillLaunchForm(page, {
    name: 'Journey Finch',
    symbol: 'JFINCH',
    description: 'Launched, bought, sold and counted by the journey test.',
    image: { name: 'finch.png', buffer: gradientPng() },
  });
  await page.getByRole('button', { name: 'Connect Wallet to Launch' }).click();
  const wallet = await connectDevWallet(page);
  await airdrop(`${baseURL}/api/rpc`, wallet as never, 5n * SOL);
  await page.getByRole('button', { name: 'Launch Token' }).click();
  await page.waitForURL(/\/tokens\/solana\/pump\/[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 60_000 });
  const mint = new URL(page.url()).pathname.split('/').at(-1) as string;

  // The list has it, with the uploaded image.
  await page.goto('/tokens/solana/pump');
  const row = page
    .getByRole('table', { name: 'Tokens' })
    .getByRole('row')
    .filter({ hasText: 'Journey Finch' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f]{64}$/);
  await expect
    .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await row.getByRole('link').click();
  await expect(page.locator('main h1')).toHaveText('Journey Finch');

  // Buy 0.5 SOL worth, then sell half of what arrived.
  const panel = page.getByTestId('trade-panel');
  await expect(panel.getByTestId('sol-balance')).not.toHaveText('0', { timeout: 20_000 });
  await panel.getByLabel('Amount (SOL)').fill('0.5');
  await panel.getByRole('button', { name: 'Buy JFINCH' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Bought' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tokenBalance(baseURL, wallet, mint)).toBeGreaterThan(0n);
  const bought = await tokenBalance(baseURL, wallet, mint);

  await panel.getByRole('tab', { name: 'Sell' }).click();
  await panel.getByRole('button', { name: '50%' }).click();
  await panel.getByRole('button', { name: 'Sell JFINCH' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sold' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tokenBalance(baseURL, wallet, mint)).toBeLessThan(bought);
  const held = await tokenBalance(baseURL, wallet, mint);

  // What the portfolio should say, from the settled trades the API indexed (average cost).
  const api = (await (await page.request.get(`/api/portfolio/${wallet}`)).json()) as {
    trades: { mint: string; side: 'buy' | 'sell'; solLamports: string; tokenAmount: string }[];
  };
  const mine = api.trades.filter((t) => t.mint === mint);
  const buy = mine.find((t) => t.side === 'buy');
  const sell = mine.find((t) => t.side === 'sell');
  if (!buy || !sell) throw new Error(`expected one buy and one sell, got ${JSON.stringify(mine)}`);
  expect(BigInt(buy.tokenAmount)).toBe(bought);
  expect(BigInt(sell.tokenAmount)).toBe(bought - held);
  const cost = BigInt(buy.solLamports);
  const removed = (cost * (bought - held)) / bought;
  const remainingCost = cost - removed;
  const realized = BigInt(sell.solLamports) - removed;

  // The same sale reads the same amount in the token page's trade table and in the portfolio's activity.
  const saleRow = page.getByTestId('trades').getByRole('row').filter({ hasText: 'Sell' });
  await expect(saleRow.getByRole('cell').nth(2)).toHaveText(formatSolAmount(BigInt(sell.solLamports)));

  await page.goto('/portfolio');
  const holding = page.locator('tr[data-holding="JFINCH"]');
  await expect(holding).toBeVisible({ timeout: 30_000 });
  await expect(holding.locator('[data-field="cost-basis"]')).toHaveText(sol(remainingCost));
  await expect(holding.locator('[data-field="value"]')).toContainText('SOL');
  await expect(holding.locator('[data-field="pnl"]')).toContainText(/[+−]?\d+\.\d{4} SOL/);
  const realizedStat = page
    .getByRole('region', { name: 'Summary' })
    .locator('div')
    .filter({ has: page.getByText('Realized PnL', { exact: true }) });
  await expect(realizedStat.first()).toContainText(sol(realized, true));
  // A round trip through a 1 % fee each way cannot profit.
  expect(realized).toBeLessThan(0n);
  await expect(page.locator('li[data-trade="buy"]')).toHaveCount(1);
  await expect(page.locator('li[data-trade="sell"]')).toHaveCount(1);
  await expect(page.locator('li[data-trade="sell"]')).toContainText(`for ${sol(BigInt(sell.solLamports))}`);
  await expect(page.locator('[data-launched="JFINCH"]')).toBeVisible();
});
