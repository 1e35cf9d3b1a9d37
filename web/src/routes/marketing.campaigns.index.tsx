import { CampaignListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/campaigns/')({
  validateSearch: CampaignListSearchSchema,
  component: CampaignsPage,
});

function CampaignsPage() {
  const { new: starting } = Route.useSearch();
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title={starting ? 'Start a Campaign' : 'Campaigns'}
      description={
        starting
          ? 'Set up a campaign for your token: its budget, channels and schedule.'
          : 'Marketing campaigns for Solana tokens: their budget, channels and results.'
      }
    />
  );
}
