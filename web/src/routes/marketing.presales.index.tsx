import { createFileRoute } from '@tanstack/react-router';
import { PresaleListView } from '../features/marketing/presales';

export const Route = createFileRoute('/marketing/presales/')({ component: PresaleListView });
