import { ERROR_MESSAGES } from '@solpad/core/errors';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { walletSignTransactions } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { useDebounced } from '../../lib/useDebounced';
import { healthQueryOptions } from '../system';
import {
  disconnectWalletAtom,
  solBalanceKey,
  useSolBalance,
  walletChainFor,
  walletConnectionAtom,
} from '../wallet';
import { DEFAULT_SLIPPAGE_BPS, parseAmount, parseSlippagePct, SOL_DECIMALS, unitsToInput } from './amount';
import { tokenBalanceKey, tokenBalanceQuery } from './balances';
import { marketOf, type PreviewResult, previewTrade } from './preview';
import type { TradedToken } from './TradePanel';
import { executeTrade, needsWalletReset } from './trade-flow';
import { toastTraded, toastTradeFailed } from './trade-toasts';

/** The preview waits this long after the last keystroke. */
const PREVIEW_DEBOUNCE_MS = 250;

/**
 * What the wallet can afford, checked before asking for a quote (the API checks again): the typed amount when
 * it is in the unit the wallet pays with, else what the (fresh) preview says the trade takes.
 */
export function shortfallOf(input: {
  side: 'buy' | 'sell';
  unit: 'sol' | 'token';
  amount: bigint;
  preview: PreviewResult | null;
  fresh: boolean;
  sol: bigint | undefined;
  tokens: bigint | undefined;
}): string | null {
  const { side, unit, amount, preview, fresh, sol, tokens } = input;
  // A buy pays SOL, a sell pays tokens.
  const buying = side === 'buy';
  const quoted =
    fresh && preview?.ok ? (buying ? preview.preview.solLamports : preview.preview.tokenAmount) : null;
  const paid = unit === (buying ? 'sol' : 'token') ? amount : quoted;
  const balance = buying ? sol : tokens;
  if (paid === null || balance === undefined || paid <= balance) return null;
  return buying ? ERROR_MESSAGES.TX__INSUFFICIENT_SOL : 'Insufficient token balance';
}

/** The trade mutation: quote, one wallet prompt, submit; then the toast, a cleared amount and fresh balances. */
function useTradeMutation(
  token: TradedToken,
  order: { side: 'buy' | 'sell'; unit: 'sol' | 'token'; amount: bigint | null; slippageBps: number },
  done: { clear: () => void; setFailure: (f: string | null) => void; onTraded: () => void },
) {
  const connection = useAtomValue(walletConnectionAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const queryClient = useQueryClient();
  const owner = connection?.address ?? null;
  const { side, unit, amount, slippageBps } = order;
  return useMutation({
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
    onMutate: () => done.setFailure(null),
    onSuccess: ({ signature, trade: traded }) => {
      toastTraded(traded, signature, token.symbol);
      done.clear();
      void queryClient.invalidateQueries({ queryKey: solBalanceKey(connection?.address ?? null) });
      void queryClient.invalidateQueries({ queryKey: tokenBalanceKey(owner, token.address) });
      done.onTraded();
    },
    onError: (e) => {
      done.setFailure(toastTradeFailed(e));
      if (needsWalletReset(e)) void disconnect();
    },
  });
}

/**
 * The trade panel's state: side, amount (as typed, in SOL or the token), slippage, the debounced preview on the
 * venue's reserves, what the wallet cannot afford, and the trade itself.
 */
export function useTradeForm(token: TradedToken, onTraded: () => void) {
  const connection = useAtomValue(walletConnectionAtom);
  const owner = connection?.address ?? null;
  const sol = useSolBalance(owner);
  const tokens = useQuery(tokenBalanceQuery(owner, token.address));

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
  const shortfall =
    owner && amount !== null
      ? shortfallOf({ side, unit, amount, preview, fresh, sol: sol.data, tokens: tokens.data })
      : null;

  const trade = useTradeMutation(
    token,
    { side, unit, amount, slippageBps },
    { clear: () => setText(''), setFailure, onTraded },
  );

  const setPreset = (value: bigint, u: 'sol' | 'token') => {
    setUnit(u);
    setText(unitsToInput(value, u === 'sol' ? SOL_DECIMALS : TOKEN_DECIMALS));
  };
  const chooseSide = (v: string) => {
    setSide(v === 'sell' ? 'sell' : 'buy');
    setFailure(null);
    setText('');
  };
  const chooseUnit = (u: 'sol' | 'token') => {
    setUnit(u);
    setText('');
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

  return {
    connection,
    owner,
    sol,
    tokens,
    side,
    chooseSide,
    unit,
    chooseUnit,
    text,
    setText,
    decimals,
    invalidText,
    setPreset,
    slippage: {
      bps: slippageBps,
      setBps: setSlippageBps,
      custom: customSlippage,
      setCustom: setCustomSlippage,
    },
    customInvalid,
    market,
    preview,
    fresh,
    shortfall,
    failure,
    trade,
    canSubmit,
  };
}

export type TradeForm = ReturnType<typeof useTradeForm>;
