import { formatSol, shortenAddress, solToLamports } from '@solpad/core/format';
import {
  type AdminTreasury,
  AdminTreasurySchema,
  type TreasuryWithdrawRequest,
  TreasuryWithdrawRequestSchema,
  TreasuryWithdrawResponseSchema,
} from '@solpad/core/schemas';
import { useId, useState } from 'react';
import { ConfirmDialog, Panel } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { ListView, QueryView, sol } from '../ui';

/** Wallet: the platform's accounts and their balances, read on chain, and withdrawing from the treasury. */
export function WalletSection() {
  const query = useAdminRead('treasury', AdminTreasurySchema);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Treasury">
        <ListView
          query={query}
          label="the treasury"
          empty="No platform accounts are configured."
          items={(d) => d.accounts}
          itemKey={(a) => `${a.role}-${a.address}`}
          footer={(d) => <p className="mt-3 font-semibold text-fg text-sm">Total: {sol(d.totalLamports)}</p>}
        >
          {(a) => (
            <li className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-fg">{a.role}</span>{' '}
                <span className="break-all font-mono text-muted text-xs">{a.address}</span>
              </span>
              <span className="font-semibold tabular-nums" data-testid={`balance-${a.role}`}>
                {sol(a.lamports)}
              </span>
            </li>
          )}
        </ListView>
      </Panel>
      <Panel title="Withdraw from the treasury">
        <QueryView query={query} label="the treasury">
          {(d) => <WithdrawForm treasury={d} />}
        </QueryView>
      </Panel>
    </div>
  );
}

/** The withdrawal the form asks for, or the first thing wrong with it (its field named first). */
function checkWithdraw(
  amount: string,
  destination: string,
  treasury: AdminTreasury,
): { error: string; request?: undefined } | { error: null; request: TreasuryWithdrawRequest } {
  const withdrawable = BigInt(treasury.withdraw.withdrawableLamports);
  const lamports = solToLamports(amount);
  if (lamports === null) return { error: 'Amount: enter SOL as a number with at most 9 decimals, e.g. 0.5' };
  const parsed = TreasuryWithdrawRequestSchema.safeParse({
    lamports: lamports.toString(),
    destination: destination.trim(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'lamports' ? 'Amount' : 'Destination';
    return { error: issue ? `${field}: ${issue.message}` : 'Check the amount and the destination' };
  }
  if (parsed.data.destination === treasury.withdraw.treasury)
    return { error: 'Destination: must not be the treasury itself' };
  if (lamports > withdrawable)
    return {
      error: `Amount: at most ${formatSol(withdrawable, 9)} SOL can be withdrawn (the treasury keeps its rent-exempt minimum and the fee, ${sol(treasury.withdraw.reserveLamports, 9)})`,
    };
  return { error: null, request: parsed.data };
}

function WithdrawForm({ treasury }: { treasury: AdminTreasury }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<TreasuryWithdrawRequest | null>(null);
  const [last, setLast] = useState<{ signature: string; text: string } | null>(null);
  const withdrawable = BigInt(treasury.withdraw.withdrawableLamports);
  const withdraw = useAdminWrite(
    (body: TreasuryWithdrawRequest) =>
      apiRequest('/api/admin/treasury/withdraw', TreasuryWithdrawResponseSchema, { method: 'POST', body }),
    (r) => `Sent ${sol(r.lamports, 9)} to ${shortenAddress(r.destination)}`,
  );

  const review = () => {
    const checked = checkWithdraw(amount, destination, treasury);
    setError(checked.error);
    if (checked.request) setPending(checked.request);
  };

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <p className="text-muted text-sm">
        Available to withdraw:{' '}
        <span className="font-semibold text-fg tabular-nums" data-testid="withdrawable">
          {sol(treasury.withdraw.withdrawableLamports, 9)}
        </span>
        . The treasury keeps {sol(treasury.withdraw.reserveLamports, 9)} (its rent-exempt minimum and the
        fee). The treasury also pays for token graduations: leave enough for those.
      </p>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-amount`}>Amount (SOL)</label>
          <div className="flex gap-1">
            <input
              id={`${id}-amount`}
              className="input min-w-0 flex-1"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-describedby={`${id}-error`}
              aria-invalid={error?.startsWith('Amount') ?? false}
              onChange={(e) => setAmount(e.target.value)}
            />
            <button
              type="button"
              className="btn-secondary"
              aria-label="Use the whole withdrawable amount"
              disabled={withdrawable === 0n}
              onClick={() => setAmount(formatSol(withdrawable, 9).replace(/\.?0+$/, ''))}
            >
              Max
            </button>
          </div>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          Destination address
          <input
            className="input font-mono"
            autoComplete="off"
            spellCheck={false}
            value={destination}
            aria-describedby={`${id}-error`}
            aria-invalid={error?.startsWith('Destination') ?? false}
            onChange={(e) => setDestination(e.target.value)}
          />
        </label>
      </div>
      <p id={`${id}-error`} role="alert" className="text-red-600 text-xs dark:text-red-400">
        {error}
      </p>
      <button type="submit" className="btn-primary self-start" disabled={withdraw.isPending}>
        Review withdrawal…
      </button>
      {last && (
        <p className="break-all text-muted text-xs" data-testid="withdraw-result">
          {last.text} Signature: <span className="font-mono text-fg">{last.signature}</span>
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Withdraw from the treasury?"
        description={
          pending
            ? `${sol(pending.lamports, 9)} will be sent from the treasury to ${pending.destination}. A confirmed transfer cannot be undone.`
            : ''
        }
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={() => {
          if (!pending) return;
          withdraw.mutate(pending, {
            onSuccess: (r) => {
              setAmount('');
              setDestination('');
              setLast({
                signature: r.signature,
                text: `Sent ${sol(r.lamports, 9)} to ${r.destination}; the treasury now holds ${sol(r.treasuryLamports, 9)}.`,
              });
            },
            onSettled: () => setPending(null),
          });
        }}
      />
    </form>
  );
}
