import { ProgramsRouteSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { ProgramsPage } from '../features/tools/programs/ProgramsPage';

export const Route = createFileRoute('/tools/programs')({
  // `?type=address|program|transaction|token&q=…`: the explorer's submitted query (shareable links).
  validateSearch: (search) => ProgramsRouteSearchSchema.parse(search),
  component: ProgramsRoute,
});

function ProgramsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const submitted = search.q ? { type: search.type ?? 'address', q: search.q } : null;
  return (
    <ProgramsPage submitted={submitted} onSubmit={(type, q) => void navigate({ search: { type, q } })} />
  );
}
