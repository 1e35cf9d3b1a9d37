import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  partiallySignTransaction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { ERROR_MESSAGES } from '@solpad/core';
import {
  buildCreateMintInstructions,
  buildSetAuthorityInstructions,
  lookupToken,
  type TokenProgramKind,
  waitForConfirmation,
} from '@solpad/core/token-tools';
import { baseURL } from '../playwright.config';
import { attachScreenshot } from './support/shots';
import { expect, type Locator, type Page, test } from './support/test';
import { skipWelcome } from './support/welcome';

/**
 * The token tools of spec §2 (SPL Token Burn Platform, Programs, Modify Token) against the real app on its
 * localnet: the spec's texts at desktop and mobile sizes, real explorer lookups, and burn / close / modify
 * flows signed by the Localnet Dev Wallet with every on-chain effect read back through RPC.
 */

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const rpc = createSolanaRpc(`${baseURL}/api/rpc`);

const VIEWPORTS = [
  { label: 'desktop 1280×800', width: 1280, height: 800 },
  { label: 'mobile 390×844', width: 390, height: 844 },
] as const;

/** Connects the Localnet Dev Wallet from a page button that opens the wallet list. */
async function connectDevWallet(page: Page, opener: Locator): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
  await expect(dialog).toBeHidden();
}

/** Opens the burn page's Live Demo and connects the dev wallet to it; returns the wallet's address. */
async function openBurnDemoConnected(page: Page): Promise<Address> {
  await page.goto('/tools/burn-spl');
  await page.getByRole('tab', { name: 'Live Demo' }).click();
  await connectDevWallet(page, page.getByRole('button', { name: 'Connect Wallet for Demo' }));
  return (await page.getByTestId('demo-wallet-address').getAttribute('title')) as Address;
}

async function airdrop(to: Address, sol: bigint): Promise<void> {
  const sig = await rpc.requestAirdrop(to, lamports(sol * 1_000_000_000n)).send();
  await waitForConfirmation(rpc, sig, { pollMs: 200 });
}

/**
 * Creates a mint from the test (its own key pays and initialises it), mints `supply` to `holder`'s associated
 * account and hands the mint authority to `holder`; the freeze authority and the metadata update authority
 * (Token-2022 only) are `holder` from the start. Returns the mint and the holder's token account.
 */
async function createMintFor(
  holder: Address,
  program: TokenProgramKind,
  supply: bigint,
): Promise<{ mint: Address; account: Address }> {
  const creator: KeyPairSigner = await generateKeyPairSigner();
  await airdrop(creator.address, 2n);
  const mint = await generateKeyPairSigner();
  const { instructions, tokenAccount } = await buildCreateMintInstructions(rpc, {
    program,
    mint,
    payer: creator.address,
    decimals: 6,
    mintAuthority: creator.address,
    freezeAuthority: holder,
    ...(program === 'token-2022' && {
      metadata: {
        name: 'E2E Moon',
        symbol: 'EMOON',
        uri: 'https://example.com/e2e.json',
        updateAuthority: holder,
      },
    }),
    initialSupply: { owner: holder, amount: supply },
  });
  instructions.push(
    ...buildSetAuthorityInstructions({
      program,
      mint: mint.address,
      authority: creator.address,
      which: 'mint',
      newAuthority: holder,
    }),
  );
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(creator.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await partiallySignTransaction(
    [creator.keyPair],
    await partiallySignTransactionMessageWithSigners(message),
  );
  const sig = (await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send()) as Signature;
  await waitForConfirmation(rpc, sig, { pollMs: 200 });
  return { mint: mint.address, account: tokenAccount as Address };
}

const supplyOf = async (mint: Address) => BigInt((await rpc.getTokenSupply(mint).send()).value.amount);
const balanceOf = async (account: Address) =>
  BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount);

for (const viewport of VIEWPORTS) {
  test.describe(`token tools texts (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => skipWelcome(page));

    test('SPL burn: tabs, waitlist link, simulation and the analytics cards', async ({ page }) => {
      await page.goto('/tools/burn-spl');
      await expect(page.getByRole('heading', { name: 'SPL Token Burn Platform' })).toBeVisible();
      for (const tab of ['Platform Overview', 'Burn Features', 'Live Demo', 'Analytics']) {
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      }
      const waitlist = page.getByRole('link', { name: /Join Waitlist/ });
      await expect(waitlist).toHaveAttribute('target', '_blank');
      await expect(waitlist).toHaveAttribute('href', /^https:\/\//);

      await page.getByRole('tab', { name: 'Live Demo' }).click();
      await expect(page.getByLabel('Token Contract Address')).toBeVisible();
      await expect(page.getByTestId('supply-before')).toHaveText('1,000,000,000');
      await page.getByLabel('Amount to Burn').fill('250000000');
      await expect(page.getByTestId('supply-after')).toHaveText('750,000,000');
      await expect(page.getByRole('button', { name: 'Connect Wallet for Demo' })).toBeVisible();

      await page.getByRole('tab', { name: 'Analytics' }).click();
      const cards = page.getByTestId('burn-analytics-card');
      await expect(cards).toHaveCount(4);
      // Real figures from the burn index now (tests/e2e/burn-analytics.spec.ts burns and reads them).
      await expect(cards.first()).not.toHaveAttribute('aria-disabled');
      await expect(cards.first()).toContainText('Burn Transactions');
    });

    test('Programs: chains, explorer, hub tabs with difficulty colours, tools and sidebar', async ({
      page,
    }) => {
      await page.goto('/tools/programs');
      await expect(
        page.getByRole('heading', { name: 'Solana Programs & Multi-Chain Development' }),
      ).toBeVisible();
      await expect(page.getByTestId('chain-solana')).toBeEnabled();
      for (const chain of ['ethereum', 'polygon', 'bsc', 'avalanche', 'arbitrum', 'optimism', 'base']) {
        await expect(page.getByTestId(`chain-${chain}`)).toBeDisabled();
        await expect(page.getByTestId(`chain-${chain}`)).toContainText('Soon');
      }
      const soon = page.getByTestId('chains-coming-soon');
      for (const item of [
        'Smart Contracts',
        'DeFi Integration',
        'NFT Development',
        'Cross-chain Tools',
        'Testing Framework',
        'Deployment Guides',
      ]) {
        await expect(soon).toContainText(item);
      }
      await expect(soon.getByRole('button', { name: 'Notify Me When Available' })).toBeVisible();

      await expect(page.getByRole('heading', { name: 'Program Explorer' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Address', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      for (const t of ['Program', 'Transaction', 'Token']) {
        await expect(page.getByRole('button', { name: t, exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      }

      const tabs = [
        'Fundamentals',
        'Token Operations',
        'DeFi Protocols',
        'NFT Development',
        'Advanced Programs',
        'Web3 Integration',
        'Gaming & Metaverse',
        'DAO Governance',
      ];
      for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeAttached();
      await page.getByRole('tab', { name: 'NFT Development' }).click();
      const expert = page.getByTestId('recipe-difficulty').filter({ hasText: 'Expert' }).first();
      await expect(expert).toBeVisible();
      await expect(expert).toHaveClass(/text-red/);
      await expect(page.getByTestId('recipe-difficulty').filter({ hasText: 'Beginner' }).first()).toHaveClass(
        /text-emerald/,
      );
      await expect(page.getByRole('link', { name: /Try Now/ }).first()).toBeVisible();
      await expect(page.getByTestId('developer-tool')).toHaveCount(8);
      await expect(page.getByRole('link', { name: /Open Tool/ })).toHaveCount(8);

      for (const h of ['Quick Actions', 'Recent Queries', 'Popular Programs', 'Network Status']) {
        await expect(
          page.getByRole('complementary', { name: 'Programs sidebar' }).getByRole('heading', { name: h }),
        ).toBeAttached();
      }
      for (const a of [
        'Search Programs',
        'Deploy Program',
        'Verify Source',
        'Monitor Activity',
        'Security Audit',
        'Analytics',
      ]) {
        await expect(
          page.getByRole('complementary', { name: 'Programs sidebar' }).getByText(a, { exact: true }),
        ).toBeAttached();
      }
    });
  });
}

test.describe('Programs explorer on the localnet', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(({ page }) => skipWelcome(page));

  test('looks up the SPL Token program for real', async ({ page }) => {
    await page.goto('/tools/programs');
    await page.getByRole('button', { name: 'Program', exact: true }).click();
    const input = page.getByLabel('Program query');
    await input.fill(`  ${TOKEN_PROGRAM}  `);
    await input.press('Enter');
    const card = page.getByTestId('program-details');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('program-name')).toHaveText('SPL Token');
    await expect(card.getByTestId('program-id')).toContainText(`${TOKEN_PROGRAM.slice(0, 20)}…`);
    await expect(card).toContainText('Executable');
    await expect(card.getByTestId('program-instructions')).toContainText('BurnChecked');
    // The size is the chain's: the account's data length.
    const info = (await rpc.getAccountInfo(TOKEN_PROGRAM as Address, { encoding: 'base64' }).send()).value;
    expect(info?.executable).toBe(true);
    await expect(card.getByTestId('program-loader')).toHaveText(
      info?.owner === 'BPFLoader2111111111111111111111111111111111' ? 'BPF Loader 2' : /Loader/,
    );
    // Solscan cannot see the localnet: the button says so instead of linking.
    await expect(card.getByRole('button', { name: 'View on Solscan' })).toBeDisabled();
    await expect(card.getByRole('link', { name: /View Source/ })).toHaveAttribute('href', /github\.com/);
    await expect(page.getByTestId('recent-queries')).toContainText(TOKEN_PROGRAM);
    expect(page.url()).toContain(`q=${TOKEN_PROGRAM}`);
  });

  test("looks up the dev wallet's address after an airdrop, and says not found for an unknown one", async ({
    page,
  }) => {
    const address = await openBurnDemoConnected(page);
    await airdrop(address, 3n);
    const lamportsNow = (await rpc.getBalance(address).send()).value;

    await page.goto(`/tools/programs`);
    const input = page.getByLabel('Address query');
    await input.fill(address);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByTestId('address-report');
    await expect(card.getByTestId('report-address')).toHaveText(address);
    await expect(card.getByTestId('report-lamports')).toHaveText(
      `${(Number(lamportsNow) / 1e9).toFixed(4)} SOL`,
    );
    await expect(card.getByTestId('report-owner')).toHaveText('System Program');
    await expect(card.getByTestId('report-executable')).toHaveText('No');
    await expect(card.getByTestId('recent-transactions').getByRole('listitem')).not.toHaveCount(0);

    const nobody = (await generateKeyPairSigner()).address;
    await input.fill(nobody);
    await input.press('Enter');
    await expect(page.getByTestId('explorer-not-found')).toContainText('Not found');
    await expect(page.getByTestId('explorer-not-found')).toContainText(nobody);

    // A blank query does nothing: the last result stays.
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByTestId('explorer-not-found')).toBeVisible();
    expect(page.url()).toContain(nobody);
  });

  test('Network Status shows the live slot, and it increases', async ({ page }) => {
    await page.goto('/tools/programs');
    const slot = page.getByTestId('network-slot');
    await expect(slot).toHaveText(/^\d[\d,]*$/);
    const first = Number((await slot.textContent())?.replaceAll(',', ''));
    await expect
      .poll(async () => Number((await slot.textContent())?.replaceAll(',', '')), { timeout: 15_000 })
      .toBeGreaterThan(first);
    await expect(page.getByTestId('network-tps')).not.toHaveText('—');
  });

  test('screenshots in dark and light', async ({ page }, testInfo) => {
    await page.goto('/tools/programs');
    await expect(page.getByTestId('network-slot')).toHaveText(/^\d/);
    await attachScreenshot(page, testInfo, 'programs-dark');
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(page.getByTestId('network-slot')).toHaveText(/^\d/);
    await attachScreenshot(page, testInfo, 'programs-light');
  });
});

test.describe('screenshots of the burn and modify pages', () => {
  test.beforeEach(({ page }) => skipWelcome(page, 'light'));

  test('burn Live Demo and Modify Token, light theme, at mobile and desktop sizes', async ({
    page,
  }, testInfo) => {
    for (const size of VIEWPORTS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/tools/burn-spl');
      await page.getByRole('tab', { name: 'Live Demo' }).click();
      await page.getByLabel('Amount to Burn').fill('123456789');
      await attachScreenshot(page, testInfo, `burn-light-${size.width}`);
      await page.goto('/tools/modify-token');
      await page.getByTestId('demo-token').first().click();
      await expect(page.getByTestId('demo-loading')).toBeHidden({ timeout: 3000 });
      await attachScreenshot(page, testInfo, `modify-light-${size.width}`);
    }
  });
});

test.describe('burn on the localnet with the Localnet Dev Wallet', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(({ page }) => skipWelcome(page));

  test('a copy the browser refuses says so instead of "Copied!"', async ({ page }) => {
    await openBurnDemoConnected(page);
    // Both ways refused: the Clipboard API rejects and the selection fallback reports failure.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });
    await page.getByRole('button', { name: 'Copy address' }).first().click();
    await expect(page.getByText(ERROR_MESSAGES.CLIPBOARD__COPY_FAILED, { exact: true })).toBeVisible();
    await expect(page.getByText('Copied!', { exact: true })).toHaveCount(0);
  });

  test('burns tokens and closes the emptied account; supply, balance and rent checked through RPC', async ({
    page,
  }) => {
    const address = await openBurnDemoConnected(page);
    await airdrop(address, 2n);

    // The spec's demo: copy, then the demo toast.
    await page.getByRole('button', { name: 'Copy address' }).first().click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Simulate Burn (Demo)' }).click();
    await expect(page.getByText('Demo Burn Simulation', { exact: true })).toBeVisible();

    const { mint, account } = await createMintFor(address, 'token', 100_000_000n);
    // The accounts list loaded before the mint existed: read it again.
    await page.getByRole('button', { name: 'Refresh accounts' }).click();
    const option = page.locator(`[data-testid="token-account-option"][data-mint="${mint}"]`);
    await expect(option).toContainText('100');
    await option.click();
    await expect(page.getByTestId('selected-supply')).toHaveText('100');

    const amount = page.getByRole('textbox', { name: 'Amount to burn' });
    await amount.fill('150');
    await page.getByRole('button', { name: 'Review Burn' }).click();
    await expect(page.getByText('The amount is more than the balance of this account')).toBeVisible();
    await amount.fill('40.5');
    await page.getByRole('button', { name: 'Review Burn' }).click();
    await page.getByRole('button', { name: 'Confirm Burn' }).click();
    const result = page.getByTestId('burn-result');
    await expect(result).toContainText('Burned 40.5 tokens');
    await expect(result.getByTestId('new-balance')).toHaveText('59.5');
    await expect(result.getByTestId('tx-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await supplyOf(mint)).toBe(59_500_000n);
    expect(await balanceOf(account)).toBe(59_500_000n);
    await expect(page.getByTestId('selected-supply')).toHaveText('59.5');

    // Burn the rest, then close the account and get its rent back.
    await page.getByRole('button', { name: 'Max' }).click();
    await page.getByRole('button', { name: 'Review Burn' }).click();
    await page.getByRole('button', { name: 'Confirm Burn' }).click();
    await expect(result.getByTestId('new-balance')).toHaveText('0');
    expect(await supplyOf(mint)).toBe(0n);
    const rent = (await rpc.getBalance(account).send()).value;
    const before = (await rpc.getBalance(address).send()).value;
    await page.getByRole('button', { name: 'Close account' }).click();
    await expect(result).toContainText('Account closed, rent reclaimed');
    expect((await rpc.getAccountInfo(account).send()).value).toBeNull();
    expect((await rpc.getBalance(address).send()).value).toBe(before + rent - 5000n);
    await expect(option).toHaveCount(0);

    // The signature opens in the explorer as a decoded transaction.
    await result.getByTestId('tx-signature').click();
    await expect(page.getByTestId('transaction-report')).toBeVisible();
    await expect(page.getByTestId('tx-status')).toHaveText('Success');
    await expect(page.getByTestId('ix-name').first()).toHaveText('Close Account');
    const token = await lookupToken(rpc, mint);
    expect(token?.supply).toBe(0n);
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`Modify Token demo (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => skipWelcome(page));

    test('steps cycle, sample tokens load for 1 s, tabs and sidebar, every control disabled', async ({
      page,
    }) => {
      await page.goto('/tools/modify-token');
      await expect(page.getByRole('heading', { name: 'Modify Token', level: 1 })).toBeVisible();
      const steps = page.getByTestId('step-indicator').getByRole('listitem');
      await expect(steps).toHaveText([/Select Token/, /Configure/, /Review/, /Execute/]);
      const activeStep = async () => (await page.locator('[aria-current="step"]').textContent()) ?? '';
      const first = await activeStep();
      await expect.poll(activeStep, { timeout: 5000 }).not.toBe(first);

      for (const tab of ['Authorities', 'Metadata', 'Freeze', 'Extensions']) {
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      }
      for (const h of ['Quick Start Guide', 'Security Status', 'Recent Activity', 'Pro Tips']) {
        await expect(page.getByRole('heading', { name: h })).toBeVisible();
      }
      const tokens = page.getByTestId('demo-token');
      await expect(tokens).toHaveCount(2);
      await tokens.first().click();
      await expect(page.getByTestId('demo-loading')).toBeVisible();
      await expect(page.getByTestId('demo-loading')).toBeHidden({ timeout: 3000 });
      await expect(tokens.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('authority-status')).toHaveText(['Active', 'Active', 'Active']);
      const revoke = page.getByRole('button', { name: 'Revoke mint authority' });
      await expect(revoke).toBeDisabled();
      await expect(page.getByTestId('disabled-reason').first()).toHaveText(
        'Connect a wallet to modify a token',
      );
      await expect(page.getByRole('switch').first()).toBeDisabled();
      await expect(page.getByTestId('security-score')).toHaveText('85/100');

      await page.getByRole('tab', { name: 'Extensions' }).click();
      for (const ext of ['Transfer Fees', 'Confidential Transfers', 'Interest Bearing']) {
        await expect(page.getByRole('tabpanel')).toContainText(`${ext}Coming Soon`);
      }
      await page.getByRole('tab', { name: 'Metadata' }).click();
      await expect(page.getByRole('button', { name: 'Update Name' })).toBeDisabled();
    });
  });
}

test.describe('Modify Token on the localnet with the Localnet Dev Wallet', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(({ page }) => skipWelcome(page));

  async function review(page: Page): Promise<void> {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Review');
    await dialog.getByRole('button', { name: 'Sign & Execute' }).click();
    await expect(dialog.getByTestId('modify-result')).toBeVisible();
    await expect(dialog.getByTestId('tx-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  test('revokes the mint authority, renames the token, freezes and thaws; each checked through RPC', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/modify-token');
    await connectDevWallet(page, page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
    const address = (await page.getByTestId('modify-wallet-address').getAttribute('title')) as Address;
    await airdrop(address, 2n);
    const { mint, account } = await createMintFor(address, 'token-2022', 1_000_000n);

    await page.getByLabel('Or paste any mint address').fill(mint);
    await page.getByRole('button', { name: 'Load mint' }).click();
    await expect(page.getByTestId('selected-mint')).toContainText(mint);
    await expect(page.getByTestId('authority-status')).toHaveText(['Active', 'Active', 'Active']);
    await expect(page.getByTestId('authority-facts')).toContainText('Mint authority active');
    await expect(page.getByTestId('security-score')).toHaveText(/^\d{1,3}\/100$/);
    const scoreBefore = Number((await page.getByTestId('security-score').textContent())?.split('/')[0]);
    const risksBefore = Number(await page.getByTestId('security-risk-count').textContent());
    // A minute-old token with no market is held below "low" risk, and the page says why.
    await expect(page.getByTestId('security-level-caps')).toContainText('Younger than 1 hour');

    // Revoke the mint authority.
    await page.getByRole('button', { name: 'Revoke mint authority' }).click();
    await review(page);
    expect((await lookupToken(rpc, mint))?.mintAuthority).toBeNull();
    await expect(page.getByTestId('authority-Mint Authority').getByTestId('authority-status')).toHaveText(
      'Revoked',
    );
    await expect(page.getByRole('button', { name: 'Revoke mint authority' })).toBeDisabled();
    await expect(page.getByTestId('authority-Mint Authority')).toContainText(
      'Mint authority already revoked',
    );
    await expect(page.getByTestId('recent-activity')).toContainText('Revoke mint authority');
    // The scanner follows the chain: a fixed supply drops the mint-authority risk; the score never falls
    // (a young token's score stays held at the cap the page names).
    await expect
      .poll(async () => Number(await page.getByTestId('security-risk-count').textContent()))
      .toBeLessThan(risksBefore);
    expect(
      Number((await page.getByTestId('security-score').textContent())?.split('/')[0]),
    ).toBeGreaterThanOrEqual(scoreBefore);

    // Rename it (a longer name: the mint grows and its rent is topped up in the same transaction).
    await page.getByRole('tab', { name: 'Metadata' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E Moon Renamed On Chain');
    await page.getByRole('button', { name: 'Update Name' }).click();
    await expect(page.getByRole('dialog')).toContainText('Rent top-up');
    await review(page);
    expect((await lookupToken(rpc, mint))?.metadata?.name).toBe('E2E Moon Renamed On Chain');
    await expect(page.getByText('E2E Moon Renamed On Chain').first()).toBeVisible();

    // Freeze and thaw the wallet's own account.
    await page.getByRole('tab', { name: 'Freeze' }).click();
    const row = page.locator(`[data-testid="freeze-account"][data-account="${account}"]`);
    await row.getByRole('button', { name: 'Freeze' }).click();
    await review(page);
    const stateOf = async () => {
      const { value } = await rpc.getAccountInfo(account, { encoding: 'jsonParsed' }).send();
      return (value?.data as { parsed: { info: { state: string } } } | undefined)?.parsed.info.state;
    };
    expect(await stateOf()).toBe('frozen');
    await expect(row.getByTestId('freeze-state')).toHaveText('Frozen');
    await row.getByRole('button', { name: 'Thaw' }).click();
    await review(page);
    expect(await stateOf()).toBe('initialized');
    await expect(row.getByTestId('freeze-state')).toHaveText('Active');

    // The extensions the mint really has.
    await page.getByRole('tab', { name: 'Extensions' }).click();
    await expect(page.getByTestId('mint-extensions')).toContainText('Metadata Pointer');
    await expect(page.getByTestId('mint-extensions')).toContainText('Token Metadata');
  });

  test('a mint the wallet has no authority over keeps every control disabled and says why', async ({
    page,
  }) => {
    await page.goto('/tools/modify-token');
    await connectDevWallet(page, page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
    const stranger = (await generateKeyPairSigner()).address;
    const { mint } = await createMintFor(stranger, 'token', 5n);
    await page.getByLabel('Or paste any mint address').fill(mint);
    await page.getByRole('button', { name: 'Load mint' }).click();
    await expect(page.getByTestId('selected-mint')).toContainText(mint);
    await expect(page.getByRole('button', { name: 'Revoke mint authority' })).toBeDisabled();
    await expect(page.getByTestId('authority-Mint Authority')).toContainText(
      'Your wallet is not the mint authority',
    );
    await expect(page.getByTestId('authority-Freeze Authority')).toContainText(
      'Your wallet is not the freeze authority',
    );
    await page.getByRole('tab', { name: 'Metadata' }).click();
    await expect(page.getByRole('tabpanel').getByTestId('disabled-reason')).toHaveText(
      'Only Token-2022 mints carry in-mint metadata',
    );
    await expect(page.getByRole('button', { name: 'Update Name' })).toBeDisabled();
  });
});
