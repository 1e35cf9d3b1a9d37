import type { Page } from '@playwright/test';
import { layoutShift, livePage, regionLayout, staticPage } from './support/first-paint';
import { expect, test } from './support/test';
import { launchToken } from './support/venue';
import { skipWelcome } from './support/welcome';

// A token's page is sent with the token's detail in it (api/src/lib/token-page.ts); index.html's boot script
// paints the header from it before any script loads, and React renders the same header at the same place.
test.describe('a token page before its scripts', () => {
  const name = '<b>Bold</b> & "Co"';
  const description =
    'Ends early? </script><script>window.__ran = 1</script> <img src=x onerror="window.__ran=1">';
  let mint = '';

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error('baseURL is required');
    ({ mint } = await launchToken(baseURL, { name, symbol: 'FPNT', description }));
  });

  const headerOf = (page: Page) =>
    regionLayout(page.locator('main#main header').first(), {
      texts: { name: 'h1', identity: 'div', description: 'p.max-w-3xl', mint: 'code' },
      boxes: { h1: 'h1', launched: 'p.text-muted', lead: 'p.max-w-3xl', mintRow: 'code' },
      wholeText: false,
    });

  test('paints the header from the page, as text, where React then renders it (no layout shift)', async ({
    browser,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await staticPage(browser, viewport);
      await page.goto(`/tokens/solana/pump/${mint}`);
      const painted = await headerOf(page);
      // The name and description are shown as written, never run or parsed as markup.
      expect(painted.name).toBe(name);
      expect(painted.description).toBe(description);
      expect(painted.mint).toBe(mint);
      expect(painted.identity).toContain('FPNT');
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
      await context.close();

      const { page: app, context: live } = await livePage(browser, viewport);
      await app.goto(`/tokens/solana/pump/${mint}`);
      await expect(app.getByTestId('token-price')).toBeVisible();
      expect(await headerOf(app), `at ${viewport.width}px`).toEqual(painted);
      expect(await layoutShift(app)).toBeLessThan(0.05);
      expect(await app.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
      await live.close();
    }
  });

  test('on a phone the security scan waits below the fold until the reader scrolls toward it', async ({
    browser,
  }) => {
    const { page, context } = await livePage(browser, { width: 390, height: 844 });
    const rpcCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/rpc') rpcCalls.push(r.postData() ?? '');
    });
    await page.goto(`/tokens/solana/pump/${mint}`);
    await expect(page.getByTestId('token-price')).toBeVisible();
    const summary = page.getByTestId('scan-summary');
    await expect(summary).toContainText('Scanning the mint, holders and authorities');
    // While the page loads and settles nothing reads the chain for the scan.
    await page.waitForTimeout(1_500);
    expect(rpcCalls).toEqual([]);
    await expect(summary).not.toContainText('/ 100');
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toContainText('/ 100', { timeout: 30_000 });
    expect(rpcCalls.length).toBeGreaterThan(0);
    await context.close();
  });

  test('a mint the platform does not list gets the plain page, and the site says so', async ({ page }) => {
    await skipWelcome(page);
    const unknown = '11111111111111111111111111111112';
    const res = await page.goto(`/tokens/solana/pump/${unknown}`);
    expect(await res?.text()).not.toContain('id="token-boot">');
    await expect(page.getByTestId('token-not-listed')).toBeVisible();
  });
});
