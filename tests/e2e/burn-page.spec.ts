import { baseURL } from '../playwright.config';
import { airdrop } from './support/localnet';
import { devWallet } from './support/marketing';
import { expect, test } from './support/test';
import { launchToken, trade } from './support/venue';

/**
 * The SPL burn page as a holder meets it (issue 22): the real, irreversible burn leads the page — the simulation
 * and its "Demo · Public launch" badges live in the Live Demo tab — and each token account is named by its token
 * (logo, name, symbol and balance), not by a bare mint.
 */

test.describe('burn page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('leads with the real burn and names each account by its token', async ({ page }) => {
    test.setTimeout(120_000);
    const signer = await devWallet(page);
    await airdrop(`${baseURL}/api/rpc`, signer.address, 2_000_000_000n);
    const name = `Ember Finch ${Math.floor(Math.random() * 9000) + 1000}`;
    const { mint } = await launchToken(baseURL, { name, symbol: 'EMBF' });
    await trade(baseURL, signer, { mint, side: 'buy', amount: 10_000_000n, amountIs: 'sol' });

    await page.goto('/tools/burn-spl');
    const panel = page.getByTestId('real-burn');
    await expect(panel).toBeVisible();
    const [panelBox, tabsBox] = await Promise.all([
      panel.boundingBox(),
      page.getByRole('tablist').boundingBox(),
    ]);
    expect(panelBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(tabsBox?.y ?? 0);
    // The demo's badges belong to the simulation, not to the page.
    await expect(page.getByTestId('burn-demo-badges')).toBeHidden();

    await panel.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').first().click();
    await expect(dialog).toBeHidden();
    const option = page.locator(`[data-testid="token-account-option"][data-mint="${mint}"]`);
    await expect(option.getByTestId('token-account-name')).toHaveText(`${name} EMBF`, { timeout: 30_000 });
    await expect(option).toContainText('EMBF');

    await page.getByRole('tab', { name: 'Live Demo' }).click();
    await expect(page.getByTestId('burn-demo-badges')).toContainText('Public launch');
    await expect(page.getByTestId('burn-demo-badges')).toContainText('Demo');
  });
});
