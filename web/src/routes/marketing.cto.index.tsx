import { createFileRoute } from '@tanstack/react-router';
import { CtoListView } from '../features/marketing/cto';

export const Route = createFileRoute('/marketing/cto/')({ component: CtoListView });
