import { setMaintenance, setPathMaintenance, signInAsAdmin } from './pages/admin';
import { SHELL_VIEWPORTS, Shell } from './pages/shell';
import { type APIRequestContext, expect, test } from './support/test';

/**
 * Maintenance mode (spec §2, §7): a loading screen while the status loads; the maintenance screen replaces
 * the app on flagged paths — live, when an admin toggles it (the server broadcasts on /api/ws) — while other
 * paths stay normal and /moonvault is exempt. The toggles go through the real admin endpoints, signed in
 * with Sign-In With Solana as the test admin of playwright.config.ts.
 */

for (const vp of SHELL_VIEWPORTS) {
  test.describe(`maintenance at ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => Shell.prepare(page));

    let admin: APIRequestContext;
    test.beforeAll(async ({ playwright, baseURL }) => {
      admin = await playwright.request.newContext({ baseURL: baseURL as string });
      await signInAsAdmin(admin);
    });
    test.afterEach(async () => {
      await setMaintenance(admin, false);
      await setPathMaintenance(admin, '/portfolio', false);
    });
    test.afterAll(async () => admin.dispose());

    test('shows a loading screen while the status loads', async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/admin/maintenance-status', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Loading Solpad…' })).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(0);
      release();
      await expect(new Shell(page).title()).toHaveText('Launch, trade and scan Solana tokens');
    });

    test('a status that cannot be loaded is logged and the app shows', async ({ page }) => {
      const logged = page.waitForEvent(
        'console',
        (m) => m.type() === 'error' && m.text().includes('[maintenance]'),
      );
      await page.route('**/api/admin/maintenance-status', (route) =>
        route.fulfill({ status: 500, body: 'x' }),
      );
      await page.goto('/portfolio');
      await expect(new Shell(page).title()).toHaveText('Portfolio');
      await logged;
    });

    test('a flagged path switches to the maintenance screen live; / stays normal; /moonvault is exempt', async ({
      page,
      browser,
    }) => {
      const flagged = page;
      await Shell.gotoLive(flagged, '/portfolio');
      await expect(new Shell(flagged).title()).toHaveText('Portfolio');
      await flagged.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });

      const otherContext = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
      const home = await otherContext.newPage();
      await Shell.prepare(home);
      await Shell.gotoLive(home, '/');
      await expect(new Shell(home).title()).toHaveText('Launch, trade and scan Solana tokens');

      await setPathMaintenance(admin, '/portfolio', true);
      await expect(flagged.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
      expect(
        await flagged.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      await expect(new Shell(flagged).sidebar).toHaveCount(0);
      // The other path is untouched.
      await expect(new Shell(home).title()).toHaveText('Launch, trade and scan Solana tokens');
      await expect(home.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);

      // Global maintenance covers every page, live — except the admin area.
      const vault = await otherContext.newPage();
      await Shell.gotoLive(vault, '/moonvault/system');
      await expect(new Shell(vault).title()).toHaveText('Admin · System');
      await setMaintenance(admin, true);
      await expect(home.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
      await vault.waitForTimeout(500);
      await expect(new Shell(vault).title()).toHaveText('Admin · System');
      await vault.reload();
      await expect(new Shell(vault).title()).toHaveText('Admin · System');

      // Off again: the app comes back without a reload.
      await setMaintenance(admin, false);
      await setPathMaintenance(admin, '/portfolio', false);
      await expect(new Shell(flagged).title()).toHaveText('Portfolio');
      await expect(new Shell(home).title()).toHaveText('Launch, trade and scan Solana tokens');
      expect(
        await flagged.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      await otherContext.close();
    });
  });
}
