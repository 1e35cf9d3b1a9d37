import { createFileRoute } from '@tanstack/react-router';
import { BurnPage } from '../features/tools/burn/BurnPage';

export const Route = createFileRoute('/tools/burn-spl')({
  component: BurnPage,
});
