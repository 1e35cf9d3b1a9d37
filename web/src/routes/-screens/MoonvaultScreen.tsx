import type { MoonvaultSection } from '@solpad/core/navigation';
import { MOONVAULT_SECTION_LABELS } from '../../components/shell/nav';
import { AdminConsole } from '../../features/admin/AdminConsole';

/** An admin section (`/moonvault`, `/moonvault/dashboard`, `/moonvault/{section}`), behind the admin gate. */
export function MoonvaultScreen({ section }: { section: MoonvaultSection }) {
  return <AdminConsole section={section} title={`Admin · ${MOONVAULT_SECTION_LABELS[section]}`} />;
}
