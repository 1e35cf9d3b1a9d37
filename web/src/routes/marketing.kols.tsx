import { createFileRoute } from '@tanstack/react-router';
import { KolsView } from '../features/marketing/kols';

/** `/marketing/kols`: the KOLs campaign owners can hire, and the signed-in wallet's hires. */
export const Route = createFileRoute('/marketing/kols')({ component: KolsView });
