import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/analytics')({ component: AnalyticsScreen });
