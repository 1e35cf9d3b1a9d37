import type { Address } from '@solana/kit';
import { formatSol, shortenAddress } from '@solpad/core';
import { burnAmountSchema } from '@solpad/core/schemas';
import {
  buildBurnInstructions,
  buildCloseAccountInstructions,
  formatTokenAmount,
  lookupToken,
  type WalletTokenAccount,
} from '@solpad/core/token-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useAtomValue, useSetAtom } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import {
  toolsRpc,
  useSendInstructions,
  walletConnectionAtom,
  walletDialogOpenAtom,
  walletTokenAccountsKey,
  walletTokenAccountsQuery,
} from '../../wallet';
import { burnStatsKey } from './analytics';
import { BurnAccountList } from './BurnAccountList';
import { TxLink } from './TxLink';

/** The mint's facts (supply, decimals), read from the chain. */
export const mintQuery = (mint: string) => ({
  queryKey: ['token-tools', 'mint', mint] as const,
  queryFn: () => lookupToken(toolsRpc, mint as Address),
});

/** The real burn panel's element id (the page links to it). */
export const REAL_BURN_ID = 'burn-tokens';

type Done = { kind: 'burn' | 'close'; signature: string; account: Address; mint: Address; amount?: string };

/** Burns tokens the connected wallet holds (burnChecked) and closes emptied accounts (closeAccount). */
export function RealBurnPanel() {
  const id = useId();
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const queryClient = useQueryClient();
  const send = useSendInstructions();
  const owner = connection?.address ?? null;
  const accounts = useQuery({ ...walletTokenAccountsQuery(owner ?? ''), enabled: owner !== null });
  const [selected, setSelected] = useState<Address | null>(null);
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);

  const account: WalletTokenAccount | undefined = accounts.data?.find((a) => a.address === selected);
  const mint = useQuery({ ...mintQuery(account?.mint ?? ''), enabled: account !== undefined });
  const validation = account
    ? burnAmountSchema(account.decimals, account.amount).safeParse(amountText)
    : null;

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
      setDone({
        kind: 'burn',
        signature,
        account: target.address,
        mint: target.mint,
        amount: formatTokenAmount(units, target.decimals),
      });
      setAmountText('');
      setTouched(false);
      setReviewing(false);
      toast({
        title: 'Tokens burned',
        description: `${formatTokenAmount(units, target.decimals)} tokens burned on chain`,
      });
      await refresh(target.mint);
    },
    onError: (e) => {
      setReviewing(false);
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
      setDone({ kind: 'close', signature, account: target.address, mint: target.mint });
      setSelected(null);
      toast({ title: 'Account closed', description: `${formatSol(target.lamports)} SOL rent reclaimed` });
      await refresh(target.mint);
    },
    onError: (e) => toast({ title: 'Close failed', description: errorMessage(e), variant: 'destructive' }),
  });

  const busy = burn.isPending || close.isPending;
  const doneAccount = done ? accounts.data?.find((a) => a.address === done.account) : undefined;

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

      {!connection && (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface-2 p-4">
          <p className="text-muted text-sm">Connect a wallet to see the tokens you can burn.</p>
          <button type="button" className="btn-secondary" onClick={() => openWallets(true)}>
            Connect Wallet
          </button>
        </div>
      )}

      {connection && (
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
      )}
      {connection && accounts.isPending && (
        <p role="status" className="text-muted text-sm">
          Loading your token accounts…
        </p>
      )}
      {connection && accounts.isError && (
        <p role="alert" className="text-red-600 text-sm dark:text-red-400">
          {errorMessage(accounts.error)}
        </p>
      )}
      {connection && accounts.data?.length === 0 && (
        <p
          className="rounded-xl border border-line bg-surface-2 p-4 text-muted text-sm"
          data-testid="no-token-accounts"
        >
          This wallet holds no token accounts.
        </p>
      )}

      {owner && accounts.data && accounts.data.length > 0 && (
        <BurnAccountList
          owner={owner}
          accounts={accounts.data}
          selected={selected}
          radioName={`${id}-account`}
          onSelect={(address) => {
            setSelected(address);
            setAmountText('');
            setTouched(false);
            setReviewing(false);
          }}
        />
      )}

      {account && (
        <div
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4"
          data-testid="burn-form"
        >
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted text-xs">Balance</dt>
              <dd className="font-semibold tabular-nums" data-testid="selected-balance">
                {formatTokenAmount(account.amount, account.decimals)}
              </dd>
            </div>
            <div>
              <dt className="text-muted text-xs">Mint supply</dt>
              <dd className="font-semibold tabular-nums" data-testid="selected-supply">
                {mint.data
                  ? formatTokenAmount(mint.data.supply, mint.data.decimals)
                  : mint.isPending
                    ? '…'
                    : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-muted text-xs">Decimals</dt>
              <dd className="font-semibold">{account.decimals}</dd>
            </div>
          </dl>
          {account.state === 'frozen' && (
            <p className="text-sky-700 text-sm dark:text-sky-300">
              This account is frozen by the mint’s freeze authority: it cannot burn until it is thawed.
            </p>
          )}
          {account.amount > 0n ? (
            <form
              className="flex flex-col gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                setTouched(true);
                if (validation?.success) setReviewing(true);
              }}
            >
              <label htmlFor={`${id}-burn-amount`} className="font-medium text-sm">
                Amount to burn
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-burn-amount`}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={`Up to ${formatTokenAmount(account.amount, account.decimals)}`}
                  value={amountText}
                  onChange={(e) => {
                    setAmountText(e.target.value);
                    setReviewing(false);
                  }}
                  onBlur={() => setTouched(true)}
                  aria-invalid={touched && validation?.success === false}
                  aria-describedby={`${id}-burn-error`}
                  disabled={busy || account.state === 'frozen'}
                />
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    setAmountText(formatTokenAmount(account.amount, account.decimals).replaceAll(',', ''))
                  }
                  disabled={busy || account.state === 'frozen'}
                >
                  Max
                </button>
              </div>
              <p
                id={`${id}-burn-error`}
                className="min-h-4 text-red-600 text-xs dark:text-red-400"
                role="alert"
              >
                {touched && validation && !validation.success ? validation.error.issues[0]?.message : ''}
              </p>
              {reviewing && validation?.success ? (
                <div className="flex flex-col gap-2 rounded-xl border border-orange-500/40 bg-orange-500/10 p-3">
                  <p className="text-sm">
                    Burn <strong>{formatTokenAmount(validation.data, account.decimals)}</strong> tokens of
                    mint <span className="font-mono">{shortenAddress(account.mint, 6)}</span>? This cannot be
                    undone.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary bg-orange-600 hover:bg-orange-500"
                      disabled={busy}
                      aria-busy={burn.isPending}
                      onClick={() => burn.mutate({ target: account, units: validation.data })}
                    >
                      {burn.isPending ? 'Burning…' : 'Confirm Burn'}
                    </button>
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={busy}
                      onClick={() => setReviewing(false)}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="submit"
                  className="btn-primary self-start"
                  disabled={busy || account.state === 'frozen'}
                >
                  Review Burn
                </button>
              )}
            </form>
          ) : (
            <div className="flex flex-col items-start gap-2">
              <p className="text-muted text-sm">
                This account is empty. Closing it returns its rent of{' '}
                <strong>{formatSol(account.lamports)} SOL</strong> to your wallet.
              </p>
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                aria-busy={close.isPending}
                onClick={() => close.mutate(account)}
              >
                {close.isPending ? 'Closing…' : 'Close account'}
              </button>
            </div>
          )}
        </div>
      )}

      {done && (
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
      )}
    </section>
  );
}
