import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';
import { MARKETING_NAV } from '../components/shell/nav';
import { ShellLink } from '../components/shell/ShellLink';

export const Route = createFileRoute('/marketing/')({ component: MarketingPage });

function MarketingPage() {
  return (
    <BeingBuilt
      title="Marketing"
      description="Promote a token: campaigns, community takeovers, presales, KOLs, trending placement and the analytics that show what worked."
    >
      <nav aria-label="Marketing sections" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {MARKETING_NAV.map((item) => (
          <ShellLink
            key={item.to}
            to={item.to}
            className="card font-semibold transition-colors hover:border-accent/60"
          >
            {item.label}
          </ShellLink>
        ))}
      </nav>
    </BeingBuilt>
  );
}
