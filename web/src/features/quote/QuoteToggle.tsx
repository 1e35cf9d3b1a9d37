import { QUOTE_CURRENCIES } from '@solpad/core';
import { Segmented } from '../../components/ui/Segmented';
import { useQuote } from './quote';

const LABEL = { usd: 'USD', sol: 'SOL' } as const;

/** The USD / SOL switch of prices and market caps (one choice for every page). */
export function QuoteToggle({ className = '' }: { className?: string }) {
  const { quote, setQuote } = useQuote();
  return (
    <Segmented
      legend="Show prices in"
      options={QUOTE_CURRENCIES}
      value={quote}
      onChange={setQuote}
      label={(q) => LABEL[q]}
      className={`flex shrink-0 gap-0.5 rounded-lg bg-surface-2 p-0.5 text-xs ${className}`}
      testId="quote-toggle"
    />
  );
}
