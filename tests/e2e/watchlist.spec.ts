import { generateKeyPairSigner } from '@solana/kit';
import { baseURL } from '../playwright.config';
import { signInAs } from './support/marketing';
import { expect, test } from './support/test';
import { launchedForDescribe } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * The watchlist (issue 22): a star on the token page; signed out the list is kept on the device and shown on the
 * portfolio with the token list's figures; signing in moves it to the wallet's account, and
 * another device signed in as the wallet sees it.
 */

test.describe('watchlist', () => {
  const token = launchedForDescribe(baseURL, 'Ember Wren', 'EW');
  const { name, symbol } = token;

  test('a star keeps a token on the device, then with the wallet once it signs in', async ({
    page,
    browser,
  }) => {
    await skipWelcome(page);
    await page.goto(`/tokens/solana/pump/${token.mint}`);
    const star = page.getByRole('button', { name: `Watch ${symbol}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toast').getByText(`${symbol} added to your watchlist`)).toBeVisible();

    await page.goto('/portfolio');
    const card = page.getByRole('region', { name: 'Watchlist' });
    await expect(card).toContainText('Kept on this device');
    const row = card.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(symbol);
    // The token list's price for it, in the same format.
    await expect(row).toContainText(/\$0\.0/);

    const signer = await generateKeyPairSigner();
    await signInAs(page.request, signer);
    await page.reload();
    await expect(card).toContainText('Saved to your signed-in wallet');
    await expect(card.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await card.screenshot({ path: 'tests/.tmp/screens-watchlist/card.png' });
    expect(await page.evaluate(() => localStorage.getItem('solpad_watchlist'))).toBeNull();
    const stored = (await (await page.request.get('/api/watchlist')).json()) as { mints: string[] };
    expect(stored.mints).toEqual([token.mint]);

    // Another device signed in as the same wallet sees it; unstarring there removes it from the account.
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await skipWelcome(second);
    await signInAs(second.request, signer);
    await second.goto('/portfolio');
    const otherCard = second.getByRole('region', { name: 'Watchlist' });
    await otherCard.getByRole('button', { name: `Watch ${symbol}` }).click();
    await expect(otherCard).toContainText('Star a token on its page');
    expect(
      ((await (await second.request.get('/api/watchlist')).json()) as { mints: string[] }).mints,
    ).toEqual([]);
    await second.screenshot({ path: 'tests/.tmp/screens-watchlist/empty.png' });
    await other.close();
    await page.goto('/portfolio');
    await expect(page.getByRole('region', { name: 'Watchlist' })).toContainText('Star a token on its page');
  });
});
