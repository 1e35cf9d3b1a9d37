import type { StandardEventsFeature } from '@wallet-standard/features';
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { walletConnectionAtom } from './atoms';

/**
 * Follows the connected wallet's `standard:events`: when the wallet no longer lists the connected account
 * (disconnected or switched from inside the wallet), the app's connection is dropped too.
 */
export function useWalletEvents(): void {
  const connection = useAtomValue(walletConnectionAtom);
  const setConnection = useSetAtom(walletConnectionAtom);
  useEffect(() => {
    if (!connection) return;
    const events = (connection.wallet.features as Partial<StandardEventsFeature>)['standard:events'];
    if (!events) return;
    return events.on('change', ({ accounts }) => {
      if (accounts && !accounts.some((a) => a.address === connection.address)) setConnection(null);
    });
  }, [connection, setConnection]);
}
