import { createFileRoute } from '@tanstack/react-router';
import { CtoListScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/cto/')({ component: CtoListScreen });
