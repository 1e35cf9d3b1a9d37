import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailView } from '../features/marketing/campaign-detail';

/** `/campaign/{id}`: alias of `/marketing/campaigns/{id}`, the same screen. */
export const Route = createFileRoute('/campaign/$id')({ component: CampaignAliasPage });

function CampaignAliasPage() {
  const { id } = Route.useParams();
  return <CampaignDetailView id={id} />;
}
