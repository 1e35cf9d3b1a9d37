import type { Instruction, Signature } from '@solana/kit';
import { AppError, isAppError } from '@solpad/core/errors';
import { createApiRpc } from '@solpad/core/rpc';
import type { Cluster } from '@solpad/core/schemas';
import { fetchWalletTokenAccounts, sendInstructions } from '@solpad/core/token-tools';
import { walletSignAndSend } from '@solpad/core/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletAccount } from '@wallet-standard/base';
import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { healthQueryOptions } from '../system';
import { disconnectWalletAtom, walletConnectionAtom } from './atoms';

/**
 * The token tools' RPC: core's kit client bound to this site's `/api/rpc` (the localnet, or the configured
 * cluster through the API's forwarder; no key reaches the browser).
 */
export const toolsRpc = createApiRpc(typeof location === 'undefined' ? '' : location.origin);

const CLUSTER_CHAIN: Record<Cluster, `solana:${string}`> = {
  'mainnet-beta': 'solana:mainnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
  localnet: 'solana:localnet',
};

/** The Wallet Standard chain to sign for: the API's cluster, or the account's own Solana chain. */
export function walletChainFor(cluster: Cluster | undefined, account: WalletAccount): `solana:${string}` {
  const wanted = cluster ? CLUSTER_CHAIN[cluster] : undefined;
  if (wanted && account.chains.includes(wanted)) return wanted;
  const own = account.chains.find((c) => c.startsWith('solana:'));
  return (own as `solana:${string}` | undefined) ?? wanted ?? 'solana:mainnet';
}

/**
 * Sends instructions with the connected wallet (core's `walletSignAndSend` + `sendInstructions`: fresh
 * blockhash, one retry on expiry, confirmation). A wallet that reports itself disconnected resets the app's
 * wallet state, as the spec asks.
 */
export function useSendInstructions() {
  const connection = useAtomValue(walletConnectionAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const disconnect = useSetAtom(disconnectWalletAtom);
  return useCallback(
    async (instructions: Instruction[]): Promise<Signature> => {
      if (!connection) throw new AppError('TX__WALLET_DISCONNECTED');
      const chain = walletChainFor(health?.chain.cluster, connection.account);
      try {
        return await sendInstructions(
          {
            rpc: toolsRpc,
            signAndSend: walletSignAndSend(connection.wallet, connection.account, chain),
            feePayer: connection.address,
          },
          instructions,
        );
      } catch (e) {
        if (isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet) void disconnect();
        throw e;
      }
    },
    [connection, health?.chain.cluster, disconnect],
  );
}

/** Query key root of everything the token tools read for a wallet. */
export const walletTokenAccountsKey = (owner: string) => ['token-tools', 'accounts', owner] as const;

/** The wallet's token accounts (Token and Token-2022). */
export const walletTokenAccountsQuery = (owner: string) =>
  queryOptions({
    queryKey: walletTokenAccountsKey(owner),
    queryFn: () =>
      fetchWalletTokenAccounts(toolsRpc, owner as Parameters<typeof fetchWalletTokenAccounts>[1]),
  });
