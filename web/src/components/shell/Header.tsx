import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { healthQueryOptions } from '../../features/system/queries';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { HeaderSearch } from './HeaderSearch';
import { WalletSlot } from './WalletSlot';

/** The top header on every size: brand, BETA, the token search, the API's cluster, the wallet control and the theme toggle. */
export function Header() {
  const { data: health } = useQuery(healthQueryOptions);
  return (
    <header className="sticky top-0 z-40 h-14 border-line border-b bg-app/85 backdrop-blur">
      <div className="flex h-full items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          aria-label="Solpad home"
          className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-accent"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span className="font-bold text-lg tracking-tight max-[400px]:sr-only">Solpad</span>
          <span className="badge border-accent/30 bg-accent/10 text-accent">BETA</span>
        </Link>
        <HeaderSearch />
        <div className="flex items-center gap-2 sm:gap-3">
          {health && (
            <span
              data-testid="cluster-pill"
              className="hidden items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-muted text-xs sm:flex"
              title={`Chain: ${health.chain.mode}, cluster ${health.chain.cluster}`}
            >
              <span
                className={`size-1.5 rounded-full ${health.chain.ok ? 'bg-emerald-400' : 'bg-amber-400'}`}
                aria-hidden="true"
              />
              {health.chain.cluster}
            </span>
          )}
          <WalletSlot />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
