import { createFileRoute } from '@tanstack/react-router';
import { TrendingView } from '../features/marketing/insights';

export const Route = createFileRoute('/marketing/trending')({ component: TrendingView });
