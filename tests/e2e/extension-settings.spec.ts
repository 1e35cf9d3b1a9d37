// The extension's settings against the real server: the network (cluster) the scanner and portfolio expect,
// the overlay's light and dark themes, and the overlay's "Side panel" button.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { formatPrice } from '@solpad/core/format';
import { WEIGHT_TABLE, WEIGHTS } from '@solpad/core/scanner';
import { baseURL } from '../playwright.config';
import { expect, extensionShot, OverlayProbe, test, useLocalApi } from './support/extension';
import { mintToken } from './support/localnet';
import { fundedWallet, launchToken, trade } from './support/venue';

const RPC = `${baseURL}/api/rpc`;
const tokenPage = readFileSync(new URL('./fixtures/sites/token.html', import.meta.url), 'utf8');

/** Serves the token fixture for every page of pump.fun. */
async function servePumpFun(context: BrowserContext, mint: string) {
  await context.route('https://pump.fun/**', (route) => {
    if (route.request().resourceType() !== 'document') return route.fulfill({ status: 404, body: '' });
    const body = tokenPage
      .replaceAll('{{MINT}}', mint)
      .replaceAll('{{SITE}}', 'pump.fun')
      .replaceAll('{{NEXT}}', '/');
    return route.fulfill({ status: 200, contentType: 'text/html', body });
  });
}

const SCORE = '[data-testid="overlay-score"]';

/** Points the extension at the local API and serves pump.fun's page of `mint`. */
async function usePumpFunToken(page: Page, context: BrowserContext, extensionId: string, mint: string) {
  await useLocalApi(page, extensionId);
  await servePumpFun(context, mint);
}

/** Mints a token on the localnet and serves it as pump.fun's page, with the extension on the local API. */
async function mintOnPumpFun(page: Page, context: BrowserContext, extensionId: string): Promise<string> {
  const { mint } = await mintToken(RPC);
  await usePumpFunToken(page, context, extensionId, mint);
  return mint;
}

/** Waits until the overlay shows a token's score (its scan of the page's token is in). */
const expectScored = (overlay: OverlayProbe) =>
  expect.poll(() => overlay.text(SCORE), { timeout: 30_000 }).toMatch(/^\d{1,3}$/);

/** Opens pump.fun's page of `mint` (then `query`) and returns its overlay, once it shows the score. */
async function openScored(page: Page, mint: string, query = ''): Promise<OverlayProbe> {
  await page.goto(`https://pump.fun/coin/${mint}${query}`);
  const overlay = new OverlayProbe(page);
  await expectScored(overlay);
  return overlay;
}

/** The `chrome` namespace the service worker has (the tests have no chrome types; evaluated code is inlined). */
type ExtensionGlobal = {
  chrome: {
    storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
    sidePanel: { onOpened: { addListener(fn: (info: { path: string }) => void): void } };
  };
  opened: string[];
};

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

test.describe('extension settings', () => {
  test('the network setting is validated, shown, and guards the scanner and the portfolio', async ({
    page,
    extensionId,
  }, testInfo) => {
    const { mint } = await mintToken(RPC);
    const options = await useLocalApi(page, extensionId);
    const network = page.getByLabel('Network');
    await expect(network).toHaveValue('localnet');
    await network.selectOption('devnet');
    await expect(page.getByTestId('network-status')).toHaveText(
      'Saved. Scans and the portfolio now expect Devnet.',
    );
    await page.reload();
    await expect(network).toHaveValue('devnet');
    await testInfo.attach('options', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    // The stored value goes through core's cluster schema: a value written by hand is not trusted.
    const worker = await serviceWorker(page.context());
    await worker.evaluate(() =>
      (globalThis as unknown as ExtensionGlobal).chrome.storage.local.set({ network: 'mainnet' }),
    );
    await page.reload();
    await expect(network).toHaveValue('localnet');
    await network.selectOption('devnet');
    await expect(page.getByTestId('network-status')).toContainText('Devnet');

    // The test server runs the localnet: the popup says so, and refuses to scan or read balances.
    const mismatch = `The Solpad API at ${baseURL} serves localnet, but Solpad is set to devnet.`;
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('network')).toHaveText('Devnet');
    await expect(page.getByTestId('network-mismatch')).toContainText(mismatch);
    await page.getByLabel('Token address or symbol').fill(mint);
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByTestId('scan-result').getByRole('alert')).toContainText(mismatch);
    await expect(page.getByTestId('scan-summary')).toHaveCount(0);
    const wallet = (await generateKeyPairSigner()).address;
    await page.getByLabel('Wallet address to watch').fill(wallet);
    await page.getByRole('button', { name: 'Watch' }).click();
    await expect(page.locator('#watch-error')).toContainText(mismatch);
    await testInfo.attach('popup on the wrong network', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    // Back on the localnet, the same scan runs.
    await options.open();
    await page.getByLabel('Network').selectOption('localnet');
    await expect(page.getByTestId('network-status')).toContainText('Localnet');
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByTestId('network')).toHaveText('Localnet');
    await expect(page.getByTestId('api-status')).toHaveText('Online');
    await expect(page.getByTestId('network-mismatch')).toHaveCount(0);
    await page.getByLabel('Token address or symbol').fill(mint);
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByTestId('scan-summary')).toHaveAttribute('data-address', mint, { timeout: 30_000 });
  });

  test('the overlay follows the page’s real background, not the operating system, unless the options say', async ({
    page,
    context,
    extensionId,
  }, testInfo) => {
    const mint = await mintOnPumpFun(page, context, extensionId);
    const overlay = new OverlayProbe(page);
    const colours = () =>
      overlay.eval((el) => {
        if (!el) return null;
        const s = getComputedStyle(el);
        const link = el.querySelector('a');
        return {
          background: s.backgroundColor,
          color: s.color,
          link: link ? getComputedStyle(link).color : '',
        };
      });
    // The site's surface, text and accent colours, dark and light (web/src/styles.css).
    const DARK = { background: 'rgb(20, 20, 22)', color: 'rgb(244, 244, 245)', link: 'rgb(167, 139, 250)' };
    const LIGHT = { background: 'rgb(255, 255, 255)', color: 'rgb(21, 21, 28)', link: 'rgb(109, 40, 217)' };

    // A dark site on a light operating system: dark (the white overlay on the dark site).
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`https://pump.fun/coin/${mint}?theme=dark`);
    await expectScored(overlay);
    await expect.poll(colours).toEqual(DARK);
    await extensionShot(page, testInfo, 'overlay, dark page', 'overlay-dark-page');
    // The page switches itself to light: the overlay follows.
    await page.locator('#theme').click();
    await expect.poll(colours).toEqual(LIGHT);

    // A light site on a dark operating system: light.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`https://pump.fun/coin/${mint}`);
    await expectScored(overlay);
    await expect.poll(colours).toEqual(LIGHT);
    await extensionShot(page, testInfo, 'overlay, light page', 'overlay-light-page');

    // "Dark" in the options wins over the page's light background, at once on the open page.
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByLabel('Overlay theme').selectOption('dark');
    await expect(options.getByTestId('overlay-theme-status')).toContainText('Dark');
    await expect.poll(colours).toEqual(DARK);
    await options.getByLabel('Overlay theme').selectOption('light');
    await page.locator('#theme').click();
    await expect.poll(colours).toEqual(LIGHT);
    await options.getByLabel('Overlay theme').selectOption('system');
    await expect.poll(colours).toEqual(DARK);
  });

  test('the overlay collapses to its score on one site and stays so; it never covers the page’s trade buttons', async ({
    page,
    context,
    extensionId,
  }) => {
    const mint = await mintOnPumpFun(page, context, extensionId);
    const overlay = await openScored(page, mint);
    const clear = () => overlay.expectClearOf(['#buy', '#sell', '#next', '#theme']);
    await clear();
    const levelShown = () =>
      overlay.eval((box) => {
        const level = box?.querySelector('[data-testid="overlay-level"]');
        return level ? level.getBoundingClientRect().height > 0 : null;
      });
    await expect.poll(levelShown).toBe(true);

    await overlay.click('Collapse Solpad');
    await expect.poll(() => overlay.attr('data-c')).toBe('user');
    await expect.poll(levelShown).toBe(false);
    await clear();
    await page.reload();
    await expectScored(overlay);
    await expect.poll(() => overlay.attr('data-c')).toBe('user');
    await overlay.click('Expand Solpad');
    await expect.poll(levelShown).toBe(true);
    await clear();
  });

  test('the overlay’s Side panel button opens the side panel within the click', async ({
    page,
    context,
    extensionId,
  }) => {
    const mint = await mintOnPumpFun(page, context, extensionId);
    const worker = await serviceWorker(context);
    // chrome.sidePanel.onOpened (Chrome 141+) tells whether the browser really opened the panel.
    await worker.evaluate(() => {
      const g = globalThis as unknown as ExtensionGlobal;
      g.opened = [];
      g.chrome.sidePanel.onOpened.addListener((info) => g.opened.push(info.path));
    });
    const overlay = await openScored(page, mint);
    const opened = () => worker.evaluate(() => (globalThis as unknown as ExtensionGlobal).opened);

    expect(await opened()).toEqual([]);
    // The user's own click: the background opens the panel within that gesture.
    await overlay.click('Side panel');
    await expect.poll(opened).toEqual(['/sidepanel.html']);
    await expect.poll(() => overlay.text('[role="status"]')).toBe('');
  });

  test('the side panel shows the token of the tab beside it, with its live price from the API', async ({
    page,
    context,
    extensionId,
  }, testInfo) => {
    const launched = await launchToken(baseURL, { name: 'Panel Token', symbol: 'PANEL' });
    const buyer = await fundedWallet(baseURL, 2_000_000_000n);
    await trade(baseURL, buyer, { mint: launched.mint, side: 'buy', amount: 100_000_000n, amountIs: 'sol' });
    await usePumpFunToken(page, context, extensionId, launched.mint);
    await openScored(page, launched.mint, '?theme=dark');

    const panel = await context.newPage();
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    // The panel sits beside the page: the page is the active tab.
    await page.bringToFront();
    const tab = panel.getByTestId('tab-token');
    const report = tab.getByTestId('full-report');
    await expect(report).toHaveAttribute('data-address', launched.mint, { timeout: 15_000 });
    await expect(report).toContainText('PANEL');
    // The full report, as the site's scanner page has it: every finding with its evidence (addresses shortened)…
    const findings = report.getByTestId('report-findings').locator('li');
    expect(await findings.count()).toBeGreaterThan(3);
    await expect(findings.filter({ hasText: 'Created less than' }).first()).toBeVisible();
    for (const evidence of await report.locator('.evidence').allTextContents()) {
      expect(evidence).not.toMatch(/[1-9A-HJ-NP-Za-km-z]{32,}/);
    }
    // …the actors (the launcher is the creator, shortened; the top 10 own a share), the market…
    const actors = report.getByTestId('report-actors');
    await expect(actors.locator('[data-field="Creator"]')).toHaveText(/^\w{4}…\w{4}$/);
    await expect(actors.locator('[data-field="Creator"]')).toHaveAttribute('title', launched.creator.address);
    await expect(actors.getByTestId('report-top10')).toHaveText(/^\d+(\.\d+)? %$/);
    await expect(actors.getByTestId('report-snipers')).not.toBeEmpty();
    await expect(report.getByTestId('report-market').locator('[data-field="Age"]')).toHaveText(/^Created /);
    // …and how the score works: core's weight table, row for row.
    await report.getByText('How the score works').click();
    const weights = report.getByTestId('how-score-works').locator('tr[data-weight-key]');
    await expect(weights).toHaveCount(WEIGHT_TABLE.length);
    await expect(report.locator('tr[data-weight-key="mintAuthorityActive"] td').last()).toHaveText(
      String(WEIGHTS.mintAuthorityActive),
    );
    // The token list's figure: the API's spot price in SOL times its SOL price.
    const market = (await (await fetch(`${baseURL}/api/scanner/market/${launched.mint}`)).json()) as {
      solUsd: number;
      list: { spotPriceSol: number };
    };
    await expect(tab.getByTestId('live-price')).toHaveText(
      `$${formatPrice(market.list.spotPriceSol * market.solUsd)}`,
    );
    // The rest of the panel: scanner, portfolio, recent scans.
    await expect(panel.getByRole('heading', { name: 'Quick scanner' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Watch-only portfolio' })).toBeVisible();
    for (const scheme of ['dark', 'light'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      await extensionShot(panel, testInfo, `side panel, ${scheme}`, `sidepanel-${scheme}`, {
        fullPage: true,
      });
    }
  });
});
