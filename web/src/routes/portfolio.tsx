import { createFileRoute } from '@tanstack/react-router';
import { BeingBuilt } from '../components/shell/BeingBuilt';

export const Route = createFileRoute('/portfolio')({ component: Page });

function Page() {
  return (
    <BeingBuilt
      title="Portfolio"
      description="Your wallet's SOL and token holdings with their value, profit and loss, and your trade history."
    />
  );
}
