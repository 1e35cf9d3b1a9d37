import type { QuoteCurrency } from '@solpad/core';
import { Segmented } from '../../components/ui/Segmented';
import { useQuote } from './quote';

/** The currencies in QUOTE_CURRENCIES' order, each with its label. */
const LABEL: Record<QuoteCurrency, string> = { usd: 'USD', sol: 'SOL' };

/** The USD / SOL switch of prices and market caps (one choice for every page). */
export function QuoteToggle({ className = '' }: { className?: string }) {
  const { quote, setQuote } = useQuote();
  return (
    <Segmented
      legend="Show prices in"
      options={LABEL}
      value={quote}
      onChange={setQuote}
      className={`flex shrink-0 gap-0.5 rounded-lg bg-surface-2 p-0.5 text-xs ${className}`}
      testId="quote-toggle"
    />
  );
}
