import { signInAsAdmin } from './pages/admin';
import { Shell } from './pages/shell';
import { attachScreenshot } from './support/shots';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Site banners (issue 5): what an admin creates in the console shows at the top of every open page live (over
 * /api/ws, no reload), follows edits, leaves when switched off or deleted; a visitor's dismissal is remembered
 * per banner across reloads; and with no banner nothing is drawn at all.
 */

type Banner = { id: string; text: string };

/** Opens `path` with the app's socket up and the banner strip's first read done (so it is listening). */
async function openListening(page: Page, path: string) {
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/banners' && r.ok());
  await Shell.gotoLive(page, path);
  await read;
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('site banners', () => {
  let admin: APIRequestContext;
  const made: string[] = [];
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL: baseURL as string });
    await signInAsAdmin(admin);
  });
  test.afterEach(async () => {
    for (const id of made.splice(0)) await admin.delete(`/api/admin/banners/${id}`);
  });
  test.afterAll(async () => admin.dispose());

  async function createBanner(text: string, level: 'info' | 'warning' | 'critical'): Promise<Banner> {
    const res = await admin.post('/api/admin/banners', { data: { text, level } });
    expect(res.status()).toBe(201);
    const banner = (await res.json()) as Banner;
    made.push(banner.id);
    return banner;
  }

  test.describe('at 1280×800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test.beforeEach(async ({ page }) => Shell.prepare(page));

    test('a banner an admin creates shows live on an open page, follows edits, and goes when switched off', async ({
      page,
    }, testInfo) => {
      await openListening(page, '/how-to-use');
      const strip = page.getByRole('region', { name: 'Site announcements' });
      // Nothing to show: nothing drawn, the page starts right under the header.
      await expect(strip).toHaveCount(0);
      const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
      const mainTop = async () => (await page.locator('main#main').boundingBox())?.y ?? -1;
      expect(await mainTop()).toBe(headerBottom);

      const text = `Scheduled maintenance tonight ${Date.now()}`;
      const banner = await createBanner(text, 'warning');
      const shown = strip.locator(`[data-banner-id="${banner.id}"]`);
      await expect(shown).toContainText(text);
      await expect(shown).toContainText('Warning');
      await expect(shown).toHaveAttribute('data-level', 'warning');
      expect(await sameDocument(page)).toBe(true);
      expect(await mainTop()).toBeGreaterThan(headerBottom);

      await attachScreenshot(page, testInfo, 'banner-1280', { fullPage: false });

      // An edit (text and level) reaches the page live too.
      const edited = `${text} (moved to 02:00 UTC)`;
      expect(
        (
          await admin.put(`/api/admin/banners/${banner.id}`, {
            data: { text: edited, level: 'critical', enabled: true },
          })
        ).ok(),
      ).toBe(true);
      await expect(shown).toContainText(edited);
      await expect(shown).toHaveAttribute('data-level', 'critical');
      await expect(shown).toHaveAttribute('role', 'alert');

      // Switched off: it leaves, and the space with it.
      expect(
        (
          await admin.put(`/api/admin/banners/${banner.id}`, {
            data: { text: edited, level: 'critical', enabled: false },
          })
        ).ok(),
      ).toBe(true);
      await expect(strip).toHaveCount(0);
      expect(await mainTop()).toBe(headerBottom);

      // On again, then deleted: back, then gone.
      await admin.put(`/api/admin/banners/${banner.id}`, {
        data: { text: edited, level: 'info', enabled: true },
      });
      await expect(shown).toHaveAttribute('data-level', 'info');
      expect((await admin.delete(`/api/admin/banners/${banner.id}`)).status()).toBe(204);
      await expect(strip).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test('a dismissed banner stays dismissed after a reload; another banner still shows', async ({
      page,
    }) => {
      const first = await createBanner(`First notice ${Date.now()}`, 'info');
      const second = await createBanner(`Second notice ${Date.now()}`, 'critical');
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Site announcements' });
      await expect(strip.locator('[data-banner-id]')).toHaveCount(2);
      // Keyboard: the dismiss button is reachable and works with Enter.
      const dismiss = strip.getByRole('button', { name: `Dismiss announcement: ${first.text}` });
      await dismiss.focus();
      await page.keyboard.press('Enter');
      await expect(strip.locator(`[data-banner-id="${first.id}"]`)).toHaveCount(0);
      await expect(strip.locator(`[data-banner-id="${second.id}"]`)).toBeVisible();

      await page.reload();
      await expect(strip.locator(`[data-banner-id="${second.id}"]`)).toBeVisible();
      await expect(strip.locator(`[data-banner-id="${first.id}"]`)).toHaveCount(0);
      await strip.getByRole('button', { name: `Dismiss announcement: ${second.text}` }).click();
      await expect(strip).toHaveCount(0);
      const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/banners');
      await page.reload();
      await read;
      await expect(strip).toHaveCount(0);
    });
  });

  test.describe('at 390×844', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a long banner wraps on a phone, in the light theme too, without sideways scrolling', async ({
      page,
    }, testInfo) => {
      await Shell.prepare(page, 'light');
      const banner = await createBanner(
        `Deposits to presales are paused while we upgrade the escrow service; withdrawals and refunds keep working ${Date.now()}`,
        'warning',
      );
      await page.goto('/tokens');
      const shown = page.locator(`[data-banner-id="${banner.id}"]`);
      await expect(shown).toBeVisible();
      expect(await new Shell(page).htmlTheme()).toContain('light');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, 'banner-390-light', { fullPage: false });
    });
  });
});
