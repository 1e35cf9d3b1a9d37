import {
  formatQuotedPrice,
  formatQuotedValue,
  type PriceFormatOptions,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  STORAGE_KEYS,
} from '@solpad/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { atom, useAtom } from '../../lib/store';
import { statsQueryOptions } from '../system';

const isQuote = (v: unknown): v is QuoteCurrency => QUOTE_CURRENCIES.includes(v as QuoteCurrency);

function readQuote(): QuoteCurrency {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.quote);
    return isQuote(stored) ? stored : QUOTE_CURRENCIES[0];
  } catch {
    return QUOTE_CURRENCIES[0];
  }
}

/** What every price and market cap is quoted in: USD by default, remembered across visits. */
export const quoteAtom = atom<QuoteCurrency>(readQuote());

/** The quote switch and formatters bound to it and to the server's SOL/USD price. */
export interface Quote {
  quote: QuoteCurrency;
  setQuote(q: QuoteCurrency): void;
  /** USD per SOL from `GET /api/stats` (the price the portfolio values holdings at); null until it arrives. */
  solUsd: number | null;
  /** A price in SOL per token, quoted: "$0.0₅4263" or "0.0₇2842 SOL". */
  price(priceSol: number, options?: PriceFormatOptions): string;
  /** A SOL value (market cap, volume), compact and quoted: "$4.26K" or "28.42 SOL". */
  value(sol: number): string;
}

/** The page's quote currency and its formatters; another tab's switch follows here too. */
export function useQuote(): Quote {
  const [quote, set] = useAtom(quoteAtom);
  const stats = useQuery(statsQueryOptions);
  const solUsd = stats.data?.solUsd ?? null;
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.quote && isQuote(e.newValue)) set(e.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [set]);
  const setQuote = useCallback(
    (q: QuoteCurrency) => {
      set(q);
      try {
        localStorage.setItem(STORAGE_KEYS.quote, q);
      } catch {
        // Storage can be disabled: the choice still holds for this page's life.
      }
    },
    [set],
  );
  return {
    quote,
    setQuote,
    solUsd,
    price: (priceSol, options) => formatQuotedPrice(priceSol, quote, solUsd, options),
    value: (sol) => formatQuotedValue(sol, quote, solUsd),
  };
}
