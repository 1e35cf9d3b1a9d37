import { createFileRoute } from '@tanstack/react-router';
import { KolsScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/kols')({ component: KolsScreen });
