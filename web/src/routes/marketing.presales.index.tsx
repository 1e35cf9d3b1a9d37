import { createFileRoute } from '@tanstack/react-router';
import { PresaleListScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/presales/')({ component: PresaleListScreen });
