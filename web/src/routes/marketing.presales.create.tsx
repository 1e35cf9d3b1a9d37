import { createFileRoute } from '@tanstack/react-router';
import { PresaleCreateScreen } from './-screens/MarketingScreens';

export const Route = createFileRoute('/marketing/presales/create')({ component: PresaleCreateScreen });
