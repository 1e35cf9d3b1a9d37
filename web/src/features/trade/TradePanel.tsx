import * as Tabs from '@radix-ui/react-tabs';
import { MAX_SLIPPAGE_BPS, type TokenDetail } from '@solpad/core/schemas';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { walletSignTransactions } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { healthQueryOptions } from '../system';
import {
  disconnectWalletAtom,
  solBalanceKey,
  useSolBalance,
  walletChainFor,
  walletConnectionAtom,
  walletDialogOpenAtom,
} from '../wallet';
import {
  bpsLabel,
  DEFAULT_SLIPPAGE_BPS,
  formatUnits,
  parseAmount,
  parseSlippagePct,
  SLIPPAGE_PRESETS_BPS,
  SOL_DECIMALS,
  unitsToInput,
} from './amount';
import { tokenBalanceKey, tokenBalanceQuery } from './balances';
import { marketOf, previewTrade } from './preview';
import { executeTrade, needsWalletReset } from './trade-flow';
import { toastTraded, toastTradeFailed } from './trade-toasts';

/** The preview waits this long after the last keystroke. */
const PREVIEW_DEBOUNCE_MS = 250;
/** Quick amounts of a buy, in SOL. */
const BUY_PRESETS = ['0.1', '0.5', '1'] as const;
/** Quick shares of the balance for a sell, percent. */
const SELL_PRESETS = [25, 50, 100] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

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

/**
 * Buy and sell on the token's venue. The preview is the venue's own maths on the reserves the page last read;
 * Buy/Sell asks for a quote (the trade's versions: its transaction at amounts from the fair price down to the
 * slippage minimum), has the connected wallet sign them all in one prompt without sending them, and submits them
 * to the API, where the venue co-signs, sends and records the best version the price still allows (beyond the
 * slippage: refused, nothing moves). Amounts are bigint base units throughout.
 */
/** What the trade panel reads of the token: its names and the venue's reserves (the preview's maths). */
export type TradedToken = Pick<TokenDetail, 'address' | 'symbol' | 'venue' | 'status' | 'curve' | 'pool'>;

interface TradePanelProps {
  token: TradedToken;
  onTraded: () => void;
}

/** Memoised: a live tick re-renders it only when the reserves (or the token) it trades against changed. */
export const TradePanel = memo(function TradePanel({ token, onTraded }: TradePanelProps) {
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const owner = connection?.address ?? null;
  const sol = useSolBalance(owner);
  const tokens = useQuery(tokenBalanceQuery(owner, token.address));
  const queryClient = useQueryClient();
  const ids = useId();

  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [unit, setUnit] = useState<'sol' | 'token'>('sol');
  const [text, setText] = useState('');
  const [slippageBps, setSlippageBps] = useState<number>(DEFAULT_SLIPPAGE_BPS);
  const [customSlippage, setCustomSlippage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const decimals = unit === 'sol' ? SOL_DECIMALS : TOKEN_DECIMALS;
  const debounced = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const amount = text.trim() === '' ? null : parseAmount(text, decimals);
  const debouncedAmount = debounced.trim() === '' ? null : parseAmount(debounced, decimals);
  const invalidText = text.trim() !== '' && amount === null;
  const customInvalid = customSlippage.trim() !== '' && parseSlippagePct(customSlippage) === null;

  const market = useMemo(() => marketOf(token), [token]);
  const preview = useMemo(
    () =>
      market && debouncedAmount !== null && debouncedAmount > 0n
        ? previewTrade(market, { side, amountIs: unit, amount: debouncedAmount, slippageBps })
        : null,
    [market, debouncedAmount, side, unit, slippageBps],
  );
  const fresh = preview !== null && debounced === text;

  // What the wallet can afford, checked before asking for a quote (the API checks again): the typed amount
  // when it is in the unit the wallet pays with, else what the preview says the trade takes.
  let shortfall: string | null = null;
  if (owner && amount !== null) {
    const solPaid =
      side === 'buy' && unit === 'sol'
        ? amount
        : fresh && preview?.ok && side === 'buy'
          ? preview.preview.solLamports
          : null;
    const tokensPaid =
      side === 'sell' && unit === 'token'
        ? amount
        : fresh && preview?.ok && side === 'sell'
          ? preview.preview.tokenAmount
          : null;
    if (solPaid !== null && sol.data !== undefined && solPaid > sol.data)
      shortfall = 'Insufficient SOL balance';
    if (tokensPaid !== null && tokens.data !== undefined && tokensPaid > tokens.data)
      shortfall = 'Insufficient token balance';
  }

  const trade = useMutation({
    mutationFn: async () => {
      if (!connection) throw new Error('Connect a wallet first');
      if (amount === null || amount <= 0n) throw new Error('Enter an amount greater than zero');
      const chain = walletChainFor(health?.chain.cluster, connection.account);
      return executeTrade(
        { signTransactions: walletSignTransactions(connection.wallet, connection.account, chain) },
        {
          mint: token.address,
          side,
          amount: amount.toString(),
          amountIs: unit,
          slippageBps,
          wallet: connection.address,
        },
      );
    },
    onMutate: () => setFailure(null),
    onSuccess: ({ signature, trade: done }) => {
      toastTraded(done, signature, token.symbol);
      setText('');
      void queryClient.invalidateQueries({ queryKey: solBalanceKey(connection?.address ?? null) });
      void queryClient.invalidateQueries({ queryKey: tokenBalanceKey(owner, token.address) });
      onTraded();
    },
    onError: (e) => {
      setFailure(toastTradeFailed(e));
      if (needsWalletReset(e)) void disconnect();
    },
  });

  const symbol = token.symbol;
  const unitLabel = unit === 'sol' ? 'SOL' : symbol;
  const receiveUnit = side === 'buy' ? symbol : 'SOL';
  const receiveDecimals = side === 'buy' ? TOKEN_DECIMALS : SOL_DECIMALS;
  const payUnit = side === 'buy' ? 'SOL' : symbol;
  const payDecimals = side === 'buy' ? SOL_DECIMALS : TOKEN_DECIMALS;

  const setPreset = (value: bigint, u: 'sol' | 'token') => {
    setUnit(u);
    setText(unitsToInput(value, u === 'sol' ? SOL_DECIMALS : TOKEN_DECIMALS));
  };

  const canSubmit =
    !!connection &&
    market !== null &&
    amount !== null &&
    amount > 0n &&
    !customInvalid &&
    !trade.isPending &&
    !(fresh && preview && !preview.ok) &&
    shortfall === null;

  return (
    <section aria-labelledby={`${ids}-title`} className="card flex flex-col gap-4" data-testid="trade-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="card-title">
          Trade
        </h2>
        <span className="badge text-muted">{token.venue === 'pool' ? 'Pool' : 'Bonding curve'}</span>
      </div>
      <Tabs.Root
        value={side}
        onValueChange={(v) => {
          setSide(v === 'sell' ? 'sell' : 'buy');
          setFailure(null);
          setText('');
        }}
      >
        <Tabs.List aria-label="Buy or sell" className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          {(['buy', 'sell'] as const).map((s) => (
            <Tabs.Trigger
              key={s}
              value={s}
              className={`rounded-lg px-3 py-2 font-semibold text-sm text-muted transition focus-visible:outline-2 focus-visible:outline-accent ${
                s === 'buy'
                  ? 'data-[state=active]:bg-emerald-600 data-[state=active]:text-white'
                  : 'data-[state=active]:bg-red-600 data-[state=active]:text-white'
              }`}
            >
              {s === 'buy' ? 'Buy' : 'Sell'}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One form serves both sides; it is the active tab's panel. */}
        <Tabs.Content
          value={side}
          className="mt-4 flex flex-col gap-4 rounded-xl focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-4"
        >
          {owner ? (
            <p
              className="flex flex-wrap justify-between gap-2 text-muted text-xs"
              data-testid="trade-balances"
            >
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
          ) : (
            <p className="text-muted text-xs">Connect a wallet to see your balances and trade.</p>
          )}

          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={`${ids}-amount`} className="font-medium text-sm">
                Amount ({unitLabel})
              </label>
              <fieldset className="flex gap-1 rounded-lg bg-surface-2 p-0.5 text-xs">
                <legend className="sr-only">Enter the amount in</legend>
                {(['sol', 'token'] as const).map((u) => (
                  <button
                    key={u}
                    type="button"
                    aria-pressed={unit === u}
                    onClick={() => {
                      setUnit(u);
                      setText('');
                    }}
                    className={`rounded-md px-2 py-1 font-medium ${unit === u ? 'bg-surface text-fg shadow-sm' : 'text-muted'}`}
                  >
                    {u === 'sol' ? 'SOL' : symbol}
                  </button>
                ))}
              </fieldset>
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

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Slippage tolerance</legend>
            <div className="flex flex-wrap items-center gap-1.5">
              {SLIPPAGE_PRESETS_BPS.map((bps) => (
                <button
                  key={bps}
                  type="button"
                  aria-pressed={slippageBps === bps && customSlippage === ''}
                  onClick={() => {
                    setSlippageBps(bps);
                    setCustomSlippage('');
                  }}
                  className={`rounded-lg border px-2.5 py-1 text-xs ${
                    slippageBps === bps && customSlippage === ''
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
                value={customSlippage}
                aria-invalid={customInvalid}
                onChange={(e) => {
                  setCustomSlippage(e.target.value);
                  const bps = parseSlippagePct(e.target.value);
                  if (bps !== null) setSlippageBps(bps);
                }}
              />
            </div>
            {customInvalid && (
              <p className="text-red-600 text-xs dark:text-red-400">
                Slippage must be between 0% and {bpsLabel(MAX_SLIPPAGE_BPS)}, at most two decimals.
              </p>
            )}
          </fieldset>

          {market === null && (
            <p
              role="note"
              className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            >
              Trading is paused: the bonding curve is complete and the token is moving to its pool.
            </p>
          )}

          {preview && (
            <div aria-live="polite">
              {preview.ok ? (
                <dl
                  className={`flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3 text-sm ${fresh ? '' : 'opacity-60'}`}
                  data-testid="trade-preview"
                >
                  <Row
                    label="You receive (expected)"
                    value={`${formatUnits(preview.preview.expected, receiveDecimals, side === 'buy' ? 2 : 6)} ${receiveUnit}`}
                    testId="preview-expected"
                  />
                  {preview.preview.maximumPaid === null ? (
                    <Row
                      label="Minimum received"
                      value={`${formatUnits(preview.preview.minimum, receiveDecimals, side === 'buy' ? 2 : 6)} ${receiveUnit}`}
                      testId="preview-minimum"
                    />
                  ) : (
                    <>
                      <Row
                        label="You pay (expected)"
                        value={`${formatUnits(side === 'buy' ? preview.preview.solLamports : preview.preview.tokenAmount, payDecimals, 6)} ${payUnit}`}
                      />
                      <Row
                        label="Maximum paid"
                        value={`${formatUnits(preview.preview.maximumPaid, payDecimals, 6)} ${payUnit}`}
                        testId="preview-maximum"
                      />
                    </>
                  )}
                  <Row
                    label="Price impact"
                    value={`${(preview.preview.priceImpactBps / 100).toFixed(2)}%`}
                    testId="preview-impact"
                  />
                  <Row
                    label={`Fee${token.venue === 'pool' ? ' (stays in the pool)' : ''}`}
                    value={`${formatUnits(preview.preview.feeLamports, SOL_DECIMALS, 6)} SOL`}
                    testId="preview-fee"
                  />
                </dl>
              ) : (
                !shortfall && <p className="text-red-600 text-sm dark:text-red-400">{preview.message}</p>
              )}
            </div>
          )}
          {shortfall && <p className="text-red-600 text-sm dark:text-red-400">{shortfall}</p>}

          {failure && (
            <p role="alert" className="rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm">
              {failure}
            </p>
          )}

          {connection ? (
            <button
              type="button"
              className={`btn-primary py-2.5 ${side === 'sell' ? 'bg-red-600 hover:bg-red-700' : 'bg-emerald-600 hover:bg-emerald-700'}`}
              disabled={!canSubmit}
              onClick={() => trade.mutate()}
            >
              {trade.isPending ? 'Confirming…' : `${side === 'buy' ? 'Buy' : 'Sell'} ${symbol}`}
            </button>
          ) : (
            <button type="button" className="btn-primary py-2.5" onClick={() => openWallets(true)}>
              Connect wallet to trade
            </button>
          )}
          <p className="text-subtle text-xs">
            Your wallet signs the quote once: the trade at the quoted price and a few steps towards your
            slippage limit. The venue co-signs and sends the best one the price still allows, never past your
            limit; if other trades moved the price beyond it, nothing is exchanged.
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
});
