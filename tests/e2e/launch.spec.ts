import { deflateSync } from 'node:zlib';
import { address, createSolanaRpc } from '@solana/kit';
import { baseURL } from '../playwright.config';
import { fillLaunchForm, openLaunchPage, prepareLaunchPage } from './pages/launch';
import { dismissToasts } from './pages/shell';
import { connectDevWallet } from './pages/wallet-dialog';
import { airdrop } from './support/localnet';
import { expect, type Page, test } from './support/test';

/**
 * Token launch (/launch) and the portfolio (/portfolio) against the real app on its localnet: validation
 * messages, the vanity worker, a real launch signed by the mint key in the browser and the Localnet Dev Wallet,
 * the mint read back on chain, and the position with its cost basis on the portfolio.
 */

const rpc = createSolanaRpc(`${baseURL}/api/rpc`);
const SHOTS = 'tests/.tmp/launch-shots';

/** A real 48×48 PNG (RGB gradient), built here so the fixture is a real image by content. */
function pngFixture(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const size = 48;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0, o = 0; y < size; y++) {
    raw[o++] = 0;
    for (let x = 0; x < size; x++) {
      raw[o++] = 120 + x * 2;
      raw[o++] = 40 + y * 3;
      raw[o++] = 220;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

test.describe('token launch', () => {
  test('refuses invalid input inline and keeps what was typed', async ({ page }) => {
    await openLaunchPage(page);
    await expect(page.getByRole('heading', { name: 'Launch a Token', level: 1 })).toBeVisible();
    // The three platform cards with their fees, as a radio group.
    const platforms = page.getByRole('group', { name: 'Launch platform' });
    await expect(platforms.getByRole('radio')).toHaveCount(3);
    await expect(platforms.locator('[data-platform="PumpFun"]')).toContainText('0.5 SOL');
    await expect(platforms.locator('[data-platform="Raydium"]')).toContainText('0.8 SOL');
    await expect(platforms.locator('[data-platform="Meteora"]')).toContainText('1.2 SOL');
    await expect(platforms.getByRole('radio', { name: /PumpFun/ })).toBeChecked();

    await page.getByLabel('Name').fill('Too Long Symbol Token');
    await page.getByLabel('Symbol').fill('ABCDEFGHIJK');
    await page.getByLabel(/Initial buy in SOL/).fill('0.1234567891');
    await page.getByRole('button', { name: /Launch/ }).click();
    await expect(page.locator('[data-field-error="launch-symbol"]')).toHaveText(
      'Symbol must be at most 10 characters',
    );
    await expect(page.locator('[data-field-error="launch-buy"]')).toHaveText(
      'Initial buy must be a SOL amount with at most 9 decimals',
    );
    await expect(page.getByLabel('Symbol')).toBeFocused();
    await expect(page.getByLabel('Symbol')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost, and no wallet dialog opened for an invalid form.
    await expect(page.getByLabel('Name')).toHaveValue('Too Long Symbol Token');
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toHaveCount(0);

    // A text file named .png is refused by its content, in the browser.
    await page.locator('#launch-image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image, whatever its name says'),
    });
    await expect(page.locator('[data-field-error="launch-image"]')).toHaveText(
      'Image: The image must be a PNG, JPEG, GIF or WebP file',
    );
    await expect(page.getByRole('img', { name: 'Preview of the chosen token artwork' })).toHaveCount(0);

    // A vanity suffix with characters base58 does not have.
    await page.getByLabel(/Vanity address suffix/).fill('0Ol');
    await expect(page.locator('[data-field-error="launch-vanity"]')).toContainText('base58');
    await expect(page.getByRole('button', { name: 'Find address' })).toBeDisabled();

    // Fixing the symbol clears its message at once.
    await page.getByLabel('Symbol').fill('OK');
    await expect(page.locator('[data-field-error="launch-symbol"]')).toHaveCount(0);
  });

  test('grinds a vanity address in a worker and cancels a long search', async ({ page }) => {
    await openLaunchPage(page);
    const suffix = page.getByLabel(/Vanity address suffix/);
    await suffix.fill('zzzz');
    await expect(page.getByTestId('vanity-estimate')).toContainText('11,316,496 keys');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByTestId('vanity-progress')).toContainText(/[\d,]+ keys tried · [\d,]+ keys\/s/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('vanity-progress')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Find address' })).toBeEnabled();
    // With a measured rate, the estimate now says how long.
    await expect(page.getByTestId('vanity-estimate')).toContainText(/keys\/s/);
  });

  test('launches a token with an image, an initial buy and a vanity mint; the portfolio shows the position', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openLaunchPage(page);
    await fillLaunchForm(page, {
      name: 'Lantern Test',
      symbol: 'LTEST',
      description: 'Launched by the end-to-end test.',
      image: { name: 'lantern.png', buffer: pngFixture() },
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen token artwork' })).toBeVisible();
    await page.getByLabel('Website').fill('https://lantern.example');
    await page.getByRole('radio', { name: /Raydium/ }).check({ force: true });
    await page.getByLabel(/Initial buy in SOL/).fill('0.5');
    const cost = page.getByTestId('launch-cost');
    await expect(cost).toContainText('Raydium launch fee');
    await expect(cost).toContainText('0.8 SOL');
    await expect(cost).toContainText(/Total≈ 1\.3\d+ SOL/);
    await expect(page.getByTestId('initial-buy-tokens')).toContainText('% of the supply');

    // A one-character vanity suffix: found in the worker in well under a second.
    await page.getByLabel(/Vanity address suffix/).fill('a');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByTestId('vanity-found')).toBeVisible();

    // Not connected: submitting opens the wallet dialog and keeps the form.
    await page.getByRole('button', { name: 'Connect Wallet to Launch' }).click();
    const owner = await connectDevWallet(page);
    await airdrop(`${baseURL}/api/rpc`, owner, 5_000_000_000n);
    await expect(page.getByLabel('Name')).toHaveValue('Lantern Test');

    await dismissToasts(page);
    await page.screenshot({ path: `${SHOTS}/launch-filled-dark-1280.png`, fullPage: true });
    await testInfo.attach('launch-filled-dark-1280', {
      path: `${SHOTS}/launch-filled-dark-1280.png`,
      contentType: 'image/png',
    });

    await page.getByRole('button', { name: 'Launch Token' }).click();
    await page.waitForURL(/\/tokens\/solana\/pump\/[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 60_000 });
    const mint = address(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    expect(mint.endsWith('a')).toBe(true);

    // On chain: a Token-2022 mint with the whole supply and no mint authority.
    const { value } = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send();
    expect(value?.owner).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
    if (!value) throw new Error(`no account at ${mint}`);
    const info = (
      value.data as unknown as {
        parsed: { info: { supply: string; mintAuthority: string | null; decimals: number } };
      }
    ).parsed.info;
    expect(info.supply).toBe((1_000_000_000n * 10n ** 6n).toString());
    expect(info.decimals).toBe(6);
    expect(info.mintAuthority ?? null).toBeNull();
    // The image went up with it: the token's metadata names it.
    const meta = (await (await page.request.get(`/api/tokens/${mint}/metadata.json`)).json()) as {
      image?: string;
    };
    expect(meta.image).toMatch(/\/api\/uploads\/[0-9a-f]{64}$/);

    // The portfolio: the position from the initial buy, with its cost basis and the launch listed.
    await page.goto('/portfolio');
    const row = page.locator('tr[data-holding="LTEST"]');
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator('[data-field="cost-basis"]')).toHaveText('0.5000 SOL');
    await expect(row.locator('[data-field="value"]')).toContainText('SOL');
    await expect(page.locator('[data-launched="LTEST"]')).toBeVisible();
    await expect(page.locator('li[data-trade="buy"]')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Allocation' })).toContainText('LTEST');

    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        for (const path of ['/portfolio', '/launch']) {
          await page.goto(path);
          if (path === '/portfolio')
            await expect(width > 600 ? row : page.locator('li[data-holding-card="LTEST"]')).toBeVisible({
              timeout: 30_000,
            });
          // Connected again (the session restores on load) before the picture is taken.
          else await expect(page.getByRole('button', { name: 'Launch Token' })).toBeVisible();
          await dismissToasts(page);
          const file = `${SHOTS}${path}-${theme}-${width}.png`;
          await page.screenshot({ path: file, fullPage: true });
          await testInfo.attach(`${path.slice(1)}-${theme}-${width}`, {
            path: file,
            contentType: 'image/png',
          });
          // Nothing overflows the viewport sideways.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  test('portfolio without a wallet offers to connect one', async ({ page }) => {
    await prepareLaunchPage(page, 'light');
    await page.goto('/portfolio');
    const empty = page.getByTestId('portfolio-empty');
    await expect(empty).toContainText('Connect a wallet to see your portfolio');
    await empty.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  });
});
