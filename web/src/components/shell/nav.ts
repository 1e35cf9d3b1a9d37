import { MOONVAULT_SECTIONS, type MoonvaultSection } from '@solpad/core/navigation';
import type { IconName } from './Icon';

/** One navigation entry. `to` is a site path (some belong to routes other features own). */
export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

/** The sidebar's main items. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Tokens', to: '/tokens', icon: 'trade' },
  { label: 'Launch', to: '/launch', icon: 'launch' },
  { label: 'Portfolio', to: '/portfolio', icon: 'portfolio' },
];

/** The Marketing group (sidebar and the More drawer). */
export const MARKETING_NAV: readonly NavItem[] = [
  { label: 'Campaigns', to: '/marketing/campaigns', icon: 'campaign' },
  { label: 'CTO', to: '/marketing/cto', icon: 'dot' },
  { label: 'Presales', to: '/marketing/presales', icon: 'dot' },
  { label: 'KOLs', to: '/marketing/kols', icon: 'dot' },
  { label: 'Trending', to: '/marketing/trending', icon: 'dot' },
  { label: 'Analytics', to: '/marketing/analytics', icon: 'stats' },
];

/** The Tools group (sidebar and the More drawer). */
export const TOOLS_NAV: readonly NavItem[] = [
  { label: 'Scanner', to: '/tools/scanner', icon: 'shield' },
  { label: 'Add Liquidity', to: '/tools/add-liquidity', icon: 'dot' },
  { label: 'SPL Burn', to: '/tools/burn-spl', icon: 'dot' },
  { label: 'Programs', to: '/tools/programs', icon: 'dot' },
  { label: 'Custom Tokens', to: '/tools/custom-tokens', icon: 'dot' },
  { label: 'Program Builder', to: '/tools/build', icon: 'dot' },
  { label: 'Modify Token', to: '/tools/modify-token', icon: 'dot' },
  { label: 'Telegram Bots', to: '/tools/telegram-bots', icon: 'dot' },
];

/** The More drawer's Main Menu (spec §2: Home, Launch, Tools). */
export const DRAWER_MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Launch', to: '/launch', icon: 'launch' },
  { label: 'Tools', to: '/tools', icon: 'tools' },
];

/** Admin section titles, in menu order. */
export const MOONVAULT_SECTION_LABELS = {
  dashboard: 'Dashboard',
  launchpad: 'Launchpad',
  marketing: 'Marketing',
  wallet: 'Wallet',
  notifications: 'Notifications',
  automations: 'Automations',
  users: 'Users',
  bots: 'Bots',
  system: 'System',
  analysis: 'Analysis',
  blockchain: 'Blockchain',
  api: 'API',
  errors: 'Errors',
  cleanup: 'Cleanup',
} as const satisfies Record<MoonvaultSection, string>;

/** The admin menu of the /moonvault sidebar. */
export const MOONVAULT_NAV: readonly NavItem[] = MOONVAULT_SECTIONS.map((section) => ({
  label: MOONVAULT_SECTION_LABELS[section],
  to: `/moonvault/${section}`,
  icon: section === 'dashboard' ? 'home' : 'dot',
}));

/** True when `pathname` is `prefix` or under it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
