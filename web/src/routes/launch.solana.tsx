import { createFileRoute } from '@tanstack/react-router';
import { LaunchScreen } from './-screens/LaunchScreen';

/** `/launch/solana`: the same screen as `/launch` (Solana is the only launch chain). */
export const Route = createFileRoute('/launch/solana')({ component: LaunchScreen });
