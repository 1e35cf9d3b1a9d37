import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { setPathMaintenance, signInAsAdmin } from './pages/admin';
import { E2E_ADMIN_ADDRESS, E2E_ADMIN_SEED_HEX } from './pages/admin-wallet';
import { Shell } from './pages/shell';

/**
 * The admin console (`/moonvault`, issue 10): the gate mirrors the API (no session → a sign-in prompt and no
 * admin request; a non-admin wallet → refused); the admin signs in through the UI with Sign-In With Solana,
 * using the Localnet Dev Wallet holding the test admin key (its seed is seeded in localStorage, where the dev
 * wallet keeps it); the end-to-end: maintenance for /tokens reaches a second browser live while /
 * stays normal, and the audit log shows the change.
 */

const DEV_WALLET = 'Localnet Dev Wallet';
/** localStorage key of the dev wallet's seed (web/src/features/dev-wallet/constants.ts). */
const DEV_WALLET_SEED_KEY = 'solpad_dev_wallet_seed';
const ADMIN_SEED_BASE64 = Buffer.from(E2E_ADMIN_SEED_HEX, 'hex').toString('base64');

/** Admin reads a page asked for (the public maintenance status is not one: the shell reads it everywhere). */
function watchAdminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/admin/') && url.pathname !== '/api/admin/maintenance-status')
      seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

/** Makes the page's Localnet Dev Wallet hold `seedBase64` (the test admin key), before any script runs. */
async function giveDevWalletKey(page: Page, seedBase64: string) {
  await page.addInitScript(
    ([key, seed]) => {
      localStorage.setItem(key as string, seed as string);
    },
    [DEV_WALLET_SEED_KEY, seedBase64],
  );
}

/** From the sign-in prompt: connect the Localnet Dev Wallet, then sign in with it. */
async function signInThroughUi(page: Page) {
  const prompt = page.getByRole('region', { name: 'Sign in with an admin wallet' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await dialog.locator(`li[data-wallet="${DEV_WALLET}"]`).getByRole('button').first().click();
  await expect(dialog).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Sign in with wallet' }).click();
}

test.describe('admin console at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  let admin: APIRequestContext;
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL: baseURL as string });
    await signInAsAdmin(admin);
  });
  test.afterEach(async () => setPathMaintenance(admin, '/tokens', false));
  test.afterAll(async () => admin.dispose());

  test('a visitor without a session sees the sign-in prompt and no admin data is requested', async ({
    page,
  }) => {
    const adminRequests = watchAdminRequests(page);
    for (const path of ['/moonvault', '/moonvault/system', '/moonvault/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in with an admin wallet' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('region', { name: 'Maintenance' })).toHaveCount(0);
    expect(adminRequests).toEqual([]);
  });

  test('a wallet that is not an admin signs in and is refused, with no admin data requested', async ({
    page,
  }) => {
    // No seed given: the dev wallet makes a fresh random key, which is not on the admin list.
    const adminRequests = watchAdminRequests(page);
    await page.goto('/moonvault/system');
    await signInThroughUi(page);
    await expect(page.getByRole('heading', { name: 'This wallet is not an admin' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
  });

  test('the admin signs in through the UI; maintenance on /tokens reaches another browser live, / stays normal, the audit log shows it', async ({
    page,
    browser,
  }, testInfo) => {
    await giveDevWalletKey(page, ADMIN_SEED_BASE64);
    await page.goto('/moonvault/system');
    await signInThroughUi(page);
    await expect(page.getByText(`Signed in as`)).toContainText(E2E_ADMIN_ADDRESS.slice(0, 4));
    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    await expect(maintenance.getByText('No path is under maintenance.')).toBeVisible();

    // A second browser, not signed in, on /tokens and on /.
    const visitor: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tokens = await visitor.newPage();
    const home = await visitor.newPage();
    for (const p of [tokens, home]) await Shell.prepare(p);
    await Shell.gotoLive(tokens, '/tokens');
    await Shell.gotoLive(home, '/');
    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);
    await tokens.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await maintenance.getByLabel('Path to put under maintenance').fill('/tokens');
    await maintenance.getByRole('button', { name: 'Add path' }).click();
    await expect(maintenance.getByRole('list', { name: 'Paths under maintenance' })).toContainText('/tokens');

    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    expect(
      await tokens.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(new Shell(home).title()).toHaveText('Launch, trade and scan Solana tokens');
    await expect(home.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);

    const audit = page.getByRole('list', { name: 'Audit entries' });
    const row = audit.locator('li[data-action="maintenance.path"]').first();
    await expect(row).toContainText('/tokens');
    await expect(row).toContainText('"/tokens":true');

    // Removing it from the console lifts it live too.
    await maintenance.getByRole('button', { name: 'Remove maintenance from /tokens' }).click();
    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);
    await expect(maintenance.getByText('No path is under maintenance.')).toBeVisible();
    await visitor.close();

    // The dashboard, with its counts and 14-day charts.
    await page.goto('/moonvault/dashboard');
    const platform = page.getByRole('region', { name: 'Platform' });
    await expect(platform.getByText('Wallets seen')).toBeVisible();
    await expect(platform.getByRole('img', { name: /^Trades per day \(14 days\)/ })).toBeVisible();
    await testInfo.attach('dashboard-1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test.describe('admin console at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('the admin signs in on a phone and the sections fit the screen', async ({ page }, testInfo) => {
    await giveDevWalletKey(page, ADMIN_SEED_BASE64);
    await page.goto('/moonvault/dashboard');
    await signInThroughUi(page);
    await expect(page.getByRole('region', { name: 'Platform' }).getByText('Wallets seen')).toBeVisible();
    for (const path of ['/moonvault/dashboard', '/moonvault/system', '/moonvault/api']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in with an admin wallet' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await testInfo.attach('system-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
