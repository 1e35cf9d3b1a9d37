import type { Address } from '@solana/kit';
import { MODIFY_TOKEN_SELECTION_MS, shortenAddress } from '@solpad/core';
import {
  fetchMints,
  fetchWalletTokenAccounts,
  hasAnyAuthority,
  lookupToken,
  type MintFacts,
  mintPermissions,
} from '@solpad/core/token-tools';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAtomValue } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { toolsRpc, useSendInstructions, walletConnectionAtom } from '../../wallet';
import type { ActivityEntry, DemoToken } from './content';
import type { PendingAction } from './ReviewDialog';

const mintKey = (mint: string | null) => ['token-tools', 'modify', 'mint', mint] as const;

/** What the permissions are read from while no mint is selected: nothing is allowed. */
const NO_MINT: MintFacts = {
  address: '' as Address,
  program: 'token',
  programAddress: '' as Address,
  supply: 0n,
  decimals: 0,
  mintAuthority: null,
  freezeAuthority: null,
  extensions: [],
  metadata: null,
  metadataPointer: null,
  dataSize: 0,
  lamports: 0n,
};

/** The demo's picked sample token, with the short "Loading token…" pause the spec asks for after a pick. */
function useDemoSelection() {
  const [demo, setDemo] = useState<DemoToken | null>(null);
  const [demoLoading, setDemoLoading] = useState(false);
  useEffect(() => {
    if (!demoLoading) return;
    const timer = setTimeout(() => setDemoLoading(false), MODIFY_TOKEN_SELECTION_MS);
    return () => clearTimeout(timer);
  }, [demoLoading]);
  const pickDemo = (token: DemoToken) => {
    setDemo(token);
    setDemoLoading(true);
  };
  return { demo, demoLoading, pickDemo };
}

/** The mints the connected wallet holds an authority over, and the one selected (picked or pasted). */
function useMintSelection(wallet: Address | null) {
  const [selected, setSelected] = useState<Address | null>(null);
  useEffect(() => {
    if (!wallet) setSelected(null);
  }, [wallet]);
  const authorityMints = useQuery({
    queryKey: ['token-tools', 'modify', 'authority-mints', wallet],
    queryFn: async () => {
      const accounts = await fetchWalletTokenAccounts(toolsRpc, wallet as Address);
      const mints = await fetchMints(
        toolsRpc,
        accounts.map((a) => a.mint),
      );
      return mints.filter((m) => hasAnyAuthority(m, wallet as Address));
    },
    enabled: wallet !== null,
  });
  const mint = useQuery({
    queryKey: mintKey(selected),
    queryFn: () => lookupToken(toolsRpc, selected as Address),
    enabled: selected !== null,
  });
  return { selected, setSelected, authorityMints, mint };
}

/**
 * The Modify Token page's state: the wallet, the demo or live selection, the action under review and its
 * phase, and `execute`, which signs and sends a reviewed action, records it in the session's activity and
 * refreshes what it changed.
 */
export function useModifyToken() {
  const connection = useAtomValue(walletConnectionAtom);
  const wallet = connection?.address ?? null;
  const queryClient = useQueryClient();
  const send = useSendInstructions();
  const demoSelection = useDemoSelection();
  const mintSelection = useMintSelection(wallet);
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [phase, setPhase] = useState<'review' | 'execute'>('review');
  const [activity, setActivity] = useState<ActivityEntry[]>([]);
  const [version, setVersion] = useState(0);

  const { selected, mint } = mintSelection;
  const facts: MintFacts | null = wallet && mint.data ? mint.data : null;
  const demoMode = !wallet;
  const permissions = mintPermissions(facts ?? NO_MINT, facts ? wallet : null);

  const execute = async (action: PendingAction) => {
    const signature = await send(await action.build());
    setActivity((list) =>
      [
        {
          action: action.title,
          token: facts?.metadata?.symbol ?? shortenAddress(facts?.address ?? '', 4),
          timestamp: Date.now(),
          txHash: signature,
          status: 'success' as const,
          type: action.type,
          impact: action.impact,
        },
        ...list,
      ].slice(0, 8),
    );
    toast({ title: action.title, description: 'Confirmed on chain' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: mintKey(selected) }),
      queryClient.invalidateQueries({ queryKey: ['token-tools', 'holders'] }),
      queryClient.invalidateQueries({ queryKey: ['token-tools', 'modify', 'authority-mints'] }),
    ]);
    setVersion((v) => v + 1);
    return signature;
  };
  const review = (a: PendingAction) => {
    setPhase('review');
    setPending(a);
  };

  return {
    connection,
    wallet,
    demoMode,
    ...demoSelection,
    ...mintSelection,
    paste: { value: paste, setValue: setPaste, error: pasteError, setError: setPasteError },
    facts,
    permissions,
    pending,
    setPending,
    phase,
    setPhase,
    activity,
    version,
    execute,
    review,
  };
}

export type ModifyTokenState = ReturnType<typeof useModifyToken>;
