import type { Address } from '@solana/kit';
import { formatSolAmount } from '@solpad/core/format';
import { averageCostLedger } from '@solpad/core/trade';
import { baseURL } from '../playwright.config';
import { airdrop } from './support/localnet';
import { expect, test } from './support/test';
import { fundedWallet, launchToken, taggedToken, tokenBalance, trade } from './support/venue';
import { skipWelcome } from './support/welcome';

/**
 * What traders expect on the token page and the list (issue 22, item 4): the Holders and Top traders tabs beside
 * the trades, from real trades by several wallets; and a quick-buy from a list row through the dev wallet.
 */

const SHOTS = 'tests/.tmp/screens-token-tabs';
const SUPPLY = 1_000_000_000_000_000n;

interface Trade {
  trader: string;
  side: 'buy' | 'sell';
  solLamports: string;
  tokenAmount: string;
  signature: string;
}

async function tradesOf(mint: string): Promise<Trade[]> {
  const res = await fetch(`${baseURL}/api/tokens/${mint}/trades?limit=500`);
  return ((await res.json()) as { trades: Trade[] }).trades.reverse();
}

/** A share as the page shows it: parts per million of the supply (rounded down), two decimals. */
const shareText = (amount: bigint) => `${(Number((amount * 1_000_000n) / SUPPLY) / 10_000).toFixed(2)}%`;

test.describe('token page tabs and quick-buy', () => {
  test('the Holders and Top traders tabs show the wallets, shares and PnL of real trades', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { name, symbol } = taggedToken('Tab Heron', 'TB');
    const launched = await launchToken(baseURL, { name, symbol });
    const { mint, creator } = launched;
    const early = await fundedWallet(baseURL, 3_000_000_000n);
    const late = await fundedWallet(baseURL, 4_000_000_000n);
    await trade(baseURL, creator, { mint, side: 'buy', amount: 200_000_000n, amountIs: 'sol' });
    await trade(baseURL, early, { mint, side: 'buy', amount: 1_000_000_000n, amountIs: 'sol' });
    await trade(baseURL, late, { mint, side: 'buy', amount: 2_000_000_000n, amountIs: 'sol' });
    const earlyHeld = await tokenBalance(baseURL, early.address, mint);
    await trade(baseURL, early, { mint, side: 'sell', amount: earlyHeld, amountIs: 'token' });
    const lateBought = await tokenBalance(baseURL, late.address, mint);
    await trade(baseURL, late, { mint, side: 'sell', amount: lateBought / 3n, amountIs: 'token' });

    const all = await tradesOf(mint);
    const ledger = (w: string) =>
      averageCostLedger(
        all
          .filter((t) => t.trader === w)
          .map((t) => ({
            side: t.side,
            solLamports: BigInt(t.solLamports),
            tokenAmount: BigInt(t.tokenAmount),
          })),
      );

    await skipWelcome(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/tokens/solana/pump/${mint}`);
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.getByTestId('trades').getByRole('row')).toHaveCount(6);

    // Holders: the curve vault first, the late buyer, then the creator; the early buyer sold out.
    await page.getByRole('tab', { name: 'Holders' }).click();
    const holders = page.getByTestId('holder-list');
    const lateHeld = await tokenBalance(baseURL, late.address, mint);
    const creatorHeld = await tokenBalance(baseURL, creator.address, mint);
    const rows = holders.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-role', 'vault');
    await expect(rows.nth(0)).toContainText('Curve vault');
    const vaultHeld = SUPPLY - lateHeld - creatorHeld;
    await expect(rows.nth(0).locator('[data-cell="share"]')).toHaveText(shareText(vaultHeld));
    await expect(rows.nth(1)).toHaveAttribute('data-owner', late.address);
    await expect(rows.nth(1).locator('[data-cell="share"]')).toHaveText(shareText(lateHeld));
    await expect(rows.nth(2)).toHaveAttribute('data-owner', creator.address);
    await expect(rows.nth(2)).toContainText('Creator');
    await expect(rows.nth(2).locator('[data-cell="share"]')).toHaveText(shareText(creatorHeld));
    await expect(holders.locator(`tr[data-owner="${early.address}"]`)).toHaveCount(0);
    // The same share as the security scan's Top holders card on the same page.
    await expect(page.getByTestId('holders')).toContainText(shareText(lateHeld));
    await page.screenshot({ path: `${SHOTS}/holders-1280.png`, fullPage: true });

    // Top traders: by realized PnL — the early seller's profit, the creator (no sell), the late seller's loss.
    await page.getByRole('tab', { name: 'Top traders' }).click();
    const traders = page.getByTestId('trader-list').locator('tbody tr');
    await expect(traders).toHaveCount(3);
    const order = [early.address, creator.address, late.address];
    for (const [i, w] of order.entries()) await expect(traders.nth(i)).toHaveAttribute('data-wallet', w);
    const e = ledger(early.address);
    const l = ledger(late.address);
    expect(e.realizedLamports).toBeGreaterThan(0n);
    expect(l.realizedLamports).toBeLessThan(0n);
    await expect(traders.nth(0).locator('[data-cell="pnl"]')).toHaveText(
      formatSolAmount(e.realizedLamports, { signed: true }),
    );
    await expect(traders.nth(0).locator('[data-cell="pnl"]')).toHaveText(/^\+/);
    await expect(traders.nth(0).locator('[data-cell="bought"]')).toHaveText(
      formatSolAmount(e.boughtLamports),
    );
    await expect(traders.nth(0).locator('[data-cell="sold"]')).toHaveText(formatSolAmount(e.soldLamports));
    await expect(traders.nth(1)).toContainText('Creator');
    await expect(traders.nth(2).locator('[data-cell="pnl"]')).toHaveText(
      formatSolAmount(l.realizedLamports, { signed: true }),
    );
    await expect(traders.nth(2).locator('[data-cell="pnl"]')).toHaveText(/^−/);
    await page.screenshot({ path: `${SHOTS}/traders-1280.png`, fullPage: true });

    // The phone layout: the same tabs, the share and PnL columns still shown.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const p = await phone.newPage();
    await skipWelcome(p);
    await p.goto(`/tokens/solana/pump/${mint}`);
    await p.getByRole('tab', { name: 'Top traders' }).click();
    const pnl = p.getByTestId('trader-list').locator('[data-cell="pnl"]').first();
    await expect(pnl).toBeVisible();
    await pnl.scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${SHOTS}/traders-390.png`, fullPage: true });
    await p.getByRole('tab', { name: 'Holders' }).click();
    await expect(p.getByTestId('holder-list').locator('[data-cell="share"]').first()).toBeVisible();
    await p.screenshot({ path: `${SHOTS}/holders-390.png`, fullPage: true });
    await phone.close();
  });

  test('a list row buys its quick-buy size through the wallet, and stars the token', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { name, symbol } = taggedToken('Quick Ibis', 'QB');
    const { mint } = await launchToken(baseURL, { name, symbol });
    await skipWelcome(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/tokens/solana/pump');
    const row = page.getByRole('table', { name: 'Tokens' }).getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    // Without a wallet the button asks to connect one; the page stays on the list.
    await row.getByRole('button', { name: `Quick-buy 0.1 SOL of ${symbol}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/tokens\/solana\/pump$/);
    const wallet = (await page.evaluate(() => localStorage.getItem('wallet_address'))) as Address;
    await airdrop(`${baseURL}/api/rpc`, wallet, 2_000_000_000n);

    // The size is set once in the header and remembered on this device.
    const size = page.getByRole('textbox', { name: 'Quick-buy size in SOL' });
    await size.fill('0.25');
    await size.press('Enter');
    await expect(row.getByRole('button', { name: `Quick-buy 0.25 SOL of ${symbol}` })).toBeVisible();
    await row.getByRole('button', { name: `Quick-buy 0.25 SOL of ${symbol}` }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Bought` })).toContainText(symbol, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('toast')).toContainText('Paid 0.25 SOL');
    await expect(page).toHaveURL(/\/tokens\/solana\/pump$/);
    await expect.poll(() => tokenBalance(baseURL, wallet, mint)).toBeGreaterThan(0n);
    const [bought] = await tradesOf(mint);
    expect(bought).toMatchObject({ trader: wallet, side: 'buy', solLamports: '250000000' });

    // The star on the row watches the token.
    const star = row.getByRole('button', { name: `Watch ${symbol}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${SHOTS}/list-quick-buy-1280.png` });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Quick-buy size in SOL' })).toHaveValue('0.25');

    // The token's holders show the buyer with what it bought.
    await page.goto(`/tokens/solana/pump/${mint}`);
    await page.getByRole('tab', { name: 'Holders' }).click();
    const mine = page.getByTestId('holder-list').locator(`tr[data-owner="${wallet}"]`);
    await expect(mine).toBeVisible();
    const held = await tokenBalance(baseURL, wallet, mint);
    await expect(mine.locator('[data-cell="share"]')).toHaveText(shareText(held));

    // On a phone the toolbar wraps: the search keeps a usable width beside the quick-buy size and the switch.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const p = await phone.newPage();
    await skipWelcome(p);
    await p.goto('/tokens/solana/pump');
    const phoneRow = p.getByRole('table', { name: 'Tokens' }).getByRole('row').filter({ hasText: name });
    await expect(phoneRow.getByRole('button', { name: `Quick-buy 0.1 SOL of ${symbol}` })).toBeVisible();
    await expect(phoneRow.getByRole('button', { name: `Watch ${symbol}` })).toBeVisible();
    const searchBox = await p.getByLabel('Search tokens').boundingBox();
    expect(searchBox?.width ?? 0).toBeGreaterThan(190);
    await p.screenshot({ path: `${SHOTS}/list-390.png` });
    await phone.close();
  });
});
