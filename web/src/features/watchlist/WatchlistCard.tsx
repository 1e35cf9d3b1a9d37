import { shortenAddress } from '@solpad/core/format';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSection } from '../../components/kit';
import { useQuote } from '../quote';
import {
  changePct,
  changeText,
  liveTokenOf,
  NOT_AVAILABLE,
  TokenAvatar,
  tokenDetailQuery,
  tokenPath,
} from '../tokens';
import { WatchStar } from './WatchStar';
import { useWatchlist } from './watchlist';

/** How many watched tokens the card shows (their details are read one by one). */
const SHOWN = 50;

/**
 * The watchlist with each token's price, 24 h change and market cap, computed by the token list's own functions
 * from the same API figures, so both screens agree.
 */
export function WatchlistCard() {
  const list = useWatchlist();
  const { price, value } = useQuote();
  const shown = list.mints.slice(0, SHOWN);
  const details = useQueries({
    queries: shown.map((mint) => ({ ...tokenDetailQuery(mint), staleTime: 15_000 })),
  });
  return (
    <CardSection
      label="Watchlist"
      titleId="watchlist-title"
      className="card flex flex-col gap-3"
      titleClassName="font-semibold"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={
        <span className="text-subtle text-xs">
          {list.kept === 'account'
            ? 'Saved to your signed-in wallet, on every device'
            : 'Kept on this device; sign in to keep it with your wallet'}
        </span>
      }
    >
      {shown.length === 0 ? (
        <p className="text-muted text-sm">
          Star a token on its page to follow its price here.{' '}
          <Link
            to="/tokens/$chain/$dex"
            params={{ chain: 'solana', dex: 'pump' }}
            className="text-accent hover:underline"
          >
            Browse tokens
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Watched tokens">
          {shown.map((mint, i) => {
            const d = details[i]?.data;
            const symbol = d?.symbol ?? shortenAddress(mint);
            const row = d ? liveTokenOf(d) : null;
            const change = row ? changePct(row, 'c24h') : null;
            return (
              <li key={mint} className="flex items-center gap-3 py-2">
                <TokenAvatar image={d?.image ?? null} symbol={symbol} size={32} />
                <span className="flex min-w-0 flex-1 flex-col">
                  {d ? (
                    <Link to={tokenPath(mint, d.venue)} className="truncate font-medium hover:underline">
                      {d.name}
                    </Link>
                  ) : (
                    <span className="truncate font-mono text-sm">{shortenAddress(mint)}</span>
                  )}
                  <span className="truncate text-subtle text-xs">
                    {row
                      ? `${row.summary.symbol} · MC ${value(row.marketCapSol)}`
                      : details[i]?.isPending
                        ? 'Loading…'
                        : 'Not on Solpad'}
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm tabular-nums">
                  <span>{d ? price(d.priceSol) : NOT_AVAILABLE}</span>
                  <span
                    className={`text-xs ${change === null || change === 0 ? 'text-subtle' : change > 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
                  >
                    {change === null ? NOT_AVAILABLE : `${changeText(change)} 24h`}
                  </span>
                </span>
                <WatchStar mint={mint} symbol={symbol} size="sm" />
              </li>
            );
          })}
        </ul>
      )}
      {list.mints.length > SHOWN && (
        <p className="text-subtle text-xs">and {list.mints.length - SHOWN} more not shown</p>
      )}
    </CardSection>
  );
}
