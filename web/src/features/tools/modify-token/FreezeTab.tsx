import type { Address } from '@solana/kit';
import { shortenAddress } from '@solpad/core';
import { AddressInputSchema } from '@solpad/core/schemas';
import {
  buildFreezeInstructions,
  fetchMintHolders,
  fetchTokenAccounts,
  formatTokenAmount,
  type MintFacts,
} from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toolsRpc } from '../../wallet';
import { EntryForm } from './EntryForm';
import type { PendingAction } from './ReviewDialog';
import { TabDisabledReason, type TabProps } from './Tabs';

/** The reviewed action that freezes or thaws one token account of the mint. */
function freezeAction(
  mint: MintFacts,
  freezeAuthority: Address,
  account: Address,
  action: 'freeze' | 'thaw',
  owner: string,
): PendingAction {
  return {
    title: action === 'freeze' ? 'Freeze token account' : 'Thaw token account',
    summary: [
      { label: 'Mint', value: mint.address },
      { label: 'Token account', value: account },
      { label: 'Account owner', value: owner },
      {
        label: 'Effect',
        value:
          action === 'freeze'
            ? 'The owner can no longer move or burn these tokens'
            : 'The owner can use the tokens again',
      },
    ],
    impact: 'medium',
    type: 'authority',
    irreversible: false,
    build: async () =>
      buildFreezeInstructions({
        program: mint.program,
        action,
        account,
        mint: mint.address,
        freezeAuthority,
      }),
  };
}

type HolderAccount = Awaited<ReturnType<typeof fetchTokenAccounts>>[number];
type FreezeAct = (account: Address, action: 'freeze' | 'thaw', owner: string) => void;

/** The mint's largest token accounts, each with its state and a Freeze / Thaw button. */
function FreezeAccountList({
  accounts,
  mint,
  allowed,
  act,
}: {
  accounts: HolderAccount[];
  mint: MintFacts | null;
  allowed: boolean;
  act: FreezeAct;
}) {
  return (
    <ul className="flex flex-col gap-2" data-testid="freeze-accounts">
      {accounts.length === 0 && <li className="text-muted text-sm">No token accounts hold this mint yet.</li>}
      {accounts.map((a) => (
        <li
          key={a.address}
          data-testid="freeze-account"
          data-account={a.address}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface-2 p-3"
        >
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-mono text-sm" title={a.address}>
              {shortenAddress(a.address, 6)}
            </span>
            <span className="truncate text-muted text-xs">
              Owner {shortenAddress(a.owner, 6)} ·{' '}
              {mint ? formatTokenAmount(a.amount, mint.decimals) : a.amount.toString()}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span
              data-testid="freeze-state"
              className={`badge ${a.state === 'frozen' ? 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300' : 'bg-surface text-muted'}`}
            >
              {a.state === 'frozen' ? 'Frozen' : 'Active'}
            </span>
            <button
              type="button"
              className="btn-secondary"
              disabled={!allowed}
              onClick={() => act(a.address, a.state === 'frozen' ? 'thaw' : 'freeze', a.owner)}
            >
              {a.state === 'frozen' ? 'Thaw' : 'Freeze'}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "Any token account of this mint": checks the address is one of the mint's accounts, then freezes or thaws it. */
function FreezeTargetForm({
  id,
  mint,
  allowed,
  act,
  target,
}: {
  id: string;
  mint: MintFacts | null;
  allowed: boolean;
  act: FreezeAct;
  target: {
    value: string;
    set: (v: string) => void;
    error: string | null;
    setError: (e: string | null) => void;
  };
}) {
  return (
    <EntryForm
      inputId={`${id}-target`}
      label="Any token account of this mint"
      input={{
        placeholder: 'Token account address',
        value: target.value,
        onChange: (e) => target.set(e.target.value),
        disabled: !allowed,
      }}
      action="Freeze / Thaw"
      actionDisabled={!allowed}
      error={target.error}
      onSubmit={async () => {
        const parsed = AddressInputSchema.safeParse(target.value);
        if (!parsed.success || !mint) return target.setError('Enter a token account address');
        const [account] = await fetchTokenAccounts(toolsRpc, [parsed.data as Address]);
        if (!account || account.mint !== mint.address)
          return target.setError('Not a token account of this mint');
        target.setError(null);
        act(account.address, account.state === 'frozen' ? 'thaw' : 'freeze', account.owner);
      }}
    />
  );
}

/** Freeze: the mint's largest token accounts with their state, and freeze / thaw for the freeze authority. */
export function FreezeTab({ mint, demo, permissions, onAction }: TabProps) {
  const id = useId();
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const holders = useQuery({
    queryKey: ['token-tools', 'holders', mint?.address],
    queryFn: async () => {
      if (!mint) return [];
      const largest = await fetchMintHolders(toolsRpc, mint.address);
      return fetchTokenAccounts(
        toolsRpc,
        largest.map((h) => h.address),
      );
    },
    enabled: mint !== null,
  });
  if (!mint && !demo) return <p className="text-muted text-sm">Select a token first.</p>;
  const permission = permissions.freezeThaw;
  const act: FreezeAct = (account, action, owner) => {
    if (!mint?.freezeAuthority) return;
    onAction(freezeAction(mint, mint.freezeAuthority, account, action, owner));
  };
  return (
    <div className="flex flex-col gap-4">
      <TabDisabledReason permission={permission} />
      {demo && !mint && (
        <p className="text-muted text-sm">Freezing works on real tokens you hold the freeze authority of.</p>
      )}
      {holders.isError && (
        <p role="alert" className="text-red-600 text-sm dark:text-red-400">
          {errorMessage(holders.error)}
        </p>
      )}
      {holders.data && (
        <FreezeAccountList accounts={holders.data} mint={mint} allowed={permission.allowed} act={act} />
      )}
      <FreezeTargetForm
        id={id}
        mint={mint}
        allowed={permission.allowed}
        act={act}
        target={{ value: target, set: setTarget, error: targetError, setError: setTargetError }}
      />
    </div>
  );
}
