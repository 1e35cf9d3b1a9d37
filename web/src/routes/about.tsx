import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/info/AboutPage';

export const Route = createFileRoute('/about')({
  component: AboutPage,
});
