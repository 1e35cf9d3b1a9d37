import { createApiRpc } from '@solpad/core/rpc';
import { registerWallet } from '@wallet-standard/wallet';
import { DevWallet } from './dev-wallet';
import { createDevSigner, loadOrCreateSeed } from './signer';

let registration: Promise<DevWallet> | null = null;

/**
 * Registers the Localnet Dev Wallet with the Wallet Standard, once per page. Call it only when the API
 * says the chain is the localnet: the key lives in localStorage and must never hold real funds.
 */
export function registerDevWallet(): Promise<DevWallet> {
  registration ??= (async () => {
    const signer = await createDevSigner(loadOrCreateSeed(window.localStorage));
    const wallet = new DevWallet(signer, createApiRpc(''));
    registerWallet(wallet);
    return wallet;
  })();
  return registration;
}
