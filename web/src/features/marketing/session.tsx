import { getBase58Decoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import { isAppError } from '@solpad/core/errors';
import type { PreparedPayment } from '@solpad/core/schemas';
import { toTransactionError, walletSignAndSend } from '@solpad/core/wallet';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { useAuthSession, useSignIn } from '../auth';
import { healthQueryOptions } from '../system';
import { disconnectWalletAtom, walletChainFor, walletConnectionAtom, walletDialogOpenAtom } from '../wallet';

/** Shown when a write is tried without a connected wallet. */
export const CONNECT_FIRST = 'Connect a wallet, then sign in with it to continue.';

/**
 * Who may write: the connected wallet, signed in with Sign-In With Solana (the admin console's flow, reused:
 * admin/session.ts). `ensure()` is the one click a write button makes first: no wallet → the wallet dialog
 * opens (and it throws {@link CONNECT_FIRST}); a wallet without a session for it → the wallet signs in; then
 * the caller goes on with its write.
 */
export function useWriteAccess() {
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const session = useAuthSession();
  const signIn = useSignIn();
  const signedInAs = session.data?.signedIn ? session.data.address : null;
  const ready = connection !== null && signedInAs === connection.address;
  const ensure = useCallback(async () => {
    if (!connection) {
      openWallets(true);
      throw new Error(CONNECT_FIRST);
    }
    if (signedInAs !== connection.address) await signIn.mutateAsync(connection);
    return connection;
  }, [connection, openWallets, signIn, signedInAs]);
  return {
    connection,
    /** The signed-in wallet's address (null when none). */
    signedInAs,
    ready,
    ensure,
    signingIn: signIn.isPending,
    state: !connection ? ('disconnected' as const) : ready ? ('ready' as const) : ('signed-out' as const),
  };
}

/**
 * Signs and sends a transaction the API prepared (a pay-in: budget, deposit, contribution) with the connected
 * wallet, as the launch flow does (launch-flow.ts): decode the base64 wire transaction, let the wallet sign and
 * send it (core `walletSignAndSend`), and return the base58 signature for the `confirm` call.
 */
export function usePayPrepared() {
  const connection = useAtomValue(walletConnectionAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const disconnect = useSetAtom(disconnectWalletAtom);
  return useCallback(
    async (payment: PreparedPayment): Promise<string> => {
      if (!connection) throw new Error(CONNECT_FIRST);
      const chain = walletChainFor(health?.chain.cluster, connection.account);
      const signAndSend = walletSignAndSend(connection.wallet, connection.account, chain);
      const tx = getTransactionDecoder().decode(
        Uint8Array.from(atob(payment.transaction), (ch) => ch.charCodeAt(0)),
      );
      try {
        const bytes = await signAndSend(new Uint8Array(getTransactionEncoder().encode(tx)));
        return getBase58Decoder().decode(bytes);
      } catch (e) {
        const err = toTransactionError(e);
        if (isAppError(err, 'TX__WALLET_DISCONNECTED') && err.context.resetWallet) void disconnect();
        throw err;
      }
    },
    [connection, health?.chain.cluster, disconnect],
  );
}
