import type { MoonvaultSection } from '@solpad/core/navigation';
import { BeingBuilt } from '../../components/shell/BeingBuilt';
import { MOONVAULT_SECTION_LABELS } from '../../components/shell/nav';

const DESCRIPTIONS: Record<MoonvaultSection, string> = {
  dashboard: 'An overview of the platform: launches, trades, users and system health.',
  launchpad: 'Launched tokens, their curves and graduations.',
  marketing: 'Campaigns, presales and CTO campaigns under review.',
  wallet: 'The platform treasury and vault balances.',
  notifications: 'Notices sent to users and their delivery.',
  automations: 'Scheduled jobs and their runs.',
  users: 'Wallets seen, sessions and admin rights.',
  bots: 'Telegram bots and their status.',
  system: 'Maintenance mode, per-path maintenance and service health.',
  analysis: 'Scanner statistics and flagged tokens.',
  blockchain: 'The chain the API serves: slot, blockhash, RPC usage.',
  api: 'API traffic, rate limits and errors by route.',
  errors: 'Errors reported by browsers, newest first.',
  cleanup: 'Old sessions, nonces and reports to prune.',
};

/** An admin section (`/moonvault`, `/moonvault/dashboard`, `/moonvault/{section}`). */
export function MoonvaultScreen({ section }: { section: MoonvaultSection }) {
  return (
    <BeingBuilt
      eyebrow="Admin"
      title={`Admin · ${MOONVAULT_SECTION_LABELS[section]}`}
      description={DESCRIPTIONS[section]}
    />
  );
}
