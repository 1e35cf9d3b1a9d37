import { createFileRoute } from '@tanstack/react-router';
import { ModifyTokenPage } from '../features/tools/modify-token/ModifyTokenPage';

export const Route = createFileRoute('/tools/modify-token')({
  component: ModifyTokenPage,
});
