/**
 * Copy of the Coming Soon page. The ecosystem grid names projects and standards Solpad works with or plans
 * to support; it is orientation, not a claim of partnership.
 */
export const ECOSYSTEM = [
  'Solana',
  'Phantom',
  'Solflare',
  'Backpack',
  'Jupiter',
  'Raydium',
  'Meteora',
  'Orca',
  'Pump.fun',
  'Metaplex',
  'Helius',
  'Triton',
  'Pyth',
  'Jito',
  'Birdeye',
  'DexScreener',
  'Solscan',
  'Magic Eden',
  'Tensor',
  'Wallet Standard',
] as const;

/** A feature on the way, and how far along it is. */
export interface UpcomingFeature {
  title: string;
  description: string;
  status: 'In Development' | 'Planning';
}

export const UPCOMING_FEATURES: readonly UpcomingFeature[] = [
  {
    title: 'Trading on partner DEX programs',
    description:
      'Launch and trade through the PumpFun, Raydium and Meteora on-chain programs on mainnet, beside the bonding-curve venue Solpad runs today.',
    status: 'In Development',
  },
  {
    title: 'Telegram Bots',
    description: 'Trade alerts, a /scan command backed by the security scanner and campaign announcements.',
    status: 'In Development',
  },
  {
    title: 'Liquidity rewards',
    description:
      'Reward tiers from Bronze to Diamond for liquidity providers, with multipliers when a position is linked to a marketing campaign.',
    status: 'In Development',
  },
  {
    title: 'Custom Tokens',
    description:
      'Token-2022 extensions and custom supply rules, configured in a form and reviewed before you sign.',
    status: 'Planning',
  },
  {
    title: 'Multi-chain launches',
    description:
      'Ethereum, Base, Arbitrum, Bitcoin and Sui, behind the same launch, scan and portfolio screens.',
    status: 'Planning',
  },
  {
    title: 'AI Code Assistant',
    description: 'Help writing, explaining and reviewing Anchor programs inside the Program Builder.',
    status: 'Planning',
  },
];

/** A dated entry of the update log. */
export interface UpdateLog {
  /** ISO date (YYYY-MM-DD). */
  date: string;
  title: string;
  items: readonly string[];
}

export const UPDATE_LOGS: readonly UpdateLog[] = [
  {
    date: '2026-11-23',
    title: 'Site shell, tools and info pages',
    items: [
      'Navigation, light and dark themes, toasts and error screens',
      'Tools hub with the security scanner, burn, programs explorer and token modification',
      'How to use and About pages',
    ],
  },
  {
    date: '2026-11-23',
    title: 'Wallets and transfers',
    items: [
      'Wallet Standard connection with session restore and a 5-minute inactivity expiry',
      'Localnet Dev Wallet with a 5 SOL airdrop',
      'SOL transfers built by the API and signed in your wallet',
    ],
  },
  {
    date: '2026-11-23',
    title: 'Local chain and API',
    items: [
      'A real Solana runtime (LiteSVM) inside the server, with a durable journal and snapshots',
      'Embedded Postgres, Sign-In With Solana and an OpenAPI reference at /api/docs',
      'Solana JSON-RPC and subscriptions, so standard clients work unchanged',
    ],
  },
];

/**
 * The community links. They point at the project's planned public handles; change them here (and only
 * here) if the handles differ.
 */
export const COMMUNITY_LINKS = [
  { label: 'Telegram community', kind: 'Messaging community', href: 'https://t.me/solpad' },
  { label: 'X (Twitter)', kind: 'Social feed', href: 'https://x.com/solpad' },
  { label: 'GitHub', kind: 'Code repository', href: 'https://github.com/solpad' },
] as const;
