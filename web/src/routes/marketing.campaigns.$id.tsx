import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/campaigns/$id')({ component: CampaignPage });

function CampaignPage() {
  const { id } = Route.useParams();
  return <CampaignDetailScreen id={id} />;
}
