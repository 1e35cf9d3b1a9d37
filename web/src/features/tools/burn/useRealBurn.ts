import type { Address } from '@solana/kit';
import { formatSol } from '@solpad/core';
import { burnAmountSchema } from '@solpad/core/schemas';
import {
  buildBurnInstructions,
  buildCloseAccountInstructions,
  formatTokenAmount,
  lookupToken,
  type WalletTokenAccount,
} from '@solpad/core/token-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useAtomValue } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import {
  toolsRpc,
  useSendInstructions,
  walletConnectionAtom,
  walletTokenAccountsKey,
  walletTokenAccountsQuery,
} from '../../wallet';
import { burnStatsKey } from './analytics';

/** The mint's facts (supply, decimals), read from the chain. */
export const mintQuery = (mint: string) => ({
  queryKey: ['token-tools', 'mint', mint] as const,
  queryFn: () => lookupToken(toolsRpc, mint as Address),
});

export type BurnDone = {
  kind: 'burn' | 'close';
  signature: string;
  account: Address;
  mint: Address;
  amount?: string;
};

/** Burn (burnChecked) and close (closeAccount) for the wallet's accounts, each refreshing what it changed. */
function useBurnMutations(
  owner: Address | null,
  after: { burned: () => void; closed: () => void; failed: () => void; done: (d: BurnDone) => void },
) {
  const queryClient = useQueryClient();
  const send = useSendInstructions();
  const refresh = async (mintAddress: Address) => {
    if (!owner) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletTokenAccountsKey(owner) }),
      queryClient.invalidateQueries({ queryKey: mintQuery(mintAddress).queryKey }),
      // The API indexed the burn or close when it accepted the transaction: Analytics shows it now.
      queryClient.invalidateQueries({ queryKey: burnStatsKey }),
    ]);
  };

  const burn = useMutation({
    mutationFn: async ({ target, units }: { target: WalletTokenAccount; units: bigint }) => {
      if (!owner) throw new Error('Connect a wallet first');
      const signature = await send(
        buildBurnInstructions({
          program: target.program,
          account: target.address,
          mint: target.mint,
          owner,
          amount: units,
          decimals: target.decimals,
        }),
      );
      return { signature, target, units };
    },
    onSuccess: async ({ signature, target, units }) => {
      after.done({
        kind: 'burn',
        signature,
        account: target.address,
        mint: target.mint,
        amount: formatTokenAmount(units, target.decimals),
      });
      after.burned();
      toast({
        title: 'Tokens burned',
        description: `${formatTokenAmount(units, target.decimals)} tokens burned on chain`,
      });
      await refresh(target.mint);
    },
    onError: (e) => {
      after.failed();
      toast({ title: 'Burn failed', description: errorMessage(e), variant: 'destructive' });
    },
  });

  const close = useMutation({
    mutationFn: async (target: WalletTokenAccount) => {
      if (!owner) throw new Error('Connect a wallet first');
      const signature = await send(
        buildCloseAccountInstructions({ program: target.program, account: target.address, owner }),
      );
      return { signature, target };
    },
    onSuccess: async ({ signature, target }) => {
      after.done({ kind: 'close', signature, account: target.address, mint: target.mint });
      after.closed();
      toast({ title: 'Account closed', description: `${formatSol(target.lamports)} SOL rent reclaimed` });
      await refresh(target.mint);
    },
    onError: (e) => toast({ title: 'Close failed', description: errorMessage(e), variant: 'destructive' }),
  });
  return { burn, close };
}

/**
 * The real burn panel's state: the wallet's token accounts, the one selected and its mint, the amount typed
 * (validated against the balance), the review step, and the last burn or close.
 */
export function useRealBurn() {
  const connection = useAtomValue(walletConnectionAtom);
  const owner = connection?.address ?? null;
  const accounts = useQuery({ ...walletTokenAccountsQuery(owner ?? ''), enabled: owner !== null });
  const [selected, setSelected] = useState<Address | null>(null);
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState<BurnDone | null>(null);

  const account: WalletTokenAccount | undefined = accounts.data?.find((a) => a.address === selected);
  const mint = useQuery({ ...mintQuery(account?.mint ?? ''), enabled: account !== undefined });
  const validation = account
    ? burnAmountSchema(account.decimals, account.amount).safeParse(amountText)
    : null;

  const { burn, close } = useBurnMutations(owner, {
    done: setDone,
    burned: () => {
      setAmountText('');
      setTouched(false);
      setReviewing(false);
    },
    closed: () => setSelected(null),
    failed: () => setReviewing(false),
  });

  const select = (address: Address) => {
    setSelected(address);
    setAmountText('');
    setTouched(false);
    setReviewing(false);
  };

  return {
    connection,
    owner,
    accounts,
    selected,
    select,
    account,
    mint,
    amount: { text: amountText, setText: setAmountText, touched, setTouched, validation },
    reviewing,
    setReviewing,
    done,
    doneAccount: done ? accounts.data?.find((a) => a.address === done.account) : undefined,
    burn,
    close,
    busy: burn.isPending || close.isPending,
  };
}

export type RealBurn = ReturnType<typeof useRealBurn>;
