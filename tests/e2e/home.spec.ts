import { layoutShift, livePage, regionLayout, staticPage } from './support/first-paint';
import { expect, test } from './support/test';
import { skipWelcome } from './support/welcome';

test.describe('home', () => {
  // The welcome dialog (spec §2) would open over the page 1 s after load; these tests are about the page.
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test('shows live stats and the API health', async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok', chain: { mode: 'localnet' } });

    await page.goto('/');
    const stats = page.getByTestId('stats');
    await expect(stats).toBeVisible();
    await expect(stats).toContainText(/tokens/i);
  });

  test('a page load asks the API for its health once, however many parts of the page read it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/health') asked.push(r.url());
    });
    // The token list mounts the header, the wallet layer and the list, each reading the health.
    await page.goto('/tokens');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    expect(asked).toHaveLength(1);
  });

  test('connects the Localnet Dev Wallet, airdrops 5 SOL and shows the new balance', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: /Localnet Dev Wallet/ }).click();

    const address = page.getByTestId('wallet-address');
    await expect(address).toBeVisible();
    const full = await address.getAttribute('title');
    expect(full).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    const balance = page.getByTestId('sol-balance');
    await expect(balance).toContainText('0.0000 SOL');
    await page.getByRole('button', { name: 'Airdrop 5 SOL' }).click();
    await expect(balance).toContainText('5.0000 SOL');

    // The balance shown is the chain's: ask the RPC directly.
    const rpc = await page.request.post('/api/rpc', {
      data: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [full] },
    });
    expect((await rpc.json()).result.value).toBe(5_000_000_000);
  });
  test('the static hero in index.html is the one React renders, at the same place (no layout shift)', async ({
    browser,
  }) => {
    const heroOf = (page: import('@playwright/test').Page) =>
      regionLayout(page.locator('section[aria-labelledby="hero-title"]'), {
        boxes: { h1: 'h1', lead: 'p.text-muted', links: 'a' },
      });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      // The page as it is before the app's scripts run (index.html's inline scripts still do).
      const { page, context } = await staticPage(browser, viewport);
      await page.goto('/');
      const staticHero = await heroOf(page);
      await page.goto('/tokens');
      await expect(page.locator('#hero-title')).toHaveCount(0);
      await context.close();

      const { page: app, context: live } = await livePage(browser, viewport);
      await app.goto('/');
      await expect(app.getByTestId('stats')).toBeVisible();
      expect(await heroOf(app)).toEqual(staticHero);
      expect(await layoutShift(app)).toBeLessThan(0.05);
      await live.close();
    }
  });

  test('the static token-list and scanner headers in index.html are the ones React renders, at the same place', async ({
    browser,
  }) => {
    const headerOf = (page: import('@playwright/test').Page) =>
      regionLayout(page.locator('main#main header').first(), {
        boxes: { where: 'div', h1: 'h1', lead: 'p' },
      });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const path of ['/tokens', '/tokens/solana/raydium', '/tools/scanner']) {
        const { page, context } = await staticPage(browser, viewport);
        await page.goto(path);
        const staticHeader = await headerOf(page);
        await context.close();

        const { page: app, context: live } = await livePage(browser, viewport);
        await app.goto(path);
        await expect(
          path === '/tools/scanner'
            ? app.getByRole('region', { name: 'New scan' })
            : app.getByRole('navigation', { name: 'Token categories' }),
        ).toBeVisible();
        expect(await headerOf(app), `${path} at ${viewport.width}px`).toEqual(staticHeader);
        await live.close();
      }
    }
  });

  test('the static heading stays on screen while the app starts (React does not commit before the route)', async ({
    page,
  }) => {
    // Every change in the number of <h1> from the first parse on: the static markup's heading, then React's.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __h1: number[] }).__h1 = seen;
      new MutationObserver(() => {
        const n = document.querySelectorAll('h1').length;
        if (seen.at(-1) !== n) seen.push(n);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, ready] of [
      ['/', page.getByTestId('stats')],
      ['/tokens', page.getByRole('navigation', { name: 'Token categories' })],
      ['/tools/scanner', page.getByRole('region', { name: 'New scan' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const counts = await page.evaluate(() => (window as unknown as { __h1: number[] }).__h1);
      // Before the fix: [1, 0, 1] — the heading vanished from React's first commit until the route chunk came.
      expect(counts.slice(counts.indexOf(1)), path).toEqual([1]);
    }
  });
});
