// The extension against the real server: a popup scan and the watch-only portfolio of localnet state the test
// creates, and the token-page overlay on fixture pages served at each site's real URL.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import type { PortfolioResponse } from '@solpad/core/schemas';
import { averageCostLedger, valuePosition } from '@solpad/core/trade';
import { baseURL } from '../playwright.config';
import { expect, extensionShot, OverlayProbe, popupScan, test, useLocalApi } from './support/extension';
import { mintToken } from './support/localnet';
import { fundedWallet, launchToken, rpcCall, tokenBalance, trade } from './support/venue';

const RPC = `${baseURL}/api/rpc`;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/sites/${name}`, import.meta.url), 'utf8');

/** Spec §9 colours by score. */
const colourOf = (score: number) =>
  score >= 80 ? 'green' : score >= 60 ? 'yellow' : score >= 40 ? 'orange' : 'red';

/** Serves `html` (with {{MINT}}, {{SITE}}, {{NEXT}} filled in) for every page of `origin`. */
async function serve(context: BrowserContext, origin: string, html: string, vars: Record<string, string>) {
  await context.route(`${origin}/**`, (route) => {
    if (route.request().resourceType() !== 'document') return route.fulfill({ status: 404, body: '' });
    let body = html;
    for (const [k, v] of Object.entries(vars)) body = body.replaceAll(`{{${k}}}`, v);
    return route.fulfill({ status: 200, contentType: 'text/html', body });
  });
}

const SCORE = '[data-testid="overlay-score"]';

test.describe('extension with the real API', () => {
  test('popup scans a localnet token and lists it under recent scans', async ({
    page,
    extensionId,
  }, testInfo) => {
    const { mint } = await mintToken(RPC);
    await useLocalApi(page, extensionId);
    const summary = await popupScan(page, extensionId, mint);
    await expect(summary).toHaveAttribute('data-address', mint);
    const score = summary.getByTestId('score');
    const value = Number(await score.textContent());
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    await expect(score).toHaveAttribute('data-colour', colourOf(value));
    // The mint authority was kept, so the scanner must name it among the top risks with its evidence.
    const risks = summary.getByRole('list', { name: 'Top risks' }).locator('li');
    await expect(risks.first()).toBeVisible();
    expect(await risks.count()).toBeLessThanOrEqual(3);
    await expect(summary.getByRole('list', { name: 'Top risks' })).toContainText(/mint/i);
    await expect(risks.first()).toContainText('Evidence:');
    // The v2 level, never "Low" for a token with a live mint authority and no known market, and why.
    const level = summary.getByTestId('level');
    await expect(level).toHaveText(value > 70 ? 'Low risk' : value > 40 ? 'Medium risk' : 'High risk');
    await expect(level).not.toHaveText('Low risk');
    const caps = summary.getByTestId('level-caps');
    await expect(caps).toContainText('Held above low risk: ');
    await expect(caps).toContainText('Liquidity under $2,500, or unknown');
    // The actor summary line: the creator, snipers, bundle and funding clusters (or what is unknown).
    await expect(summary.getByTestId('actors')).toContainText(/Creator|Actors unknown/);
    // No trade on the platform: price and liquidity are unknown, never zero.
    await expect(summary.locator('[data-field="Price"]')).toHaveText('Unknown');
    await expect(summary.getByRole('link', { name: 'Full report' })).toHaveAttribute(
      'href',
      `${baseURL}/tools/scanner?type=token&q=${mint}`,
    );
    // The API's state is one word in the header (its diagnostics are in the options).
    await expect(page.getByTestId('api-status')).toHaveText('Online');
    await expect(page.getByTestId('recent-scans')).toContainText(String(value));
    // The site's design in both schemes: its dark surface (#141416) and its light one (#ffffff).
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(summary.locator('xpath=ancestor::section')).toHaveCSS(
        'background-color',
        scheme === 'dark' ? 'rgb(20, 20, 22)' : 'rgb(255, 255, 255)',
      );
      await extensionShot(page, testInfo, `popup scan, ${scheme}`, `popup-scan-${scheme}`, {
        fullPage: true,
      });
    }

    // The side panel has the same parts and shares the background's recent scans.
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(page.getByRole('heading', { name: 'Quick scanner' })).toBeVisible();
    await expect(page.getByTestId('recent-scans').getByRole('link')).toHaveAttribute(
      'href',
      `${baseURL}/tools/scanner?type=token&q=${mint}`,
    );
    await expect(page.getByRole('button', { name: 'Open side panel' })).toHaveCount(0);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);

    // An invalid query gets the scanner's readable error.
    await page.getByLabel('Token address or symbol').fill('not-a-token-zzz');
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByTestId('scan-result').getByRole('alert')).toHaveText(
      'No token with this symbol or name was found',
    );
  });

  test('watch-only portfolio shows symbols, logos, formatted amounts and the site’s USD values', async ({
    page,
    extensionId,
  }) => {
    const buyer = await fundedWallet(baseURL, 3_000_000_000n);
    const wallet = buyer.address;
    const launched = await launchToken(baseURL, { name: 'Watch Token', symbol: 'WATCH' });
    await trade(baseURL, buyer, { mint: launched.mint, side: 'buy', amount: 200_000_000n, amountIs: 'sol' });
    // A token the platform does not know: no symbol, no price.
    const { mint } = await mintToken(RPC, [wallet, (await generateKeyPairSigner()).address]);
    await useLocalApi(page, extensionId);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);

    const field = page.getByLabel('Wallet address to watch');
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Watch' }).click();
    await expect(page.locator('#watch-error')).toHaveText('“not-an-address” is not a Solana address.');

    await field.fill(wallet);
    await page.getByRole('button', { name: 'Watch' }).click();
    const entry = page.getByTestId('portfolio').locator(`li[data-address="${wallet}"]`);
    await expect(entry.locator('[data-field="SOL"]')).toContainText(' SOL');

    // The same figures the site's portfolio shows: the API's portfolio answer, valued by core/trade.
    const balance = await rpcCall<{ value: number }>(baseURL, 'getBalance', [wallet]);
    const api = (await (
      await fetch(`${baseURL}/api/portfolio/${wallet}?mints=${launched.mint},${mint}&limit=1`)
    ).json()) as PortfolioResponse;
    const token = api.tokens.find((t) => t.address === launched.mint)!;
    const held = await tokenBalance(baseURL, wallet, launched.mint);
    const lamports = valuePosition(averageCostLedger([]), held, {
      sol: BigInt(token.spot.sol),
      token: BigInt(token.spot.token),
    }).valueLamports;
    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(entry.locator('[data-field="SOL value"]')).toHaveText(
      usd((balance.value / 1e9) * api.solUsd),
    );
    const row = entry.locator(`li[data-mint="${launched.mint}"]`);
    await expect(row.locator('[data-field="symbol"]')).toHaveText('WATCH');
    await expect(row.locator('img.logo')).toHaveAttribute('src', token.image!);
    // The logo loads (the pages' CSP lets images come from the API's host).
    await expect
      .poll(() => row.locator('img.logo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(row.locator('[data-field="token value"]')).toHaveText(
      usd((Number(lamports) / 1e9) * api.solUsd),
    );
    // Its amount in core/format's compact form (a bonding-curve buy is millions of tokens).
    await expect(row.locator('[data-field="token"]')).toHaveText(/^\d{1,3}\.\d{2,3}[KMB]$/);
    const unknown = entry.locator(`li[data-mint="${mint}"]`);
    await expect(unknown.locator('[data-field="symbol"]')).toHaveText(
      `${mint.slice(0, 4)}…${mint.slice(-4)}`,
    );
    await expect(unknown.locator('[data-field="token"]')).toHaveText('500.00K');
    await expect(unknown.locator('[data-field="token value"]')).toHaveText('Unknown');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `tests/.tmp/ext-shots/popup-portfolio-${scheme}.png`, fullPage: true });
    }

    // Saved: it is still there when the popup opens again; then it can be removed.
    await page.reload();
    await expect(row.locator('[data-field="symbol"]')).toHaveText('WATCH');
    await entry.getByRole('button', { name: `Remove ${wallet}` }).click();
    await expect(entry).toHaveCount(0);
    await expect(page.getByTestId('portfolio')).toHaveText('No saved addresses.');
  });

  test('overlay shows the score on each supported site', async ({ page, context, extensionId }, testInfo) => {
    const { mint } = await mintToken(RPC);
    await useLocalApi(page, extensionId);
    // The score, level and actor line the popup computes are the ones every overlay must show.
    const popup = await popupScan(page, extensionId, mint);
    const expected = await popup.getByTestId('score').textContent();
    const expectedLevel = await popup.getByTestId('level').textContent();
    const expectedActors = await popup.getByTestId('actors').textContent();
    const pair = (await generateKeyPairSigner()).address;
    const html = fixture('token.html');
    const sites = [
      { origin: 'https://pump.fun', url: `https://pump.fun/coin/${mint}` },
      // A pair address in the URL; the base mint comes from the page's Solscan link.
      { origin: 'https://dexscreener.com', url: `https://dexscreener.com/solana/${pair}` },
      { origin: 'https://birdeye.so', url: `https://birdeye.so/token/${mint}?chain=solana` },
      { origin: 'https://solscan.io', url: `https://solscan.io/token/${mint}` },
      { origin: 'https://jup.ag', url: `https://jup.ag/swap/SOL-${mint}` },
      { origin: 'https://jup.ag', url: `https://jup.ag/?outputMint=${mint}` },
      { origin: 'https://gmgn.ai', url: `https://gmgn.ai/sol/token/a1b2c3_${mint}` },
    ];
    const served = new Set<string>();
    for (const [i, site] of sites.entries()) {
      if (!served.has(site.origin)) {
        await serve(context, site.origin, html, { MINT: mint, SITE: site.origin, NEXT: '/' });
        served.add(site.origin);
      }
      // Every other site paints itself dark: the overlay takes the page's theme on each.
      const theme = i % 2 ? 'dark' : 'light';
      await page.goto(
        theme === 'dark' ? `${site.url}${site.url.includes('?') ? '&' : '?'}theme=dark` : site.url,
      );
      const overlay = new OverlayProbe(page);
      await expect.poll(() => overlay.attr('data-address'), { message: site.url }).toBe(mint);
      await expect.poll(() => overlay.attr('data-t'), { message: site.url }).toBe(theme);
      await expect.poll(() => overlay.text(SCORE)).toBe(expected);
      await expect.poll(() => overlay.text('[data-testid="overlay-level"]')).toBe(expectedLevel);
      await expect.poll(() => overlay.text('[data-testid="overlay-actors"]')).toBe(expectedActors);
      await expect
        .poll(() =>
          overlay.eval((box) =>
            Array.from(box?.querySelectorAll('a') ?? [])
              .find((a) => a.textContent?.includes('Full report'))
              ?.getAttribute('href'),
          ),
        )
        .toBe(`${baseURL}/tools/scanner?type=token&q=${mint}`);
      // The root is closed: the page's own scripts see no way in.
      expect(await page.locator('solpad-overlay').evaluate((host) => host.shadowRoot)).toBeNull();
      // Inside the viewport, and clear of the page's buttons (its buy and sell sit bottom-right).
      const box = await page.locator('solpad-overlay').boundingBox();
      const viewport = page.viewportSize()!;
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await overlay.expectClearOf(['#next', '#buy', '#sell'], `${site.url} `);
    }
    await extensionShot(page, testInfo, 'overlay on gmgn.ai', 'overlay-gmgn');

    // A page of a supported site (the content script runs there) that names no token shows nothing.
    await page.goto('https://jup.ag/swap/USDC-SOL');
    await expect(page.getByTestId('site-title')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.locator('solpad-overlay')).toHaveCount(0);
  });

  test('overlay survives hostile page CSS, follows pushState and stays dismissed per site', async ({
    page,
    context,
    extensionId,
  }, testInfo) => {
    const [a, b] = await Promise.all([mintToken(RPC), mintToken(RPC)]);
    await useLocalApi(page, extensionId);
    await serve(context, 'https://solscan.io', fixture('hostile.html'), { MINT: a.mint });
    await page.goto(`https://solscan.io/token/${a.mint}`);
    const overlay = new OverlayProbe(page);
    await expect.poll(() => overlay.attr('data-address')).toBe(a.mint);
    await expect.poll(() => overlay.text(SCORE)).toMatch(/^\d{1,3}$/);
    // The page's red, 40 px, Comic Sans rules do not reach inside.
    const style = await overlay.eval((box) => {
      const link = box?.querySelector('a');
      if (!link) return null;
      const s = getComputedStyle(link);
      return { color: s.color, size: s.fontSize, display: s.display };
    });
    expect(style?.color).not.toBe('rgb(255, 0, 0)');
    expect(style?.size).toBe('13px');
    await testInfo.attach('overlay on a hostile page', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });

    // pump.fun-style single-page navigation to another token.
    await serve(context, 'https://pump.fun', fixture('token.html'), {
      MINT: a.mint,
      SITE: 'pump.fun',
      NEXT: `/coin/${b.mint}`,
    });
    await page.goto(`https://pump.fun/coin/${a.mint}`);
    await expect.poll(() => overlay.attr('data-address')).toBe(a.mint);
    await page.locator('#next').click();
    await expect(page).toHaveURL(`https://pump.fun/coin/${b.mint}`);
    await expect.poll(() => overlay.attr('data-address')).toBe(b.mint);

    // Dismissed on pump.fun: gone, and still gone after a reload; solscan keeps its overlay.
    await overlay.click('Dismiss Solpad on this site');
    await expect(page.locator('solpad-overlay')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('site-title')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.locator('solpad-overlay')).toHaveCount(0);
    await page.goto(`https://solscan.io/token/${b.mint}`);
    await expect.poll(() => overlay.attr('data-address')).toBe(b.mint);

    // The options page lists pump.fun and shows the overlay there again.
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.getByTestId('dismissed-sites')).toContainText('pump.fun');
    await page.getByRole('button', { name: 'Show the overlay again on pump.fun' }).click();
    await expect(page.getByTestId('dismissed-sites')).toHaveText(
      'The overlay shows on every supported site.',
    );
    await page.goto(`https://pump.fun/coin/${b.mint}`);
    await expect.poll(() => overlay.attr('data-address')).toBe(b.mint);
  });
});
