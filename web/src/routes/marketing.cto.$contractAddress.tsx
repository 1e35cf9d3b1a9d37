import { createFileRoute } from '@tanstack/react-router';
import { CtoDetailView } from '../features/marketing/cto-detail';

export const Route = createFileRoute('/marketing/cto/$contractAddress')({ component: CtoCampaignPage });

function CtoCampaignPage() {
  const { contractAddress } = Route.useParams();
  return <CtoDetailView mint={contractAddress} />;
}
