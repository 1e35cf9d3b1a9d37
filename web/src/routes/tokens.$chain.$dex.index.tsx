import { resolveTokensPath, TokenListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TokenListScreen } from './-screens/TokenScreens';

/** `/tokens/{chain}/{dex}`: chain and dex from the path (spec §2); an unknown pair is a 404. */
export const Route = createFileRoute('/tokens/$chain/$dex/')({
  validateSearch: TokenListSearchSchema,
  beforeLoad: ({ params }) => {
    if (resolveTokensPath([params.chain, params.dex]).kind !== 'list') throw notFound();
  },
  component: TokensDexPage,
});

function TokensDexPage() {
  const { chain, dex } = Route.useParams();
  const { category } = Route.useSearch();
  const target = resolveTokensPath([chain, dex]);
  if (target.kind !== 'list') return null;
  return <TokenListScreen chain={target.chain} dex={target.dex} category={category} />;
}
