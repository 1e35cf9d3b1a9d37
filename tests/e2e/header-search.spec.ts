import { baseURL } from '../playwright.config';
import { expect, test } from './support/test';
import { launchedForDescribe } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * The header search (issue 22): from any page, `/` focuses it; a name, symbol or mint lists the matching tokens
 * with their price, and Enter or a click opens the token's page; an address that is not a token here offers the
 * scanner. On a phone it opens from an icon.
 */

test.describe('header search', () => {
  const token = launchedForDescribe(baseURL, 'Quartz Finch', 'QF');
  const { name, symbol } = token;

  test('/ focuses it from any page; a name finds the token and Enter opens its page', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/tools');
    const box = page.getByRole('combobox', { name: 'Find a token' });
    await expect(box).toBeVisible();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    // The slash only focused the box: it was not typed into it.
    await expect(box).toHaveValue('');

    await page.keyboard.type(name.toLowerCase());
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(symbol);
    await expect(options.first()).toContainText(name);
    // The same price the token list shows, in the page's quote currency (never an exponent).
    await expect(options.first()).toContainText(/\$|SOL/);
    // (Its shortened mint, "3ZFx…om9E", is left out: an address's letters and digits are not a number.)
    const optionText = ((await options.first().textContent()) ?? '').replace(
      /[1-9A-HJ-NP-Za-km-z]+…[1-9A-HJ-NP-Za-km-z]+/g,
      ' ',
    );
    expect(optionText).not.toMatch(/\d[eE][-+]?\d/);
    await page.screenshot({ path: 'tests/.tmp/screens-search/desktop.png' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tokens/solana/pump/${token.mint}$`));
    await expect(page.getByRole('heading', { name, exact: false }).first()).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('a mint finds its token; a click opens it; Escape closes the list', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Find a token' });
    await box.fill(token.mint);
    await expect(page.getByRole('option')).toHaveCount(1);
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.fill(symbol.toLowerCase());
    await page.getByRole('option').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`/tokens/solana/pump/${token.mint}$`));
  });

  test('an address that is not a token here offers the scanner; nothing found says so', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Find a token' });
    await box.fill('zzzz no such token');
    await expect(page.getByText('No token matches “zzzz no such token”')).toBeVisible();
    const address = 'So11111111111111111111111111111111111111112';
    await box.fill(address);
    const scan = page.getByRole('option', { name: /Scan So11…1112 in the token scanner/ });
    await expect(scan).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tools\/scanner\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(address);
  });

  test('on a phone it opens from the header icon', async ({ page }) => {
    await skipWelcome(page);
    await page.setViewportSize({ width: 360, height: 844 });
    await page.goto('/tokens');
    const box = page.getByRole('combobox', { name: 'Find a token' });
    await expect(box).toBeHidden();
    await page.screenshot({
      path: 'tests/.tmp/screens-search/phone-header.png',
      clip: { x: 0, y: 0, width: 360, height: 120 },
    });
    await page.getByRole('button', { name: 'Find a token' }).click();
    await expect(box).toBeFocused();
    await box.fill(symbol);
    await expect(page.getByRole('option').filter({ hasText: name })).toBeVisible();
    await page.screenshot({ path: 'tests/.tmp/screens-search/phone.png' });
    await page.getByRole('option').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`/tokens/solana/pump/${token.mint}$`));
  });
});
