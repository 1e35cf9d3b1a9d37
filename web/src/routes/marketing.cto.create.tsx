import { isSolanaAddressText } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { CtoCreateView } from '../features/marketing/cto';

export const Route = createFileRoute('/marketing/cto/create')({
  // `?mint=` prefills the token (from a token's takeover page); anything but an address is dropped.
  validateSearch: (search: Record<string, unknown>): { mint?: string } =>
    typeof search.mint === 'string' && isSolanaAddressText(search.mint) ? { mint: search.mint } : {},
  component: CtoCreatePage,
});

function CtoCreatePage() {
  const { mint } = Route.useSearch();
  return <CtoCreateView mint={mint} />;
}
