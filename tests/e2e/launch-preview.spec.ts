import { baseURL } from '../playwright.config';
import { openLaunchPage, prepareLaunchPage } from './pages/launch';
import { dismissToasts } from './pages/shell';
import { connectDevWallet } from './pages/wallet-dialog';
import { airdrop } from './support/localnet';
import { expect, type Page, test } from './support/test';

/**
 * The launch form's scanner preview (/launch) against the real app: it follows the form as it is typed (score,
 * colours, findings, checks, unknowns), and after a real launch the Security Scanner reports exactly the score
 * and the findings the preview showed before the creator signed.
 */

const SHOTS = 'tests/.tmp/launch-preview-shots';

/** The finding codes a list shows, in order. */
const codesOf = (page: Page, selector: string, attr: string) =>
  page.locator(selector).evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ''), attr);

test('the launch form previews the scanner report live, and the launched token scans the same', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openLaunchPage(page);
  const preview = page.getByTestId('launch-preview');
  const score = preview.getByTestId('launch-preview-score');
  const risks = preview.getByTestId('launch-preview-risks');

  // An empty form: a launch revokes every authority and locks its metadata, but the token is created just now on
  // an empty curve: young and thin, so held at medium, never "Low risk" (issue 17).
  await expect(score).toHaveAttribute('data-score', '65');
  await expect(score.locator('span').first()).toHaveClass(/text-yellow/);
  await expect(preview.getByTestId('launch-preview-risk')).toHaveText('Medium risk');
  await expect(risks).toContainText('Thin liquidity');
  await expect(preview.getByTestId('launch-preview-caps').locator('[data-cap="YOUNG"]')).toHaveText(
    'Held above low risk: Younger than 1 hour, or its age is unknown',
  );
  for (const check of ['verified', 'noHoneypot', 'contractVerified'])
    await expect(preview.locator(`[data-check="${check}"]`)).toContainText('Pass');
  await expect(preview.locator('[data-check="noRugPull"]')).toContainText('Fail');
  // Each check is named for its evidence: the "Contract Verified" slot only says the program is the standard one.
  await expect(preview.locator('[data-check="contractVerified"]')).toContainText('Standard token program');
  await expect(preview).not.toContainText('Contract Verified');
  await expect(preview.getByTestId('launch-preview-opportunities')).toContainText(
    'Mint authority revoked: the supply is fixed',
  );
  await expect(preview.locator('[data-unknown="Your earlier launches"]')).toContainText(
    'Unknown (Connect a wallet to include them)',
  );
  // The market cap at launch is the curve's spot × supply, the figure the token list shows before any trade.
  await expect(preview.getByTestId('launch-preview-market-cap')).toHaveText(/^\$\d/);

  await page.getByLabel('Name').fill('Preview Cat');
  await page.getByLabel('Symbol').fill('PCAT');

  // A creator buying a fifth of the supply: two more warnings, and the creator alone holds over the insider cap.
  await page.getByLabel(/Initial buy in SOL/).fill('8');
  await expect(score).toHaveAttribute('data-score', '40');
  await expect(preview.getByTestId('launch-preview-risk')).toHaveText('High risk');
  await expect(risks).toContainText(/One holder owns 2\d\.\d% of the supply/);
  await expect(risks).toContainText(/The creator holds 2\d\.\d% of the supply/);
  await expect(preview.locator('[data-check="noRugPull"]')).toContainText('Fail');
  await expect(preview.getByTestId('launch-preview-buy')).toContainText('% of the supply');
  await expect(preview.getByTestId('launch-preview-market-cap')).toHaveText(/^\$\d/);

  // Most of the supply: one holder over half, high risk, red.
  await page.getByLabel(/Initial buy in SOL/).fill('40');
  await expect(score).toHaveAttribute('data-score', /^([0-9]|[1-3][0-9]|40)$/);
  await expect(score.locator('span').first()).toHaveClass(/text-red/);
  await expect(preview.getByTestId('launch-preview-risk')).toHaveText('High risk');
  await expect(risks).toContainText(/One holder owns [5-9]\d\.\d% of the supply/);

  // Too small to buy a single token: said so, previewed without it.
  await page.getByLabel(/Initial buy in SOL/).fill('0.000000001');
  await expect(preview.getByTestId('launch-preview-buy-refusal')).toHaveText(
    'Initial buy: The amount is too small to buy any tokens: previewed without it.',
  );
  await expect(score).toHaveAttribute('data-score', '65');

  // The real launch: 8 SOL initial buy, with a connected wallet (its earlier launches are now known: none).
  await page.getByLabel(/Initial buy in SOL/).fill('8');
  await page.getByRole('button', { name: 'Connect Wallet to Launch' }).click();
  const owner = await connectDevWallet(page);
  await airdrop(`${baseURL}/api/rpc`, owner, 10_000_000_000n);
  await expect(preview.locator('[data-unknown="Your earlier launches"]')).toHaveCount(0);
  await expect(score).toHaveAttribute('data-score', '40');
  const previewed = {
    score: await score.getAttribute('data-score'),
    risks: await codesOf(page, '[data-testid="launch-preview-risks"] [data-finding]', 'data-finding'),
    opportunities: await codesOf(
      page,
      '[data-testid="launch-preview-opportunities"] [data-finding]',
      'data-finding',
    ),
  };
  expect(previewed.risks).toEqual([
    'SINGLE_HOLDER_LARGE',
    'CREATOR_HOLDS_LARGE',
    'LIQUIDITY_THIN',
    'AGE_UNDER_HOUR',
  ]);

  await dismissToasts(page);
  await preview.scrollIntoViewIfNeeded();
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.remove('dark', 'light');
      document.documentElement.classList.add(t);
    }, theme);
    const file = `${SHOTS}/preview-${theme}-1280.png`;
    await preview.screenshot({ path: file });
    await testInfo.attach(`launch-preview-${theme}-1280`, { path: file, contentType: 'image/png' });
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove('light');
    document.documentElement.classList.add('dark');
  });

  await page.getByRole('button', { name: 'Launch Token' }).click();
  await page.waitForURL(/\/tokens\/solana\/pump\/[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 60_000 });
  const mint = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The scanner on the launched token: the same score and the same findings, in the same order.
  await page.goto(`/tools/scanner?type=token&q=${mint}`);
  const report = page.getByTestId('scan-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('risk-score')).toHaveText(previewed.score ?? '');
  expect(await codesOf(page, '[data-testid="risk-factors"] li[data-code]', 'data-code')).toEqual(
    previewed.risks,
  );
  expect(await codesOf(page, '[data-testid="opportunities"] li[data-code]', 'data-code')).toEqual(
    previewed.opportunities,
  );
});

test('the preview fits a 360 px phone without sideways scrolling', async ({ page }, testInfo) => {
  await prepareLaunchPage(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/launch');
  await page.getByLabel(/Initial buy in SOL/).fill('40');
  const preview = page.getByTestId('launch-preview');
  await expect(preview.getByTestId('launch-preview-score')).toHaveAttribute('data-score', /^\d+$/);
  await expect(preview.getByTestId('launch-preview-risk')).toHaveText('High risk');
  await preview.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `${SHOTS}/preview-dark-360.png`;
  await preview.screenshot({ path: file });
  await testInfo.attach('launch-preview-dark-360', { path: file, contentType: 'image/png' });
});
