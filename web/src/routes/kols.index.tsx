import { createFileRoute } from '@tanstack/react-router';
import { KolDirectoryView } from '../features/marketing/kol-pages';

export const Route = createFileRoute('/kols/')({ component: KolDirectoryView });
