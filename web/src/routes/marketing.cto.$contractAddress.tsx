import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';
import { CopyButton } from '../components/ui/CopyButton';

export const Route = createFileRoute('/marketing/cto/$contractAddress')({ component: CtoCampaignPage });

function CtoCampaignPage() {
  const { contractAddress } = Route.useParams();
  return (
    <BeingBuilt
      eyebrow="Marketing · CTO"
      title="CTO Campaign"
      description="The community takeover of this token: its plan, team, progress and how to take part."
    >
      <section aria-label="Contract address" className="card flex flex-wrap items-center gap-3">
        <span className="stat-label">Contract</span>
        <code className="min-w-0 flex-1 break-all font-mono text-sm">{contractAddress}</code>
        <CopyButton text={contractAddress} label="Copy contract address" />
      </section>
    </BeingBuilt>
  );
}
