import {
  autoDetectWallet,
  connectWallet,
  disconnectWallet,
  listSolanaWallets,
  WALLET_NETWORK_STORAGE_KEY,
  type WalletConnection,
  type WalletNetwork,
  type WalletSessionState,
  watchSolanaWallets,
} from '@solpad/core/wallet';
import type { Wallet } from '@wallet-standard/base';
import { atom } from '../../lib/store';
import { walletSession, walletStorage } from './session';

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

/** Core's session state (disconnected / connecting / connected), live while read. */
export const walletSessionStateAtom = atom<WalletSessionState>(walletSession.getState());
walletSessionStateAtom.onMount = (set) => {
  set(walletSession.getState());
  return walletSession.subscribe(set);
};

/** Name of the wallet a connection is being requested from (a click or the restore on load), or null. */
export const connectingWalletNameAtom = atom((get) => {
  const state = get(walletSessionStateAtom);
  return state.status === 'connecting' ? state.providerName : null;
});

/**
 * Connects `wallet` through the session (core validates the key and maps wallet errors to the spec's
 * texts; the session emits the events the toasts follow). Rejects with that AppError.
 */
export const connectWalletAtom = atom(null, async (get, set, wallet: Wallet) => {
  const previous = get(walletConnectionAtom);
  let connection: WalletConnection | undefined;
  await walletSession.connect(wallet.name, async () => {
    connection = await connectWallet(wallet);
    return connection.address;
  });
  set(walletConnectionAtom, connection ?? null);
  // After the switch, so the old wallet's "no accounts" event is recognised as stale (useWalletEvents).
  if (previous && previous.wallet !== wallet) await disconnectWallet(previous.wallet).catch(() => undefined);
  return connection;
});

/**
 * Auto Detect: connects the first wallet registered through Wallet Standard. Throws "No Wallets Found -
 * Please install a Solana wallet extension" when there is none.
 */
export const connectAutoDetectAtom = atom(null, async (_get, set) => {
  const wallet = autoDetectWallet(listSolanaWallets());
  return set(connectWalletAtom, wallet);
});

/** Forgets the connection at once and asks the wallet to clean up (its failure changes nothing here). */
export const disconnectWalletAtom = atom(null, async (get, set) => {
  const connection = get(walletConnectionAtom);
  set(walletConnectionAtom, null);
  await walletSession.disconnect();
  if (connection) await disconnectWallet(connection.wallet).catch(() => undefined);
});

function readStoredNetwork(): string | null {
  try {
    const value = walletStorage.getItem(WALLET_NETWORK_STORAGE_KEY);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The network the user picked for wallets that offer one (stored under `wallet_network`), or null. */
export const storedWalletNetworkAtom = atom<string | null>(readStoredNetwork());

/** Picks and stores the network for wallets that offer a choice. */
export const chooseWalletNetworkAtom = atom(null, (_get, set, network: WalletNetwork) => {
  set(storedWalletNetworkAtom, network);
  void walletStorage.setItem(WALLET_NETWORK_STORAGE_KEY, network);
});
