import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/presales/$id')({ component: PresalePage });

function PresalePage() {
  const { id } = Route.useParams();
  return (
    <BeingBuilt
      eyebrow={`Marketing · Presale ${id}`}
      title="Presale"
      description="This presale's raise, price, schedule and contributions, and the button to take part."
    />
  );
}
