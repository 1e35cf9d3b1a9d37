import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { healthQueryOptions } from '../features/system/queries';
import { WalletButton } from '../features/wallet/WalletButton';

/** The site header: brand, BETA badge, the API's cluster and the wallet control. */
export function Header() {
  const { data: health } = useQuery(healthQueryOptions);
  return (
    <header className="sticky top-0 z-20 border-line border-b bg-app/80 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span className="font-bold text-lg tracking-tight">Solpad</span>
          <span className="rounded-md border border-violet-400/30 bg-violet-500/10 px-1.5 py-0.5 font-semibold text-[10px] text-violet-300 tracking-wider">
            BETA
          </span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          {health && (
            <span
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
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
