import { resolveTokensPath } from '@solpad/core/navigation';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TokenDetailScreen } from './-screens/TokenScreens';

/** `/token/{id}`: alias of a token's page; tokens are identified by their mint address. */
export const Route = createFileRoute('/token/$id')({
  beforeLoad: ({ params }) => {
    if (resolveTokensPath([params.id]).kind !== 'detail') throw notFound();
  },
  component: TokenAliasPage,
});

function TokenAliasPage() {
  const { id } = Route.useParams();
  const target = resolveTokensPath([id]);
  if (target.kind !== 'detail') return null;
  return <TokenDetailScreen address={target.address} chain={target.chain} dex={target.dex} />;
}
