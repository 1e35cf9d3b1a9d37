import { SHELL_VIEWPORTS, Shell } from './pages/shell';
import { expect, test } from './support/test';

/**
 * The app shell (issue 5): every route of the spec's route table, the 404 screen, the desktop sidebar, the
 * mobile bottom bar and its More drawer, the theme, toasts and the error screen — at 1280×800 and 390×844.
 * Maintenance mode has its own file (shell-maintenance.spec.ts).
 */

const MINT = 'So11111111111111111111111111111111111111112';

/** Path → the screen's title. Aliases are listed beside their main path and must show the same screen. */
const ROUTES: readonly [string, string][] = [
  ['/', 'Launch, trade and scan Solana tokens'],
  ['/tokens', 'Tokens'],
  ['/tokens/solana', 'Tokens'],
  ['/tokens/ethereum', 'Tokens'],
  ['/tokens/solana/pump', 'Tokens'],
  ['/tokens/solana/raydium', 'Tokens'],
  ['/tokens/solana/pump?category=new', 'Tokens'],
  [`/token/${MINT}`, 'Token'],
  [`/tokens/${MINT}`, 'Token'],
  [`/tokens/solana/pump/${MINT}`, 'Token'],
  [`/tokens/solana/raydium/${MINT}`, 'Token'],
  ['/launch', 'Launch a Token'],
  ['/launch/solana', 'Launch a Token'],
  ['/portfolio', 'Portfolio'],
  ['/marketing', 'Marketing'],
  ['/marketing/campaigns', 'Campaigns'],
  ['/marketing/campaigns/summer-push', 'Campaign'],
  ['/campaign/summer-push', 'Campaign'],
  ['/marketing/analytics', 'Marketing Analytics'],
  ['/marketing/trending', 'Trending'],
  ['/marketing/kols', 'KOLs'],
  ['/marketing/cto', 'CTO Campaigns'],
  ['/marketing/cto/create', 'Create a CTO Campaign'],
  [`/marketing/cto/${MINT}`, 'CTO Campaign'],
  ['/marketing/presales', 'Presales'],
  ['/marketing/presales/create', 'Create a Presale'],
  ['/marketing/presales/42', 'Presale'],
  ['/moonvault', 'Admin · Dashboard'],
  ['/moonvault/dashboard', 'Admin · Dashboard'],
  ...(
    [
      ['launchpad', 'Launchpad'],
      ['marketing', 'Marketing'],
      ['wallet', 'Wallet'],
      ['notifications', 'Notifications'],
      ['automations', 'Automations'],
      ['users', 'Users'],
      ['bots', 'Bots'],
      ['system', 'System'],
      ['analysis', 'Analysis'],
      ['blockchain', 'Blockchain'],
      ['api', 'API'],
      ['errors', 'Errors'],
      ['cleanup', 'Cleanup'],
    ] as const
  ).map(([section, label]): [string, string] => [`/moonvault/${section}`, `Admin · ${label}`]),
  ['/kols', 'KOLs'],
  ['/kols/ansem', 'KOL Profile'],
  ['/kols-creator', 'KOL Creator'],
];

const NOT_FOUND = [
  '/no-such-page',
  '/moonvault/secrets',
  '/tokens/polygon',
  '/tokens/solana/uniswap',
  '/token/xyz',
];

for (const vp of SHELL_VIEWPORTS) {
  test.describe(`shell at ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => Shell.prepare(page));

    test.describe('routes', () => {
      for (const [path, title] of ROUTES) {
        test(`${path} shows "${title}"`, async ({ page }) => {
          const shell = await Shell.open(page, path);
          await expect(shell.title()).toHaveText(title);
          // Screens a later issue fills show the "being built" panel. Built: home, the admin console, launch and
          // portfolio (launch.spec.ts), the token list and pages (tokens.spec.ts) and
          // marketing's overview, campaigns, presales, trending and analytics (marketing.spec.ts), CTO and KOLs
          // (marketing-community.spec.ts), and the KOL pages (kol-pages.spec.ts).
          const built =
            /^\/(launch|portfolio|tokens?|marketing(\/(campaigns|presales|trending|analytics|cto|kols))?|campaign|kols|kols-creator)(\/|\?|$)/.test(
              path,
            );
          if (path !== '/' && !path.startsWith('/moonvault') && !built) {
            await expect(page.getByTestId('being-built')).toBeVisible();
          }
          await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
        });
      }

      for (const path of NOT_FOUND) {
        test(`${path} is "404 Page Not Found"`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
          await page.getByRole('link', { name: 'Back to home' }).click();
          await expect(new Shell(page).title()).toHaveText('Launch, trade and scan Solana tokens');
        });
      }

      test('an address under /tokens/{id} is that token, with its address copyable', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`/tokens/${MINT}`);
        await expect(page.getByTestId('token-address')).toHaveText(MINT);
        await page.getByRole('button', { name: 'Copy token address' }).click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MINT);
      });

      test('the token list reads its category from ?category= and ignores unknown ones', async ({ page }) => {
        await page.goto('/tokens/solana/pump?category=new');
        const categories = page.getByRole('navigation', { name: 'Token categories' });
        await expect(categories.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
        await categories.getByRole('link', { name: 'Graduated' }).click();
        await expect(page).toHaveURL(/\/tokens\/solana\/pump\?category=graduated$/);
        await expect(categories.getByRole('link', { name: 'Graduated' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.goto('/tokens/solana/pump?category=bogus');
        await expect(new Shell(page).title()).toHaveText('Tokens');
        await expect(categories.locator('[aria-current]')).toHaveCount(0);
      });

      test('home is a landing page with the tagline, BETA and quick links', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByText('Revolutionary DeFi Platform')).toBeVisible();
        const links = page.getByRole('navigation', { name: 'Quick links' });
        await expect(links.getByRole('link', { name: /Launch/ })).toHaveAttribute('href', '/launch');
        await expect(links.getByRole('link', { name: /Trade/ })).toHaveAttribute(
          'href',
          '/tokens/solana/pump',
        );
        await expect(links.getByRole('link', { name: /Scanner/ })).toHaveAttribute('href', '/tools/scanner');
        await expect(links.getByRole('link', { name: /Marketing/ })).toHaveAttribute('href', '/marketing');
        await expect(page.getByTestId('stats')).toContainText(/tokens/i);
        await expect(page.locator('header').getByText('BETA')).toBeVisible();
      });
    });

    test.describe('theme', () => {
      test('defaults to dark, toggles to light and keeps it across a reload', async ({ page }) => {
        const shell = await Shell.open(page, '/');
        expect(await shell.htmlTheme()).toContain('dark');
        expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();
        await expect(shell.themeToggle).toHaveAccessibleName('Theme: Dark. Switch to Light');

        await shell.themeToggle.click();
        await expect(page.locator('html')).toHaveClass(/\blight\b/);
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f7f7fb');

        await page.reload();
        // Painted by index.html's inline script, before the app's JS runs.
        await expect(page.locator('html')).toHaveClass(/\blight\b/);
        await expect(shell.themeToggle).toHaveAccessibleName('Theme: Light. Switch to System');
        const background = await page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
        expect(background).toBe('rgb(247, 247, 251)');
      });

      test('system follows the OS colour scheme, live', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
        await page.goto('/');
        await expect(page.locator('html')).toHaveClass(/\blight\b/);
        // Home's header and hero are static markup until the app mounts: wait for the app's own controls.
        await expect(new Shell(page).themeToggle).toBeVisible();
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      });
    });

    test.describe('toasts', () => {
      test('a toast shows one at a time and goes away after 5 s', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`/token/${MINT}`);
        const copy = page.getByRole('button', { name: 'Copy token address' });
        await copy.click();
        await copy.click();
        const toasts = page.getByTestId('toast');
        await expect(toasts).toHaveCount(1);
        await expect(toasts).toContainText('Copied!');
        await expect(toasts).toContainText('Text copied to clipboard');
        const shownAt = Date.now();
        // The second copy's toast follows the first, then the queue is empty.
        await expect(toasts).toHaveCount(0, { timeout: 15_000 });
        expect(Date.now() - shownAt).toBeGreaterThan(8_000);
      });

      test('F8 moves focus to the notifications region; Dismiss closes a toast', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`/token/${MINT}`);
        await page.getByRole('button', { name: 'Copy token address' }).click();
        await expect(page.getByTestId('toast')).toBeVisible();
        await page.keyboard.press('F8');
        // F8 focuses the toast list inside the labelled notifications region.
        await expect
          .poll(() =>
            page.evaluate(() =>
              document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
            ),
          )
          .toBe('Notifications (F8)');
        await page.getByRole('button', { name: 'Dismiss notification' }).click();
        await expect(page.getByTestId('toast')).toHaveCount(0);
      });
    });

    test.describe('errors', () => {
      test('a screen whose code fails to load shows the error screen, reports it, and Try again recovers', async ({
        page,
      }) => {
        await page.route(/\/assets\/portfolio-[^/]+\.js$/, (route) => route.abort());
        const report = page.waitForRequest(
          (r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST',
        );
        await page.goto('/portfolio');
        await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
        await expect(page.getByTestId('error-message')).toContainText(
          /dynamically imported module|Failed to fetch/i,
        );
        const body = (await report).postDataJSON();
        expect(body).toMatchObject({
          kind: expect.stringMatching(/boundary|preload/),
          url: expect.stringContaining('/portfolio'),
        });

        await page.unroute(/\/assets\/portfolio-[^/]+\.js$/);
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(new Shell(page).title()).toHaveText('Portfolio');
      });

      test('an unhandled network rejection is logged with a hint and reported', async ({ page }) => {
        await page.goto('/');
        // The app's controls, not the static hero: the handlers are installed when the app's scripts run.
        await expect(new Shell(page).themeToggle).toBeVisible();
        const logged = page.waitForEvent(
          'console',
          (m) => m.type() === 'error' && m.text().includes('Hint:'),
        );
        const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors'));
        await page.evaluate(() => {
          void Promise.reject(new TypeError('Failed to fetch'));
        });
        expect((await logged).text()).toContain('The server did not answer');
        expect((await report).postDataJSON()).toMatchObject({
          kind: 'unhandledrejection',
          message: 'Failed to fetch',
          hint: expect.stringContaining('server'),
        });
      });
    });

    test('screenshots of home and /tokens, dark and light', async ({ page }, testInfo) => {
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme).catch(() => undefined);
        for (const path of ['/', '/tokens']) {
          await page.goto(path);
          await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
          await page.reload();
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          await expect(new Shell(page).title()).toBeVisible();
          if (path === '/') await expect(page.getByTestId('stats')).not.toContainText('—');
          await testInfo.attach(`${path === '/' ? 'home' : 'tokens'} ${theme} ${vp.width}x${vp.height}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      }
    });
  });
}

/** The Marketing group's links, in order: in the desktop sidebar and in the mobile More drawer. */
const MARKETING_LINKS = ['Campaigns', 'CTO', 'Presales', 'KOLs', 'Trending', 'Analytics'] as const;
/** The Tools group's links, in order: in the desktop sidebar and in the mobile More drawer. */
const TOOLS_LINKS = [
  'Scanner',
  'Add Liquidity',
  'SPL Burn',
  'Programs',
  'Custom Tokens',
  'Program Builder',
  'Modify Token',
  'Telegram Bots',
] as const;

test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('is collapsed to icons by default and expands on hover', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await expect(shell.bottomBar).toBeHidden();
    await expect(shell.sidebar).toBeVisible();
    expect(await shell.sidebarWidth()).toBeLessThan(80);
    await shell.expandSidebar();
    const nav = shell.sidebar.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Tokens', '/tokens'],
      ['Launch', '/launch'],
      ['Portfolio', '/portfolio'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(shell.sidebar.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    const actions = shell.sidebar.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Launch Token' })).toHaveAttribute('href', '/launch');
    await expect(actions.getByRole('link', { name: 'Start Campaign' })).toHaveAttribute(
      'href',
      '/marketing/campaigns?new=true',
    );
    await page.mouse.move(900, 400);
    await expect.poll(() => shell.sidebarWidth()).toBeLessThan(80);
  });

  test('Start Campaign opens campaign creation', async ({ page }) => {
    const shell = await Shell.openExpanded(page, '/');
    await shell.sidebarLink('Start Campaign').click();
    await expect(shell.title()).toHaveText('Start a Campaign');
  });

  test('shows live figures from /api/stats', async ({ page, request }) => {
    const shell = new Shell(page);
    const stats = await (await request.get('/api/stats')).json();
    await page.goto('/');
    await shell.expandSidebar();
    const figures = shell.sidebar.getByTestId('sidebar-stats');
    await expect(figures).toContainText('Live stats');
    await expect(figures.locator('dd').first()).toHaveText(String(stats.tokens));
  });

  test('Marketing and Tools groups open and collapse', async ({ page }) => {
    const shell = await Shell.openExpanded(page, '/');
    for (const [group, items] of [
      ['Marketing', MARKETING_LINKS],
      ['Tools', TOOLS_LINKS],
    ] as const) {
      const toggle = shell.sidebar.getByRole('button', { name: group });
      const list = shell.sidebar.getByRole('list', { name: group });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const item of items)
        await expect(list.getByRole('link', { name: item, exact: true })).toBeVisible();
      await toggle.click();
      await expect(list).toBeHidden();
    }
    await shell.sidebar.getByRole('button', { name: 'Tools' }).click();
    await expect(shell.sidebarLink('Scanner')).toHaveAttribute('href', '/tools/scanner');
  });

  test('opens the group of the current page', async ({ page }) => {
    const shell = await Shell.openExpanded(page, '/marketing/presales');
    await expect(shell.sidebar.getByRole('button', { name: 'Marketing' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(shell.sidebarLink('Presales')).toHaveAttribute('aria-current', 'page');
  });

  test('shows the Chains tree on /tokens paths only', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await expect(shell.sidebar.getByTestId('chains-tree')).toHaveCount(0);
    await page.goto('/tokens');
    await shell.expandSidebar();
    const tree = shell.sidebar.getByTestId('chains-tree');
    await expect(tree.getByRole('heading', { name: 'Chains' })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Solana' })).toHaveAttribute('href', '/tokens/solana');
    await expect(tree.getByRole('link', { name: 'Pump.fun' })).toHaveAttribute('href', '/tokens/solana/pump');
    await expect(tree.getByRole('link', { name: 'Raydium' })).toHaveAttribute(
      'href',
      '/tokens/solana/raydium',
    );
    for (const soon of ['Meteora', 'Orca', 'DexLab', 'LaunchLab', 'FluxBeam']) {
      await expect(tree.getByRole('link', { name: soon })).toHaveCount(0);
      await expect(tree.getByText(soon, { exact: true })).toBeVisible();
      await expect(tree.locator('li', { hasText: soon }).last()).toContainText('Soon');
    }
    for (const chain of ['Ethereum', 'Base', 'Arbitrum', 'Bitcoin', 'Sui']) {
      const row = tree.locator('[aria-disabled="true"]', { hasText: chain });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Soon');
      await expect(tree.getByRole('link', { name: chain })).toHaveCount(0);
    }
    await tree.getByRole('link', { name: 'Raydium' }).click();
    await expect(page).toHaveURL(/\/tokens\/solana\/raydium$/);
    await expect(page.locator('main')).toContainText('Solana · Raydium');
  });

  test('shows the admin menu and the Devnet Environment banner on /moonvault paths', async ({ page }) => {
    const shell = await Shell.openExpanded(page, '/moonvault');
    const banner = shell.sidebar.getByTestId('devnet-banner');
    await expect(banner).toContainText('Devnet Environment');
    await expect(banner).toContainText('Not connected');
    const admin = shell.sidebar.getByRole('navigation', { name: 'Admin' });
    await expect(admin.getByRole('link')).toHaveCount(14);
    await admin.getByRole('link', { name: 'Cleanup' }).click();
    await expect(shell.title()).toHaveText('Admin · Cleanup');
    await expect(shell.sidebar.getByRole('button', { name: 'Marketing' })).toHaveCount(0);
  });

  test('the banner shows the connected wallet, shortened', async ({ page }) => {
    const shell = await Shell.open(page, '/moonvault');
    await page.locator('header').getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /Localnet Dev Wallet/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await shell.expandSidebar();
    await expect(shell.sidebar.getByTestId('devnet-banner')).toContainText(
      /[1-9A-HJ-NP-Za-km-z]{4}…[1-9A-HJ-NP-Za-km-z]{4}/,
    );
  });

  test('Tab reaches the sidebar, which expands while it holds focus', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await expect(shell.title()).toBeVisible();
    let inSidebar = false;
    for (let i = 0; i < 15 && !inSidebar; i++) {
      await page.keyboard.press('Tab');
      inSidebar = await page.evaluate(
        () => document.activeElement?.closest('[data-testid="sidebar"]') !== null,
      );
    }
    expect(inSidebar).toBe(true);
    await expect.poll(() => shell.sidebarWidth()).toBeGreaterThan(200);
    // Through the whole sidebar to the page content.
    const home = shell.sidebar.getByRole('link', { name: 'Home', exact: true });
    await home.focus();
    await page.keyboard.press('Tab');
    await expect(shell.sidebar.getByRole('link', { name: 'Tokens', exact: true })).toBeFocused();
  });

  test('connecting from the rail does not leave it expanded over the page once the pointer moves on', async ({
    page,
  }) => {
    const shell = await Shell.openExpanded(page, '/');
    await shell.sidebar.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /Localnet Dev Wallet/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // The wallet dialog gave focus back to the rail's wallet button; a pointer user's focus must not hold it open.
    await page.mouse.move(900, 400);
    await expect.poll(() => shell.sidebarWidth()).toBeLessThan(80);
    await expect(page.getByRole('button', { name: 'Airdrop 5 SOL' })).toBeVisible();
    await page.getByRole('button', { name: 'Airdrop 5 SOL' }).click({ trial: true });
  });
});

test.describe('mobile bottom bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('has Home, Marketing, Trade, Portfolio and More', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await expect(shell.sidebar).toBeHidden();
    const bar = shell.bottomBar;
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Marketing' })).toHaveAttribute('href', '/marketing');
    await expect(bar.getByRole('link', { name: 'Trade' })).toHaveAttribute(
      'href',
      '/tokens/solana/pump?category=new',
    );
    await expect(bar.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio');
    await expect(bar.getByRole('button', { name: 'More' })).toBeVisible();
    await bar.getByRole('link', { name: 'Trade' }).click();
    await expect(page).toHaveURL(/\/tokens\/solana\/pump\?category=new$/);
    await expect(shell.title()).toHaveText('Tokens');
  });

  test('is hidden on exactly /tokens and shown on /tokens/solana/pump', async ({ page }) => {
    const shell = await Shell.open(page, '/tokens');
    await expect(shell.title()).toHaveText('Tokens');
    await expect(shell.bottomBar).toHaveCount(0);
    await page.goto('/tokens/solana/pump');
    await expect(shell.bottomBar).toBeVisible();
  });

  test('keeps page content clear of the bar', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await expect(page.getByTestId('stats')).toBeVisible();
    const last = shell.main.locator('section').last();
    await expect
      .poll(async () => {
        // Scrolled all the way down (again each time: late content makes the page longer).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [content, bar] = await Promise.all([last.boundingBox(), shell.bottomBar.boundingBox()]);
        return content && bar ? bar.y - (content.y + content.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('More opens a drawer with Wallet, Main Menu, Marketing and Tools; Escape closes it', async ({
    page,
  }) => {
    const shell = await Shell.open(page, '/');
    const more = shell.bottomBar.getByRole('button', { name: 'More' });
    await more.click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    const main = drawer.getByRole('region', { name: 'Main Menu' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Launch', '/launch'],
      ['Tools', '/tools'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const marketing = drawer.getByRole('region', { name: 'Marketing' });
    await expect(marketing.getByRole('link')).toHaveText([...MARKETING_LINKS]);
    const tools = drawer.getByRole('region', { name: 'Tools' });
    await expect(tools.getByRole('link')).toHaveText([...TOOLS_LINKS]);

    // Focus stays inside the drawer.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Presales' }).click();
    await expect(page.getByRole('dialog', { name: 'More' })).toBeHidden();
    await expect(shell.title()).toHaveText('Presales');
  });

  test('Tab reaches the bottom bar controls', async ({ page }) => {
    const shell = await Shell.open(page, '/portfolio');
    await expect(shell.title()).toHaveText('Portfolio');
    const reached = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() =>
        document.activeElement?.closest('nav[aria-label="Mobile"]')
          ? (document.activeElement?.textContent ?? '')
          : '',
      );
      if (name) reached.add(name.trim());
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Home', 'Marketing', 'Trade', 'Portfolio', 'More']));
  });
});
