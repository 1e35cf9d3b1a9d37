import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailScreen } from './-screens/MarketingScreens';

/** `/campaign/{id}`: alias of `/marketing/campaigns/{id}`, the same screen. */
export const Route = createFileRoute('/campaign/$id')({ component: CampaignAliasPage });

function CampaignAliasPage() {
  const { id } = Route.useParams();
  return <CampaignDetailScreen id={id} />;
}
