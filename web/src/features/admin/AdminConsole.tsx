import { shortenAddress } from '@solpad/core/format';
import type { MoonvaultSection } from '@solpad/core/navigation';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuthSession, useSignOut } from '../auth';
import { AdminGate } from './AdminGate';
import { ApiSection } from './sections/api-metrics';
import { AutomationsSection } from './sections/automations';
import { BlockchainSection } from './sections/blockchain';
import { BotsSection } from './sections/bots';
import { CleanupSection } from './sections/cleanup';
import { AnalysisSection, DashboardSection } from './sections/dashboard';
import { ErrorsSection } from './sections/errors';
import { LaunchpadSection } from './sections/launchpad';
import { MarketingSection } from './sections/marketing';
import { NotificationsSection } from './sections/notifications';
import { SystemSection } from './sections/system';
import { UsersSection } from './sections/users';
import { WalletSection } from './sections/wallet';

const SECTIONS: Record<MoonvaultSection, () => ReactNode> = {
  dashboard: () => <DashboardSection />,
  launchpad: () => <LaunchpadSection />,
  marketing: () => <MarketingSection />,
  wallet: () => <WalletSection />,
  notifications: () => <NotificationsSection />,
  automations: () => <AutomationsSection />,
  users: () => <UsersSection />,
  bots: () => <BotsSection />,
  system: () => <SystemSection />,
  analysis: () => <AnalysisSection />,
  blockchain: () => <BlockchainSection />,
  api: () => <ApiSection />,
  errors: () => <ErrorsSection />,
  cleanup: () => <CleanupSection />,
};

/** The admin console: its title, the gate, then the chosen section. */
export function AdminConsole({ section, title }: { section: MoonvaultSection; title: string }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <div className="text-subtle text-xs uppercase tracking-wider">Admin</div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        </div>
        <SessionBadge />
      </header>
      <AdminGate>{SECTIONS[section]()}</AdminGate>
    </div>
  );
}

function SessionBadge() {
  const session = useAuthSession();
  const signOut = useSignOut();
  if (!session.data?.signedIn) return null;
  return (
    <div className="flex items-center gap-2 text-muted text-sm">
      <span>
        Signed in as <span className="font-mono text-fg">{shortenAddress(session.data.address)}</span>
      </span>
      <button type="button" className="btn-secondary" onClick={() => signOut.mutate()}>
        Sign out
      </button>
    </div>
  );
}
