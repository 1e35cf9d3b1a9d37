import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/presales/')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title="Presales"
      description="Token presales open now and upcoming, with their raise, price and schedule."
    />
  );
}
