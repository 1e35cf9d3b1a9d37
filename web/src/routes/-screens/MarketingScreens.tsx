import { BeingBuilt } from '../../components/shell/BeingBuilt';
import { CopyButton } from '../../components/ui/CopyButton';

/** A campaign's page (`/marketing/campaigns/{id}` and its alias `/campaign/{id}`). */
export function CampaignDetailScreen({ id }: { id: string }) {
  return (
    <BeingBuilt
      eyebrow={`Campaign ${id}`}
      title="Campaign"
      description="The campaign's budget, schedule, channels and results, with controls for its owner."
    >
      <section aria-label="Campaign id" className="card flex flex-wrap items-center gap-3">
        <span className="stat-label">Campaign id</span>
        <code className="min-w-0 flex-1 break-all font-mono text-sm">{id}</code>
        <CopyButton text={id} label="Copy campaign id" />
      </section>
    </BeingBuilt>
  );
}
