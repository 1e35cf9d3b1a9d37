import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/marketing/trending')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      eyebrow="Marketing"
      title="Trending"
      description="Tokens gaining attention now: volume, holders and campaign activity."
    />
  );
}
