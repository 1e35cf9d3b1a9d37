import { createFileRoute } from '@tanstack/react-router';
import { HowToUsePage } from '../features/info/HowToUsePage';

export const Route = createFileRoute('/how-to-use')({
  component: HowToUsePage,
});
