import { createFileRoute } from '@tanstack/react-router';
import { TrendingScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/trending')({ component: TrendingScreen });
