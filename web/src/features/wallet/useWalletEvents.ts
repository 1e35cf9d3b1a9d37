import { watchWalletAccounts } from '@solpad/core/wallet';
import { useEffect } from 'react';
import { appStore, useAtomValue, useSetAtom } from '../../lib/store';
import { disconnectWalletAtom, walletConnectionAtom } from './atoms';
import { walletSession } from './session';

/**
 * Follows the connected wallet's account changes (core's `watchWalletAccounts`): an account switched inside
 * the wallet becomes the app's connection (and the stored session's address); a wallet that lists no
 * account any more is disconnected ("Wallet Disconnected").
 */
export function useWalletEvents(): void {
  const connection = useAtomValue(walletConnectionAtom);
  const setConnection = useSetAtom(walletConnectionAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  useEffect(() => {
    if (!connection) return;
    return watchWalletAccounts(connection, (next) => {
      // Events of a connection the app has already left (switched away from, or disconnected) change
      // nothing: the effect that unsubscribes runs only after React commits.
      if (appStore.get(walletConnectionAtom) !== connection) return;
      if (next) {
        setConnection(next);
        void walletSession.switchAccount(next.address);
      } else {
        void disconnect();
      }
    });
  }, [connection, setConnection, disconnect]);
}
