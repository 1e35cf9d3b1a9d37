import { createFileRoute } from '@tanstack/react-router';
import { PresaleDetailView } from '../features/marketing/presale-detail';

export const Route = createFileRoute('/marketing/presales/$id')({ component: PresalePage });

function PresalePage() {
  const { id } = Route.useParams();
  return <PresaleDetailView id={id} />;
}
