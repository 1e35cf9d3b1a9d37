import { createFileRoute } from '@tanstack/react-router';
import { KolCreatorView } from '../features/marketing/kol-creator';

export const Route = createFileRoute('/kols-creator')({ component: KolCreatorView });
