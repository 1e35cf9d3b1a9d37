import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { baseURL } from '../playwright.config';
import { airdrop, mintToken } from './support/localnet';
import {
  balance,
  connectFromNotice,
  createdId,
  devWallet,
  dismissToasts,
  fundTreasury,
} from './support/marketing';
import { inEachThemeAndWidth, shootPages } from './support/shots';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, rpcCall, tokenBalance, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * Marketing (issue 9) through the UI with the Localnet Dev Wallet on the real app: sign in with Sign-In With
 * Solana from a write button, create a campaign whose budget the wallet pays on chain into the campaign's
 * escrow (read back with getBalance), find it in the list and its page, cancel it and see the refund land;
 * create a presale for a token the wallet holds (the deposit lands in escrow), contribute from a second
 * wallet and see the raised amount. Screenshots of the screens at 1280 and 390 px in both themes.
 */

const RPC = `${baseURL}/api/rpc`;
const SHOTS = 'tests/.tmp/marketing-shots';
let campaignId = '';
let presaleId = '';

test.describe.configure({ mode: 'serial' });

test.describe('marketing at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Escrow releases (refunds, distributions) need a funded treasury for their network fee.
  test.beforeAll(({ playwright }) => fundTreasury(playwright, 2n * SOL));

  test('a campaign: sign in, pay the budget into escrow, list, detail, cancel with refund', async ({
    page,
  }) => {
    const owner = (await devWallet(page)).address;
    await airdrop(RPC, owner, 10n * SOL);
    const { mint } = await mintToken(RPC, [owner]);
    const rent = BigInt(await rpcCall<number>(baseURL, 'getMinimumBalanceForRentExemption', [0]));

    await page.goto('/marketing/campaigns?new=true');
    await expect(page.locator('main h1')).toHaveText('Start a Campaign');
    // Invalid input is refused in the form, before any wallet prompt.
    await page.getByLabel('Campaign name').fill('Ra');
    await page.getByLabel('Budget (SOL)').fill('0.001');
    await page.getByRole('button', { name: 'Sign in and create' }).click();
    await expect(page.getByText('must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('must be at least 0.01 SOL')).toBeVisible();

    await connectFromNotice(page);
    await page.getByLabel('Campaign name').fill('Raid week');
    await page.getByLabel('Type').selectOption('raid');
    await page.getByLabel('Linked token (mint address)').fill(mint);
    await page.getByLabel('Budget (SOL)').fill('1.5');
    await page.getByLabel('Description').fill('Raid the timeline for a week');
    await page.getByRole('button', { name: 'Add goal' }).click();
    await page.getByLabel('Goal 1 target').fill('3');
    const before = await balance(owner);
    // One click: the wallet signs in (SIWS), then the campaign is created and its budget paid.
    await page.getByRole('button', { name: 'Sign in and create' }).click();
    campaignId = await createdId(page, '/marketing/campaigns');
    await expect(page.locator('main h1')).toHaveText('Raid week');
    await expect(page.getByTestId('campaign-status')).toHaveText('Active');
    await expect(page.getByTestId('campaign-budget')).toHaveText('1.5 SOL');
    const escrow = (await page.getByTestId('campaign-escrow').textContent()) as string;
    expect(await balance(escrow)).toBe(15n * (SOL / 10n) + rent);
    const afterFunding = await balance(owner);
    expect(before - afterFunding).toBe(15n * (SOL / 10n) + rent + 5_000n);
    await expect(page.getByRole('progressbar', { name: 'Participants' })).toBeVisible();

    // In the list, filtered by type.
    await page.goto('/marketing/campaigns');
    await page.getByLabel('Type').selectOption('raid');
    const card = page.getByTestId('campaign-card').filter({ hasText: 'Raid week' });
    await expect(card).toContainText('1.5 SOL');
    await page.getByLabel('Type').selectOption('airdrop');
    await expect(page.getByTestId('campaign-card').filter({ hasText: 'Raid week' })).toHaveCount(0);
    await page.getByLabel('Type').selectOption('raid');
    await card.click();
    await expect(page.locator('main h1')).toHaveText('Raid week');

    // The owner edits, then cancels: the unspent budget (and the escrow's rent) comes back on chain.
    await page.getByRole('button', { name: 'Edit campaign' }).click();
    const editor = page.getByRole('form', { name: 'Edit campaign' });
    await editor.getByLabel('Campaign name').fill('Raid week 2');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('main h1')).toHaveText('Raid week 2');
    await expect(page.getByText('Raid the timeline for a week')).toBeVisible();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Cancel campaign' }).click();
    await page.getByRole('button', { name: 'Confirm cancel and refund' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Cancelled', { timeout: 30_000 });
    // The refund is the whole escrow: the 1.5 SOL budget plus its rent reserve (0.00089088 SOL).
    await expect(page.getByTestId('campaign-refunded')).toHaveText('1.5008 SOL');
    await expect(page.getByTestId('campaign-payout').first()).toContainText('Refund');
    await expect.poll(() => balance(escrow)).toBe(0n);
    expect(await balance(owner)).toBe(afterFunding + 15n * (SOL / 10n) + rent);
  });

  test('a presale: deposit the tokens, contribute from a second wallet, see the raise', async ({
    page,
    browser,
  }) => {
    const creator = (await devWallet(page)).address;
    await airdrop(RPC, creator, 5n * SOL);
    const { mint } = await mintToken(RPC, [creator]);

    await page.goto('/marketing/presales/create');
    await expect(page.locator('main h1')).toHaveText('Create a Presale');
    await connectFromNotice(page);
    await page.getByLabel('Token (mint address)').fill(mint);
    await page.getByLabel('Presale name').fill('Genesis round');
    await page.getByLabel('Soft cap (SOL)').fill('1');
    await page.getByLabel('Hard cap (SOL)').fill('2');
    await page.getByLabel('Tokens per SOL').fill('1000');
    await page.getByLabel('Min per wallet (SOL)').fill('0.1');
    await page.getByLabel('Max per wallet (SOL)').fill('3');
    await page.getByRole('button', { name: 'Sign in and create' }).click();
    // The maximum per wallet above the hard cap is refused by core's schema.
    await expect(page.getByText('must not exceed the hard cap')).toBeVisible();
    await page.getByLabel('Max per wallet (SOL)').fill('1.5');
    const tokensBefore = await tokenBalance(baseURL, creator, mint);
    await page.getByRole('button', { name: 'Sign in and create' }).click();
    presaleId = await createdId(page, '/marketing/presales');
    await expect(page.locator('main h1')).toHaveText('Genesis round');
    await expect(page.getByTestId('presale-status')).toHaveText('Live');
    // The creator cannot fund its own soft cap: a note in place of the contribution form.
    await expect(page.getByTestId('presale-owner-note')).toContainText('you cannot contribute to it');
    await expect(page.getByRole('button', { name: 'Contribute' })).toHaveCount(0);
    // 2 SOL × 1000 tokens per SOL, 6 decimals: 2000 tokens left the creator's wallet for the escrow.
    expect(tokensBefore - (await tokenBalance(baseURL, creator, mint))).toBe(2_000_000_000n);

    // A second wallet contributes 0.5 SOL.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page2 = await other.newPage();
    const contributor = (await devWallet(page2)).address;
    await airdrop(RPC, contributor, 3n * SOL);
    await page2.goto(`/marketing/presales/${presaleId}`);
    await expect(page2.getByTestId('presale-raised')).toHaveText('0 SOL');
    await connectFromNotice(page2);
    await page2.getByLabel('Amount (SOL)').fill('0.05');
    await page2.getByRole('button', { name: 'Contribute' }).click();
    await expect(page2.getByText('The minimum per wallet is 0.1 SOL')).toBeVisible();
    await page2.getByLabel('Amount (SOL)').fill('0.5');
    await expect(page2.getByText(/You receive 500 /)).toBeVisible();
    const before = await balance(contributor);
    await page2.getByRole('button', { name: 'Contribute' }).click();
    await expect(page2.getByTestId('presale-raised')).toHaveText('0.5 SOL', { timeout: 30_000 });
    await expect(page2.getByTestId('presale-position')).toContainText('0.5 SOL');
    expect(before - (await balance(contributor))).toBeGreaterThanOrEqual(SOL / 2n);
    await other.close();

    // The creator's page shows the raise and the contributor.
    await page.reload();
    await expect(page.getByTestId('presale-raised')).toHaveText('0.5 SOL');
    await expect(page.getByTestId('presale-contributors')).toHaveText('1');
  });

  test('trending ranks a traded token with its score components; analytics and the overview show the activity', async ({
    page,
  }) => {
    await skipWelcome(page);
    const { mint } = await launchToken(baseURL, { name: 'Trendy Token', symbol: 'TRND' });
    const trader = await fundedWallet(baseURL, 2n * SOL);
    await trade(baseURL, trader, { mint, side: 'buy', amount: SOL / 10n, amountIs: 'sol' });

    await page.goto('/marketing/trending');
    await expect(page.locator('main h1')).toHaveText('Trending');
    const row = page.getByTestId('trending-row').filter({ hasText: 'Trendy Token' });
    await expect(row.locator('td').nth(6)).toHaveText('1'); // trades
    await expect(row.locator('td').nth(7)).toHaveText('1'); // unique traders
    await expect(row.locator('td').nth(8)).toHaveText('1'); // new holders
    // Price and market cap in USD by default, in the one price format (no exponent).
    await expect(row.locator('[data-field="price"]')).toHaveText(/^\$0\.0[₀-₉]+\d+$/);
    await expect(row.locator('[data-field="mcap"]')).toHaveText(/^\$[\d.]+K$/);
    // The bar's components (core's formula, term by term) add up to the score the API computed.
    const label = (await row.getByRole('img').getAttribute('aria-label')) as string;
    expect(label).toMatch(/^Volume [\d.]+, Traders [\d.]+, New holders [\d.]+, Price [\d.]+, Boost 0\.0$/);
    const sum = [...label.matchAll(/[\d.]+/g)].reduce((a, m) => a + Number(m[0]), 0);
    const score = Number(await row.locator('td').nth(2).textContent());
    expect(score).toBeGreaterThan(0);
    expect(Math.abs(sum - score)).toBeLessThan(0.3);
    await page.getByRole('button', { name: '24h' }).click();
    await expect(page.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('trending-row').filter({ hasText: 'Trendy Token' })).toBeVisible();

    // Other specs trade and run campaigns on the same server: the platform-wide figures are checked against
    // the API's, and the token's own figures by filtering on its mint.
    const analytics = (await (await page.request.get('/api/marketing/analytics?days=30')).json()) as {
      totals: { campaigns: number; activeCampaigns: number; trades: number; raisedLamports: string };
    };
    expect(analytics.totals.trades).toBeGreaterThanOrEqual(1);
    expect(BigInt(analytics.totals.raisedLamports)).toBeGreaterThanOrEqual(SOL / 2n); // the presale above
    await page.goto('/marketing/analytics');
    await expect(page.locator('main h1')).toHaveText('Marketing Analytics');
    const tradesFigure = page.getByRole('figure').filter({ hasText: 'Trades' }).first();
    await expect(tradesFigure).toContainText(`Total ${analytics.totals.trades}`);
    await expect(
      page.getByText(`${analytics.totals.campaigns} (${analytics.totals.activeCampaigns} active)`),
    ).toBeVisible();
    await page.getByLabel('Token (optional mint address)').fill(mint);
    await expect(tradesFigure).toContainText('Total 1');

    const live = (await (
      await page.request.get('/api/marketing/campaigns?status=active&sort=ending&limit=3')
    ).json()) as {
      campaigns: { name: string }[];
    };
    const top = (await (await page.request.get('/api/marketing/trending?window=1h&limit=5')).json()) as {
      tokens: { token: { mint: string; name: string } }[];
    };
    expect(top.tokens.length).toBeGreaterThan(0);
    await page.goto('/marketing');
    await expect(page.getByRole('region', { name: 'Live presales' })).toContainText('Genesis round');
    await expect(page.getByRole('region', { name: 'Live campaigns' })).toContainText(
      live.campaigns[0]?.name ?? 'No campaign is running',
    );
    await expect(page.getByRole('region', { name: 'Trending (1h)' })).toContainText(
      top.tokens[0]?.token.name as string,
    );
  });

  test('screenshots at 1280 and 390 px, dark and light', async ({ browser }, testInfo) => {
    // Four contexts × several full-page screenshots: minutes on a loaded 2-core machine.
    test.setTimeout(240_000);
    test.skip(!campaignId || !presaleId, 'needs the campaign and presale of the tests above');
    await inEachThemeAndWidth(browser, async (page, view) => {
      await shootPages(page, testInfo, SHOTS, view, [
        ['home', '/marketing', 'main h1'],
        ['campaign-create', '/marketing/campaigns?new=true', 'form'],
        ['campaign-detail', `/marketing/campaigns/${campaignId}`, '[data-testid="campaign-status"]'],
        ['presale-detail', `/marketing/presales/${presaleId}`, '[data-testid="presale-raised"]'],
        ['trending', '/marketing/trending', '[data-testid="trending-row"]'],
        ['analytics', '/marketing/analytics', 'figure'],
      ]);
    });
  });
});
