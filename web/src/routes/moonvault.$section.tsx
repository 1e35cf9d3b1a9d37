import { isMoonvaultSection } from '@solpad/core/navigation';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MoonvaultScreen } from './-screens/MoonvaultScreen';

/** `/moonvault/{section}`: one of the 14 admin sections; anything else is a 404. */
export const Route = createFileRoute('/moonvault/$section')({
  beforeLoad: ({ params }) => {
    if (!isMoonvaultSection(params.section)) throw notFound();
  },
  component: MoonvaultSectionPage,
});

function MoonvaultSectionPage() {
  const { section } = Route.useParams();
  return isMoonvaultSection(section) ? <MoonvaultScreen section={section} /> : null;
}
