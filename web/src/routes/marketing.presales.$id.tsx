import { createFileRoute } from '@tanstack/react-router';
import { PresaleDetailScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/presales/$id')({ component: PresalePage });

function PresalePage() {
  const { id } = Route.useParams();
  return <PresaleDetailScreen id={id} />;
}
