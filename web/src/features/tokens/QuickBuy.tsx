import { walletSignTransactions } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { portfolioKey } from '../portfolio';
import { healthQueryOptions } from '../system';
import {
  DEFAULT_SLIPPAGE_BPS,
  executeTrade,
  needsWalletReset,
  toastTraded,
  toastTradeFailed,
  tokenBalanceKey,
} from '../trade';
import {
  disconnectWalletAtom,
  solBalanceKey,
  walletChainFor,
  walletConnectionAtom,
  walletDialogOpenAtom,
} from '../wallet';
import { tokenDetailKey, tokenHoldersKey, tokenTradersKey, tokenTradesKey } from './queries';
import { quickBuyLamports, saveQuickBuySol, useQuickBuySol } from './quick-buy';

const BOLT = 'M13 2 4 14h7l-1 8 9-12h-7z';

/**
 * A list row's one-click buy of the header's SOL size: the trade panel's flow (quote, one wallet prompt, submit)
 * and its toasts, at the default slippage. Without a wallet it opens the wallet list instead.
 */
export function QuickBuyButton({ mint, symbol }: { mint: string; symbol: string }) {
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const queryClient = useQueryClient();
  const sol = useQuickBuySol();
  const buy = useMutation({
    mutationFn: async () => {
      const lamports = quickBuyLamports(sol);
      if (!connection || lamports === null) throw new Error('Connect a wallet first');
      const chain = walletChainFor(health?.chain.cluster, connection.account);
      return executeTrade(
        { signTransactions: walletSignTransactions(connection.wallet, connection.account, chain) },
        {
          mint,
          side: 'buy',
          amount: lamports.toString(),
          amountIs: 'sol',
          slippageBps: DEFAULT_SLIPPAGE_BPS,
          wallet: connection.address,
        },
      );
    },
    onSuccess: ({ signature, trade }) => {
      toastTraded(trade, signature, symbol);
      const owner = connection?.address ?? null;
      void queryClient.invalidateQueries({ queryKey: solBalanceKey(owner) });
      void queryClient.invalidateQueries({ queryKey: tokenBalanceKey(owner, mint) });
      if (owner) void queryClient.invalidateQueries({ queryKey: portfolioKey(owner) });
      for (const key of [
        tokenDetailKey(mint),
        tokenTradesKey(mint),
        tokenHoldersKey(mint),
        tokenTradersKey(mint),
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => {
      toastTradeFailed(e);
      if (needsWalletReset(e)) void disconnect();
    },
  });
  return (
    <button
      type="button"
      aria-label={`Quick-buy ${sol} SOL of ${symbol}`}
      title={connection ? `Buy ${sol} SOL of ${symbol}` : 'Connect a wallet to quick-buy'}
      disabled={buy.isPending}
      aria-busy={buy.isPending}
      onClick={(e) => {
        // The button sits on the row's link: it buys; it does not open the token.
        e.preventDefault();
        e.stopPropagation();
        if (!connection) openWallets(true);
        else buy.mutate();
      }}
      className="inline-flex h-6 shrink-0 items-center gap-0.5 rounded-md border border-accent/50 bg-accent/10 px-1.5 font-semibold text-[11px] text-accent leading-none tabular-nums transition hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3" fill="currentColor">
        <path d={BOLT} />
      </svg>
      {buy.isPending ? '…' : sol}
    </button>
  );
}

/** The list header's quick-buy size (SOL), remembered on this device; a row's button buys this much. */
export function QuickBuySetting() {
  const saved = useQuickBuySol();
  const [text, setText] = useState(saved);
  const id = useId();
  useEffect(() => setText(saved), [saved]);
  const invalid = text.trim() !== '' && quickBuyLamports(text) === null;
  const commit = () => {
    if (!saveQuickBuySol(text)) setText(saved);
  };
  return (
    <div className="flex items-center gap-1.5 text-xs">
      <label htmlFor={id} className="text-muted">
        Quick-buy<span className="sr-only"> size in SOL</span>
      </label>
      <span className="relative">
        <input
          id={id}
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          aria-invalid={invalid}
          aria-describedby={`${id}-unit`}
          className={`input h-8 w-20 py-1 pr-9 text-xs tabular-nums ${invalid ? 'border-red-500' : ''}`}
          maxLength={12}
        />
        <span
          id={`${id}-unit`}
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-2 text-subtle"
        >
          SOL
        </span>
      </span>
    </div>
  );
}
