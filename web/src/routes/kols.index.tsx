import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/kols/')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      title="KOLs"
      description="Key opinion leaders on Solpad: their profiles, reach and the tokens they promoted."
    />
  );
}
