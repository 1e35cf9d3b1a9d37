import { type ExplorerQueryType, ExplorerQueryTypeSchema } from '@solpad/core/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ProgramsPage } from '../features/tools/programs/ProgramsPage';

/** `?type=address|program|transaction|token&q=…`: the explorer's submitted query (shareable links). */
export interface ProgramsSearch {
  type?: ExplorerQueryType;
  q?: string;
}

export const Route = createFileRoute('/tools/programs')({
  validateSearch: (search: Record<string, unknown>): ProgramsSearch => {
    const type = ExplorerQueryTypeSchema.safeParse(search.type);
    const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 100) : undefined;
    return { ...(type.success && { type: type.data }), ...(q && { q }) };
  },
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
