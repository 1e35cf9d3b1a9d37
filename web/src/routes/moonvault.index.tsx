import { createFileRoute } from '@tanstack/react-router';
import { MoonvaultScreen } from './-screens/MoonvaultScreen';

/** `/moonvault`: the admin dashboard (the same screen as `/moonvault/dashboard`). */
export const Route = createFileRoute('/moonvault/')({ component: MoonvaultHome });

function MoonvaultHome() {
  return <MoonvaultScreen section="dashboard" />;
}
