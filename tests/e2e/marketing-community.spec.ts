import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { formatTokenAmount } from '@solpad/core/token-tools';
import { baseURL } from '../playwright.config';
import { airdrop, mintToken } from './support/localnet';
import {
  apiJson,
  balance,
  connectFromNotice,
  devWallet,
  dismissToasts,
  fundTreasury,
  ownerWithPaidCampaign,
  signedInApi,
  signInAs,
} from './support/marketing';
import { attachShot, inEachThemeAndWidth, shootPages } from './support/shots';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, rpcCall, tokenBalance, trade } from './support/venue';

/**
 * Community marketing (issue 9) through the UI on the real app and localnet: a community takeover (CTO) of a
 * launched token — proposed from the form (its errors shown), pledged by a holder whose pledge weighs exactly
 * its on-chain balance, refused for a non-holder, succeeding when a second holder's pledge reaches the
 * threshold — and the KOL list with a hire request from a campaign owner, accepted by the KOL and completed,
 * which pays the KOL from the campaign's escrow on chain. Screenshots at 1280 and 390 px in both themes.
 */

const RPC = `${baseURL}/api/rpc`;
const SHOTS = 'tests/.tmp/marketing-community-shots';
/** Fraction digits the CTO page shows of a token amount (web/src/features/marketing/format.ts `tokenText`). */
const SHOWN_FRACTION = 4;
interface CtoReply {
  cto: { status: string; pledgedWeight: string; pledges: { wallet: string; weight: string }[] };
}

let ctoMint = '';

test.describe.configure({ mode: 'serial' });

test.describe('community marketing at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // A completed hire is paid from the campaign's escrow, the treasury paying the network fee.
  test.beforeAll(({ playwright }) => fundTreasury(playwright, 2n * SOL));

  test('a CTO: propose with form errors shown, pledge weighted by the on-chain balance, succeed', async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    const { mint } = await launchToken(baseURL, { name: 'Orphan Token', symbol: 'ORPH' });
    ctoMint = mint;
    const holder = await devWallet(page);
    await airdrop(RPC, holder.address, 5n * SOL);
    await trade(baseURL, holder, { mint, side: 'buy', amount: SOL, amountIs: 'sol' });
    const other = await fundedWallet(baseURL, 5n * SOL);
    await trade(baseURL, other, { mint, side: 'buy', amount: 2n * SOL, amountIs: 'sol' });
    const held = await tokenBalance(baseURL, holder.address, mint);
    const otherHeld = await tokenBalance(baseURL, other.address, mint);
    const supply = BigInt(
      (await rpcCall<{ value: { amount: string } }>(baseURL, 'getTokenSupply', [mint])).value.amount,
    );
    // A threshold the first pledge alone does not reach and both together do.
    const thresholdBps = Number(((held + otherHeld) * 10_000n) / supply);
    expect(thresholdBps).toBeGreaterThanOrEqual(100);
    expect((held * 10_000n) / supply).toBeLessThan(BigInt(thresholdBps) - 1n);

    await page.goto('/marketing/cto/create');
    await expect(page.locator('main h1')).toHaveText('Create a CTO Campaign');
    // Invalid input is refused in the form, with readable messages, before any wallet prompt.
    await page.getByLabel('Token (contract address)').fill('not-an-address');
    await page.getByLabel('Title').fill('Ab');
    await page.getByLabel('Plan').fill('too short');
    await page.getByLabel('Threshold (% of supply)').fill('0.5');
    await page.getByRole('button', { name: 'Sign in and propose' }).click();
    await expect(page.getByText('Enter a token mint address (base58)')).toBeVisible();
    await expect(page.getByText('must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Enter a share between 1% and 100% (at most 2 decimals)')).toBeVisible();
    await expect(page.getByLabel('Token (contract address)')).toBeFocused();

    await connectFromNotice(page);
    await page.getByLabel('Token (contract address)').fill(mint);
    await expect(page.getByText(`Token found: supply ${formatTokenAmount(supply, 6, 0)}.`)).toBeVisible();
    await page.getByLabel('Title').fill('Holders revive ORPH');
    await page
      .getByLabel('Plan')
      .fill('The dev left. A team of holders takes over the socials, the website and the listings.');
    await page.getByLabel('Threshold (% of supply)').fill((thresholdBps / 100).toFixed(2));
    await page.getByLabel('Website (optional)').fill('https://orph.example');
    // One click: the wallet signs in (SIWS, no transaction), then the takeover is proposed.
    await page.getByRole('button', { name: 'Sign in and propose' }).click();
    await expect(page).toHaveURL(new RegExp(`/marketing/cto/${mint}$`), { timeout: 30_000 });
    await expect(page.locator('main h1')).toHaveText('Holders revive ORPH');
    await expect(page.getByTestId('cto-status')).toHaveText('Collecting pledges');
    await expect(page.getByTestId('cto-pledgers')).toHaveText('0');
    // What a pledge would weigh: the wallet's balance read from the chain.
    await expect(page.getByTestId('cto-my-balance')).toContainText(
      `holds ${formatTokenAmount(held, 6, SHOWN_FRACTION)} ORPH`,
    );

    // A second proposal for the same token is refused by the API, readably, with a link to the open one.
    await page.goto(`/marketing/cto/create?mint=${mint}`);
    await expect(page.getByLabel('Token (contract address)')).toHaveValue(mint);
    await page.getByLabel('Title').fill('Another takeover');
    await page.getByLabel('Plan').fill('A competing plan for the same token.');
    // The wallet comes back with the page load (session restore), still signed in.
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
    await page.getByRole('button', { name: 'Propose takeover' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'already has an open CTO campaign' });
    await expect(refusal).toHaveText('This token already has an open CTO campaign Open it');
    await refusal.getByRole('link', { name: 'Open it' }).click();
    await expect(page.locator('main h1')).toHaveText('Holders revive ORPH');

    // The holder pledges: the pledge weighs exactly its on-chain balance.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Pledge my balance' }).click();
    await expect(page.getByTestId('cto-my-pledge')).toContainText(
      `You pledged ${formatTokenAmount(held, 6, SHOWN_FRACTION)} ORPH`,
    );
    await expect(page.getByTestId('cto-pledged')).toHaveText(
      `${formatTokenAmount(held, 6, SHOWN_FRACTION)} ORPH`,
    );
    await expect(page.getByTestId('cto-pledgers')).toHaveText('1');
    await expect(page.getByTestId('cto-status')).toHaveText('Collecting pledges');
    const api = await playwright.request.newContext({ baseURL });
    const after = await apiJson<CtoReply>(await api.get(`/api/marketing/cto/${mint}`));
    expect(after.cto.pledges).toEqual([
      expect.objectContaining({ wallet: holder.address, weight: `${held}` }),
    ]);
    expect(await tokenBalance(baseURL, holder.address, mint)).toBe(held); // a pledge moves no tokens
    // The open takeover as its signed-in holder sees it (the screenshot test shows it signed out, succeeded).
    await dismissToasts(page);
    await page.screenshot({ path: `${SHOTS}/cto-detail-open-signed-in-1280-dark.png`, fullPage: true });
    await testInfo.attach('cto-detail-open-signed-in-1280-dark', {
      path: `${SHOTS}/cto-detail-open-signed-in-1280-dark.png`,
      contentType: 'image/png',
    });

    // A wallet without the token cannot pledge: the page says so and offers no pledge.
    const ctx2 = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page2 = await ctx2.newPage();
    await devWallet(page2);
    await page2.goto(`/marketing/cto/${mint}`);
    await connectFromNotice(page2);
    await expect(page2.getByTestId('cto-my-balance')).toHaveText(
      'Your wallet holds no ORPH: only holders of this token can pledge.',
    );
    await expect(page2.getByRole('button', { name: /pledge/i })).toBeDisabled();
    await ctx2.close();

    // A second holder pledges (through the API): the threshold is reached.
    await signInAs(api, other);
    await apiJson(await api.post(`/api/marketing/cto/${mint}/pledges`, { data: {} }));
    await api.dispose();
    await page.reload();
    await expect(page.getByTestId('cto-status')).toHaveText('Succeeded');
    await expect(page.getByTestId('cto-pledgers')).toHaveText('2');
    await expect(page.getByTestId('cto-pledged')).toHaveText(
      `${formatTokenAmount(held + otherHeld, 6, SHOWN_FRACTION)} ORPH`,
    );
    await expect(
      page.getByText('The pledges reached the threshold: the community takes over.'),
    ).toBeVisible();

    // The list, filtered by status.
    await page.goto('/marketing/cto');
    await expect(page.locator('main h1')).toHaveText('CTO Campaigns');
    const card = page.getByTestId('cto-card').filter({ hasText: 'Holders revive ORPH' });
    await expect(card).toContainText('Succeeded');
    await expect(card).toContainText('2 holders');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Status').selectOption('expired');
    await expect(page.getByText('No CTO campaign matches.')).toBeVisible();
    await filters.getByLabel('Status').selectOption('succeeded');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/marketing/cto/${mint}$`));

    // A token nobody proposed yet: the page says so and offers to start one, prefilled.
    const { mint: fresh } = await mintToken(RPC);
    await page.goto(`/marketing/cto/${fresh}`);
    await expect(page.locator('main h1')).toHaveText('CTO Campaign');
    await expect(page.getByTestId('cto-none')).toContainText('No CTO campaign for this token');
    await page.getByRole('link', { name: 'Propose a takeover of this token' }).click();
    await expect(page.getByLabel('Token (contract address)')).toHaveValue(fresh);
  });

  test('KOLs: list and filters, a hire request from a campaign owner, accepted, completed and paid', async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    // The KOL (a dev wallet of its own) publishes a profile; a second KOL for the filters.
    const kolCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const kolPage = await kolCtx.newPage();
    const kol = await devWallet(kolPage);
    const api = await signedInApi(playwright, kol);
    await apiJson(
      await api.post('/api/marketing/kols', {
        data: {
          name: 'Alpha Caller',
          bio: 'Daily calls on new Solana launches.',
          handles: { x: 'alpha_caller', telegram: 'alphacalls' },
          audience: { followers: 125_000, niches: ['memes', 'defi'], languages: ['en'] },
          priceList: [
            { service: 'Tweet', priceLamports: `${SOL / 5n}`, description: 'One post, pinned 24 h' },
            { service: 'Thread', priceLamports: `${SOL / 2n}` },
            { service: 'Space', priceLamports: `${5n * SOL}` },
          ],
        },
      }),
    );
    const api2 = await signedInApi(playwright, await fundedWallet(baseURL, SOL / 10n));
    await apiJson(
      await api2.post('/api/marketing/kols', {
        data: {
          name: 'NFT Nina',
          handles: { x: 'nft_nina' },
          audience: { followers: 8_000, niches: ['nft'], languages: ['es'] },
          priceList: [{ service: 'Tweet', priceLamports: `${SOL / 10n}` }],
        },
      }),
    );
    await api2.dispose();

    // The campaign owner (the browser's dev wallet) has a funded 1 SOL campaign; it is paid on chain with the
    // wallet's key, as the campaign page does.
    const owner = await devWallet(page);
    await airdrop(RPC, owner.address, 5n * SOL);
    const { ownerApi, campaignId } = await ownerWithPaidCampaign(playwright, owner, {
      name: 'KOL push',
      budgetLamports: SOL,
    });
    await ownerApi.dispose();

    await page.goto('/marketing/kols');
    await expect(page.locator('main h1')).toHaveText('KOLs');
    const alpha = page.getByTestId('kol-card').filter({ hasText: 'Alpha Caller' });
    await expect(alpha.getByTestId('kol-followers')).toHaveText('125K');
    await expect(alpha.getByRole('link', { name: 'X @alpha_caller' })).toHaveAttribute(
      'href',
      'https://x.com/alpha_caller',
    );
    await expect(alpha.getByRole('row', { name: /Thread/ })).toContainText('0.5 SOL');
    // Sorted by followers; the filters narrow the list.
    await expect(page.getByTestId('kol-card').first()).toContainText('Alpha Caller');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Niche').fill('nft');
    await expect(page.getByTestId('kol-card')).toHaveCount(1);
    await expect(page.getByTestId('kol-card')).toContainText('NFT Nina');
    await filters.getByLabel('Niche').fill('');
    await filters.getByLabel('Search').fill('alpha');
    await expect(page.getByTestId('kol-card')).toHaveCount(1);
    await filters.getByLabel('Search').fill('');
    await filters.getByLabel('Sort by').selectOption('price');
    await expect(page.getByTestId('kol-card').first()).toContainText('NFT Nina');

    // Hire: the dialog connects the wallet (the wallet list opens over it); over budget is refused readably; a
    // fitting service is requested (signing in first).
    await page.getByRole('button', { name: 'Hire Alpha Caller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hire Alpha Caller' });
    await expect(dialog.getByText('Connect your wallet to choose one of your campaigns.')).toBeVisible();
    await connectFromNotice(page);
    await expect(dialog.getByLabel('Campaign')).toHaveValue(campaignId);
    await expect(dialog.getByText('1 SOL of its budget is available.')).toBeVisible();
    await dialog.getByLabel('Service').selectOption('Space');
    await dialog.getByRole('button', { name: 'Request hire (5 SOL)' }).click();
    await expect(
      dialog.getByText("The hire's price exceeds the campaign's available budget (1 SOL left)"),
    ).toBeVisible();
    await dialog.getByLabel('Service').selectOption('Thread');
    await dialog.getByLabel('Message (optional)').fill('A thread on launch day, please.');
    await dialog.getByRole('button', { name: 'Request hire (0.5 SOL)' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    const row = page.getByTestId('hire-row').filter({ hasText: 'Thread' });
    await expect(row.getByTestId('hire-status')).toHaveText('Requested');
    await expect(row).toContainText('by Alpha Caller');
    await expect(row).toContainText('KOL push');
    const campaign = await apiJson<{ campaign: { committedLamports: string; availableLamports: string } }>(
      await api.get(`/api/marketing/campaigns/${campaignId}`),
    );
    expect(campaign.campaign.committedLamports).toBe(`${SOL / 2n}`);
    expect(campaign.campaign.availableLamports).toBe(`${SOL / 2n}`);
    await api.dispose();

    // The KOL signs in on the page and accepts.
    await kolPage.goto('/marketing/kols');
    await connectFromNotice(kolPage);
    await kolPage.getByRole('button', { name: 'Sign in with wallet' }).first().click();
    await kolPage.getByRole('button', { name: 'As KOL' }).click();
    const kolRow = kolPage.getByTestId('hire-row').filter({ hasText: 'Thread' });
    await expect(kolRow).toContainText('A thread on launch day, please.');
    await kolRow.getByRole('button', { name: 'Accept' }).click();
    await expect(kolRow.getByTestId('hire-status')).toHaveText('Accepted');

    // The owner completes: the escrow pays the KOL 0.5 SOL on chain.
    const kolBefore = await balance(kol.address);
    await page.reload();
    await expect(row.getByTestId('hire-status')).toHaveText('Accepted');
    await dismissToasts(page);
    await row.getByRole('button', { name: 'Complete and pay 0.5 SOL' }).click();
    await expect(row.getByTestId('hire-status')).toHaveText('Completed (paid)', { timeout: 30_000 });
    await expect.poll(() => balance(kol.address), { timeout: 20_000 }).toBe(kolBefore + SOL / 2n);
    await expect(page.getByTestId('kol-card').filter({ hasText: 'Alpha Caller' })).toContainText(
      '1 completed · 0 open',
    );
    await dismissToasts(page);
    const file = `${SHOTS}/kols-signed-in-1280-dark.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach('kols-signed-in-1280-dark', { path: file, contentType: 'image/png' });
    await kolCtx.close();
  });

  test('screenshots at 1280 and 390 px, dark and light', async ({ browser }, testInfo) => {
    // Four contexts × several full-page screenshots: minutes on a loaded 2-core machine.
    test.setTimeout(240_000);
    test.skip(!ctoMint, 'needs the CTO of the test above');
    await inEachThemeAndWidth(browser, async (page, view) => {
      await shootPages(page, testInfo, SHOTS, view, [
        ['cto-list', '/marketing/cto', '[data-testid="cto-card"]'],
        ['cto-create', `/marketing/cto/create?mint=${ctoMint}`, 'form'],
        ['cto-detail', `/marketing/cto/${ctoMint}`, '[data-testid="cto-status"]'],
        ['kols', '/marketing/kols', '[data-testid="kol-card"]'],
      ]);
      // The hire dialog (signed out: it says how to sign in).
      await page.getByRole('button', { name: 'Hire Alpha Caller' }).click();
      await expect(page.getByRole('dialog', { name: 'Hire Alpha Caller' })).toBeVisible();
      await attachShot(page, testInfo, SHOTS, 'kol-hire', view, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
