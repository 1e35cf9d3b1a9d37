import { formatTokenAmount } from '@solpad/core/token-tools';
import { useId } from 'react';
import { ReadNote } from '../../../components/kit';
import { useSetAtom } from '../../../lib/store';
import { walletDialogOpenAtom } from '../../wallet';
import { BurnAccountList } from './BurnAccountList';
import { BurnForm } from './BurnForm';
import { TxLink } from './TxLink';
import { type RealBurn, useRealBurn } from './useRealBurn';

/** The real burn panel's element id (the page links to it). */
export const REAL_BURN_ID = 'burn-tokens';

/** Connect prompt, or when the accounts were read (with Refresh), and how reading them went. */
function AccountsStatus({ state }: { state: RealBurn }) {
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const { connection, accounts } = state;
  if (!connection)
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface-2 p-4">
        <p className="text-muted text-sm">Connect a wallet to see the tokens you can burn.</p>
        <button type="button" className="btn-secondary" onClick={() => openWallets(true)}>
          Connect Wallet
        </button>
      </div>
    );
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted text-xs">
          Read from the chain
          {accounts.dataUpdatedAt
            ? ` at ${new Date(accounts.dataUpdatedAt).toLocaleTimeString('en-US')}`
            : ''}
        </span>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          onClick={() => void accounts.refetch()}
          disabled={accounts.isFetching}
          aria-busy={accounts.isFetching}
        >
          {accounts.isFetching ? 'Refreshing…' : 'Refresh accounts'}
        </button>
      </div>
      <ReadNote query={accounts} loading="Loading your token accounts…" />
      {accounts.data?.length === 0 && (
        <p
          className="rounded-xl border border-line bg-surface-2 p-4 text-muted text-sm"
          data-testid="no-token-accounts"
        >
          This wallet holds no token accounts.
        </p>
      )}
    </>
  );
}

/** The last burn or close: what it did, the new balance, and its signature. */
function BurnResult({
  done,
  doneAccount,
}: {
  done: NonNullable<RealBurn['done']>;
  doneAccount: RealBurn['doneAccount'];
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm"
      data-testid="burn-result"
    >
      <p className="font-semibold">
        {done.kind === 'burn' ? `Burned ${done.amount} tokens` : 'Account closed, rent reclaimed'}
      </p>
      {done.kind === 'burn' && (
        <p>
          New balance:{' '}
          <span className="font-semibold tabular-nums" data-testid="new-balance">
            {doneAccount ? formatTokenAmount(doneAccount.amount, doneAccount.decimals) : '…'}
          </span>
        </p>
      )}
      <p className="text-muted text-xs">Signature</p>
      <TxLink signature={done.signature} />
    </div>
  );
}

/** Burns tokens the connected wallet holds (burnChecked) and closes emptied accounts (closeAccount). */
export function RealBurnPanel() {
  const id = useId();
  const state = useRealBurn();
  const { owner, accounts, account, done } = state;
  return (
    <section
      id={REAL_BURN_ID}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="card flex scroll-mt-20 flex-col gap-4 focus-visible:outline-none"
      data-testid="real-burn"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          Burn Tokens On Chain
        </h2>
        <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
          Live
        </span>
      </div>
      <p className="text-muted text-sm">
        Burn tokens your wallet holds with the token’s own program (SPL Token or Token-2022). A burn cannot be
        undone. Emptied accounts can be closed to reclaim their rent.
      </p>
      <AccountsStatus state={state} />
      {owner && accounts.data && accounts.data.length > 0 && (
        <BurnAccountList
          owner={owner}
          accounts={accounts.data}
          selected={state.selected}
          radioName={`${id}-account`}
          onSelect={state.select}
        />
      )}
      {account && <BurnForm id={id} state={state} account={account} />}
      {done && <BurnResult done={done} doneAccount={state.doneAccount} />}
    </section>
  );
}
