import { RecentScansResponseSchema } from '@solpad/core/schemas';
import { baseURL } from '../playwright.config';
import { mintToken } from './support/localnet';
import { expect, type Page, test } from './support/test';
import { skipWelcome } from './support/welcome';

/**
 * Recent scans per signed-in wallet (/tools/scanner): kept in the browser while nobody is signed in, merged
 * into the wallet's list at sign-in (and gone from the browser), then read from and written to the server.
 */

const KEY = 'solpad.scanner.recent';

async function scan(page: Page, type: 'Token' | 'Wallet', query: string) {
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByLabel(/address or symbol/).fill(query);
  await page.getByLabel(/address or symbol/).press('Enter');
  await expect(page.getByTestId('scan-report')).toHaveAttribute('data-kind', type.toLowerCase());
}

test('keeps recent scans locally, merges them into the wallet at sign-in, then keeps them with it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await mintToken(`${baseURL}/api/rpc`);
  await skipWelcome(page);
  await page.goto('/tools/scanner');
  const source = page.getByTestId('recent-scans-source');
  const recent = page.getByTestId('recent-scans');

  // Signed out: the scan is kept in this browser.
  await scan(page, 'Token', token.mint);
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(source).toHaveAttribute('data-source', 'local');
  await expect(source).toContainText('Connect a wallet and sign in');
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '[]')).toHaveLength(1);
  expect((await page.request.get('/api/scanner/recent')).status()).toBe(401);

  // Connect, then sign in from the Recent Scans card.
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
  await expect(dialog).toBeHidden();
  await expect(source).toContainText('Sign in with your wallet to keep them with it');
  await page.getByRole('button', { name: 'Sign in to keep scans' }).click();
  await expect(source).toHaveAttribute('data-source', 'wallet');

  // The local scan moved to the wallet: on the server, and no longer in the browser.
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  const stored = RecentScansResponseSchema.parse(
    await (await page.request.get('/api/scanner/recent')).json(),
  );
  expect(stored.scans.map((s) => s.address)).toEqual([token.mint]);
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  // Signed in: a new scan goes to the wallet's list.
  await scan(page, 'Wallet', token.authority.address);
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(async () =>
      RecentScansResponseSchema.parse(await (await page.request.get('/api/scanner/recent')).json()).scans.map(
        (s) => s.type,
      ),
    )
    .toEqual(['wallet', 'token']);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  await expect(page.getByTestId('tile-your-scans')).toHaveText('2');

  // After a reload (the wallet session restores), the list comes from the wallet, not the browser.
  await page.reload();
  await expect(source).toHaveAttribute('data-source', 'wallet');
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent).toContainText('wallet ·');
  const card = page.locator('section[aria-labelledby="recent-scans"]');
  const file = 'tests/.tmp/scanner-recent-shots/recent-wallet-dark-1280.png';
  await card.screenshot({ path: file });
  await testInfo.attach('recent-scans-signed-in-dark-1280', { path: file, contentType: 'image/png' });
});
