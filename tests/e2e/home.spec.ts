import { expect, test } from '@playwright/test';

test.describe('home', () => {
  // The welcome dialog (spec §2) would open over the page 1 s after load; these tests are about the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('wallet_connect_dismissed', 'true'));
  });

  test('shows live stats and the API health', async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok', chain: { mode: 'localnet' } });

    await page.goto('/');
    const stats = page.getByTestId('stats');
    await expect(stats).toBeVisible();
    await expect(stats).toContainText(/tokens/i);
  });

  test('connects the Localnet Dev Wallet, airdrops 5 SOL and shows the new balance', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: /Localnet Dev Wallet/ }).click();

    const address = page.getByTestId('wallet-address');
    await expect(address).toBeVisible();
    const full = await address.getAttribute('title');
    expect(full).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    const balance = page.getByTestId('sol-balance');
    await expect(balance).toContainText('0.0000 SOL');
    await page.getByRole('button', { name: 'Airdrop 5 SOL' }).click();
    await expect(balance).toContainText('5.0000 SOL');

    // The balance shown is the chain's: ask the RPC directly.
    const rpc = await page.request.post('/api/rpc', {
      data: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [full] },
    });
    expect((await rpc.json()).result.value).toBe(5_000_000_000);
  });
});
