import { CampaignListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignsScreen } from '../features/marketing/campaigns';

/** `/marketing/campaigns` (`?new=true`: the create form, the sidebar's "Start Campaign"). */
export const Route = createFileRoute('/marketing/campaigns/')({
  validateSearch: CampaignListSearchSchema,
  component: CampaignsPage,
});

function CampaignsPage() {
  const { new: starting } = Route.useSearch();
  return <CampaignsScreen starting={starting === true} />;
}
