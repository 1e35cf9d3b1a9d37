import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Icon, type IconName } from '../components/shell/Icon';
import { ShellLink } from '../components/shell/ShellLink';
import { healthQueryOptions } from '../features/system/queries';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ChainPanel } from './-components/ChainPanel';
import { StatsPanel } from './-components/StatsPanel';

// The wallet feature is its own chunk (see components/shell/WalletSlot): home paints without it.
const WalletCard = lazy(() =>
  import('../features/wallet/WalletCard').then((m) => ({ default: m.WalletCard })),
);

export const Route = createFileRoute('/')({
  component: Home,
});

const QUICK_LINKS: { title: string; text: string; to: string; icon: IconName }[] = [
  { title: 'Launch', text: 'Create a token and open its bonding curve.', to: '/launch', icon: 'launch' },
  {
    title: 'Trade',
    text: 'Buy and sell new and graduated tokens.',
    to: '/tokens/solana/pump',
    icon: 'trade',
  },
  {
    title: 'Scanner',
    text: 'Check a mint’s authorities, holders and liquidity.',
    to: '/tools/scanner',
    icon: 'shield',
  },
  {
    title: 'Marketing',
    text: 'Campaigns, presales, KOLs and trending.',
    to: '/marketing',
    icon: 'marketing',
  },
];

function Home() {
  useDocumentTitle('Launch, trade and scan Solana tokens');
  const health = useQuery(healthQueryOptions);
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden rounded-3xl border border-line bg-surface px-5 py-8 sm:px-10 sm:py-12"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent/20 blur-3xl"
        />
        <div className="relative flex max-w-3xl flex-col gap-4">
          <p className="flex items-center gap-2 font-medium text-accent text-sm">
            Revolutionary DeFi Platform
            <span className="badge border-accent/30 bg-accent/10 text-accent">BETA</span>
          </p>
          <h1 id="hero-title" className="font-bold text-3xl tracking-tight sm:text-5xl">
            Launch, trade and scan{' '}
            <span className="bg-gradient-to-r from-violet-500 to-emerald-400 bg-clip-text text-transparent">
              Solana tokens
            </span>
          </h1>
          <p className="max-w-2xl text-muted sm:text-lg">
            Create a token in minutes, trade it on its bonding curve, check any mint before you buy and
            promote what you launch — in one place.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/launch" className="btn-primary">
              <Icon name="launch" className="size-4" />
              Launch a token
            </Link>
            <ShellLink to="/tokens/solana/pump" className="btn-secondary">
              <Icon name="trade" className="size-4" />
              Explore tokens
            </ShellLink>
          </div>
        </div>
      </section>
      <nav aria-label="Quick links" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {QUICK_LINKS.map((link) => (
          <ShellLink
            key={link.title}
            to={link.to}
            className="card group flex flex-col gap-2 transition-colors hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
          >
            <span className="flex size-9 items-center justify-center rounded-xl bg-accent/10 text-accent">
              <Icon name={link.icon} />
            </span>
            <span className="font-semibold">{link.title}</span>
            <span className="hidden text-muted text-sm sm:block">{link.text}</span>
          </ShellLink>
        ))}
      </nav>
      <StatsPanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<div aria-hidden="true" className="card min-h-40 animate-pulse" />}>
          <WalletCard chainMode={health.data?.chain.mode} />
        </Suspense>
        <ChainPanel health={health.data} error={health.error} />
      </div>
    </div>
  );
}
