import { MAX_SLIPPAGE_BPS } from '@solpad/core/schemas';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { Segmented } from '../../components/ui/Segmented';
import {
  bpsLabel,
  formatUnits,
  parseAmount,
  parseSlippagePct,
  SLIPPAGE_PRESETS_BPS,
  SOL_DECIMALS,
} from './amount';
import type { TradePreview } from './preview';
import type { TradeForm } from './useTradeForm';

/** Quick amounts of a buy, in SOL. */
const BUY_PRESETS = ['0.1', '0.5', '1'] as const;
/** Quick shares of the balance for a sell, percent. */
const SELL_PRESETS = [25, 50, 100] as const;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The wallet's SOL and token balances (or the prompt to connect one). */
export function TradeBalances({ form, symbol }: { form: TradeForm; symbol: string }) {
  const { owner, sol, tokens } = form;
  if (!owner) return <p className="text-muted text-xs">Connect a wallet to see your balances and trade.</p>;
  return (
    <p className="flex flex-wrap justify-between gap-2 text-muted text-xs" data-testid="trade-balances">
      <span>
        SOL:{' '}
        <span className="font-medium text-fg tabular-nums" data-testid="sol-balance">
          {sol.data !== undefined ? formatUnits(sol.data, SOL_DECIMALS, 4) : '…'}
        </span>
      </span>
      <span>
        {symbol}:{' '}
        <span className="font-medium text-fg tabular-nums" data-testid="token-balance">
          {tokens.data !== undefined ? formatUnits(tokens.data, TOKEN_DECIMALS, 2) : '…'}
        </span>
      </span>
    </p>
  );
}

/** The amount field: its unit switch, the input, its error and the quick amounts of the side. */
export function AmountField({ form, symbol, ids }: { form: TradeForm; symbol: string; ids: string }) {
  const { unit, chooseUnit, text, setText, invalidText, decimals, side, tokens, setPreset } = form;
  const unitLabel = unit === 'sol' ? 'SOL' : symbol;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${ids}-amount`} className="font-medium text-sm">
          Amount ({unitLabel})
        </label>
        <Segmented
          legend="Enter the amount in"
          options={{ sol: 'SOL', token: symbol }}
          value={unit}
          onChange={chooseUnit}
        />
      </div>
      <input
        id={`${ids}-amount`}
        className="input text-base tabular-nums"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={invalidText}
        aria-describedby={invalidText ? `${ids}-amount-error` : undefined}
      />
      {invalidText && (
        <p id={`${ids}-amount-error`} className="text-red-600 text-xs dark:text-red-400">
          Enter a number with at most {decimals} decimals.
        </p>
      )}
      <div className="flex flex-wrap gap-1.5">
        {side === 'buy'
          ? BUY_PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                className="btn-secondary px-2.5 py-1 text-xs"
                onClick={() => setPreset(parseAmount(p, SOL_DECIMALS) ?? 0n, 'sol')}
              >
                {p} SOL
              </button>
            ))
          : SELL_PRESETS.map((pct) => (
              <button
                key={pct}
                type="button"
                className="btn-secondary px-2.5 py-1 text-xs"
                disabled={!tokens.data}
                onClick={() => tokens.data && setPreset((tokens.data * BigInt(pct)) / 100n, 'token')}
              >
                {pct}%
              </button>
            ))}
      </div>
    </div>
  );
}

/** Slippage tolerance: the presets and a custom percentage. */
export function SlippageField({ form }: { form: TradeForm }) {
  const { slippage, customInvalid } = form;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">Slippage tolerance</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {SLIPPAGE_PRESETS_BPS.map((bps) => (
          <button
            key={bps}
            type="button"
            aria-pressed={slippage.bps === bps && slippage.custom === ''}
            onClick={() => {
              slippage.setBps(bps);
              slippage.setCustom('');
            }}
            className={`rounded-lg border px-2.5 py-1 text-xs ${
              slippage.bps === bps && slippage.custom === ''
                ? 'border-accent bg-accent/15 text-fg'
                : 'border-line text-muted hover:border-accent/60'
            }`}
          >
            {bpsLabel(bps)}
          </button>
        ))}
        <input
          aria-label="Custom slippage (%)"
          className="input w-24 px-2 py-1 text-xs"
          inputMode="decimal"
          placeholder="Custom %"
          value={slippage.custom}
          aria-invalid={customInvalid}
          onChange={(e) => {
            slippage.setCustom(e.target.value);
            const bps = parseSlippagePct(e.target.value);
            if (bps !== null) slippage.setBps(bps);
          }}
        />
      </div>
      {customInvalid && (
        <p className="text-red-600 text-xs dark:text-red-400">
          Slippage must be between 0% and {bpsLabel(MAX_SLIPPAGE_BPS)}, at most two decimals.
        </p>
      )}
    </fieldset>
  );
}

/** The preview's figures: what is received (or paid), the bound the slippage sets, the impact and the fee. */
export function PreviewFigures({
  preview,
  side,
  symbol,
  fresh,
  pool,
}: {
  preview: TradePreview;
  side: 'buy' | 'sell';
  symbol: string;
  fresh: boolean;
  pool: boolean;
}) {
  const receiveUnit = side === 'buy' ? symbol : 'SOL';
  const receiveDecimals = side === 'buy' ? TOKEN_DECIMALS : SOL_DECIMALS;
  const payUnit = side === 'buy' ? 'SOL' : symbol;
  const payDecimals = side === 'buy' ? SOL_DECIMALS : TOKEN_DECIMALS;
  return (
    <dl
      className={`flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3 text-sm ${fresh ? '' : 'opacity-60'}`}
      data-testid="trade-preview"
    >
      <Row
        label="You receive (expected)"
        value={`${formatUnits(preview.expected, receiveDecimals, side === 'buy' ? 2 : 6)} ${receiveUnit}`}
        testId="preview-expected"
      />
      {preview.maximumPaid === null ? (
        <Row
          label="Minimum received"
          value={`${formatUnits(preview.minimum, receiveDecimals, side === 'buy' ? 2 : 6)} ${receiveUnit}`}
          testId="preview-minimum"
        />
      ) : (
        <>
          <Row
            label="You pay (expected)"
            value={`${formatUnits(side === 'buy' ? preview.solLamports : preview.tokenAmount, payDecimals, 6)} ${payUnit}`}
          />
          <Row
            label="Maximum paid"
            value={`${formatUnits(preview.maximumPaid, payDecimals, 6)} ${payUnit}`}
            testId="preview-maximum"
          />
        </>
      )}
      <Row
        label="Price impact"
        value={`${(preview.priceImpactBps / 100).toFixed(2)}%`}
        testId="preview-impact"
      />
      <Row
        label={`Fee${pool ? ' (stays in the pool)' : ''}`}
        value={`${formatUnits(preview.feeLamports, SOL_DECIMALS, 6)} SOL`}
        testId="preview-fee"
      />
    </dl>
  );
}
