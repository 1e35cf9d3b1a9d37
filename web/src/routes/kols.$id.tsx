import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/kols/$id')({ component: KolPage });

function KolPage() {
  const { id } = Route.useParams();
  return (
    <BeingBuilt
      eyebrow={`KOL ${id}`}
      title="KOL Profile"
      description="This KOL's channels, audience, rates and the campaigns they ran."
    />
  );
}
