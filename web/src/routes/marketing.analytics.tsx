import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsView } from '../features/marketing/insights';

export const Route = createFileRoute('/marketing/analytics')({ component: AnalyticsView });
