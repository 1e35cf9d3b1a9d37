import { createFileRoute } from '@tanstack/react-router';
import { MarketingHomeScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/')({ component: MarketingHomeScreen });
