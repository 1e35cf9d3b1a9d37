import { CampaignListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignListScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/campaigns/')({
  validateSearch: CampaignListSearchSchema,
  component: CampaignsPage,
});

function CampaignsPage() {
  const { new: starting } = Route.useSearch();
  return <CampaignListScreen starting={starting === true} />;
}
