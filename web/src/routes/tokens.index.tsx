import { resolveTokensPath, TokenListSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { TokenListScreen } from './-screens/TokenScreens';

export const Route = createFileRoute('/tokens/')({
  validateSearch: TokenListSearchSchema,
  component: TokensPage,
});

function TokensPage() {
  const { category } = Route.useSearch();
  const target = resolveTokensPath([]);
  if (target.kind !== 'list') return null;
  return <TokenListScreen chain={target.chain} dex={target.dex} category={category} />;
}
