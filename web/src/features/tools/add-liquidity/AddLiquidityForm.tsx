import * as Switch from '@radix-ui/react-switch';
import { REWARD_TIERS } from '@solpad/core';
import { useId, useState } from 'react';
import { Field } from '../../../components/kit';
import { Select } from '../common/Select';
import { CampaignPicker } from './CampaignPicker';
import {
  DEFAULT_SLIPPAGE,
  type DexName,
  LIQUIDITY_TOKENS,
  parseAmount,
  parseSlippage,
  rewardTierFor,
  SLIPPAGE_PRESETS,
} from './liquidity';

const TOKEN_OPTIONS = LIQUIDITY_TOKENS.map((t) => ({ value: t, label: t }));
const DEMO_TITLE = 'Demo: adding liquidity is not available yet';

type Ids = Record<
  'tokenA' | 'tokenB' | 'amountA' | 'amountB' | 'custom' | 'customError' | 'link' | 'note',
  string
>;

/** A labelled field of the pair: its control's id, label, value and change. */
interface PairFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** One token of the pair. */
function TokenField({ id, label, value, onChange }: PairFieldProps) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onValueChange={onChange} options={TOKEN_OPTIONS} />
    </Field>
  );
}

/** One side's amount: its decimal input and, while the text is not an amount, why. */
function AmountField({ id, label, value, onChange }: PairFieldProps) {
  const amount = parseAmount(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="0.0"
        value={value}
        aria-invalid={amount.ok ? undefined : true}
        onChange={(e) => onChange(e.target.value)}
        className="input"
      />
      {!amount.ok && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {amount.error}
        </p>
      )}
    </div>
  );
}

/** The pair (two different tokens) and the two amounts; Amount A is reported up (it sets the reward tier). */
function PairFields({
  ids,
  amountAText,
  setAmountAText,
  onAmountAChange,
}: {
  ids: Ids;
  amountAText: string;
  setAmountAText: (text: string) => void;
  onAmountAChange: (amount: number | null) => void;
}) {
  const [tokenA, setTokenA] = useState<string>('SOL');
  const [tokenB, setTokenB] = useState<string>('USDC');
  const [amountBText, setAmountBText] = useState('');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TokenField id={ids.tokenA} label="Token A" value={tokenA} onChange={setTokenA} />
      <TokenField id={ids.tokenB} label="Token B" value={tokenB} onChange={setTokenB} />
      {tokenA === tokenB && (
        <p role="alert" className="text-red-600 text-sm sm:col-span-2 dark:text-red-400">
          Choose two different tokens for the pair.
        </p>
      )}
      <AmountField
        id={ids.amountA}
        label="Amount A"
        value={amountAText}
        onChange={(text) => {
          setAmountAText(text);
          const parsed = parseAmount(text);
          onAmountAChange(parsed.ok ? parsed.value : null);
        }}
      />
      <AmountField id={ids.amountB} label="Amount B" value={amountBText} onChange={setAmountBText} />
    </div>
  );
}

/** The reward tier Amount A reaches, or how much it takes to reach the first. */
function RewardTier({ tier }: { tier: ReturnType<typeof rewardTierFor> | null }) {
  return (
    <div
      data-testid="reward-tier"
      aria-live="polite"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm"
    >
      <span className="text-muted">Reward tier</span>
      {tier ? (
        <span className="font-semibold">
          {tier.name} · {tier.multiplier.toFixed(1)}x multiplier
        </span>
      ) : (
        <span className="text-muted">
          No tier yet: add at least {REWARD_TIERS[0].min} SOL as Amount A to reach {REWARD_TIERS[0].name}
        </span>
      )}
    </div>
  );
}

/** Slippage Tolerance: the presets and a custom percentage, and the slippage in force. */
function SlippageFieldset({ ids }: { ids: Ids }) {
  const [preset, setPreset] = useState<number>(DEFAULT_SLIPPAGE);
  const [customText, setCustomText] = useState('');
  const custom = customText.trim() ? parseSlippage(customText) : null;
  const slippage = custom?.ok ? custom.value : preset;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Slippage Tolerance</legend>
      <div className="flex flex-wrap items-center gap-2">
        {SLIPPAGE_PRESETS.map((p) => {
          const active = !custom && preset === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => {
                setPreset(p);
                setCustomText('');
              }}
              className={`rounded-lg border px-3 py-1.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent ${
                active
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-line bg-surface-2 hover:border-accent/60'
              }`}
            >
              {p.toFixed(1)}%
            </button>
          );
        })}
        <div className="flex items-center gap-1.5">
          <label htmlFor={ids.custom} className="sr-only">
            Custom slippage (%)
          </label>
          <input
            id={ids.custom}
            type="text"
            inputMode="decimal"
            placeholder="Custom"
            value={customText}
            aria-invalid={custom && !custom.ok ? true : undefined}
            aria-describedby={custom && !custom.ok ? ids.customError : undefined}
            onChange={(e) => setCustomText(e.target.value)}
            className="input w-24"
          />
          <span className="text-muted text-sm" aria-hidden="true">
            %
          </span>
        </div>
      </div>
      {custom && !custom.ok ? (
        <p id={ids.customError} role="alert" className="text-red-600 text-sm dark:text-red-400">
          {custom.error}
        </p>
      ) : (
        <p className="text-muted text-sm" data-testid="slippage-current">
          Current slippage: {slippage}%
        </p>
      )}
    </fieldset>
  );
}

/** The switch that links the liquidity to a marketing campaign, and the campaign picker when it is on. */
function CampaignLink({ ids }: { ids: Ids }) {
  const [linked, setLinked] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={ids.link} className="flex flex-col">
          <span className="font-medium text-sm">Link to Marketing Campaign</span>
          <span className="text-subtle text-xs">Linked liquidity counts toward a campaign's goals.</span>
        </label>
        <Switch.Root
          id={ids.link}
          checked={linked}
          onCheckedChange={setLinked}
          className="relative h-6 w-11 shrink-0 rounded-full border border-line bg-surface-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-accent data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
        </Switch.Root>
      </div>
      {linked && <CampaignPicker />}
    </div>
  );
}

/** The Add tab: pair, amounts, slippage, campaign link and the live reward tier. */
export function AddLiquidityForm({
  dex,
  onAmountAChange,
}: {
  dex: DexName;
  onAmountAChange: (amount: number | null) => void;
}) {
  const ids: Ids = {
    tokenA: useId(),
    tokenB: useId(),
    amountA: useId(),
    amountB: useId(),
    custom: useId(),
    customError: useId(),
    link: useId(),
    note: useId(),
  };
  const [amountAText, setAmountAText] = useState('');
  const amountA = parseAmount(amountAText);
  const tier = amountA.ok && amountA.value !== null ? rewardTierFor(amountA.value) : null;

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => e.preventDefault()}
      aria-label={`Add liquidity on ${dex}`}
    >
      <PairFields
        ids={ids}
        amountAText={amountAText}
        setAmountAText={setAmountAText}
        onAmountAChange={onAmountAChange}
      />
      <RewardTier tier={tier} />
      <SlippageFieldset ids={ids} />
      <CampaignLink ids={ids} />
      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          className="btn-primary w-full py-3"
          title={DEMO_TITLE}
          aria-describedby={ids.note}
        >
          Add Liquidity
        </button>
        <p id={ids.note} className="text-center text-subtle text-xs">
          Demo: adding liquidity is not available yet, so this button sends nothing.
        </p>
      </div>
    </form>
  );
}
