import { expect, type Page } from '@playwright/test';
import { type Address, address } from '@solana/kit';

/**
 * Connects the Localnet Dev Wallet through the "Connect a wallet" dialog that is open, and returns the address
 * the app stored for it (a base58 address, or the spec fails here).
 */
export async function connectDevWallet(page: Page): Promise<Address> {
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('wallet_address'));
  expect(stored).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return address(stored ?? '');
}
