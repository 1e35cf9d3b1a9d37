import { type Address, createSolanaRpc } from '@solana/kit';
import { baseURL } from '../playwright.config';
import { airdrop, mintToken } from './support/localnet';
import { attachScreenshot } from './support/shots';
import { expect, type Page, test } from './support/test';
import { skipWelcome } from './support/welcome';

/**
 * The SPL Token Burn Platform's Analytics tab against the real app on its localnet: a burn and a close made
 * with the Localnet Dev Wallet on the page are indexed by the API from the confirmed transactions and show
 * up in the figures without a reload.
 */

const RPC_URL = `${baseURL}/api/rpc`;
const rpc = createSolanaRpc(RPC_URL);

/** The number a stat card shows. */
async function cardValue(page: Page, title: string): Promise<number> {
  const card = page.getByTestId('burn-analytics-card').filter({ hasText: title });
  const text = (await card.getByTestId('burn-analytics-value').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

test.describe('burn analytics', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(({ page }) => skipWelcome(page));

  test('a burn and a close made on the page show up in Analytics', async ({ page }, testInfo) => {
    await page.goto('/tools/burn-spl');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const cards = page.getByTestId('burn-analytics-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).not.toHaveAttribute('aria-disabled');
    await expect(cards.first()).toContainText('Burn Transactions');
    const burnsBefore = await cardValue(page, 'Burn Transactions');
    const closedBefore = await cardValue(page, 'Accounts Closed');

    // Burn with the dev wallet in Live Demo.
    await page.getByRole('tab', { name: 'Live Demo' }).click();
    await page.getByRole('button', { name: 'Connect Wallet for Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
    await expect(dialog).toBeHidden();
    const address = (await page.getByTestId('demo-wallet-address').getAttribute('title')) as Address;
    await airdrop(RPC_URL, address, 2_000_000_000n);
    const { mint } = await mintToken(RPC_URL, [address]);
    await page.getByRole('button', { name: 'Refresh accounts' }).click();
    const option = page.locator(`[data-testid="token-account-option"][data-mint="${mint}"]`);
    await expect(option).toContainText('500,000');
    await option.click();
    await page.getByRole('textbox', { name: 'Amount to burn' }).fill('1234.5');
    await page.getByRole('button', { name: 'Review Burn' }).click();
    await page.getByRole('button', { name: 'Confirm Burn' }).click();
    await expect(page.getByTestId('burn-result')).toContainText('Burned 1,234.5 tokens');

    // Analytics shows it, read from the index (no reload).
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const row = page.locator(`[data-testid="burn-analytics-mint"][data-mint="${mint}"]`);
    await expect(row).toContainText('1,234.5');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect.poll(() => cardValue(page, 'Burn Transactions')).toBe(burnsBefore + 1);
    expect(await cardValue(page, 'Mints Burned')).toBeGreaterThanOrEqual(1);
    await expect(cards.filter({ hasText: 'Burn Transactions' })).toContainText('in the last 24 h');

    // Burn the rest and close the account: the close and its rent show up too.
    await page.getByRole('tab', { name: 'Live Demo' }).click();
    // The tab's panel was unmounted meanwhile: pick the account again.
    await option.click();
    await page.getByRole('button', { name: 'Max' }).click();
    await page.getByRole('button', { name: 'Review Burn' }).click();
    await page.getByRole('button', { name: 'Confirm Burn' }).click();
    await expect(page.getByTestId('burn-result').getByTestId('new-balance')).toHaveText('0');
    const account = await rpc
      .getTokenAccountsByOwner(address, { mint }, { encoding: 'base64' })
      .send()
      .then((r) => r.value[0]);
    const rent = account?.account.lamports ?? 0n;
    expect(rent).toBeGreaterThan(0n);
    await page.getByRole('button', { name: 'Close account' }).click();
    await expect(page.getByTestId('burn-result')).toContainText('Account closed, rent reclaimed');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(row).toContainText('500,000');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await expect.poll(() => cardValue(page, 'Accounts Closed')).toBe(closedBefore + 1);
    await expect(cards.filter({ hasText: 'Accounts Closed' })).toContainText('SOL rent reclaimed');
    // The API answers the same figures for this mint.
    const stats = (await (await page.request.get(`/api/burns/stats?mint=${mint}`)).json()) as {
      burnTransactions: number;
      accountsClosed: number;
      rentReclaimedLamports: string;
      topMints: Array<{ amount: string }>;
    };
    expect(stats).toMatchObject({
      burnTransactions: 2,
      accountsClosed: 1,
      rentReclaimedLamports: rent.toString(),
      topMints: [{ amount: '500000000000' }],
    });

    await attachScreenshot(page, testInfo, 'burn-analytics');
  });

  test('with nothing indexed, Analytics says so and leads to the real burn', async ({ page }, testInfo) => {
    // An index with no burns (a fresh server has none; earlier specs of a full run may have burned).
    await page.route('**/api/burns/stats', (route) =>
      route.fulfill({
        json: {
          mint: null,
          burnTransactions: 0,
          burnTransactions24h: 0,
          mintsBurned: 0,
          uniqueBurners: 0,
          topMints: [],
          accountsClosed: 0,
          rentReclaimedLamports: '0',
          lastActivityAt: null,
        },
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tools/burn-spl');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const empty = page.getByTestId('burn-analytics-empty');
    await expect(empty).toContainText('No burns yet');
    await expect(page.getByTestId('burn-analytics-card').first()).toContainText('0');
    await attachScreenshot(page, testInfo, 'burn-analytics-empty');
    await empty.getByRole('button', { name: 'Burn tokens now' }).click();
    await expect(page.getByTestId('real-burn')).toBeInViewport();
    await expect(page.getByTestId('real-burn')).toBeFocused();
  });
});
