import { QUOTE_CURRENCIES } from '@solpad/core';
import { useQuote } from './quote';

const LABEL = { usd: 'USD', sol: 'SOL' } as const;

/** The USD / SOL switch of prices and market caps (one choice for every page). */
export function QuoteToggle({ className = '' }: { className?: string }) {
  const { quote, setQuote } = useQuote();
  return (
    <fieldset
      data-testid="quote-toggle"
      className={`flex shrink-0 gap-0.5 rounded-lg bg-surface-2 p-0.5 text-xs ${className}`}
    >
      <legend className="sr-only">Show prices in</legend>
      {QUOTE_CURRENCIES.map((q) => (
        <button
          key={q}
          type="button"
          aria-pressed={quote === q}
          onClick={() => setQuote(q)}
          className={`rounded-md px-2 py-1 font-medium ${quote === q ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
        >
          {LABEL[q]}
        </button>
      ))}
    </fieldset>
  );
}
