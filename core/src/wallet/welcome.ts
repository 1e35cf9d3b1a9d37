import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from '../storage';

/**
 * True when the welcome dialog should open after load (spec §2): neither `wallet_connect_dismissed` nor
 * `wallet_address` is stored.
 */
export async function shouldOfferWelcome(storage: KeyValueStorage): Promise<boolean> {
  const [dismissed, address] = await Promise.all([
    storage.getItem(STORAGE_KEYS.walletConnectDismissed),
    storage.getItem(STORAGE_KEYS.walletAddress),
  ]);
  return dismissed === null && address === null;
}

/** "Skip for now": stores `wallet_connect_dismissed = true` so the dialog stays away (spec §4). */
export async function dismissWelcome(storage: KeyValueStorage): Promise<void> {
  await storage.setItem(STORAGE_KEYS.walletConnectDismissed, 'true');
}

/** What the welcome dialog's Connect Wallet does. */
export type WelcomeConnectAction = 'connect-installed' | 'open-list';

/**
 * The welcome dialog's Connect Wallet is the short path: with exactly one wallet installed there is nothing
 * to choose, so it asks that wallet at once (showing "Connecting..."; the wallet's own approval prompt is
 * the confirmation); with none (the user needs install links) or several (the user picks) it opens the
 * wallet list. The header's and pages' Connect Wallet buttons always open the list.
 */
export function welcomeConnectAction(installedCount: number): WelcomeConnectAction {
  return installedCount === 1 ? 'connect-installed' : 'open-list';
}
