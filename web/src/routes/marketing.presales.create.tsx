import { createFileRoute } from '@tanstack/react-router';
import { PresaleCreateView } from '../features/marketing/presales';

export const Route = createFileRoute('/marketing/presales/create')({ component: PresaleCreateView });
