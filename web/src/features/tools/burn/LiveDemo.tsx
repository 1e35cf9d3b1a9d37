import { BURN_DEMO_SUPPLY, TOASTS } from '@solpad/core';
import { formatDecimal } from '@solpad/core/format';
import { DemoBurnAmountSchema } from '@solpad/core/schemas';
import { useId, useState } from 'react';
import { CardSection, Field } from '../../../components/kit';
import { CopyButton } from '../../../components/ui/CopyButton';
import { useAtomValue, useSetAtom } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { walletConnectionAtom, walletDialogOpenAtom } from '../../wallet';
import { TOOL_SECTION } from '../common/section-looks';

const fmt = (n: number) => formatDecimal(n, 6);

/** One figure of the simulation's impact (`tone` colours it). */
function ImpactFigure({
  label,
  value,
  testId,
  tone = '',
}: {
  label: string;
  value: string;
  testId?: string;
  tone?: string;
}) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className={`font-semibold text-lg tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The spec's Live Demo: a simulation on a sample supply of one billion (supply after = one billion minus the
 * amount entered) and the demo toast. Nothing is sent; the real burn is the panel below it.
 */
export function LiveDemo() {
  const id = useId();
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const [tokenAddress, setTokenAddress] = useState('');
  const [amountText, setAmountText] = useState('');
  const parsed = DemoBurnAmountSchema.safeParse(amountText);
  const amount = parsed.success ? parsed.data : 0;
  const after = BURN_DEMO_SUPPLY - amount;

  return (
    <CardSection
      look={TOOL_SECTION.card}
      label="Burn Simulation"
      titleId={`${id}-title`}
      aside={
        <span className="badge border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300">
          Demo
        </span>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-token`} label="Token Contract Address">
          <input
            id={`${id}-token`}
            className="input font-mono"
            placeholder="Enter token mint address"
            value={tokenAddress}
            onChange={(e) => setTokenAddress(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field
          id={`${id}-amount`}
          label="Amount to Burn"
          error={parsed.success ? undefined : 'Enter a number of tokens'}
        >
          <input
            id={`${id}-amount`}
            className="input"
            type="number"
            min={0}
            inputMode="decimal"
            placeholder="0"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            aria-invalid={!parsed.success}
          />
        </Field>
      </div>

      <div className="rounded-xl border border-line bg-surface-2 p-4" data-testid="burn-simulation">
        <h3 className="stat-label">Burn Impact Simulation</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <ImpactFigure label="Supply before" value={fmt(BURN_DEMO_SUPPLY)} testId="supply-before" />
          <ImpactFigure label="Supply after" value={fmt(after)} testId="supply-after" />
          <ImpactFigure
            label="Supply reduction"
            value={`${fmt((amount / BURN_DEMO_SUPPLY) * 100)} %`}
            tone="text-orange-600 dark:text-orange-400"
          />
        </dl>
      </div>

      {connection ? (
        <div className="flex flex-col gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/5 p-4">
          <h3 className="font-semibold text-sm">Connected Wallet</h3>
          <div className="flex min-w-0 items-center gap-2">
            <span
              className="truncate font-mono text-sm"
              data-testid="demo-wallet-address"
              title={connection.address}
            >
              {connection.address}
            </span>
            <CopyButton text={connection.address} label="Copy address" variant="text" />
          </div>
          <button
            type="button"
            className="btn-primary self-start"
            onClick={() => toast(TOASTS.demoBurnSimulation)}
          >
            Simulate Burn (Demo)
          </button>
        </div>
      ) : (
        <button type="button" className="btn-primary self-start" onClick={() => openWallets(true)}>
          Connect Wallet for Demo
        </button>
      )}
    </CardSection>
  );
}
