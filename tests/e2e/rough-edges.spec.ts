import { Shell } from './pages/shell';
import { connectFromNotice, devWallet } from './support/marketing';
import { expect, type Page, test } from './support/test';

/**
 * The rough edges a new user hit (issue 22), each checked the way that user met it: the mobile drawer's
 * Connect Wallet, the collapsed desktop rail, icons in place of "·", a reconnect notice hiding the next
 * action's toast, the Graduated tab's empty state and the launch preview's score line.
 */

/** The colour of the pixel at (x, y) of a PNG, read in the page (no image library in the tests). */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
      return [r, g, b] as [number, number, number];
    },
    { data: png.toString('base64'), x, y },
  );
}

/** The `d` of each link's icon in `scope`. */
async function iconPaths(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.querySelector('svg path')?.getAttribute('d') ?? '(none)'));
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test("the More drawer's Connect Wallet opens the wallet list (and it stays open)", async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await shell.bottomBar.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await drawer.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(drawer).toBeHidden();
    const wallets = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(wallets).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(wallets).toBeVisible();
    await expect(wallets.locator('li[data-wallet="Localnet Dev Wallet"]')).toBeVisible();
  });

  test('every entry of the More drawer has its own icon, none a bare dot', async ({ page }) => {
    const shell = await Shell.open(page, '/');
    await shell.bottomBar.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await expect(drawer).toBeVisible();
    for (const group of ['Main Menu', 'Marketing', 'Tools']) {
      const region = drawer.getByRole('region', { name: group });
      // The drawer animates in: wait for its links before reading their icons.
      await expect(region.getByRole('link').nth(2)).toBeVisible();
      const paths = await iconPaths(region);
      expect(paths.length).toBeGreaterThan(2);
      expect(new Set(paths).size, `${group}: ${paths.join(' | ')}`).toBe(paths.length);
      for (const d of paths) expect(d).not.toMatch(/^M12 12h\.01$|^\(none\)$/);
    }
  });
});

test.describe('desktop rail', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('collapsed, the Quick Action buttons fit inside the 64 px rail; expanded, they widen', async ({
    page,
  }) => {
    const shell = await Shell.open(page, '/portfolio');
    await expect(shell.title()).toHaveText('Portfolio');
    const rail = (await shell.sidebar.boundingBox()) as { x: number; width: number };
    expect(rail.width).toBeLessThan(80);
    const actions = shell.sidebar.getByRole('region', { name: 'Quick Actions' });
    for (const name of ['Launch Token', 'Start Campaign']) {
      const box = (await actions.getByRole('link', { name }).boundingBox()) as { x: number; width: number };
      expect(box.x, name).toBeGreaterThanOrEqual(rail.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(rail.x + rail.width - 4);
    }
    await shell.expandSidebar();
    await expect
      .poll(async () => (await actions.getByRole('link', { name: 'Launch Token' }).boundingBox())?.width ?? 0)
      .toBeGreaterThan(200);
  });

  test("the rail's background runs the page's whole height, in a full-page picture too", async ({ page }) => {
    await page.goto('/how-to-use');
    await expect(page.locator('main h1')).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(1400);
    const shot = await page.screenshot({ fullPage: true });
    // Inside the rail (x = 30) near the top and near the bottom of the document: the same rail colour.
    const top = await pixel(page, shot, 30, 700);
    const bottom = await pixel(page, shot, 30, height - 30);
    expect(bottom).toEqual(top);
  });

  test('the Chains tree draws each chain and dex its own mark, not a letter in a circle', async ({
    page,
  }) => {
    const shell = await Shell.openExpanded(page, '/tokens');
    const glyphs = shell.sidebar.getByTestId('chains-tree').locator('[data-glyph]');
    await expect(glyphs.first()).toBeVisible();
    const drawn = await glyphs.evaluateAll((spans) =>
      spans.map((s) => ({
        icon: s.getAttribute('data-glyph'),
        text: s.textContent?.trim() ?? '',
        d: s.querySelector('svg path')?.getAttribute('d') ?? '',
      })),
    );
    // Six chains and seven dexes of Solana, each with its own drawn path and no letter.
    expect(drawn.length).toBe(13);
    for (const g of drawn)
      expect(g, g.icon ?? '').toMatchObject({ text: '', d: expect.stringMatching(/^M/) });
    expect(new Set(drawn.map((g) => g.d)).size).toBe(drawn.length);
  });

  test('the admin menu gives every section its own icon', async ({ page }) => {
    const shell = await Shell.open(page, '/moonvault');
    const admin = shell.sidebar.getByRole('navigation', { name: 'Admin' });
    await expect(admin.getByRole('link').first()).toBeAttached();
    const paths = await iconPaths(admin);
    expect(paths.length).toBeGreaterThan(10);
    expect(new Set(paths).size, paths.join(' | ')).toBe(paths.length);
  });
});

test.describe('toasts', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'Wallet Reconnected' gives way to the next action's toast at once", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await Shell.prepare(page);
    const mint = 'So11111111111111111111111111111111111111112';
    await page.goto(`/tokens/${mint}`);
    // Connect the dev wallet, then come back within the 5-minute session: the session is restored on load.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const toast = page.getByTestId('toast');
    await expect(toast.filter({ hasText: 'Wallet Reconnected' })).toBeVisible();
    // The next action's success toast shows now, not after the notice's 5 s.
    await page.getByRole('button', { name: 'Copy token address' }).click();
    await expect(toast.filter({ hasText: 'Copied!' })).toBeVisible({ timeout: 1500 });
  });

  test("'Wallet Connected' leaves the button the user connected for free to press", async ({ page }) => {
    await devWallet(page);
    await page.goto('/kols-creator');
    await connectFromNotice(page);
    await expect(page.getByTestId('toast').filter({ hasText: 'Wallet Connected' })).toBeVisible();
    // The form's submit button, at the bottom right of the page: under the toast while it showed there.
    const submit = page.getByRole('button', { name: 'Sign in and publish profile' });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    if (!box) throw new Error('no submit button');
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('Sign in and publish profile');
    await expect(page.getByTestId('toast').filter({ hasText: 'Wallet Connected' })).toBeVisible();
  });
});

test.describe('texts', () => {
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('the Graduated tab explains graduation when it is empty, not launches', async ({ page }) => {
    await page.goto('/tokens/solana/pump?category=graduated');
    const empty = page.getByTestId('tokens-empty');
    await expect(empty).toContainText('No token has graduated yet');
    await expect(empty).toContainText('bonding curve sells out');
    await expect(empty).not.toContainText('the moment they launch');
  });

  test("the launch preview writes a finding's score points as words, not glued to the text", async ({
    page,
  }) => {
    await page.goto('/launch');
    const findings = page.locator('[data-finding]');
    await expect(findings.first()).toBeVisible();
    const texts = (await findings.allTextContents()).map((t) => t.replace(/\s+/g, ' '));
    for (const t of texts) expect(t).not.toMatch(/\S\((?:[-−+]?\d)/);
    expect(
      texts.some((t) => / [−+]\d+ points?$/.test(t)),
      texts.join(' | '),
    ).toBe(true);
  });

  test('Network Status shows a quiet network\'s rate as it is: 6 transactions in 4 minutes is not "TPS 0.0"', async ({
    page,
  }) => {
    // The localnet's performance samples (60 s each) with 6 transactions in the last 4 minutes, as a quiet
    // localnet has between trades; everything else goes to the real chain.
    await page.route('**/api/rpc', async (route) => {
      const body = route.request().postDataJSON() as { id: number; method: string } | undefined;
      if (body?.method !== 'getRecentPerformanceSamples') return route.continue();
      const sample = (slot: number, n: number) => ({
        slot,
        numSlots: 150,
        numTransactions: n,
        numNonVoteTransactions: n,
        samplePeriodSecs: 60,
      });
      await route.fulfill({
        json: {
          jsonrpc: '2.0',
          id: body.id,
          result: [sample(600, 2), sample(450, 3), sample(300, 1), sample(150, 0)],
        },
      });
    });
    await page.goto('/tools/programs');
    await expect(page.getByTestId('network-tps')).toHaveText('0.025');
  });
});
