import { ERROR_MESSAGES, TOASTS } from '@solpad/core';
import { connectWallet, disconnectWallet, type WalletSessionEvent, waitForWallet } from '@solpad/core/wallet';
import { useEffect } from 'react';
import { errorMessage } from '../../lib/error-message';
import { appStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { walletConnectionAtom } from './atoms';
import { walletSession } from './session';

/**
 * How long the restore on load waits for the stored wallet to register. Extensions register as the page
 * starts; the Localnet Dev Wallet registers once `/api/health` has answered and its chunk has loaded.
 */
const RESTORE_WALLET_WAIT_MS = 5000;

/** The session's events as the spec's toasts (§4, §8), and the Wallet Standard side of expiry. */
function onSessionEvent(event: WalletSessionEvent): void {
  switch (event.type) {
    case 'connected':
      toast({ ...TOASTS.walletConnected });
      return;
    case 'disconnected':
      toast({ ...TOASTS.walletDisconnected });
      return;
    case 'restored':
      // Nobody clicked for it: whatever the visitor does next replaces it (issue 22).
      toast({ ...TOASTS.walletReconnected, notice: true });
      return;
    case 'expired': {
      const connection = appStore.get(walletConnectionAtom);
      appStore.set(walletConnectionAtom, null);
      if (connection) void disconnectWallet(connection.wallet).catch(() => undefined);
      toast({ ...TOASTS.sessionExpired });
      return;
    }
    case 'connect-failed':
      toast({
        ...TOASTS.connectionFailed,
        description: errorMessage(event.error) || ERROR_MESSAGES.WALLET__CONNECT_FAILED,
        variant: 'destructive',
      });
      return;
    case 'restore-failed':
      // Like a wallet adapter's autoConnect: a wallet that no longer answers silently just leaves the
      // visitor disconnected; the Connect Wallet button is right there.
      appStore.set(walletConnectionAtom, null);
      console.info('The stored wallet session could not be reconnected', event.error);
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled wallet session event ${JSON.stringify(unhandled)}`);
    }
  }
}

let restoreStarted = false;

/** Restores a stored session once per page: a silent Wallet Standard reconnect (`silent: true`). */
function restoreOnce(): void {
  if (restoreStarted) return;
  restoreStarted = true;
  void walletSession.restore({
    reconnect: async ({ providerName }) => {
      const wallet = await waitForWallet(providerName, RESTORE_WALLET_WAIT_MS);
      const connection = await connectWallet(wallet, { silent: true });
      appStore.set(walletConnectionAtom, connection);
      return connection.address;
    },
  });
}

/**
 * The session's page-wide wiring: toasts for its events, the restore on load, activity tracking (mouse,
 * keys, scroll, touch, clicks keep the session alive; written to storage at most every 15 s, and once
 * more when the page is hidden or left).
 */
export function useWalletSessionEffects(): void {
  useEffect(() => {
    const offEvents = walletSession.onEvent(onSessionEvent);
    restoreOnce();
    const offActivity = walletSession.trackActivity(window);
    const flush = () => void walletSession.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      offEvents();
      offActivity();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
