// The security scanner against the real server: the test mints a token on the localnet through /api/rpc with
// kit, then scans it in the browser and checks the report's facts against what it created.

import { baseURL } from '../playwright.config';
import { type Minted, mintToken } from './support/localnet';
import { expect, type Page, test } from './support/test';
import { skipWelcome } from './support/welcome';

const PHASES = [
  'Analyzing contract',
  'Checking liquidity',
  'Scanning for red flags',
  'Verifying metadata',
  'Generating report',
];
const CHAIN_ALERT = 'This blockchain is coming soon for Pro members. Currently supporting Solana mainnet.';

/**
 * Records every state the progress element goes through (its `data-phase`), including states replaced within
 * one task: attribute records carry the old values, in order.
 */
async function recordPhases(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __phases: string[] };
    w.__phases = [];
    const push = (v: string | null | undefined) => {
      if (v && w.__phases.at(-1) !== v) w.__phases.push(v);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') push(r.oldValue);
        for (const n of Array.from(r.removedNodes))
          if (n instanceof HTMLElement && n.dataset.testid === 'scan-progress') push(n.dataset.phase);
      }
      push(document.querySelector<HTMLElement>('[data-testid="scan-progress"]')?.dataset.phase);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase'],
      attributeOldValue: true,
    });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`scanner at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    let token: Minted;

    test.beforeAll(async () => {
      token = await mintToken(`${baseURL}/api/rpc`);
    });

    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await skipWelcome(page);
    });

    test('scans a token minted on the localnet and shows its real facts, phase by phase', async ({
      page,
    }, testInfo) => {
      await recordPhases(page);
      await page.goto('/tools/scanner');
      await expect(page.getByRole('heading', { name: 'Advanced Security Scanner' })).toBeVisible();
      await expect(page.getByText('Pro Enhanced')).toBeVisible();
      await expect(page.getByText('AI Powered')).toBeVisible();
      await expect(page.getByTestId('tile-your-scans')).toHaveText('0');

      const input = page.getByPlaceholder('Enter token address or symbol...');
      await input.fill(token.mint);
      await input.press('Enter');

      const report = page.getByTestId('scan-report');
      await expect(report).toHaveAttribute('data-complete', 'true');
      const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
      expect(phases).toEqual(['0% Starting scan', ...PHASES.map((p, i) => `${(i + 1) * 20}% ${p}`)]);

      await expect(page.getByTestId('token-supply')).toHaveText('1,000,000');
      await expect(page.getByTestId('token-program')).toHaveText('SPL Token');
      await expect(page.getByTestId('token-mint-authority')).toContainText(
        token.authority.address.slice(0, 6),
      );
      await expect(page.getByTestId('token-freeze-authority')).toHaveText('Revoked');
      await expect(page.getByTestId('metric-holders')).toHaveText('3');
      await expect(page.getByTestId('metric-top-holders')).toHaveText('100.0%');
      await expect(page.getByTestId('token-price')).toContainText('Unknown');
      await expect(page.getByTestId('ta-rsi')).toHaveText('Unknown');
      const mintRisk = page.getByTestId('risk-factors').locator('[data-code="MINT_AUTHORITY_ACTIVE"]');
      await expect(mintRisk).toContainText(`mintAuthority = ${token.authority.address}`);
      await expect(
        page.getByTestId('risk-factors').locator('[data-code="SINGLE_HOLDER_MAJORITY"]'),
      ).toContainText('50.0%');
      await expect(page.getByTestId('check-noRugPull')).toHaveAttribute('data-state', 'fail');
      await expect(page.getByTestId('check-noHoneypot')).toHaveAttribute('data-state', 'pass');
      // No on-chain metadata: the Verified slot is grey "Unknown", never green.
      const verified = page.getByTestId('check-verified');
      await expect(verified).toHaveAttribute('data-state', 'unknown');
      await expect(verified).toContainText('Unknown');
      // The "Contract Verified" slot says what it checked: the mint belongs to the standard token program.
      const program = page.getByTestId('check-contractVerified');
      await expect(program).toHaveAttribute('data-state', 'pass');
      await expect(program.getByTestId('check-title')).toHaveText('Standard token program');
      await expect(report).not.toContainText('Contract Verified');
      // Mint authority kept and no known market: never low risk, and the level says why.
      const score = Number(await page.getByTestId('risk-score').textContent());
      expect(score).toBeLessThanOrEqual(70);
      await expect(page.getByTestId('risk-level')).not.toHaveText('Low risk');
      await expect(page.getByTestId('level-caps').locator('[data-cap="THIN_LIQUIDITY"]')).toContainText(
        'Held above low risk: Liquidity under $2,500, or unknown',
      );
      await expect(page.getByTestId('metric-liquidity')).toHaveText('Unknown (no known market)');
      // Minted seconds ago: its age comes from the mint's first transaction.
      await expect(page.getByTestId('metric-age')).toHaveText(/^Created (less than a minute|\d+ min) ago$/);
      await expect(page.getByTestId('actors')).toBeVisible();

      // The scan is remembered: tiles and the recent list count it.
      await expect(page.getByTestId('tile-your-scans')).toHaveText('1');
      await expect(page.getByTestId('tile-scans-today')).toHaveText('1');
      // The tiles count levels, not scores: this scan is not safe, and high risk only if its level says so.
      const level = await page.getByTestId('risk-level').getAttribute('data-level');
      await expect(page.getByTestId('tile-safe-tokens')).toHaveText('0');
      await expect(page.getByTestId('tile-high-risk')).toHaveText(level === 'high' ? '1' : '0');
      await expect(page.getByTestId('recent-scans')).toContainText(token.mint.slice(0, 5));
      // "Verified Only" keeps only scans whose Verified check passed: this one is unknown.
      await page.getByLabel('Verified Only').check();
      await expect(page.getByTestId('filters-summary')).toHaveText('Showing 0 of 1 recent scans');
      await page.getByLabel('Verified Only').uncheck();
      await expect(page.getByTestId('filters-summary')).toHaveText('Showing 1 of 1 recent scans');

      await testInfo.attach(`scanner-report-${viewport.width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });

    test('scans a wallet and a program from the chain', async ({ page }) => {
      await page.goto('/tools/scanner');
      await page.getByRole('button', { name: 'Wallet', exact: true }).click();
      const walletInput = page.getByPlaceholder('Enter wallet address or symbol...');
      await walletInput.fill(token.authority.address);
      await walletInput.press('Enter');
      await expect(page.getByTestId('scan-report')).toHaveAttribute('data-kind', 'wallet');
      // Airdropped 2 SOL, then paid rent and fees for the mint and three token accounts.
      await expect(page.getByTestId('wallet-balance')).toContainText(/^1\.9\d{3} SOL$/);
      await expect(page.getByTestId('wallet-tx-count')).toHaveText('3');

      await page.getByRole('button', { name: 'Contract', exact: true }).click();
      const programInput = page.getByPlaceholder('Enter contract address or symbol...');
      await programInput.fill('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
      await programInput.press('Enter');
      await expect(page.getByTestId('scan-report')).toHaveAttribute('data-kind', 'contract');
      await expect(page.getByTestId('program-known')).toHaveText('SPL Token');
      await expect(page.getByTestId('program-executable')).toHaveText('Yes');

      // A symbol is only for tokens: a wallet scan of one says what it needs.
      await page.getByRole('button', { name: 'Wallet', exact: true }).click();
      await page.getByPlaceholder('Enter wallet address or symbol...').fill('BONK');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('scan-error')).toHaveText('Enter a valid Solana address');
    });

    test('reads right in the light theme', async ({ page }, testInfo) => {
      await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
      await page.goto(`/tools/scanner?type=token&q=${token.mint}`);
      await expect(page.locator('html')).toHaveClass(/light/);
      await expect(page.getByTestId('scan-report')).toBeVisible();
      // Text colours come from the theme: the score and the headings are not light-on-light.
      const heading = page.getByRole('heading', { name: 'Advanced Security Scanner' });
      const color = await heading.evaluate((el) => getComputedStyle(el).color);
      expect(color).not.toBe('rgb(244, 244, 245)');
      await testInfo.attach(`scanner-light-${viewport.width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });

    test('ignores a blank query', async ({ page }) => {
      await recordPhases(page);
      await page.goto('/tools/scanner');
      const input = page.getByPlaceholder('Enter token address or symbol...');
      await input.fill('    ');
      await input.press('Enter');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForTimeout(300);
      await expect(page.getByTestId('scan-progress')).toHaveCount(0);
      await expect(page.getByTestId('scan-report')).toHaveCount(0);
      await expect(page.getByTestId('scan-error')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases)).toEqual([]);
    });

    test('lists other chains as coming soon, and refuses to scan one selected through the link', async ({
      page,
    }) => {
      await page.goto('/tools/scanner');
      await page.getByRole('combobox', { name: 'Blockchain' }).click();
      const ethereum = page.getByRole('option', { name: /Ethereum/ });
      await expect(ethereum).toHaveAttribute('aria-disabled', 'true');
      await expect(ethereum).toContainText('Coming Soon');
      await expect(page.getByRole('option', { name: /Solana/ })).toContainText('Active');
      await page.keyboard.press('Escape');

      await page.goto(`/tools/scanner?chain=ethereum&q=${token.mint}`);
      await expect(page.getByRole('alert').filter({ hasText: CHAIN_ALERT })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
      await expect(page.getByTestId('scan-report')).toHaveCount(0);
    });

    test('Share copies a link that reruns the scan; Export downloads the report as JSON', async ({
      page,
    }) => {
      await page.goto('/tools/scanner');
      const input = page.getByPlaceholder('Enter token address or symbol...');
      await input.fill(token.mint);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('scan-report')).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      const exported = JSON.parse(
        await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
      );
      expect(exported).toMatchObject({
        kind: 'token',
        address: token.mint,
        supply: '1000000000000',
        mintAuthority: token.authority.address,
      });

      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByTestId('toast').getByText('Copied!')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${baseURL}/tools/scanner?type=token&q=${token.mint}`);

      await page.goto('/');
      await page.goto(link);
      await expect(page.getByTestId('scan-report')).toBeVisible();
      await expect(page.getByTestId('token-supply')).toHaveText('1,000,000');
      await expect(page.getByPlaceholder('Enter token address or symbol...')).toHaveValue(token.mint);
    });
  });
}
