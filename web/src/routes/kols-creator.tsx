import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/kols-creator')({ component: Page });

function Page() {
  return (
    <BeingBuilt title="KOL Creator" description="Create your KOL profile: channels, audience and rates." />
  );
}
