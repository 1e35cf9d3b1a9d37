import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { skipWelcome } from './welcome';

/** One cell of the screenshot matrix. */
export interface ShotView {
  theme: 'dark' | 'light';
  width: number;
}

/**
 * The screenshot tests' matrix: for each theme (dark, light) and width (1280 and 390 px), a fresh browser context
 * of that width with the theme set and the wallet prompt dismissed before any script runs; `visit` takes its
 * pictures on the page, then the context closes.
 */
export async function inEachThemeAndWidth(
  browser: Browser,
  visit: (page: Page, view: ShotView) => Promise<void>,
): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      const page = await ctx.newPage();
      await skipWelcome(page, theme);
      await visit(page, { theme, width });
      await ctx.close();
    }
  }
}

/**
 * Saves a screenshot of `page` (its full length unless `fullPage` is false) in the test's output folder as
 * `<name>.png` and attaches it to the report by that name.
 */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Saves a screenshot of `page` as `<dir>/<name>-<width>-<theme>.png` and attaches it to the report by that name. */
export async function attachShot(
  page: Page,
  testInfo: TestInfo,
  dir: string,
  name: string,
  { theme, width }: ShotView,
  opts: { fullPage?: boolean } = { fullPage: true },
): Promise<void> {
  const label = `${name}-${width}-${theme}`;
  const file = `${dir}/${label}.png`;
  await page.screenshot({ path: file, fullPage: opts.fullPage });
  await testInfo.attach(label, { path: file, contentType: 'image/png' });
}

/**
 * For each `[name, path, ready]`: opens `path`, waits for the `ready` selector and a quiet network, and takes the
 * full-page screenshot `name` (see {@link attachShot}).
 */
export async function shootPages(
  page: Page,
  testInfo: TestInfo,
  dir: string,
  view: ShotView,
  pages: readonly (readonly [name: string, path: string, ready: string])[],
): Promise<void> {
  for (const [name, path, ready] of pages) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await attachShot(page, testInfo, dir, name, view);
  }
}
