import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/presales/create')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing · Presales"
      title="Create a Presale"
      description="Set up a presale: the token, the raise, the price and the schedule."
    />
  );
}
