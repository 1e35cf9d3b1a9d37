import { generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { signWire } from '@solpad/core/token-tools';
import { signInAsAdmin } from './pages/admin';
import { Shell } from './pages/shell';
import { airdrop, mintToken, rpcVia } from './support/localnet';
import { fundTreasury } from './support/marketing';
import { signInAs } from './support/siws';
import { expect, type Page, test } from './support/test';

// The admin runs an owner's own undo from the Marketing section (admin.spec.ts covers a campaign's cancel): a CTO
// campaign's withdrawal, and a presale's cancel with its deposited tokens going back to the creator on chain.
// Each asks for a reason in a dialog; Escape backs out with nothing done; each lands in the audit log.

test.describe('admin: an owner’s undo, run from the Marketing section', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await Shell.prepare(page);
    await signInAsAdmin(page.request);
  });

  /** The last audit entry. */
  const lastAudit = async (page: Page) =>
    (
      (await (await page.request.get('/api/admin/audit?limit=1')).json()) as {
        entries: { action: string; target: string; after: Record<string, unknown> }[];
      }
    ).entries[0];

  test('a CTO campaign is withdrawn for its proposer, with a reason, and stops collecting pledges', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const base = baseURL as string;
    const proposer = await generateKeyPairSigner();
    const { mint } = await mintToken(`${base}/api/rpc`);
    const api = await playwright.request.newContext({ baseURL: base });
    await signInAs(api, proposer);
    const title = `Takeover ${Date.now().toString(36)}`;
    const created = await api.post('/api/marketing/cto', {
      data: {
        mint,
        title,
        pitch: 'The dev left; the holders run it now.',
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { cto } = (await created.json()) as { cto: { id: string } };

    await page.goto('/moonvault/marketing');
    const panel = page.getByRole('region', { name: 'CTO campaigns', exact: true });
    await panel.getByLabel('Search CTO campaigns by title, proposer or mint').fill(title);
    const row = panel.getByTestId('admin-cto').filter({ hasText: title });
    await expect(row).toContainText('open');
    const withdraw = row.getByRole('button', { name: `Withdraw CTO campaign ${title}` });
    const dialog = page.getByRole('dialog', { name: `Withdraw “${title}”?` });

    // Escape backs out: still open.
    await withdraw.click();
    await expect(dialog).toContainText('stops collecting pledges');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const open = (await (await api.get(`/api/marketing/cto/${mint}`)).json()) as { cto: { status: string } };
    expect(open.cto.status).toBe('open');

    // A reason is required; with one, the campaign is withdrawn.
    await withdraw.click();
    await dialog.getByRole('button', { name: 'Withdraw campaign' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A reason is required');
    await dialog.getByLabel('Reason').fill('Proposer asked by email');
    await dialog.getByRole('button', { name: 'Withdraw campaign' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('cancelled');
    await expect(withdraw).toHaveCount(0);
    const after = (await (await api.get(`/api/marketing/cto/${mint}`)).json()) as { cto: { status: string } };
    expect(after.cto.status).toBe('cancelled');
    // Pledging is refused now.
    expect((await api.post(`/api/marketing/cto/${mint}/pledges`, { data: {} })).status()).toBe(409);
    await api.dispose();
    expect(await lastAudit(page)).toMatchObject({ action: 'cto.cancel', target: cto.id });
  });

  test("a presale is cancelled for its creator, and the deposited tokens go back to the creator's wallet on chain", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const base = baseURL as string;
    const rpcUrl = `${base}/api/rpc`;
    const rpc = rpcVia(page.request);
    const creator = await generateKeyPairSigner();
    await airdrop(rpcUrl, creator.address, 2_000_000_000n);
    const { mint } = await mintToken(rpcUrl, [creator.address]);
    const [ata] = await findAssociatedTokenPda({
      owner: creator.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const tokens = async () =>
      BigInt((await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [ata])).value.amount);
    const held = await tokens();

    const api = await playwright.request.newContext({ baseURL: base });
    await signInAs(api, creator);
    const name = `Seed round ${Date.now().toString(36)}`;
    const created = await api.post('/api/marketing/presales', {
      data: {
        mint,
        name,
        description: 'A presale the admin cancels for its creator.',
        softCapLamports: '1000000000',
        hardCapLamports: '2000000000',
        tokensPerSol: '50000000000',
        minContributionLamports: '100000000',
        maxContributionLamports: '1000000000',
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { presale, deposit } = (await created.json()) as {
      presale: { id: string };
      deposit: { transaction: string };
    };
    const signature = await rpc<string>('sendTransaction', [
      await signWire(deposit.transaction, [creator]),
      { encoding: 'base64' },
    ]);
    const confirmed = await api.post(`/api/marketing/presales/${presale.id}/deposit/confirm`, {
      data: { signature },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await api.dispose();
    // 2 SOL × 50,000,000,000 base units per SOL left the creator's wallet for the escrow.
    const deposited = 100_000_000_000n;
    expect(await tokens()).toBe(held - deposited);

    // The treasury pays the release's network fee (an unfunded one refuses: MARKETING__TREASURY_UNFUNDED).
    await fundTreasury(playwright, 1_000_000_000n);

    await page.goto('/moonvault/marketing');
    const panel = page.getByRole('region', { name: 'Presales', exact: true });
    await panel.getByLabel('Search presales by name, owner or mint').fill(name);
    const row = panel.getByTestId('admin-presale').filter({ hasText: name });
    await expect(row).toBeVisible();
    const cancel = row.getByRole('button', { name: `Cancel presale ${name}` });
    const dialog = page.getByRole('dialog', { name: `Cancel “${name}”?` });

    await cancel.click();
    await expect(dialog).toContainText('the deposited tokens go back on chain');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await tokens()).toBe(held - deposited);

    await cancel.click();
    await dialog.getByLabel('Reason').fill('Creator asked to stop it');
    await dialog.getByRole('button', { name: 'Cancel presale' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(/cancel/i);
    await expect(cancel).toHaveCount(0);
    await expect.poll(tokens).toBe(held);
    expect(await lastAudit(page)).toMatchObject({
      action: 'presale.cancel',
      target: presale.id,
      after: { tokenReturn: { tokens: deposited.toString(), status: 'paid' } },
    });
  });
});
