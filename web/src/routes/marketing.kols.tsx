import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/kols')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title="KOLs"
      description="Key opinion leaders available for campaigns, with their reach and past results."
    />
  );
}
