import { resolveTokensPath } from '@solpad/core/navigation';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TokenDetailScreen } from './-screens/TokenScreens';

/** `/tokens/{chain}/{dex}/{address}`: a token's page under its venue. */
export const Route = createFileRoute('/tokens/$chain/$dex/$address')({
  beforeLoad: ({ params }) => {
    if (resolveTokensPath([params.chain, params.dex, params.address]).kind !== 'detail') throw notFound();
  },
  component: TokenUnderDexPage,
});

function TokenUnderDexPage() {
  const { chain, dex, address } = Route.useParams();
  const target = resolveTokensPath([chain, dex, address]);
  if (target.kind !== 'detail') return null;
  return <TokenDetailScreen address={target.address} chain={target.chain} dex={target.dex} />;
}
