import { expect, type Locator, type Page, test } from './support/test';

/**
 * The wallet dialogs of spec §2, the wallet states and session restore of §4, the public-key rules of §5
 * and the wallet errors and toasts of §8 — against the real app on its localnet, with the Localnet Dev Wallet
 * and fake Wallet Standard wallets registered in the page the way browser extensions register.
 */

const DEV_WALLET = 'Localnet Dev Wallet';
const FIVE_MINUTES = 5 * 60 * 1000;

type FakeBehaviour =
  | 'ok'
  | 'slow-ok'
  | 'reject-4001'
  | 'pending-32002'
  | 'bad-key'
  | 'bad-format'
  | 'no-account'
  | 'fails-silently'
  | 'fails-with-message';

interface FakeWallet {
  name: string;
  behaviour: FakeBehaviour;
  chains?: string[];
}

/** A valid address the "ok" fakes report (the wrapped-SOL mint: any 32-byte key would do). */
const FAKE_ADDRESS = 'So11111111111111111111111111111111111111112';

/**
 * Registers fake wallets through the Wallet Standard's window events, before the app's scripts run —
 * exactly how an extension's content script registers (`wallet-standard:app-ready`).
 */
async function installFakeWallets(page: Page, wallets: FakeWallet[]): Promise<void> {
  await page.addInitScript(
    ({ wallets, address }) => {
      const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#64748b"/></svg>')}`;
      for (const spec of wallets) {
        const chains = spec.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
        const account = (addr: unknown) => ({
          address: addr,
          publicKey: new Uint8Array(32),
          chains,
          features: [],
        });
        const connect = async () => {
          switch (spec.behaviour) {
            case 'ok':
              return { accounts: [account(address)] };
            case 'slow-ok':
              await new Promise((r) => setTimeout(r, 1500));
              return { accounts: [account(address)] };
            case 'reject-4001':
              // Phantom's published code; the message avoids every word the message fallback looks for.
              throw { code: 4001, message: 'The user said no' };
            case 'pending-32002':
              throw { code: -32002, message: 'Resource unavailable' };
            case 'bad-key':
              return { accounts: [account('notARealKey1111111111111111111111')] };
            case 'bad-format':
              return { accounts: [account(12345)] };
            case 'no-account':
              return { accounts: [] };
            case 'fails-silently':
              throw new Error('');
            case 'fails-with-message':
              throw new Error('Ledger device locked');
          }
        };
        const wallet = {
          version: '1.0.0',
          name: spec.name,
          icon,
          chains,
          accounts: [],
          features: {
            'standard:connect': { version: '1.0.0', connect },
            'solana:signMessage': { version: '1.1.0', signMessage: async () => [] },
          },
        };
        window.addEventListener('wallet-standard:app-ready', (event) => {
          (event as CustomEvent<{ register(w: unknown): void }>).detail.register(wallet);
        });
      }
    },
    { wallets, address: FAKE_ADDRESS },
  );
}

let seedCount = 0;

/** Seeds localStorage once per tab, before the app starts (a reload keeps what the app wrote since). */
async function seedStorage(page: Page, items: Record<string, string>): Promise<void> {
  const marker = `__seeded_${++seedCount}`;
  await page.addInitScript(
    ({ items, marker }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    },
    { items, marker },
  );
}

/**
 * Reloads with `wallet_last_activity` set as the new page starts: set from the old page it would be
 * overwritten, since the app writes the latest activity when a page is left.
 */
async function reloadWithLastActivity(page: Page, at: number): Promise<void> {
  await seedStorage(page, { wallet_last_activity: String(at) });
  await page.reload();
}

/** Makes the API report a remote devnet: no Localnet Dev Wallet registers, the app's cluster is devnet. */
async function pretendRemoteDevnet(page: Page): Promise<void> {
  await page.route('**/api/health', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.chain = { ...body.chain, mode: 'remote', cluster: 'devnet' };
    await route.fulfill({ response: res, json: body });
  });
}

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function welcome(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Welcome to the Platform' });
}

function walletList(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Connect a wallet' });
}

async function openWalletList(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = walletList(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

function walletButton(dialog: Locator, name: string): Locator {
  return dialog.locator(`li[data-wallet="${name}"]`).getByRole('button');
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

async function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

async function connectDevWalletFromList(page: Page): Promise<string> {
  const dialog = await openWalletList(page);
  await walletButton(dialog, DEV_WALLET).click();
  await expect(dialog).toBeHidden();
  const address = await storage(page, 'wallet_address');
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return address!;
}

const VIEWPORTS = [
  { label: 'desktop 1280×800', width: 1280, height: 800 },
  { label: 'mobile 390×844', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`wallet (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe('welcome dialog', () => {
      test('opens about 1 s after load on a fresh visit, with the spec’s texts', async ({ page }) => {
        // Record when the page's load event fires and when the dialog appears (page clock, ms).
        await page.addInitScript(() => {
          const times = { load: 0, welcome: 0 };
          (window as unknown as { __times: typeof times }).__times = times;
          addEventListener('load', () => {
            times.load = performance.now();
          });
          new MutationObserver((_, observer) => {
            if (!times.welcome && document.querySelector('[data-testid="welcome-dialog"]')) {
              times.welcome = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto('/');
        const dialog = welcome(page);
        await expect(dialog).toBeVisible({ timeout: 5000 });
        const times = await page.evaluate(
          () => (window as unknown as { __times: { load: number; welcome: number } }).__times,
        );
        // Spec §2: "1 second after load" — measured from the load event, so neither early nor waiting on top
        // for the wallet chunk. (A few ms of slack: the page's own load listener runs just after the app's.)
        expect(times.load).toBeGreaterThan(0);
        expect(times.welcome - times.load).toBeGreaterThanOrEqual(990);
        expect(times.welcome - times.load).toBeLessThan(2500);

        // Spec §3: it explains that a wallet unlocks trading, portfolio tracking, token launching and marketing
        // campaigns — a short line and the four, named once, as the dialog's accessible description.
        await expect(dialog).toContainText('Connect your Solana wallet to unlock:');
        const described = await dialog.evaluate((el) => {
          const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        });
        for (const unlock of ['Trading', 'Portfolio tracking', 'Token launching', 'Marketing campaigns'])
          expect(described).toContain(unlock);
        await expect(dialog.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Skip for now' })).toBeVisible();
        await expect(dialog).toContainText('You can connect your wallet later from the sidebar or header.');
        // Focus starts inside the dialog.
        await expect(dialog.getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
      });

      test('stays away when wallet_connect_dismissed is stored', async ({ page }) => {
        await seedStorage(page, { wallet_connect_dismissed: 'true' });
        await page.goto('/');
        await page.waitForTimeout(2500);
        await expect(welcome(page)).toHaveCount(0);
      });

      test('stays away when wallet_address is stored (even though that old session expires)', async ({
        page,
      }) => {
        await seedStorage(page, { wallet_address: FAKE_ADDRESS });
        await page.goto('/');
        await expectToast(page, 'Session Expired');
        await page.waitForTimeout(2000);
        await expect(welcome(page)).toHaveCount(0);
        expect(await storage(page, 'wallet_address')).toBeNull();
      });

      test('"Skip for now" stores wallet_connect_dismissed = true and it stays closed after a reload', async ({
        page,
      }) => {
        await page.goto('/');
        await welcome(page).getByRole('button', { name: 'Skip for now' }).click();
        await expect(welcome(page)).toHaveCount(0);
        expect(await storage(page, 'wallet_connect_dismissed')).toBe('true');
        await page.reload();
        await page.waitForTimeout(2500);
        await expect(welcome(page)).toHaveCount(0);
      });

      test('Escape closes it (without storing the dismissal)', async ({ page }) => {
        await page.goto('/');
        await expect(welcome(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(welcome(page)).toHaveCount(0);
        expect(await storage(page, 'wallet_connect_dismissed')).toBeNull();
      });

      test('with one wallet installed, Connect Wallet connects it at once and the dialog closes', async ({
        page,
      }) => {
        await page.goto('/');
        const dialog = welcome(page);
        await expect(dialog).toBeVisible();
        // The Localnet Dev Wallet is the only wallet here.
        await waitForDevWallet(page);
        await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(walletList(page)).toHaveCount(0);
        await expectToast(page, 'Wallet Connected', 'Your wallet has been connected successfully!');
        const address = await storage(page, 'wallet_address');
        await expect(
          header(page).getByRole('button', { name: `Wallet ${address}: manage or disconnect` }),
        ).toBeVisible();
      });

      test('shows "Connecting..." while the only wallet is asked', async ({ page }) => {
        await pretendRemoteDevnet(page);
        await installFakeWallets(page, [{ name: 'Slow Wallet', behaviour: 'slow-ok' }]);
        await page.goto('/');
        const dialog = welcome(page);
        await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
        await expect(dialog.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
        await expect(dialog).toHaveCount(0);
        await expectToast(page, 'Wallet Connected');
      });

      test('with several wallets, Connect Wallet opens the list; picking the Localnet Dev Wallet connects', async ({
        page,
      }) => {
        await installFakeWallets(page, [{ name: 'Other Wallet', behaviour: 'ok' }]);
        await page.goto('/');
        await expect(welcome(page)).toBeVisible();
        await waitForDevWallet(page);
        await welcome(page).getByRole('button', { name: 'Connect Wallet' }).click();
        const list = walletList(page);
        await expect(list).toBeVisible();
        await expect(welcome(page)).toHaveCount(0);
        await walletButton(list, DEV_WALLET).click();
        await expect(list).toHaveCount(0);
        await expectToast(page, 'Wallet Connected', 'Your wallet has been connected successfully!');
        expect(await storage(page, 'wallet_provider')).toBe(DEV_WALLET);
      });
    });

    test.describe('wallet list', () => {
      test.beforeEach(async ({ page }) => {
        await seedStorage(page, { wallet_connect_dismissed: 'true' });
      });

      test('offers 15+ providers and Auto Detect: detected ones first, install links for the rest', async ({
        page,
      }) => {
        await page.goto('/');
        const list = await openWalletList(page);
        await expect(walletButton(list, DEV_WALLET)).toContainText('Detected');

        const autoDetect = list.getByRole('button', { name: /Auto Detect/ });
        await expect(autoDetect).toBeVisible();
        const installed = list.getByTestId('installed-wallets').locator('li');
        const more = list.getByTestId('more-wallets').locator('li');
        expect((await installed.count()) + (await more.count())).toBeGreaterThanOrEqual(15);
        await expect(more).toHaveCount(15);

        // Order on screen: Auto Detect, then detected wallets, then the others.
        const y = async (l: Locator) => (await l.boundingBox())!.y;
        await list.getByTestId('more-wallets').scrollIntoViewIfNeeded();
        expect(await y(autoDetect)).toBeLessThan(await y(installed.first()));
        expect(await y(installed.last())).toBeLessThan(await y(more.first()));

        const links = list.getByRole('link', { name: /^Install / });
        await expect(links).toHaveCount(15);
        for (const link of await links.all()) {
          expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toContain('noopener');
        }
        await expect(list.getByRole('link', { name: /Install Phantom/ })).toHaveAttribute(
          'href',
          'https://phantom.com/download',
        );
        await expect(list.getByRole('link', { name: /Install Solflare/ })).toHaveAttribute(
          'href',
          'https://solflare.com/download',
        );
      });

      test('a detected wallet is listed once, under "Detected", not again with an install link', async ({
        page,
      }) => {
        await installFakeWallets(page, [{ name: 'Phantom', behaviour: 'ok' }]);
        await page.goto('/');
        const list = await openWalletList(page);
        await expect(walletButton(list, 'Phantom')).toContainText('Detected');
        await expect(list.getByRole('link', { name: /Install Phantom/ })).toHaveCount(0);
        await expect(list.getByTestId('more-wallets').locator('li')).toHaveCount(14);
      });

      test('network choice where the wallet offers it: shown, stored, and honest about the app’s cluster', async ({
        page,
      }) => {
        await installFakeWallets(page, [{ name: 'Phantom', behaviour: 'ok' }]);
        await page.goto('/');
        const list = await openWalletList(page);
        const select = list.getByRole('combobox', { name: 'Phantom network' });
        await expect(select).toHaveValue('mainnet-beta');
        await expect(select.locator('option')).toHaveText(['mainnet-beta', 'devnet', 'testnet']);
        // The Localnet Dev Wallet has one network: no choice, just the name.
        await expect(list.getByRole('combobox', { name: `${DEV_WALLET} network` })).toHaveCount(0);
        await expect(list.locator(`li[data-wallet="${DEV_WALLET}"]`)).toContainText('Network: localnet');

        const note = list.getByTestId('network-mismatch');
        await expect(note).toContainText('Solpad runs on localnet');
        await select.selectOption('devnet');
        expect(await storage(page, 'wallet_network')).toBe('devnet');
        await expect(note).toContainText('Choosing devnet only records Phantom');

        await walletButton(list, 'Phantom').click();
        await expectToast(page, 'Wallet Connected');
        await header(page)
          .getByRole('button', { name: /^Wallet / })
          .click();
        const panel = page
          .getByRole('dialog', { name: 'Wallet' })
          .getByRole('region', { name: 'Connected wallet' });
        await expect(panel).toContainText('Network: devnet');
        await expect(panel.getByTestId('network-mismatch')).toBeVisible();
      });

      test('no mismatch note when the wallet’s network is the app’s cluster', async ({ page }) => {
        await pretendRemoteDevnet(page);
        await installFakeWallets(page, [{ name: 'Solflare', behaviour: 'ok' }]);
        await page.goto('/');
        const list = await openWalletList(page);
        await expect(list.getByRole('combobox', { name: 'Solflare network' })).toHaveValue('devnet');
        await expect(list.getByTestId('network-mismatch')).toHaveCount(0);
      });

      test('Auto Detect connects the first detected wallet', async ({ page }) => {
        await page.goto('/');
        const list = await openWalletList(page);
        await expect(walletButton(list, DEV_WALLET)).toBeVisible();
        await list.getByRole('button', { name: /Auto Detect/ }).click();
        await expect(list).toHaveCount(0);
        await expectToast(page, 'Wallet Connected');
        expect(await storage(page, 'wallet_provider')).toBe(DEV_WALLET);
      });

      test('with no wallet installed: the list says so and Auto Detect toasts "No Wallets Found"', async ({
        page,
      }) => {
        await pretendRemoteDevnet(page);
        await page.goto('/');
        const list = await openWalletList(page);
        await expect(list.getByRole('status')).toHaveText(
          'No wallets detected. Please install a Solana wallet extension like Phantom or Solflare.',
        );
        await list.getByRole('button', { name: /Auto Detect/ }).click();
        await expectToast(page, 'No Wallets Found - Please install a Solana wallet extension');
        await expect(list).toBeVisible();
      });

      test('Escape closes the list', async ({ page }) => {
        await page.goto('/');
        const list = await openWalletList(page);
        await page.keyboard.press('Escape');
        await expect(list).toHaveCount(0);
        await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
      });

      const failures: Array<{ behaviour: FakeBehaviour; text: string }> = [
        { behaviour: 'reject-4001', text: 'Connection cancelled by user' },
        { behaviour: 'pending-32002', text: 'Connection request already pending' },
        { behaviour: 'bad-key', text: 'Invalid public key received from wallet' },
        { behaviour: 'bad-format', text: 'Invalid public key format received from wallet' },
        { behaviour: 'no-account', text: 'Failed to get public key from wallet' },
        { behaviour: 'fails-silently', text: 'Failed to connect wallet. Please try again.' },
        { behaviour: 'fails-with-message', text: 'Ledger device locked' },
      ];
      for (const { behaviour, text } of failures) {
        test(`a wallet that ${behaviour} → "Connection Failed": "${text}"`, async ({ page }) => {
          await installFakeWallets(page, [{ name: 'Fake Wallet', behaviour }]);
          await page.goto('/');
          const list = await openWalletList(page);
          await walletButton(list, 'Fake Wallet').click();
          await expectToast(page, 'Connection Failed', text);
          // Still disconnected, nothing stored, the list still open for another try.
          await expect(list).toBeVisible();
          expect(await storage(page, 'wallet_address')).toBeNull();
          await expect(walletButton(list, 'Fake Wallet')).toBeEnabled();
        });
      }

      test('keyboard only: Tab to Connect Wallet, Enter, Tab to the wallet, Enter', async ({ page }) => {
        await page.goto('/');
        await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
        const target = header(page).getByRole('button', { name: 'Connect Wallet' });
        await tabUntilFocused(page, target, 40);
        await page.keyboard.press('Enter');
        const list = walletList(page);
        await expect(list).toBeVisible();
        await expect(walletButton(list, DEV_WALLET)).toBeVisible();
        await tabUntilFocused(page, walletButton(list, DEV_WALLET), 10);
        await page.keyboard.press('Enter');
        await expect(list).toHaveCount(0);
        await expectToast(page, 'Wallet Connected');
      });

      test('focus stays trapped inside the open list', async ({ page }) => {
        await page.goto('/');
        const list = await openWalletList(page);
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
      });

      test('connected panel: copy the address ("Copied!"), disconnect ("Wallet Disconnected")', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto('/');
        const address = await connectDevWalletFromList(page);
        await expectToast(page, 'Wallet Connected');
        await header(page)
          .getByRole('button', { name: /^Wallet / })
          .click();
        const panel = page.getByRole('region', { name: 'Connected wallet' });
        await expect(panel.getByTestId('dialog-wallet-address')).toHaveAttribute('title', address);
        await panel.getByRole('button', { name: 'Copy address' }).click();
        await expectToast(page, 'Copied!', 'Text copied to clipboard');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

        await panel.getByRole('button', { name: 'Disconnect' }).click();
        await expectToast(page, 'Wallet Disconnected');
        await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
        expect(await storage(page, 'wallet_address')).toBeNull();
      });
      test('switching to another wallet keeps the new one connected', async ({ page }) => {
        await installFakeWallets(page, [{ name: 'Other Wallet', behaviour: 'ok' }]);
        await page.goto('/');
        await connectDevWalletFromList(page);
        await expectToast(page, 'Wallet Connected');
        await header(page)
          .getByRole('button', { name: /^Wallet / })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Wallet' });
        await expect(walletButton(dialog, DEV_WALLET)).toContainText('Connected');
        await walletButton(dialog, 'Other Wallet').click();
        await expect(dialog).toHaveCount(0);
        await expect(
          header(page).getByRole('button', { name: `Wallet ${FAKE_ADDRESS}: manage or disconnect` }),
        ).toBeVisible();
        expect(await storage(page, 'wallet_provider')).toBe('Other Wallet');
        expect(await storage(page, 'wallet_address')).toBe(FAKE_ADDRESS);
        await page.waitForTimeout(500);
        await expect(page.getByText('Wallet Disconnected', { exact: true })).toHaveCount(0);
      });
    });

    test.describe('session', () => {
      test.beforeEach(async ({ page }) => {
        await seedStorage(page, { wallet_connect_dismissed: 'true' });
      });

      test('restores a session idle under 5 minutes through a silent reconnect: "Wallet Reconnected"', async ({
        page,
      }) => {
        await page.goto('/');
        const address = await connectDevWalletFromList(page);
        await page.evaluate(
          (t) => localStorage.setItem('wallet_last_activity', String(t)),
          Date.now() - 60_000,
        );
        await page.reload();
        await expectToast(page, 'Wallet Reconnected');
        await expect(
          header(page).getByRole('button', { name: `Wallet ${address}: manage or disconnect` }),
        ).toBeVisible();
        expect(await storage(page, 'wallet_address')).toBe(address);
      });

      test('expires a session idle for 5 minutes or more: "Session Expired", stored keys cleared', async ({
        page,
      }) => {
        await page.goto('/');
        await connectDevWalletFromList(page);
        await reloadWithLastActivity(page, Date.now() - FIVE_MINUTES - 1000);
        await expectToast(page, 'Session Expired');
        await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
        for (const key of ['wallet_address', 'wallet_provider', 'wallet_last_activity']) {
          expect(await storage(page, key)).toBeNull();
        }
        expect(await storage(page, 'wallet_connect_dismissed')).toBe('true');
      });

      test('a stored wallet that is gone leaves the visitor disconnected, keys cleared', async ({ page }) => {
        await seedStorage(page, {
          wallet_address: FAKE_ADDRESS,
          wallet_provider: 'Uninstalled Wallet',
          wallet_last_activity: String(Date.now()),
        });
        await page.goto('/');
        await expect(header(page).getByRole('button', { name: 'Connecting...' })).toBeVisible();
        await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible({
          timeout: 10_000,
        });
        expect(await storage(page, 'wallet_address')).toBeNull();
      });

      test('activity (mouse, keys, scroll…) moves the stored last-activity time', async ({ page }) => {
        await page.goto('/');
        await connectDevWalletFromList(page);
        const before = Number(await storage(page, 'wallet_last_activity'));
        await page.waitForTimeout(1200);
        await page.mouse.move(50, 300);
        await page.mouse.move(80, 320);
        // The time is written at most every 15 s, and when the page is hidden or left.
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        await expect
          .poll(async () => Number(await storage(page, 'wallet_last_activity')))
          .toBeGreaterThan(before + 1000);
      });
    });

    test('screenshots of the wallet dialog, dark and light', async ({ page }, testInfo) => {
      const theme = { value: 'dark' };
      await page.addInitScript(() => {
        const t = sessionStorage.getItem('__theme');
        if (t) localStorage.setItem('vite-ui-theme', t);
      });
      await seedStorage(page, { wallet_connect_dismissed: 'true' });
      await page.goto('/');
      for (const t of ['dark', 'light'] as const) {
        theme.value = t;
        await page.evaluate((t) => sessionStorage.setItem('__theme', t), t);
        await page.reload();
        const list = await openWalletList(page);
        await expect(walletButton(list, DEV_WALLET)).toBeVisible();
        await page.waitForTimeout(300); // let the open animation settle
        await testInfo.attach(`wallet dialog ${t} ${viewport.width}x${viewport.height}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
        await page.keyboard.press('Escape');
      }
      await page.evaluate(() => localStorage.removeItem('wallet_connect_dismissed'));
      await page.reload();
      await expect(welcome(page)).toBeVisible();
      await page.waitForTimeout(300);
      await testInfo.attach(`welcome dialog ${theme.value} ${viewport.width}x${viewport.height}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    });
  });
}

/**
 * Waits until the Localnet Dev Wallet has registered (after /api/health answered): asks the page's
 * wallets to register with a throw-away listener, the Wallet Standard's own app-ready handshake.
 */
async function waitForDevWallet(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const names: string[] = [];
        const api = {
          register: (...wallets: { name: string }[]) => {
            for (const w of wallets) names.push(w.name);
            return () => {};
          },
        };
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
        return names;
      }),
    )
    .toContain(DEV_WALLET);
}

/** Presses Tab until `target` has focus (keyboard only; fails after `max` presses). */
async function tabUntilFocused(page: Page, target: Locator, max: number): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`focus never reached the target in ${max} Tab presses`);
}
