import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { buildSiwsMessage } from '@solpad/core/auth';
import { SignInInputSchema } from '@solpad/core/schemas';
import { baseURL } from '../../playwright.config';
import { signInAsAdmin } from '../pages/admin';
import { airdrop } from './localnet';
import { rpcCall } from './venue';

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
  await page.addInitScript(
    ([key, value, t]) => {
      localStorage.setItem(key as string, value as string);
      localStorage.setItem('wallet_connect_dismissed', 'true');
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

/** Signs an API client in as `signer` through the real Sign-In With Solana flow (nonce, signature, verify). */
export async function signInAs(request: APIRequestContext, signer: KeyPairSigner) {
  const input = SignInInputSchema.parse(await (await request.get('/api/auth/nonce')).json());
  const message = new TextEncoder().encode(buildSiwsMessage({ ...input, address: signer.address }));
  const [signatures] = await signer.signMessages([{ content: message, signatures: {} }]);
  const signature = signatures?.[signer.address];
  if (!signature) throw new Error('no signature');
  const res = await request.post('/api/auth/verify', {
    data: {
      signedMessage: Buffer.from(message).toString('base64'),
      signature: Buffer.from(signature).toString('base64'),
    },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** A reply's JSON, or an error naming the URL and status. */
export async function apiJson<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Closes every open toast, so none covers a control or a screenshot. */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click()
      .catch(() => undefined);
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
