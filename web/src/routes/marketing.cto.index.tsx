import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/cto/')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title="CTO Campaigns"
      description="Community takeovers: communities reviving abandoned tokens, and how to join one."
    />
  );
}
