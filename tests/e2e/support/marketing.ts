import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { baseURL } from '../../playwright.config';
import { signInAsAdmin } from '../pages/admin';
import { airdrop, mintToken } from './localnet';
import { signInAs } from './siws';
import { rpcCall } from './venue';
import { skipWelcome } from './welcome';

export { dismissToasts } from '../pages/shell';
export { signInAs } from './siws';

/**
 * What the marketing specs (campaigns, presales, CTO, KOLs) share: a dev wallet with a known key, connecting it
 * from a write screen's notice, signing an API client in, and funding the platform treasury.
 */

/** localStorage key of the dev wallet's seed (web/src/features/dev-wallet/constants.ts). */
const DEV_WALLET_SEED_KEY = 'solpad_dev_wallet_seed';

/** A wallet's SOL balance in lamports, read from the chain. */
export const balance = async (address: string) =>
  BigInt((await rpcCall<{ value: number }>(baseURL, 'getBalance', [address])).value);

/** A dev wallet with a known key: its seed goes to localStorage before any script runs. */
export async function devWallet(page: Page, theme: 'dark' | 'light' = 'dark'): Promise<KeyPairSigner> {
  const seed = randomBytes(32);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed));
  await skipWelcome(page);
  await page.addInitScript(
    ([key, value, t]) => {
      localStorage.setItem(key as string, value as string);
      if (!localStorage.getItem('vite-ui-theme')) localStorage.setItem('vite-ui-theme', t as string);
    },
    [DEV_WALLET_SEED_KEY, seed.toString('base64'), theme],
  );
  return signer;
}

/** From a write screen's notice: connect the Localnet Dev Wallet. */
export async function connectFromNotice(page: Page) {
  await page
    .getByRole('note')
    .filter({ hasText: 'Connect a wallet' })
    .first()
    .getByRole('button', { name: 'Connect wallet' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await dialog.locator('li[data-wallet="Localnet Dev Wallet"]').getByRole('button').first().click();
  await expect(dialog).toHaveCount(0);
}

/** A reply's JSON, or an error naming the URL and status. */
export async function apiJson<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A week-long KOL-promotion campaign for `mint`, started through the API by `owner` (signed in on `api`) and its
 * budget paid into the escrow on chain with the owner's key, as the campaign page does; returns its id.
 */
async function startPaidKolCampaign(
  api: APIRequestContext,
  owner: KeyPairSigner,
  campaign: { name: string; mint: string; budgetLamports: bigint },
): Promise<string> {
  const created = await apiJson<{ campaign: { id: string }; payment: { transaction: string } }>(
    await api.post('/api/marketing/campaigns', {
      data: {
        name: campaign.name,
        type: 'kol_promotion',
        mint: campaign.mint,
        budgetLamports: `${campaign.budgetLamports}`,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    }),
  );
  const tx = getTransactionDecoder().decode(Buffer.from(created.payment.transaction, 'base64'));
  const signed = await partiallySignTransaction([owner.keyPair], tx);
  const signature = await rpcCall<string>(baseURL, 'sendTransaction', [
    getBase64EncodedWireTransaction(signed),
    { encoding: 'base64' },
  ]);
  await apiJson(
    await api.post(`/api/marketing/campaigns/${created.campaign.id}/confirm`, { data: { signature } }),
  );
  return created.campaign.id;
}

/** An API client signed in as `wallet` (Sign-In With Solana); the caller disposes of it. */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  wallet: KeyPairSigner,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  await signInAs(api, wallet);
  return api;
}

/**
 * A campaign owner ready to hire KOLs: a fresh mint `owner` holds, and a KOL campaign for it started by `owner`
 * through the API with `budgetLamports` paid into its escrow. Returns the owner's signed-in client (the caller
 * disposes of it) and the campaign's id.
 */
export async function ownerWithPaidCampaign(
  playwright: PlaywrightWorkerArgs['playwright'],
  owner: KeyPairSigner,
  campaign: { name: string; budgetLamports: bigint },
): Promise<{ ownerApi: APIRequestContext; campaignId: string }> {
  const { mint } = await mintToken(`${baseURL}/api/rpc`, [owner.address]);
  const ownerApi = await signedInApi(playwright, owner);
  const campaignId = await startPaidKolCampaign(ownerApi, owner, { ...campaign, mint });
  return { ownerApi, campaignId };
}

/**
 * Waits for the page a create form lands on, `{base}/{uuid}` (signing in and paying on chain come first, so it
 * may take a while), and returns the new record's uuid.
 */
export async function createdId(page: Page, base: string): Promise<string> {
  const landed = new RegExp(`${base}/([0-9a-f-]{36})$`);
  await expect(page).toHaveURL(landed, { timeout: 30_000 });
  return landed.exec(page.url())?.[1] ?? '';
}

/**
 * Escrow releases (refunds, payouts) are signed by the escrow with the platform treasury paying the network
 * fee, and a fresh localnet's treasury holds nothing: airdrop `lamports` to it (its address from the admin API).
 */
export async function fundTreasury(playwright: PlaywrightWorkerArgs['playwright'], lamports: bigint) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(admin);
  const { withdraw } = await apiJson<{ withdraw: { treasury: string } }>(
    await admin.get('/api/admin/treasury'),
  );
  await airdrop(`${baseURL}/api/rpc`, withdraw.treasury as Parameters<typeof airdrop>[1], lamports);
  await admin.dispose();
}
