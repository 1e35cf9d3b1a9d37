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
  { label: 'CTO', to: '/marketing/cto', icon: 'cto' },
  { label: 'Presales', to: '/marketing/presales', icon: 'presale' },
  { label: 'KOLs', to: '/marketing/kols', icon: 'kol' },
  { label: 'Trending', to: '/marketing/trending', icon: 'trending' },
  { label: 'Analytics', to: '/marketing/analytics', icon: 'stats' },
];

/** The Tools group (sidebar and the More drawer). */
export const TOOLS_NAV: readonly NavItem[] = [
  { label: 'Scanner', to: '/tools/scanner', icon: 'shield' },
  { label: 'Add Liquidity', to: '/tools/add-liquidity', icon: 'liquidity' },
  { label: 'SPL Burn', to: '/tools/burn-spl', icon: 'burn' },
  { label: 'Programs', to: '/tools/programs', icon: 'code' },
  { label: 'Custom Tokens', to: '/tools/custom-tokens', icon: 'coin' },
  { label: 'Program Builder', to: '/tools/build', icon: 'blocks' },
  { label: 'Modify Token', to: '/tools/modify-token', icon: 'pencil' },
  { label: 'Telegram Bots', to: '/tools/telegram-bots', icon: 'send' },
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

/** Each admin section's icon (one per section, so the collapsed rail tells them apart). */
const MOONVAULT_SECTION_ICONS = {
  dashboard: 'grid',
  launchpad: 'launch',
  marketing: 'marketing',
  wallet: 'wallet',
  notifications: 'bell',
  automations: 'clock',
  users: 'cto',
  bots: 'bot',
  system: 'admin',
  analysis: 'search',
  blockchain: 'chains',
  api: 'code',
  errors: 'alert',
  cleanup: 'trash',
} as const satisfies Record<MoonvaultSection, IconName>;

/** The admin menu of the /moonvault sidebar. */
export const MOONVAULT_NAV: readonly NavItem[] = MOONVAULT_SECTIONS.map((section) => ({
  label: MOONVAULT_SECTION_LABELS[section],
  to: `/moonvault/${section}`,
  icon: MOONVAULT_SECTION_ICONS[section],
}));

/** True when `pathname` is `prefix` or under it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
