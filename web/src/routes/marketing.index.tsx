import { createFileRoute } from '@tanstack/react-router';
import { MarketingHomeView } from '../features/marketing/insights';

export const Route = createFileRoute('/marketing/')({ component: MarketingHomeView });
