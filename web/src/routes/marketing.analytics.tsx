import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/analytics')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title="Marketing Analytics"
      description="Reach, clicks and volume your campaigns brought, over time and by channel."
    />
  );
}
