import { createFileRoute } from '@tanstack/react-router';
import { CtoDetailScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/cto/$contractAddress')({ component: CtoCampaignPage });

function CtoCampaignPage() {
  const { contractAddress } = Route.useParams();
  return <CtoDetailScreen mint={contractAddress} />;
}
