// Scanner v2 in the browser (issue 17): a token launched here a moment ago reads "Medium risk" with its age, never
// "Low"; a token whose creator sold everything and whose buyers were funded by one wallet shows those actors
// (wallets, transactions, shares) in the report, on the token page, with the static part shown first; and the
// page explains the score from core's weights table.

import { createSolanaRpc, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { sendInstructions } from '../../api/test/scanner-fixtures';
import { baseURL } from '../playwright.config';
import { expect, type Page, test } from './support/test';
import { fundedWallet, launchToken, tokenBalance, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

const SHOTS = 'tests/.tmp/scanner-shots';
/** Full-page shots without the sticky header, the sidebar and the phone's bottom bar repeated over the page. */
const SHOT_STYLE =
  'header.sticky{position:relative!important}.fixed.top-14{position:absolute!important}.fixed.bottom-0.inset-x-0{display:none!important}';

/** `funder` sends `lamports` to each fresh wallet in one transaction: their first SOL comes from it. */
async function fundFrom(funder: KeyPairSigner, count: number, lamports: bigint): Promise<KeyPairSigner[]> {
  const rpc = createSolanaRpc(`${baseURL}/api/rpc`);
  const wallets = await Promise.all(Array.from({ length: count }, () => generateKeyPairSigner()));
  await sendInstructions(
    rpc,
    funder,
    wallets.map((w) =>
      getTransferSolInstruction({ source: funder, destination: w.address, amount: lamports }),
    ),
  );
  for (let i = 0; i < 50; i++) {
    const balances = await Promise.all(wallets.map((w) => rpc.getBalance(w.address).send()));
    if (balances.every((b) => b.value >= lamports)) return wallets;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('funding did not land');
}

/**
 * Records each report element the page adds, with its completeness and the progress shown at that moment
 * (`false@80%`: the static report rendered at 80 % while the actor part was still reading).
 */
async function recordReports(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __reports: string[] };
    w.__reports = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes)) {
          if (!(n instanceof HTMLElement)) continue;
          const report = n.matches('[data-testid="scan-report"]')
            ? n
            : n.querySelector<HTMLElement>('[data-testid="scan-report"]');
          if (!report) continue;
          const percent = document.querySelector('[data-testid="scan-percent"]')?.textContent ?? 'done';
          w.__reports.push(`${report.dataset.complete}@${percent}`);
        }
    }).observe(document, { subtree: true, childList: true });
  });
}

test('a token launched a moment ago reads Medium risk, never Low, with its age', async ({ page }) => {
  await skipWelcome(page, 'dark');
  const { mint } = await launchToken(baseURL, { name: 'Fresh Fox', symbol: 'FFOX' });
  await page.goto(`/tools/scanner?type=token&q=${mint}`);
  const report = page.getByTestId('scan-report');
  await expect(report).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
  // Every lever revoked and metadata locked, but created just now on an empty curve.
  await expect(page.getByTestId('risk-level')).toHaveText('Medium risk');
  await expect(page.getByTestId('metric-age')).toHaveText(/^Created (less than a minute|\d+ min) ago$/);
  await expect(page.getByTestId('metric-liquidity')).toHaveText(/ · Bonding curve$/);
  const caps = page.getByTestId('level-caps');
  await expect(caps.locator('[data-cap="YOUNG"]')).toHaveText(
    'Held above low risk: Younger than 1 hour, or its age is unknown',
  );
  await expect(caps.locator('[data-cap="THIN_LIQUIDITY"]')).toBeVisible();
  await expect(page.getByTestId('risk-factors').locator('[data-code="AGE_UNDER_HOUR"]')).toBeVisible();
  // A medium scan is not a safe token.
  await expect(page.getByTestId('tile-safe-tokens')).toHaveText('0');
  await expect(page.getByTestId('tile-high-risk')).toHaveText('0');

  // "How the score works" renders core's weights table, grouped, with the levels and the caps.
  const how = page.getByTestId('how-score-works');
  await expect(how.getByText('Mint authority still set: more tokens can be minted')).toBeHidden();
  await how.getByText('How the score works').click();
  const mintRow = how.locator('[data-weight-key="mintAuthorityActive"]');
  await expect(mintRow).toContainText('Mint authority still set: more tokens can be minted');
  await expect(mintRow).toContainText('-35');
  for (const group of ['Mint', 'Holders', 'Market', 'Actors', 'Unknowns'])
    await expect(how.locator(`table[data-group="${group}"]`)).toBeVisible();
  await expect(how.locator('[data-weight-key="ageUnderHour"]')).toContainText('-15');
  await expect(how.getByTestId('score-caps').locator('li')).toHaveCount(4);
  await expect(how.getByTestId('score-levels')).toContainText('score above 70');
  await how.screenshot({ path: `${SHOTS}/how-score-works-1280.png`, style: SHOT_STYLE });
});

test('the report shows the actors — creator who sold, a funding cluster — static part first', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await skipWelcome(page, 'dark');
  const launched = await launchToken(baseURL, { name: 'Actor Ape', symbol: 'AAPE' });
  const { mint, creator } = launched;
  // The creator buys, then sells everything it bought.
  await trade(baseURL, creator, { mint, side: 'buy', amount: SOL / 2n, amountIs: 'sol' });
  const held = await tokenBalance(baseURL, creator.address, mint);
  await trade(baseURL, creator, { mint, side: 'sell', amount: held, amountIs: 'token' });
  // Two buyers whose first SOL came from one funder, and one unrelated buyer.
  const funder = await fundedWallet(baseURL, 5n * SOL);
  const cluster = await fundFrom(funder, 2, 2n * SOL);
  for (const w of cluster) await trade(baseURL, w, { mint, side: 'buy', amount: SOL, amountIs: 'sol' });
  const other = await fundedWallet(baseURL, 2n * SOL);
  await trade(baseURL, other, { mint, side: 'buy', amount: SOL / 2n, amountIs: 'sol' });

  await recordReports(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tools/scanner?type=token&q=${mint}`);
  const report = page.getByTestId('scan-report');
  await expect(report).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
  // The static report rendered first, at 80 %, with the actor part loading; then the full report.
  const seen = await page.evaluate(() => (window as unknown as { __reports: string[] }).__reports);
  expect(seen[0]).toBe('false@80%');
  expect(seen.at(-1)).toBe('true@done');

  const actors = page.getByTestId('actors');
  await expect(actors).toHaveAttribute('data-pending', 'false');
  await expect(actors.getByTestId('actors-source')).toContainText('trades read since the creation');
  await expect(actors.getByTestId('actors-summary')).toContainText('Creator sold 100 %');
  await expect(actors.getByTestId('actors-summary')).toContainText(
    /1 funding cluster \(2 wallets\) holds \d/,
  );
  await expect(actors.getByTestId('creator-sold')).toHaveText('100.0% of what it bought');
  await expect(actors.getByTestId('creator-holds')).toHaveText('0.00%');
  await expect(page.getByTestId('risk-factors').locator('[data-code="CREATOR_SOLD_ALL"]')).toBeVisible();

  // The cluster names its funder, and each member with the funding transaction, linked to the explorer.
  const clusterItem = actors.getByTestId('actors-clusters').locator(`li[data-funder="${funder.address}"]`);
  await expect(clusterItem).toBeVisible();
  for (const w of cluster) await expect(clusterItem.locator(`tr[data-wallet="${w.address}"]`)).toBeVisible();
  const fundingTx = clusterItem.locator('a[data-ref="transaction"]').first();
  await expect(fundingTx).toHaveAttribute('href', /^\/tools\/programs\?type=transaction&q=\w{64,88}$/);
  await expect(clusterItem.locator(`a[data-ref="address"][title="${funder.address}"]`)).toHaveAttribute(
    'href',
    `/tools/programs?type=address&q=${funder.address}`,
  );
  await clusterItem.getByRole('button', { name: `Copy address ${funder.address}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(funder.address);
  await expect(actors.getByTestId('actors-insiders')).toBeVisible();

  await page.screenshot({ path: `${SHOTS}/scanner-actors-1280.png`, fullPage: true, style: SHOT_STYLE });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(actors).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/scanner-actors-390.png`, fullPage: true, style: SHOT_STYLE });

  // The token page: the level, the top three findings (dangers first) and the actor line, from the same report.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tokens/solana/pump/${mint}`);
  const panel = page.getByTestId('scan-summary');
  await expect(panel.getByTestId('scan-level')).toHaveText(/^(Medium|High) risk$/, { timeout: 30_000 });
  const top = panel.getByTestId('scan-top-findings').locator('li[data-code]');
  await expect(top).toHaveCount(3);
  await expect(top.first()).toHaveAttribute(
    'data-code',
    /^(CREATOR_SOLD_ALL|LIQUIDITY_THIN|FUNDING_CLUSTER)$/,
  );
  await expect(panel.getByTestId('scan-actors')).toContainText('Creator sold 100 %');
  await panel.screenshot({ path: `${SHOTS}/token-scan-panel-1280.png` });
});
