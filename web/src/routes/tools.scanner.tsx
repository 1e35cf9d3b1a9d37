import { ScannerRouteSearchSchema } from '@solpad/core/navigation';
import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '../features/scanner/ScannerPage';

export const Route = createFileRoute('/tools/scanner')({
  // `?type=token&q=ADDRESS&chain=solana` (the Share link); invalid values are dropped by the schema. zod/mini
  // from core/navigation keeps classic zod out of the entry chunk, where route definitions live.
  validateSearch: (search) => ScannerRouteSearchSchema.parse(search),
  component: ScannerRoute,
});

function ScannerRoute() {
  const search = Route.useSearch();
  return <ScannerPage search={search} />;
}
