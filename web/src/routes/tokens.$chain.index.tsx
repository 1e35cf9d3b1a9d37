import { resolveTokensPath, TokenListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../components/shell/NotFound';
import { TokenDetailScreen, TokenListScreen } from './-screens/TokenScreens';

/**
 * `/tokens/{X}`: a chain id (solana, ethereum, …) is that chain's token list; a Solana address is that
 * token's page (the route table lists both shapes; core's resolveTokensPath tells them apart).
 */
export const Route = createFileRoute('/tokens/$chain/')({
  validateSearch: TokenListSearchSchema,
  beforeLoad: ({ params }) => {
    if (resolveTokensPath([params.chain]).kind === 'not-found') throw notFound();
  },
  component: TokensChainOrTokenPage,
});

function TokensChainOrTokenPage() {
  const { chain } = Route.useParams();
  const { category } = Route.useSearch();
  const target = resolveTokensPath([chain]);
  switch (target.kind) {
    case 'list':
      return <TokenListScreen chain={target.chain} dex={target.dex} category={category} />;
    case 'detail':
      return <TokenDetailScreen address={target.address} chain={target.chain} dex={target.dex} />;
    case 'not-found':
      return <NotFound />;
    default: {
      const never: never = target;
      return never;
    }
  }
}
