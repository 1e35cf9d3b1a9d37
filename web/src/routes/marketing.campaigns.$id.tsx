import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailView } from '../features/marketing/campaign-detail';

export const Route = createFileRoute('/marketing/campaigns/$id')({ component: CampaignPage });

function CampaignPage() {
  const { id } = Route.useParams();
  return <CampaignDetailView id={id} />;
}
