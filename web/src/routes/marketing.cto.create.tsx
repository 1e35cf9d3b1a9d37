import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/cto/create')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing · CTO"
      title="Create a CTO Campaign"
      description="Propose a community takeover of a token: its contract address, the plan and the team."
    />
  );
}
