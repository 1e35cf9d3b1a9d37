import { expect, test } from './support/test';
import { skipWelcome } from './support/welcome';

/**
 * The Coming Soon landing page, the info pages, the /tools grid and the static tool pages (spec section 2),
 * each at a desktop and a phone viewport.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

for (const vp of VIEWPORTS) {
  test.describe(`pages at ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => skipWelcome(page));

    test.describe('coming soon', () => {
      test('shows the partner grid, six feature cards, three update logs and community links', async ({
        page,
      }) => {
        await page.goto('/coming-soon');
        await expect(page.getByRole('heading', { name: 'Development Progress' })).toBeVisible();
        expect(await page.getByTestId('ecosystem-name').count()).toBeGreaterThanOrEqual(18);

        const features = page.getByTestId('feature-card');
        await expect(features).toHaveCount(6);
        for (const card of await features.all()) {
          await expect(card).toContainText(/In Development|Planning/);
        }
        await expect(features.filter({ hasText: 'In Development' }).first()).toBeVisible();
        await expect(features.filter({ hasText: 'Planning' }).first()).toBeVisible();

        const logs = page.getByTestId('update-log');
        await expect(logs).toHaveCount(3);
        for (const log of await logs.all()) {
          await expect(log.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        }

        await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
        await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
        await expect(page.getByRole('button', { name: 'Notify Me' })).toBeVisible();

        const community = page.getByRole('region', { name: 'Join the community' });
        await expect(community.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', /t\.me/);
        await expect(community.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
          'href',
          /x\.com/,
        );
        await expect(community.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', /github\.com/);
      });

      test('counts down from 24 h and fills the progress bar by 0.1 per second, stopping at 100 and 0', async ({
        page,
      }) => {
        const t0 = new Date('2026-01-01T00:00:00Z').getTime();
        await page.clock.install({ time: t0 });
        await page.clock.pauseAt(t0 + 1000);
        await page.goto('/coming-soon');

        const hours = page.getByTestId('countdown-hours');
        const minutes = page.getByTestId('countdown-minutes');
        const seconds = page.getByTestId('countdown-seconds');
        const progress = page.getByTestId('progress-value');
        const bar = page.getByRole('progressbar');
        await expect(page.getByRole('timer')).toHaveAttribute('data-remaining', '86400');
        await expect(hours).toHaveText('24');
        await expect(minutes).toHaveText('00');
        await expect(seconds).toHaveText('00');
        await expect(progress).toHaveText('0.0%');

        await page.clock.runFor(10_000);
        await expect(hours).toHaveText('23');
        await expect(minutes).toHaveText('59');
        await expect(seconds).toHaveText('50');
        await expect(progress).toHaveText('1.0%');

        // A jump (as after a sleeping laptop) fires the ticker once: the value comes from the start time.
        await page.clock.fastForward(990_000);
        await expect(page.getByRole('timer')).toHaveAttribute('data-remaining', String(86_400 - 1000));
        await expect(page.getByRole('timer')).toHaveAccessibleName('Time remaining 23:43:20');
        await expect(hours).toHaveText('23');
        await expect(minutes).toHaveText('43');
        await expect(seconds).toHaveText('20');
        await expect(progress).toHaveText('100.0%');
        await expect(bar).toHaveAttribute('aria-valuenow', '100');

        await page.clock.fastForward(200_000);
        await expect(progress).toHaveText('100.0%');
        await page.clock.fastForward(86_400_000);
        await expect(page.getByRole('timer')).toHaveAttribute('data-remaining', '0');
        await expect(hours).toHaveText('00');
        await expect(minutes).toHaveText('00');
        await expect(seconds).toHaveText('00');
      });

      test('Notify Me validates the email, stores it once and says so when it is already subscribed', async ({
        page,
        request,
      }) => {
        await page.goto('/coming-soon');
        const email = page.getByLabel('Email address');
        const notify = page.getByRole('button', { name: 'Notify Me' });

        let posts = 0;
        page.on('request', (r) => {
          if (r.url().endsWith('/api/notify')) posts++;
        });
        await email.fill('not-an-email');
        await notify.click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'Email must be an email address' }),
        ).toBeVisible();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        expect(posts).toBe(0);

        const address = `pages-${vp.name}-${Date.now()}@example.com`;
        await email.fill(address);
        await notify.click();
        await expect(page.getByRole('status').filter({ hasText: "You're on the list" })).toBeVisible();

        await page.reload();
        await page.getByLabel('Email address').fill(address.toUpperCase());
        await page.getByRole('button', { name: 'Notify Me' }).click();
        await expect(page.getByRole('status').filter({ hasText: "You're already subscribed" })).toBeVisible();

        // The address is really stored: the API itself reports it as known.
        const res = await request.post('/api/notify', { data: { email: address } });
        expect(res.ok()).toBe(true);
        expect(await res.json()).toEqual({ subscribed: true, alreadySubscribed: true });
      });

      test('Notify Me shows the rate-limit message when the server refuses', async ({ page }) => {
        await page.route('**/api/notify', (route) =>
          route.fulfill({
            status: 429,
            headers: { 'retry-after': '42', 'content-type': 'application/json' },
            body: JSON.stringify({
              error: { code: 'RATE_LIMITED', message: 'Too many notify requests: try again in 42 s' },
            }),
          }),
        );
        await page.goto('/coming-soon');
        await page.getByLabel('Email address').fill('someone@example.com');
        await page.getByRole('button', { name: 'Notify Me' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Too many sign-ups' });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText('42 s');
      });
    });

    test.describe('info pages', () => {
      test('How to use covers wallet, dev wallet, launch, trade, scan, extension and campaigns', async ({
        page,
      }) => {
        await page.goto('/how-to-use');
        await expect(page.getByRole('heading', { level: 1, name: 'How to use Solpad' })).toBeVisible();
        const toc = page.getByRole('navigation', { name: 'On this page' });
        for (const title of [
          'Connect a wallet',
          'Launch a token',
          'Trade on the bonding curve',
          'Scan a token',
          'Use the browser extension',
          'Run a campaign',
        ]) {
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
          await expect(toc.getByRole('link', { name: title })).toBeVisible();
        }
        await expect(page.getByText('Airdrop 5 SOL')).toBeVisible();
        await expect(page.getByText('Localnet Dev Wallet').first()).toBeVisible();

        await toc.getByRole('link', { name: 'Run a campaign' }).click();
        await expect(page).toHaveURL(/#campaigns$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Run a campaign' })).toBeInViewport();
      });

      test('About explains the product, settlement, security and stack', async ({ page }) => {
        await page.goto('/about');
        await expect(page.getByRole('heading', { level: 1, name: 'About Solpad' })).toBeVisible();
        for (const title of [
          'What Solpad is',
          'How trading settles',
          'Security model',
          'Open-source stack',
        ]) {
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
        }
        await expect(page.getByText('Co-signed request for quote.')).toBeVisible();
        await expect(page.getByText('Graduation.', { exact: true })).toBeVisible();
        await expect(page.getByText(/is a later step/)).toBeVisible();
        await expect(page.getByText(/lorem ipsum/i)).toHaveCount(0);
      });
    });

    test('the /tools grid lists all eight tools with status badges and links', async ({ page }) => {
      await page.goto('/tools');
      await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
      const cards = page.getByTestId('tool-card');
      await expect(cards).toHaveCount(8);
      const expected = [
        ['/tools/scanner', 'Advanced Security Scanner'],
        ['/tools/add-liquidity', 'Add Liquidity'],
        ['/tools/burn-spl', 'SPL Token Burn'],
        ['/tools/programs', 'Programs Explorer'],
        ['/tools/custom-tokens', 'Custom Tokens'],
        ['/tools/build', 'Program Builder'],
        ['/tools/modify-token', 'Modify Token'],
        ['/tools/telegram-bots', 'Telegram Bots'],
      ] as const;
      for (const [i, [href, name]] of expected.entries()) {
        await expect(cards.nth(i)).toHaveAttribute('href', href);
        await expect(cards.nth(i)).toContainText(name);
        await expect(cards.nth(i)).toContainText(/Live|Demo|Coming Soon/);
      }
      await expect(cards.nth(4)).toContainText('Q1 2026');
      await expect(cards.nth(7)).toContainText('Q4 2025');

      await cards.nth(1).click();
      await expect(page).toHaveURL(/\/tools\/add-liquidity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible();
    });

    test.describe('add liquidity', () => {
      test('shows the tabs only after a DEX is chosen; Remove is a placeholder', async ({ page }) => {
        await page.goto('/tools/add-liquidity');
        await expect(page.getByText('Pro Members Only')).toBeVisible();
        const cards = page.getByTestId('dex-card');
        await expect(cards).toHaveCount(3);
        await expect(cards.nth(0)).toContainText('PumpFun');
        await expect(cards.nth(0)).toContainText('45–120%');
        await expect(cards.nth(1)).toContainText('Raydium');
        await expect(cards.nth(1)).toContainText('25–85%');
        await expect(cards.nth(2)).toContainText('Meteora');
        await expect(cards.nth(2)).toContainText('35–95%');
        await expect(page.getByRole('tab')).toHaveCount(0);
        await expect(page.getByLabel('Amount A')).toHaveCount(0);

        await expect(page.getByRole('button', { name: 'Raydium', exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        await cards.nth(1).click();
        await expect(page.getByRole('button', { name: 'Raydium', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(cards.nth(1)).toContainText('Selected');
        await expect(page.getByRole('tab', { name: 'Add Liquidity' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await page.getByRole('tab', { name: 'Remove Liquidity' }).click();
        await expect(page.getByText('No liquidity positions on Raydium')).toBeVisible();
        await expect(page.getByLabel('Amount A')).toHaveCount(0);
        await page.getByRole('tab', { name: 'Add Liquidity' }).click();
        await expect(page.getByLabel('Amount A')).toBeVisible();

        for (const title of ['Rewards System', 'Statistics', 'Recent Activity']) {
          await expect(page.getByRole('heading', { name: title })).toBeVisible();
        }
        await expect(page.getByText('Sample data')).toHaveCount(2);
      });

      test('the token selects offer SOL, USDC, BONK, JUP and RAY', async ({ page }) => {
        await page.goto('/tools/add-liquidity');
        await page.getByTestId('dex-card').first().click();
        const tokenA = page.getByLabel('Token A');
        await expect(tokenA).toHaveText(/SOL/);
        await expect(page.getByLabel('Token B')).toHaveText(/USDC/);
        await tokenA.click();
        const options = page.getByRole('option');
        await expect(options).toHaveText(['SOL', 'USDC', 'BONK', 'JUP', 'RAY']);
        await page.getByRole('option', { name: 'BONK' }).click();
        await expect(tokenA).toHaveText(/BONK/);
      });

      test('slippage: 0.5 % by default, presets, and a validated custom value', async ({ page }) => {
        await page.goto('/tools/add-liquidity');
        await page.getByTestId('dex-card').first().click();
        for (const p of ['0.1%', '0.5%', '1.0%', '3.0%']) {
          await expect(page.getByRole('button', { name: p, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('button', { name: '0.5%', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.getByTestId('slippage-current')).toHaveText('Current slippage: 0.5%');

        await page.getByRole('button', { name: '3.0%', exact: true }).click();
        await expect(page.getByRole('button', { name: '3.0%', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.getByRole('button', { name: '0.5%', exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        await expect(page.getByTestId('slippage-current')).toHaveText('Current slippage: 3%');

        const form = page.getByRole('form', { name: 'Add liquidity on PumpFun' });
        const custom = form.getByLabel('Custom slippage (%)');
        for (const [value, error] of [
          ['abc', 'Slippage must be a number, e.g. 0.5.'],
          ['0', 'Slippage must be greater than 0%.'],
          ['51', 'Slippage cannot exceed 50%.'],
        ] as const) {
          await custom.fill(value);
          await expect(form.getByRole('alert')).toHaveText(error);
          await expect(custom).toHaveAttribute('aria-invalid', 'true');
        }
        await custom.fill('2.5');
        await expect(form.getByRole('alert')).toHaveCount(0);
        await expect(page.getByTestId('slippage-current')).toHaveText('Current slippage: 2.5%');
        await expect(page.getByRole('button', { name: '3.0%', exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );

        // A preset replaces the custom value.
        await page.getByRole('button', { name: '0.1%', exact: true }).click();
        await expect(custom).toHaveValue('');
        await expect(page.getByTestId('slippage-current')).toHaveText('Current slippage: 0.1%');
      });

      test('the campaign switch reveals the campaign select (no campaigns yet on a fresh chain)', async ({
        page,
      }) => {
        await page.goto('/tools/add-liquidity');
        await page.getByTestId('dex-card').nth(2).click();
        const link = page.getByRole('switch', { name: /Link to Marketing Campaign/ });
        await expect(link).toHaveAttribute('aria-checked', 'false');
        await expect(page.getByTestId('campaign-empty')).toHaveCount(0);
        await link.click();
        await expect(link).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByTestId('campaign-empty')).toContainText('No campaigns yet');
        await expect(page.getByRole('link', { name: 'Start a campaign' })).toHaveAttribute(
          'href',
          '/marketing/campaigns',
        );
        await link.press('Space');
        await expect(page.getByTestId('campaign-empty')).toHaveCount(0);
      });

      test('the campaign select lists the campaigns the API returns', async ({ page }) => {
        await page.route('**/api/campaigns', (route) =>
          route.fulfill({
            json: [
              { id: 'c1', name: 'Holiday raid', type: 'raid', budget: '5' },
              { id: 'c2', name: 'KOL week', type: 'kol', budget: '12' },
            ],
          }),
        );
        await page.goto('/tools/add-liquidity');
        await page.getByTestId('dex-card').first().click();
        await page.getByRole('switch', { name: /Link to Marketing Campaign/ }).click();
        const select = page.getByLabel('Campaign', { exact: true });
        await expect(select).toHaveText(/Select a campaign/);
        await select.click();
        await expect(page.getByRole('option')).toHaveText(['Holiday raid', 'KOL week']);
        await page.getByRole('option', { name: 'KOL week' }).click();
        await expect(select).toHaveText(/KOL week/);
      });

      test('the reward tier follows Amount A; Add Liquidity is a labelled demo', async ({ page }) => {
        await page.goto('/tools/add-liquidity');
        await page.getByTestId('dex-card').first().click();
        const amountA = page.getByLabel('Amount A');
        const tier = page.getByTestId('reward-tier');
        await expect(tier).toContainText('No tier yet');
        for (const [amount, text] of [
          ['10', 'Bronze · 1.2x multiplier'],
          ['51', 'Silver · 1.5x multiplier'],
          ['201', 'Gold · 2.0x multiplier'],
          ['501', 'Diamond · 3.0x multiplier'],
          ['5', 'No tier yet'],
        ] as const) {
          await amountA.fill(amount);
          await expect(tier).toContainText(text);
        }
        await amountA.fill('201');
        const rewards = page.getByRole('region', { name: 'Rewards System' });
        await expect(rewards.locator('[aria-current="true"]')).toContainText('Gold');

        await page.getByLabel('Amount B').fill('3000');
        await expect(page.getByLabel('Amount B')).toHaveValue('3000');
        const add = page.getByRole('button', { name: 'Add Liquidity', exact: true });
        await expect(add).toHaveAttribute('title', /^Demo: /);
        // Nothing is sent: no write to the API. (The page's own reads go on meanwhile — the site banners are
        // fetched a second after the first paint — so a GET says nothing about the button.)
        let requests = 0;
        page.on('request', (r) => {
          if (r.url().includes('/api/') && r.method() !== 'GET') requests++;
        });
        await add.click();
        await expect(
          page.getByText('Demo: adding liquidity is not available yet, so this button sends nothing.'),
        ).toBeVisible();
        expect(requests).toBe(0);
      });
    });

    test('Custom Tokens and Telegram Bots are Coming Soon cards with their quarters', async ({ page }) => {
      await page.goto('/tools/custom-tokens');
      await expect(page.getByRole('heading', { level: 1, name: 'Custom Tokens' })).toBeVisible();
      await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
      await expect(page.getByTestId('roadmap-badge')).toHaveText('Q1 2026');

      await page.goto('/tools/telegram-bots');
      await expect(page.getByRole('heading', { level: 1, name: 'Telegram Bots' })).toBeVisible();
      await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
      await expect(page.getByTestId('roadmap-badge')).toHaveText('Q4 2025');
    });

    test('Program Builder switches files, keeps edits, and shows the Output and Terminal tabs', async ({
      page,
    }) => {
      await page.goto('/tools/build');
      await expect(page.getByRole('heading', { level: 1, name: 'Program Builder' })).toBeVisible();
      const files = page.getByRole('navigation', { name: 'Project files' });
      for (const name of ['lib.rs', 'program.rs', 'state.rs', 'my-program.ts', 'Cargo.toml', 'Anchor.toml']) {
        await expect(files.getByRole('button', { name, exact: true })).toBeVisible();
      }
      const editor = page.getByRole('textbox', { name: 'src/lib.rs' });
      await expect(editor).toHaveValue(/#\[program\]/);

      await files.getByRole('button', { name: 'Cargo.toml' }).click();
      await expect(page.getByTestId('editor-path')).toHaveText('Cargo.toml');
      await expect(page.getByRole('textbox', { name: 'Cargo.toml' })).toHaveValue(/\[package\]/);
      await files.getByRole('button', { name: 'state.rs' }).click();
      await expect(page.getByRole('textbox', { name: 'src/state.rs' })).toHaveValue(/pub struct Counter/);
      await files.getByRole('button', { name: 'my-program.ts' }).click();
      await expect(page.getByRole('textbox', { name: 'tests/my-program.ts' })).toHaveValue(
        /describe\('my-program'/,
      );
      await files.getByRole('button', { name: 'Anchor.toml' }).click();
      await expect(page.getByRole('textbox', { name: 'Anchor.toml' })).toHaveValue(/\[programs\.localnet\]/);

      // Edits stay with their file while browsing the project.
      await files.getByRole('button', { name: 'program.rs' }).click();
      const program = page.getByRole('textbox', { name: 'src/program.rs' });
      await program.fill('// my edit\n');
      await files.getByRole('button', { name: 'lib.rs' }).click();
      await expect(page.getByRole('textbox', { name: 'src/lib.rs' })).toHaveValue(/declare_id!/);
      await files.getByRole('button', { name: /program\.rs/ }).click();
      await expect(program).toHaveValue('// my edit\n');

      await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute(
        'title',
        'Demo: not available yet',
      );
      await expect(page.getByRole('button', { name: 'Build' })).toHaveAttribute(
        'title',
        'Demo: not available yet',
      );

      await expect(page.getByRole('tab', { name: 'Output' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('$ anchor build');
      await page.getByRole('tab', { name: 'Terminal' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('$ anchor test');
      await expect(page.getByRole('tabpanel')).toContainText('3 passing');

      const soon = page.getByTestId('builder-roadmap');
      await expect(soon).toHaveCount(4);
      for (const [name, quarter] of [
        ['AI Code Assistant', 'Q2 2025'],
        ['Visual Program Builder', 'Q3 2025'],
        ['Integrated Debugger', 'Q2 2025'],
        ['Live Collaboration', 'Q3 2025'],
      ] as const) {
        await expect(soon.filter({ hasText: name })).toContainText(quarter);
      }
    });
  });
}

test.describe('tool page screenshots', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`add liquidity in the ${theme} theme`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await skipWelcome(page, theme);
      await page.goto('/tools/add-liquidity');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.getByTestId('dex-card').nth(1).click();
      await page.getByLabel('Amount A').fill('201');
      await expect(page.getByTestId('reward-tier')).toContainText('Gold');
      await testInfo.attach(`add-liquidity-${theme}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  }
});
