import { formatQuotedPrice, formatQuotedValue, parseFormattedPrice } from '@solpad/core/format';
import { baseURL } from '../playwright.config';
import { expect, type Page, test } from './support/test';
import { fundedWallet, launchToken, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * Numbers and charts a trader trusts (issue 22): every price in core's one format (subscript zeros, never an
 * exponent), USD by default at the server's SOL price with a SOL switch, and a token chart with a readable
 * axis, a price / market-cap toggle, volume bars and an OHLC readout under the crosshair.
 */

const SHOTS = 'tests/.tmp/screens-format';
const EXPONENT = /\d[eE][-+]?\d/;
/**
 * A page's text without its addresses — shortened ("3ZFx…om9E") or in full (`full`, such as the token page's mint) —
 * whose letters and digits are not numbers (a mint holding "4e5" is no exponent).
 */
const withoutAddresses = (text: string | null, ...full: string[]) =>
  full
    .reduce((t, address) => t.replaceAll(address, ' '), text ?? '')
    .replace(/[1-9A-HJ-NP-Za-km-z]+…[1-9A-HJ-NP-Za-km-z]+/g, ' ');

interface TokenDetailJson {
  priceSol: number;
  marketCapLamports: string;
}

test.describe('market numbers', () => {
  let mint: string;
  let solUsd: number;

  // A failed test restarts the worker and this runs again: each run's token has its own name.
  const name = `Digit Heron ${Math.floor(Math.random() * 9000) + 1000}`;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ mint } = await launchToken(baseURL, { name, symbol: 'DHRN' }));
    const trader = await fundedWallet(baseURL, 3_000_000_000n);
    // Small buys: the price moves in its 4th and 5th significant digits, the range that repeated one axis
    // label five times before.
    for (const lamports of [1_000_000n, 2_000_000n, 1_500_000n, 3_000_000n])
      await trade(baseURL, trader, { mint, side: 'buy', amount: lamports, amountIs: 'sol' });
    solUsd = ((await (await fetch(`${baseURL}/api/stats`)).json()) as { solUsd: number }).solUsd;
  });

  /** The token's page at 1280×800, the wallet prompt dismissed. */
  async function openTokenPage(page: Page) {
    await skipWelcome(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/tokens/solana/pump/${mint}`);
  }

  test('the token page quotes price and market cap in USD, then SOL, without an exponent', async ({
    page,
  }) => {
    await openTokenPage(page);
    await expect(page.locator('main h1')).toHaveText(name);
    const detail = (await (await page.request.get(`/api/tokens/${mint}`)).json()) as TokenDetailJson;
    const mcapSol = Number(BigInt(detail.marketCapLamports)) / 1e9;
    await expect(page.getByTestId('token-price')).toHaveText(
      formatQuotedPrice(detail.priceSol, 'usd', solUsd),
    );
    await expect(page.getByTestId('token-mcap')).toHaveText(formatQuotedValue(mcapSol, 'usd', solUsd));
    await expect(page.getByTestId('token-price')).toHaveText(/^\$0\.0₅\d{4}$/);

    await page.getByTestId('quote-toggle').first().getByRole('button', { name: 'SOL' }).click();
    await expect(page.getByTestId('token-price')).toHaveText(formatQuotedPrice(detail.priceSol, 'sol', null));
    await expect(page.getByTestId('token-mcap')).toHaveText(formatQuotedValue(mcapSol, 'sol', null));
    // The trades table's prices follow the switch; no figure on the page is written with an exponent.
    const trades = page.getByTestId('trades');
    await expect(trades.getByRole('row').filter({ hasText: 'Buy' })).toHaveCount(4);
    await expect(trades.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/^0\.0₇\d{1,4} SOL$/);
    expect(withoutAddresses(await page.locator('main').textContent(), mint)).not.toMatch(EXPONENT);
  });

  test('the chart: distinct axis labels, price / market cap in USD or SOL, volume and OHLC under the crosshair', async ({
    page,
  }) => {
    await openTokenPage(page);
    // A token under 10 minutes old opens on 1 s candles; these checks read the 5 m chart.
    const intervals = page.getByRole('group', { name: 'Candle interval' });
    await expect(intervals.getByRole('button', { name: '1s', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await intervals.getByRole('button', { name: '5m', exact: true }).click();
    const chart = page.getByRole('img', { name: /price candles in USD, 5m/ });
    await expect(chart.locator('canvas').first()).toBeVisible();
    // The axis labels as drawn (the tick formatter publishes them): all distinct, no exponent, USD subscripts.
    await expect(chart).toHaveAttribute('data-axis-labels', /\|/);
    const labels = ((await chart.getAttribute('data-axis-labels')) as string).split('|');
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) {
      expect(l).not.toMatch(EXPONENT);
      expect(parseFormattedPrice(l)).not.toBeNull();
    }
    // The live price tag is not drawn over a tick label: none sits within a label's height of the last price.
    const detail = (await (await page.request.get(`/api/tokens/${mint}`)).json()) as TokenDetailJson;
    const last = detail.priceSol * solUsd;
    const values = labels.map((l) => parseFormattedPrice(l) as number).sort((a, b) => a - b);
    const step = (values.at(-1)! - values[0]!) / (values.length - 1);
    // (Ticks are spaced ≥ 2 label heights apart; one within a third of a step of the tag would touch it.)
    for (const v of values) expect(Math.abs(v - last)).toBeGreaterThan(step / 3);

    // The live tag is the header's price (the curve's price now), not the last trade's.
    const header = (await page.getByTestId('token-price').textContent()) as string;
    await expect(chart).toHaveAttribute('data-live-price', header.replace(/^\$/, ''));

    // The OHLC readout shows the last bar, and the bar under the crosshair when hovering.
    const ohlc = page.getByTestId('chart-ohlc');
    await expect(ohlc).toContainText(
      /^O \$0\.0₅\d+ H \$0\.0₅\d+ L \$0\.0₅\d+ C \$0\.0₅\d+ Vol \$[\d.]+ \d+ trades?$/,
    );
    const box = (await chart.boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect(ohlc).toContainText(/C \$0\.0₅\d+/);

    // Market cap: the title, the axis and the readout switch to compact market-cap figures.
    await page.getByRole('button', { name: 'MCap' }).click();
    const mcap = page.getByRole('img', { name: /market cap candles in USD/ });
    await expect(mcap).toHaveAttribute('data-axis-labels', /K/);
    await expect(page.getByRole('heading', { name: 'Market cap (USD)' })).toBeVisible();
    await expect(ohlc).toContainText(/C \$\d+(\.\d+)?K/);
    await page
      .getByRole('region', { name: 'Market cap (USD)' })
      .screenshot({ path: `${SHOTS}/chart-mcap-usd.png` });

    // SOL: the whole chart is redrawn in SOL.
    await page.getByTestId('quote-toggle').first().getByRole('button', { name: 'SOL' }).click();
    await expect(page.getByRole('heading', { name: 'Market cap (SOL)' })).toBeVisible();
    await expect(ohlc).toContainText(/Vol [\d.]+ SOL/);
    await page.getByRole('button', { name: 'Price', exact: true }).click();
    const sol = page.getByRole('img', { name: /price candles in SOL/ });
    await expect(sol).toHaveAttribute('data-axis-labels', /0\.0₇/);
    await page
      .getByRole('region', { name: /Price \(SOL per/ })
      .screenshot({ path: `${SHOTS}/chart-price-sol.png` });
  });

  test('screens: the list and the token page at 1280×800 and 390×844', async ({ browser }) => {
    test.setTimeout(90_000);
    for (const vp of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport: vp, baseURL });
      const p = await context.newPage();
      await skipWelcome(p);
      await p.goto('/tokens/solana/pump');
      const row = p.getByRole('table', { name: 'Tokens' }).getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row).toContainText('$');
      expect(withoutAddresses(await row.textContent(), mint)).not.toMatch(EXPONENT);
      await p.screenshot({ path: `${SHOTS}/list-${vp.name}.png` });
      await p.goto(`/tokens/solana/pump/${mint}`);
      await expect(p.locator('main h1')).toHaveText(name);
      await expect(p.getByRole('img', { name: /price candles/ })).toHaveAttribute('data-axis-labels', /\|/);
      await p.screenshot({ path: `${SHOTS}/token-${vp.name}.png` });
      await p.screenshot({ path: `${SHOTS}/token-${vp.name}-full.png`, fullPage: true });
      await context.close();
    }
  });
});
