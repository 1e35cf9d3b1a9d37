import { useWatchlist } from './watchlist';

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The star that adds a token to the watchlist or takes it off (a toggle button: `aria-pressed`). */
export function WatchStar({
  mint,
  symbol,
  size = 'md',
}: {
  mint: string;
  symbol: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const list = useWatchlist();
  const on = list.has(mint);
  const box =
    size === 'xs' ? 'size-6 rounded-md' : size === 'sm' ? 'size-8 rounded-xl' : 'size-10 rounded-xl';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Watch ${symbol}`}
      title={on ? `Remove ${symbol} from your watchlist` : `Add ${symbol} to your watchlist`}
      onClick={(e) => {
        // A star inside a row link stars the token; it does not open it.
        e.preventDefault();
        e.stopPropagation();
        list.toggle(mint, symbol);
      }}
      className={`inline-flex ${box} shrink-0 items-center justify-center transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent ${on ? 'text-amber-400' : 'text-subtle hover:text-fg'}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={size === 'xs' ? 'size-3.5' : size === 'sm' ? 'size-4' : 'size-5'}
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d={STAR} />
      </svg>
    </button>
  );
}
