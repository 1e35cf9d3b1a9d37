import * as Tabs from '@radix-ui/react-tabs';
import type { TokenDetail } from '@solpad/core/schemas';
import { memo, useId } from 'react';
import { useSetAtom } from '../../lib/store';
import { walletDialogOpenAtom } from '../wallet';
import { AmountField, PreviewFigures, SlippageField, TradeBalances } from './TradeFormParts';
import { type TradeForm, useTradeForm } from './useTradeForm';

/** What the trade panel reads of the token: its names and the venue's reserves (the preview's maths). */
export type TradedToken = Pick<TokenDetail, 'address' | 'symbol' | 'venue' | 'status' | 'curve' | 'pool'>;

interface TradePanelProps {
  token: TradedToken;
  onTraded: () => void;
}

/** Market paused, the preview (or why the trade cannot be), the shortfall and the last failure. */
function TradeNotices({ form, token }: { form: TradeForm; token: TradedToken }) {
  const { market, preview, fresh, shortfall, failure, side } = form;
  return (
    <>
      {market === null && (
        <p role="note" className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
          Trading is paused: the bonding curve is complete and the token is moving to its pool.
        </p>
      )}
      {preview && (
        <div aria-live="polite">
          {preview.ok ? (
            <PreviewFigures
              preview={preview.preview}
              side={side}
              symbol={token.symbol}
              fresh={fresh}
              pool={token.venue === 'pool'}
            />
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
    </>
  );
}

/** Buy / Sell (or connect a wallet first), and what signing the quote does. */
function TradeSubmit({ form, symbol }: { form: TradeForm; symbol: string }) {
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const { connection, side, canSubmit, trade } = form;
  return (
    <>
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
        Your wallet signs the quote once: the trade at the quoted price and a few steps towards your slippage
        limit. The venue co-signs and sends the best one the price still allows, never past your limit; if
        other trades moved the price beyond it, nothing is exchanged.
      </p>
    </>
  );
}

/**
 * Buy and sell on the token's venue. The preview is the venue's own maths on the reserves the page last read;
 * Buy/Sell asks for a quote (the trade's versions: its transaction at amounts from the fair price down to the
 * slippage minimum), has the connected wallet sign them all in one prompt without sending them, and submits them
 * to the API, where the venue co-signs, sends and records the best version the price still allows (beyond the
 * slippage: refused, nothing moves). Amounts are bigint base units throughout.
 *
 * Memoised: a live tick re-renders it only when the reserves (or the token) it trades against changed.
 */
export const TradePanel = memo(function TradePanel({ token, onTraded }: TradePanelProps) {
  const form = useTradeForm(token, onTraded);
  const ids = useId();
  const symbol = token.symbol;
  return (
    <section aria-labelledby={`${ids}-title`} className="card flex flex-col gap-4" data-testid="trade-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="card-title">
          Trade
        </h2>
        <span className="badge text-muted">{token.venue === 'pool' ? 'Pool' : 'Bonding curve'}</span>
      </div>
      <Tabs.Root value={form.side} onValueChange={form.chooseSide}>
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
          value={form.side}
          className="mt-4 flex flex-col gap-4 rounded-xl focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-4"
        >
          <TradeBalances form={form} symbol={symbol} />
          <AmountField form={form} symbol={symbol} ids={ids} />
          <SlippageField form={form} />
          <TradeNotices form={form} token={token} />
          <TradeSubmit form={form} symbol={symbol} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
});
