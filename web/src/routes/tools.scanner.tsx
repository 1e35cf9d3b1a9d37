import { ScannerSearchSchema } from '@solpad/core/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '../features/scanner/ScannerPage';

export const Route = createFileRoute('/tools/scanner')({
  // `?type=token&q=ADDRESS&chain=solana` (the Share link); invalid values are dropped by the schema.
  validateSearch: (search) => ScannerSearchSchema.parse(search),
  component: ScannerRoute,
});

function ScannerRoute() {
  const search = Route.useSearch();
  return <ScannerPage search={search} />;
}
