import {
  connectWallet,
  disconnectWallet,
  type WalletConnection,
  watchSolanaWallets,
} from '@solpad/core/wallet';
import type { Wallet } from '@wallet-standard/base';
import { atom } from '../../lib/store';

/**
 * The Solana wallets registered through the Wallet Standard, kept live while something reads this atom
 * (wallets that register after load, like the Localnet Dev Wallet, appear as they come).
 */
export const availableWalletsAtom = atom<readonly Wallet[]>([]);
availableWalletsAtom.onMount = (set) => watchSolanaWallets((wallets) => set(wallets));

/** The connected wallet and account, or null. */
export const walletConnectionAtom = atom<WalletConnection | null>(null);

/** The connected account's address, or null. */
export const walletAddressAtom = atom((get) => get(walletConnectionAtom)?.address ?? null);

/** Name of the wallet a connection is being requested from, or null when none is pending. */
export const connectingWalletNameAtom = atom<string | null>(null);

/**
 * Connects `wallet` (core validates the key and maps wallet errors to the spec's texts). Rejects with
 * that AppError; the caller shows its message.
 */
export const connectWalletAtom = atom(null, async (get, set, wallet: Wallet) => {
  const previous = get(walletConnectionAtom);
  set(connectingWalletNameAtom, wallet.name);
  try {
    const connection = await connectWallet(wallet);
    if (previous && previous.wallet !== wallet)
      await disconnectWallet(previous.wallet).catch(() => undefined);
    set(walletConnectionAtom, connection);
    return connection;
  } finally {
    set(connectingWalletNameAtom, null);
  }
});

/** Forgets the connection at once and asks the wallet to clean up (its failure changes nothing here). */
export const disconnectWalletAtom = atom(null, async (get, set) => {
  const connection = get(walletConnectionAtom);
  set(walletConnectionAtom, null);
  if (connection) await disconnectWallet(connection.wallet).catch(() => undefined);
});
