import { createMemoryStorage, type KeyValueStorage } from '@solpad/core/storage';
import { createWalletSession, shouldOfferWelcome } from '@solpad/core/wallet';

/** localStorage, or memory when the browser refuses storage (private modes, blocked cookies). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__solpad_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** The page's storage for wallet keys (`wallet_address`, `wallet_connect_dismissed`, …). */
export const walletStorage: KeyValueStorage = browserStorage();

/**
 * The page's one wallet session (core's state machine: disconnected → connecting → connected, 5-minute
 * inactivity expiry, restore on load). The atoms in `atoms.ts` hold the Wallet Standard objects beside it.
 */
export const walletSession = createWalletSession({ storage: walletStorage });

/**
 * Whether the welcome dialog is due, read as the page loads (spec §2: "if neither wallet_connect_dismissed
 * nor wallet_address is in local storage"), before the session restore may clear an expired address.
 */
export const welcomeDueAtLoad: Promise<boolean> = shouldOfferWelcome(walletStorage);
