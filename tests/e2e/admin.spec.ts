import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { signWire } from '@solpad/core/token-tools';
import { ModeratedRow, setPathMaintenance, signInAsAdmin } from './pages/admin';
import { E2E_ADMIN_ADDRESS, E2E_ADMIN_SEED_HEX } from './pages/admin-wallet';
import { Shell } from './pages/shell';
import { airdrop, mintToken, rpcVia } from './support/localnet';
import { attachScreenshot } from './support/shots';
import { signInAs } from './support/siws';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './support/test';

/**
 * The admin console (`/moonvault`, issue 10): the gate mirrors the API (no session → a sign-in prompt and no
 * admin request; a non-admin wallet → refused); the admin signs in through the UI with Sign-In With Solana,
 * using the Localnet Dev Wallet holding the test admin key (its seed is seeded in localStorage, where the dev
 * wallet keeps it); the end-to-end: maintenance for /tokens reaches a second browser live while /
 * stays normal, and the audit log shows the change.
 */

const DEV_WALLET = 'Localnet Dev Wallet';
/** localStorage key of the dev wallet's seed (web/src/features/dev-wallet/constants.ts). */
const DEV_WALLET_SEED_KEY = 'solpad_dev_wallet_seed';
const ADMIN_SEED_BASE64 = Buffer.from(E2E_ADMIN_SEED_HEX, 'hex').toString('base64');

/** Admin reads a page asked for (the public maintenance status is not one: the shell reads it everywhere). */
function watchAdminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/admin/') && url.pathname !== '/api/admin/maintenance-status')
      seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

/** Makes the page's Localnet Dev Wallet hold `seedBase64` (the test admin key), before any script runs. */
async function giveDevWalletKey(page: Page, seedBase64: string) {
  await page.addInitScript(
    ([key, seed]) => {
      localStorage.setItem(key as string, seed as string);
    },
    [DEV_WALLET_SEED_KEY, seedBase64],
  );
}

/** From the sign-in prompt: connect the Localnet Dev Wallet, then sign in with it. */
async function signInThroughUi(page: Page) {
  const prompt = page.getByRole('region', { name: 'Sign in with an admin wallet' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await dialog.locator(`li[data-wallet="${DEV_WALLET}"]`).getByRole('button').first().click();
  await expect(dialog).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Sign in with wallet' }).click();
}

test.describe('admin console at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  let admin: APIRequestContext;
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL: baseURL as string });
    await signInAsAdmin(admin);
  });
  test.afterEach(async () => setPathMaintenance(admin, '/tokens', false));
  test.afterAll(async () => admin.dispose());

  test('a visitor without a session sees the sign-in prompt and no admin data is requested', async ({
    page,
  }) => {
    const adminRequests = watchAdminRequests(page);
    for (const path of ['/moonvault', '/moonvault/system', '/moonvault/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in with an admin wallet' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('region', { name: 'Maintenance' })).toHaveCount(0);
    expect(adminRequests).toEqual([]);
  });

  test('a wallet that is not an admin signs in and is refused, with no admin data requested', async ({
    page,
  }) => {
    // No seed given: the dev wallet makes a fresh random key, which is not on the admin list.
    const adminRequests = watchAdminRequests(page);
    await page.goto('/moonvault/system');
    await signInThroughUi(page);
    await expect(page.getByRole('heading', { name: 'This wallet is not an admin' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
  });

  test('the admin signs in through the UI; maintenance on /tokens reaches another browser live, / stays normal, the audit log shows it', async ({
    page,
    browser,
  }, testInfo) => {
    await giveDevWalletKey(page, ADMIN_SEED_BASE64);
    await page.goto('/moonvault/system');
    await signInThroughUi(page);
    await expect(page.getByText(`Signed in as`)).toContainText(E2E_ADMIN_ADDRESS.slice(0, 4));
    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    await expect(maintenance.getByText('No path is under maintenance.')).toBeVisible();

    // A second browser, not signed in, on /tokens and on /.
    const visitor: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tokens = await visitor.newPage();
    const home = await visitor.newPage();
    for (const p of [tokens, home]) await Shell.prepare(p);
    await Shell.gotoLive(tokens, '/tokens');
    await Shell.gotoLive(home, '/');
    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);
    await tokens.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await maintenance.getByLabel('Path to put under maintenance').fill('/tokens');
    await maintenance.getByRole('button', { name: 'Add path' }).click();
    await expect(maintenance.getByRole('list', { name: 'Paths under maintenance' })).toContainText('/tokens');

    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    expect(
      await tokens.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(new Shell(home).title()).toHaveText('Launch, trade and scan Solana tokens');
    await expect(home.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);

    const audit = page.getByRole('list', { name: 'Audit entries' });
    const row = audit.locator('li[data-action="maintenance.path"]').first();
    await expect(row).toContainText('/tokens');
    await expect(row).toContainText('"/tokens":true');

    // Removing it from the console lifts it live too.
    await maintenance.getByRole('button', { name: 'Remove maintenance from /tokens' }).click();
    await expect(tokens.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);
    await expect(maintenance.getByText('No path is under maintenance.')).toBeVisible();
    await visitor.close();

    // The dashboard, with its counts and 14-day charts.
    await page.goto('/moonvault/dashboard');
    const platform = page.getByRole('region', { name: 'Platform' });
    await expect(platform.getByText('Wallets seen')).toBeVisible();
    await expect(platform.getByRole('img', { name: /^Trades per day \(14 days\)/ })).toBeVisible();
    await attachScreenshot(page, testInfo, 'dashboard-1280');
  });
});

/** Signs `request` in with a fresh (non-admin) key, or `signer`, through Sign-In With Solana; returns its address. */
async function signInAsNewWallet(request: APIRequestContext, given?: KeyPairSigner): Promise<string> {
  const signer = given ?? (await generateKeyPairSigner());
  await signInAs(request, signer);
  return signer.address;
}

/** The region (panel title) each section shows once its data has loaded. */
const SECTION_PANELS: Record<string, string> = {
  dashboard: 'Platform',
  launchpad: 'Launched tokens',
  marketing: 'Campaigns',
  wallet: 'Treasury',
  notifications: 'Banners',
  automations: 'Scheduled jobs',
  users: 'Wallets',
  bots: 'Telegram bot',
  system: 'Maintenance',
  analysis: 'Volume and fees',
  blockchain: 'Chain',
  api: 'API traffic',
  errors: 'Error log',
  cleanup: 'Prune old data',
};

test.describe('admin sections at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await Shell.prepare(page);
    // Signed in through the API here (the UI sign-in is covered above); page.request shares the page's cookies.
    await signInAsAdmin(page.request);
  });

  test('every section loads real data without an error', async ({ page }) => {
    for (const [section, panel] of Object.entries(SECTION_PANELS)) {
      await page.goto(`/moonvault/${section}`);
      const region = page.getByRole('region', { name: panel, exact: true });
      await expect(region, section).toBeVisible();
      await expect(region.getByRole('status'), `${section} finishes loading`).toHaveCount(0);
      await expect(page.getByText(/^Could not load/), `${section} loads`).toHaveCount(0);
    }
    await page.goto('/moonvault/blockchain');
    const chain = page.getByRole('region', { name: 'Chain', exact: true });
    await expect(chain.getByText('Mode')).toBeVisible();
    await expect(chain).toContainText('localnet');
    await page.goto('/moonvault/marketing');
    for (const panel of ['Presales', 'CTO campaigns', 'KOL profiles'])
      await expect(page.getByRole('region', { name: panel, exact: true }).getByRole('status')).toHaveCount(0);
  });

  test('a banner is created and deleted from Notifications, and both land in the audit log', async ({
    page,
  }) => {
    const text = `Scheduled upgrade ${Date.now()}`;
    await page.goto('/moonvault/notifications');
    const form = page.getByRole('region', { name: 'New banner' });
    await form.getByRole('button', { name: 'Create banner' }).click();
    await expect(form.getByRole('alert')).toContainText('text');
    await form.getByLabel('Text').fill(text);
    await form.getByLabel('Level').selectOption('warning');
    await form.getByRole('button', { name: 'Create banner' }).click();
    const list = page.getByRole('region', { name: 'Banners', exact: true });
    await expect(list.getByText(text)).toBeVisible();
    await expect(list.getByText('showing', { exact: true }).first()).toBeVisible();
    await list.getByRole('button', { name: `Delete banner “${text.slice(0, 40)}”` }).click();
    await expect(list.getByText(text)).toHaveCount(0);
    const res = await page.request.get('/api/admin/audit?limit=5');
    const actions = ((await res.json()) as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['banner.delete', 'banner.create']);
  });

  test('Notifications: a banner is edited, switched off and on; each change reaches /api/ws clients and the audit log', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const text = `Edit me ${Date.now()}`;
    const created = await page.request.post('/api/admin/banners', { data: { text, level: 'info' } });
    expect(created.status()).toBe(201);
    // A visitor's browser listening on /api/ws, as the site does.
    const visitorContext = await browser.newContext({ baseURL: baseURL as string });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/how-to-use');
    await visitor.evaluate(() => {
      const w = window as unknown as { bannerPushes: string[][] };
      w.bannerPushes = [];
      const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/api/ws`);
      ws.onmessage = (e) => {
        const msg = JSON.parse(e.data as string) as { type: string; banners?: { text: string }[] };
        if (msg.type === 'banner') w.bannerPushes.push((msg.banners ?? []).map((b) => b.text));
      };
      return new Promise((resolve) => {
        ws.onopen = resolve;
      });
    });
    const lastPush = () =>
      visitor.evaluate(() => (window as unknown as { bannerPushes: string[][] }).bannerPushes.at(-1) ?? null);
    const publicTexts = async () =>
      (
        (await (await page.request.get('/api/banners')).json()) as { banners: { text: string }[] }
      ).banners.map((b) => b.text);

    await page.goto('/moonvault/notifications');
    const list = page.getByRole('region', { name: 'Banners', exact: true });
    const row = list.getByTestId('admin-banner').filter({ hasText: text });
    await row.getByRole('button', { name: `Edit banner “${text.slice(0, 40)}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit banner' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Text')).toHaveValue(text);
    // An empty text is refused in the dialog, which stays open.
    await dialog.getByLabel('Text').fill('   ');
    await dialog.getByRole('button', { name: 'Save banner' }).click();
    await expect(dialog.getByRole('alert')).toContainText('text');
    const edited = `${text} (edited)`;
    await dialog.getByLabel('Text').fill(edited);
    await dialog.getByLabel('Level').selectOption('critical');
    await dialog.getByRole('button', { name: 'Save banner' }).click();
    await expect(dialog).toHaveCount(0);
    const editedRow = list.getByTestId('admin-banner').filter({ hasText: edited });
    await expect(editedRow).toContainText('critical');
    await expect(editedRow).toContainText('showing');
    await expect.poll(lastPush).toContain(edited);
    expect(await publicTexts()).toContain(edited);

    await attachScreenshot(page, testInfo, 'notifications-1280');

    const toggle = editedRow.getByRole('switch', { name: `Show banner “${edited.slice(0, 40)}”` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(editedRow).toContainText('switched off');
    await expect(toggle).not.toBeChecked();
    await expect.poll(lastPush).not.toContain(edited);
    expect(await publicTexts()).not.toContain(edited);
    await toggle.click();
    await expect(editedRow).toContainText('showing');
    await expect.poll(lastPush).toContain(edited);

    const res = await page.request.get('/api/admin/audit?action=banner.update&limit=5');
    const entries = ((await res.json()) as { entries: { after: { enabled: boolean; text: string } }[] })
      .entries;
    expect(entries.slice(0, 3).map((e) => e.after.enabled)).toEqual([true, false, true]);
    expect(entries[2]?.after.text).toBe(edited);
    await visitorContext.close();
    await page.request.delete(`/api/admin/banners/${((await created.json()) as { id: string }).id}`);
  });

  test('Wallet: the treasury withdraws after confirming; too much is refused; the balances move on chain', async ({
    page,
  }, testInfo) => {
    const rpc = rpcVia(page.request);
    const treasury = (
      (await (await page.request.get('/api/admin/treasury')).json()) as { withdraw: { treasury: string } }
    ).withdraw.treasury;
    await rpc('requestAirdrop', [treasury, 2_000_000_000]);
    const destination = (await generateKeyPairSigner()).address;
    const before = BigInt((await rpc<{ value: number }>('getBalance', [treasury])).value);

    await page.goto('/moonvault/wallet');
    const panel = page.getByRole('region', { name: 'Withdraw from the treasury' });
    await expect(panel.getByTestId('withdrawable')).not.toHaveText('0.000000000 SOL');
    await panel.getByLabel('Amount (SOL)').fill('5000');
    await panel.getByLabel('Destination address').fill(destination);
    await panel.getByRole('button', { name: 'Review withdrawal…' }).click();
    await expect(panel.getByRole('alert')).toContainText('can be withdrawn');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await panel.getByLabel('Amount (SOL)').fill('0.25');
    await panel.getByRole('button', { name: 'Review withdrawal…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw from the treasury?' });
    await expect(dialog).toContainText(`0.250000000 SOL will be sent from the treasury to ${destination}`);
    // Escape cancels: nothing is sent.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await rpc<{ value: number }>('getBalance', [destination])).value).toBe(0);

    await panel.getByRole('button', { name: 'Review withdrawal…' }).click();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(panel.getByTestId('withdraw-result')).toContainText(
      `Sent 0.250000000 SOL to ${destination}`,
    );
    expect((await rpc<{ value: number }>('getBalance', [destination])).value).toBe(250_000_000);
    expect(BigInt((await rpc<{ value: number }>('getBalance', [treasury])).value)).toBe(
      before - 250_000_000n - 5000n,
    );
    const signature = (await panel.getByTestId('withdraw-result').locator('span').textContent()) ?? '';
    const audit = (await (
      await page.request.get('/api/admin/audit?action=treasury.withdraw&limit=1')
    ).json()) as {
      entries: { target: string; after: { signature: string } }[];
    };
    expect(audit.entries[0]).toMatchObject({ target: destination, after: { signature } });

    await attachScreenshot(page, testInfo, 'wallet-1280');
  });

  test('Marketing: a campaign is hidden from the public list and shown again, then cancelled with its budget refunded on chain', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const base = baseURL as string;
    const rpcUrl = `${base}/api/rpc`;
    const rpc = rpcVia(page.request);
    const balance = async (a: string) => BigInt((await rpc<{ value: number }>('getBalance', [a])).value);
    const publicNames = async () =>
      (
        (await (await page.request.get('/api/marketing/campaigns?limit=100')).json()) as {
          campaigns: { name: string }[];
        }
      ).campaigns.map((c) => c.name);

    // A real campaign: a token minted on the localnet, its budget paid into the escrow by the owner's wallet.
    const owner = await generateKeyPairSigner();
    await airdrop(rpcUrl, owner.address, 3_000_000_000n);
    const { mint } = await mintToken(rpcUrl);
    const ownerApi = await playwright.request.newContext({ baseURL: base });
    await signInAsNewWallet(ownerApi, owner);
    const name = `Moderated raid ${Date.now().toString(36)}`;
    const budget = 1_000_000_000n;
    const created = await ownerApi.post('/api/marketing/campaigns', {
      data: {
        name,
        description: 'Raid for the admin console test',
        type: 'raid',
        mint,
        budgetLamports: budget.toString(),
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        goals: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { campaign, payment } = (await created.json()) as {
      campaign: { id: string; escrow: string };
      payment: { transaction: string };
    };
    const signature = await rpc<string>('sendTransaction', [
      await signWire(payment.transaction, [owner]),
      { encoding: 'base64' },
    ]);
    const confirmed = await ownerApi.post(`/api/marketing/campaigns/${campaign.id}/confirm`, {
      data: { signature },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await ownerApi.dispose();
    expect(await publicNames()).toContain(name);

    await page.goto('/moonvault/marketing');
    const panel = page.getByRole('region', { name: 'Campaigns', exact: true });
    await panel.getByLabel('Search campaigns by name, owner or mint').fill(name);
    const moderated = new ModeratedRow(page, panel, 'admin-campaign', 'campaign', name);
    const { row } = moderated;
    await expect(row).toContainText('active');
    await expect(panel.getByTestId('admin-campaign')).toHaveCount(1);

    // Hide: a reason is required; then the campaign leaves the public list.
    await moderated.hide('Misleading promises');
    expect(await publicNames()).not.toContain(name);
    await moderated.expectFilteredAsHidden('No campaigns match.');

    // Show it again.
    await moderated.show('Owner fixed the text');
    expect(await publicNames()).toContain(name);

    // Cancel on the owner's behalf: Escape backs out with nothing moved; confirming refunds the escrow on chain.
    const treasury = (
      (await (await page.request.get('/api/admin/treasury')).json()) as { withdraw: { treasury: string } }
    ).withdraw.treasury;
    await rpc('requestAirdrop', [treasury, 1_000_000_000]);
    const rent = BigInt(await rpc<number>('getMinimumBalanceForRentExemption', [0]));
    expect(await balance(campaign.escrow)).toBe(budget + rent);
    const ownerBefore = await balance(owner.address);
    await row.getByRole('button', { name: `Cancel campaign ${name}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel “${name}”?` });
    await expect(cancel).toContainText('refunded on chain to the owner');
    await page.keyboard.press('Escape');
    await expect(cancel).toHaveCount(0);
    expect(await balance(campaign.escrow)).toBe(budget + rent);

    await row.getByRole('button', { name: `Cancel campaign ${name}` }).click();
    await cancel.getByLabel('Reason').fill('Reported as a scam');
    await cancel.getByRole('button', { name: 'Cancel campaign' }).click();
    await expect(cancel).toHaveCount(0);
    await expect(row).toContainText('cancelled');
    await expect(row.getByRole('button', { name: `Cancel campaign ${name}` })).toHaveCount(0);
    expect(await balance(campaign.escrow)).toBe(0n);
    expect(await balance(owner.address)).toBe(ownerBefore + budget + rent);

    const audit = (await (await page.request.get('/api/admin/audit?limit=3')).json()) as {
      entries: { action: string; target: string; after: { refund?: { status: string } } }[];
    };
    expect(audit.entries.map((e) => e.action)).toEqual([
      'campaign.cancel',
      'campaign.moderate',
      'campaign.moderate',
    ]);
    expect(audit.entries[0]).toMatchObject({ target: campaign.id, after: { refund: { status: 'paid' } } });

    await attachScreenshot(page, testInfo, 'marketing-1280');
  });

  test('Marketing: a KOL profile is hidden from the public directory (its owner still finds it) and shown again', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const kolApi = await playwright.request.newContext({ baseURL: baseURL as string });
    const owner = await signInAsNewWallet(kolApi);
    const name = `Shiller ${Date.now().toString(36)}`;
    const created = await kolApi.post('/api/marketing/kols', {
      data: {
        name,
        bio: 'Profile for the admin console test',
        handles: { x: '@shiller' },
        audience: { followers: 1200 },
        priceList: [{ service: 'Thread', priceLamports: '100000000' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { kol } = (await created.json()) as { kol: { id: string } };
    await kolApi.dispose();
    const directory = async (query = '') =>
      (
        (await (await page.request.get(`/api/marketing/kols?limit=100${query}`)).json()) as {
          kols: { id: string }[];
        }
      ).kols.map((k) => k.id);
    expect(await directory()).toContain(kol.id);

    await page.goto('/moonvault/marketing');
    const panel = page.getByRole('region', { name: 'KOL profiles', exact: true });
    await panel.getByLabel('Search KOL profiles by name or owner').fill(name);
    const moderated = new ModeratedRow(page, panel, 'admin-kol', 'KOL profile', name);
    await expect(panel.getByTestId('admin-kol')).toHaveCount(1);

    // Hide: a reason is required; then the profile leaves the directory, but its owner's lookup still finds it.
    await moderated.hide('Undisclosed paid promotions', 'cannot be newly hired');
    expect(await directory()).not.toContain(kol.id);
    expect(await directory(`&owner=${owner}`)).toEqual([kol.id]);
    expect((await page.request.get(`/api/marketing/kols/${kol.id}`)).status()).toBe(200);
    await moderated.expectFilteredAsHidden('No KOL profiles match.');

    await attachScreenshot(page, testInfo, 'marketing-kol-hidden-1280');

    // Show it again.
    await moderated.show('Disclosures added');
    expect(await directory()).toContain(kol.id);

    const audit = (await (await page.request.get('/api/admin/audit?action=kol.moderate&limit=2')).json()) as {
      entries: { target: string; after: { hidden: boolean; reason: string } }[];
    };
    expect(audit.entries).toMatchObject([
      { target: kol.id, after: { hidden: false, reason: 'Disclosures added' } },
      { target: kol.id, after: { hidden: true, reason: 'Undisclosed paid promotions' } },
    ]);
  });

  test('Users: a wallet is banned with a reason after confirming (its session ends), then unbanned', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const other = await playwright.request.newContext({ baseURL: baseURL as string });
    const address = await signInAsNewWallet(other);
    await page.goto('/moonvault/users');
    const panel = page.getByRole('region', { name: 'Wallets', exact: true });
    await panel.getByLabel('Filter by the start of an address').fill(address);
    await panel.getByRole('button', { name: `Ban ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ban this wallet?' });
    await dialog.getByRole('button', { name: 'Ban wallet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A reason is required');
    await dialog.getByLabel('Reason').fill('Spam launches');
    await dialog.getByRole('button', { name: 'Ban wallet' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Ban reason: Spam launches')).toBeVisible();
    // The API enforces it: the wallet's session was revoked.
    expect(await (await other.get('/api/auth/me')).json()).toEqual({ signedIn: false });

    await panel.getByRole('button', { name: `Unban ${address}` }).click();
    const lift = page.getByRole('dialog', { name: 'Lift this ban?' });
    await lift.getByLabel('Reason').fill('Appeal accepted');
    await lift.getByRole('button', { name: 'Unban wallet' }).click();
    await expect(panel.getByRole('button', { name: `Ban ${address}` })).toBeVisible();
    await other.dispose();
  });

  test('System: global maintenance and feature flags toggle, each change is audited', async ({ page }) => {
    await page.goto('/moonvault/system');
    const maintenance = page.getByRole('region', { name: 'Maintenance', exact: true });
    const global = maintenance.getByRole('switch', { name: 'Global maintenance' });
    try {
      await expect(global).not.toBeChecked();
      await global.click();
      await expect(global).toBeChecked();
      const audit = page.getByRole('list', { name: 'Audit entries' });
      await expect(audit.locator('li').first()).toContainText('maintenance.global');
      await global.click();
      await expect(global).not.toBeChecked();
    } finally {
      await page.request.post('/api/admin/maintenance-mode', { data: { enabled: false } });
    }

    const flags = page.getByRole('region', { name: 'Feature flags' });
    const name = `e2e-${Date.now().toString(36)}`;
    await flags.getByLabel('New flag name').fill('Bad Name');
    await flags.getByRole('button', { name: 'Add flag' }).click();
    await expect(flags.getByRole('alert')).toContainText('lower-case');
    await flags.getByLabel('New flag name').fill(name);
    await flags.getByRole('button', { name: 'Add flag' }).click();
    const flag = flags.getByRole('switch', { name: `Flag ${name}` });
    await expect(flag).not.toBeChecked();
    await flag.click();
    await expect(flag).toBeChecked();
    expect((await (await page.request.get('/api/feature-flags')).json()).flags[name]).toBe(true);
    await flags.getByRole('button', { name: `Delete flag ${name}` }).click();
    await expect(flag).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Audit log' })
      .getByLabel('Action')
      .selectOption('feature-flags.update');
    await expect(page.getByRole('list', { name: 'Audit entries' }).locator('li')).toHaveCount(3);
  });

  test('Bots: the Telegram token is write-only; Automations: Run now runs the job', async ({ page }) => {
    await page.goto('/moonvault/bots');
    const bot = page.getByRole('region', { name: 'Telegram bot' });
    const token = `123456789:${'A'.repeat(30)}wxyz`;
    await bot.getByLabel('Bot token (leave empty to keep the stored one)').fill(token);
    await bot.getByLabel('Chat id or @channel').fill('@solpad_alerts');
    await bot.getByRole('button', { name: 'Save' }).click();
    await expect(bot.getByText('A token ending in …wxyz is stored (encrypted).')).toBeVisible();
    await expect(bot.getByLabel('Bot token (leave empty to keep the stored one)')).toHaveValue('');
    const stored = await (await page.request.get('/api/admin/bots/telegram')).text();
    expect(stored).not.toContain(token);

    await page.goto('/moonvault/automations');
    const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
    // The quote sweep runs every minute on its own too: compare with its count before the click.
    const job = jobs.getByRole('listitem').filter({ hasText: 'expire-quotes' });
    const runs = async () => Number(/runs (\d+) ·/.exec((await job.textContent()) ?? '')?.[1]);
    const before = await runs();
    await jobs.getByRole('button', { name: 'Run expire-quotes now' }).click();
    await expect.poll(runs).toBeGreaterThan(before);
    // Quotes reserve nothing now: the sweep releases trades submitted but never landed and deletes unsent quotes.
    await expect(job).toContainText(
      /Result: released 0 trades that never landed, settled 0 that had landed, across \d+ tokens; deleted \d+ unsent quotes/,
    );
  });

  test('a logged client error is found by the Errors filter, then pruned by Cleanup after confirming', async ({
    page,
  }) => {
    const marker = `admin-e2e-${Date.now()}`;
    const logged = await page.request.post('/api/client-errors', {
      data: { kind: 'error', message: `Boom ${marker}`, url: '/tokens' },
    });
    expect(logged.ok()).toBe(true);

    await page.goto('/moonvault/errors');
    const log = page.getByRole('region', { name: 'Error log' });
    await log.getByLabel('Filter errors by text').fill(marker);
    await expect(log.getByRole('list', { name: 'client errors' }).getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText(`Boom ${marker}`);
    await log.getByLabel('Kind').selectOption('server');
    await expect(log.getByText(`No server errors match “${marker}”.`)).toBeVisible();

    await page.goto('/moonvault/cleanup');
    const panel = page.getByRole('region', { name: 'Prune old data' });
    // 0 days: everything logged until now counts, the error above included.
    await panel.getByLabel('Older than (days)').fill('0');
    const del = panel.getByRole('button', { name: /^Delete \d+ rows…$/ });
    await expect(del).toBeEnabled();
    await del.click();
    const dialog = page.getByRole('dialog', { name: 'Delete these rows?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await del.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(/^Deleted \d+ rows$/)).toBeVisible();

    await page.goto('/moonvault/errors');
    await log.getByLabel('Filter errors by text').fill(marker);
    await expect(log.getByText(`No client errors match “${marker}”.`)).toBeVisible();
  });
});

test.describe('admin console at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => Shell.prepare(page));

  test('the admin signs in on a phone and the sections fit the screen', async ({ page }, testInfo) => {
    await giveDevWalletKey(page, ADMIN_SEED_BASE64);
    await page.goto('/moonvault/dashboard');
    await signInThroughUi(page);
    await expect(page.getByRole('region', { name: 'Platform' }).getByText('Wallets seen')).toBeVisible();
    for (const path of [
      '/moonvault/dashboard',
      '/moonvault/system',
      '/moonvault/api',
      '/moonvault/marketing',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in with an admin wallet' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await attachScreenshot(page, testInfo, 'api-390');
  });
});
