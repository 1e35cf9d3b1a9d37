import { createFileRoute } from '@tanstack/react-router';
import { ProgramBuilderPage } from '../features/tools/build/ProgramBuilderPage';

export const Route = createFileRoute('/tools/build')({
  component: ProgramBuilderPage,
});
