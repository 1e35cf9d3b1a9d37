import { createFileRoute } from '@tanstack/react-router';
import { KolProfileView } from '../features/marketing/kol-pages';

export const Route = createFileRoute('/kols/$id')({ component: KolPage });

function KolPage() {
  const { id } = Route.useParams();
  return <KolProfileView id={id} />;
}
