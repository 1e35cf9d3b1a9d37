import { watchWalletAccounts } from '@solpad/core/wallet';
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { walletConnectionAtom } from './atoms';

/**
 * Follows the connected wallet's account changes (core's `watchWalletAccounts`): an account switched inside
 * the wallet becomes the app's connection; a wallet that lists no account any more is disconnected.
 */
export function useWalletEvents(): void {
  const connection = useAtomValue(walletConnectionAtom);
  const setConnection = useSetAtom(walletConnectionAtom);
  useEffect(() => {
    if (!connection) return;
    return watchWalletAccounts(connection, setConnection);
  }, [connection, setConnection]);
}
