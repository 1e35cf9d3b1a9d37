import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { healthQueryOptions } from '../features/system/queries';
import { WalletCard } from '../features/wallet/WalletCard';
import { ChainPanel } from './-components/ChainPanel';
import { StatsPanel } from './-components/StatsPanel';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const health = useQuery(healthQueryOptions);
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <section className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight sm:text-5xl">
          <span className="bg-gradient-to-r from-violet-400 to-emerald-300 bg-clip-text text-transparent">
            Solpad
          </span>
          <span className="text-subtle"> — </span>
          launch, trade and scan Solana tokens
        </h1>
        <p className="max-w-2xl text-muted sm:text-lg">
          Create a token in minutes, trade it on its bonding curve and check any mint before you buy.
        </p>
      </section>
      <StatsPanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <WalletCard chainMode={health.data?.chain.mode} />
        <ChainPanel health={health.data} error={health.error} />
      </div>
    </div>
  );
}
