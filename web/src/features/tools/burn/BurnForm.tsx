import { formatSol, shortenAddress } from '@solpad/core';
import { formatTokenAmount, type WalletTokenAccount } from '@solpad/core/token-tools';
import type { RealBurn } from './useRealBurn';

/** What the burn form's parts receive: the ids' prefix, the panel's state and the selected account. */
interface BurnFormProps {
  id: string;
  state: RealBurn;
  account: WalletTokenAccount;
}

/** The selected account's balance, its mint's supply and decimals. */
function AccountFacts({ account, mint }: { account: WalletTokenAccount; mint: RealBurn['mint'] }) {
  return (
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
          {mint.data ? formatTokenAmount(mint.data.supply, mint.data.decimals) : mint.isPending ? '…' : '—'}
        </dd>
      </div>
      <div>
        <dt className="text-muted text-xs">Decimals</dt>
        <dd className="font-semibold">{account.decimals}</dd>
      </div>
    </dl>
  );
}

/** "Burn N tokens of mint …? This cannot be undone.", with Confirm Burn and Cancel. */
function BurnConfirm({
  burnState,
  account,
  units,
}: {
  burnState: RealBurn;
  account: WalletTokenAccount;
  units: bigint;
}) {
  const { burn, busy, setReviewing } = burnState;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-orange-500/40 bg-orange-500/10 p-3">
      <p className="text-sm">
        Burn <strong>{formatTokenAmount(units, account.decimals)}</strong> tokens of mint{' '}
        <span className="font-mono">{shortenAddress(account.mint, 6)}</span>? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary bg-orange-600 hover:bg-orange-500"
          disabled={busy}
          aria-busy={burn.isPending}
          onClick={() => burn.mutate({ target: account, units })}
        >
          {burn.isPending ? 'Burning…' : 'Confirm Burn'}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => setReviewing(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The amount to burn (with Max), its error, then the review step. */
function BurnAmountForm({ id, state, account }: BurnFormProps) {
  const { amount, busy, reviewing, setReviewing } = state;
  const { validation } = amount;
  const locked = busy || account.state === 'frozen';
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        amount.setTouched(true);
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
          value={amount.text}
          onChange={(e) => {
            amount.setText(e.target.value);
            setReviewing(false);
          }}
          onBlur={() => amount.setTouched(true)}
          aria-invalid={amount.touched && validation?.success === false}
          aria-describedby={`${id}-burn-error`}
          disabled={locked}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            amount.setText(formatTokenAmount(account.amount, account.decimals).replaceAll(',', ''))
          }
          disabled={locked}
        >
          Max
        </button>
      </div>
      <p id={`${id}-burn-error`} className="min-h-4 text-red-600 text-xs dark:text-red-400" role="alert">
        {amount.touched && validation && !validation.success ? validation.error.issues[0]?.message : ''}
      </p>
      {reviewing && validation?.success ? (
        <BurnConfirm burnState={state} account={account} units={validation.data} />
      ) : (
        <button type="submit" className="btn-primary self-start" disabled={locked}>
          Review Burn
        </button>
      )}
    </form>
  );
}

/** An empty account: what closing it returns, and Close account. */
function CloseEmptyAccount({ state, account }: { state: RealBurn; account: WalletTokenAccount }) {
  const { close, busy } = state;
  return (
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
  );
}

/** The selected account: its facts, then burn from it (or close it when it is empty). */
export function BurnForm({ id, state, account }: BurnFormProps) {
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="burn-form"
    >
      <AccountFacts account={account} mint={state.mint} />
      {account.state === 'frozen' && (
        <p className="text-sky-700 text-sm dark:text-sky-300">
          This account is frozen by the mint’s freeze authority: it cannot burn until it is thawed.
        </p>
      )}
      {account.amount > 0n ? (
        <BurnAmountForm id={id} state={state} account={account} />
      ) : (
        <CloseEmptyAccount state={state} account={account} />
      )}
    </div>
  );
}
