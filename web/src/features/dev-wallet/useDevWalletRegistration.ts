import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { healthQueryOptions } from '../system';

/**
 * Registers the Localnet Dev Wallet once the API reports a localnet chain — and never otherwise. The
 * wallet's code (kit signing, transaction codecs) is a separate chunk loaded only then.
 */
export function useDevWalletRegistration(): void {
  const { data: health } = useQuery(healthQueryOptions);
  const localnet = health?.chain.mode === 'localnet';
  useEffect(() => {
    if (!localnet) return;
    import('./register')
      .then(({ registerDevWallet }) => registerDevWallet())
      .catch((e: unknown) => console.error('The Localnet Dev Wallet could not be registered', e));
  }, [localnet]);
}
