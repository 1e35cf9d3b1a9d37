/**
 * The Modify Token page's static content: the spec's two sample tokens and sample activity (shown without
 * a wallet, labelled Demo), the quick-start steps and the tips.
 */

/** A sample token of the demo (spec §3 "Demo token"). */
export interface DemoToken {
  address: string;
  name: string;
  symbol: string;
  supply: number;
  decimals: number;
  marketCap: number;
  holders: number;
  volume24h: number;
  price: number;
  authorities: { mint: boolean; freeze: boolean; update: boolean };
  securityScore: number;
  verified: boolean;
}

/** The two sample tokens; every authority starts active (spec §4). */
export const DEMO_TOKENS: readonly DemoToken[] = [
  {
    address: 'DemoSo1padToken1111111111111111111111111111',
    name: 'Solpad Demo Token',
    symbol: 'SDEMO',
    supply: 1_000_000_000,
    decimals: 9,
    marketCap: 2_450_000,
    holders: 1_284,
    volume24h: 186_000,
    price: 0.00245,
    authorities: { mint: true, freeze: true, update: true },
    securityScore: 85,
    verified: true,
  },
  {
    address: 'DemoMoonCatToken111111111111111111111111111',
    name: 'Moon Cat',
    symbol: 'MCAT',
    supply: 500_000_000,
    decimals: 6,
    marketCap: 740_000,
    holders: 412,
    volume24h: 58_300,
    price: 0.00148,
    authorities: { mint: true, freeze: true, update: true },
    securityScore: 85,
    verified: false,
  },
];

/** An entry of Recent Activity (spec §3 "Demo activity"). */
export interface ActivityEntry {
  action: string;
  token: string;
  timestamp: number;
  txHash: string;
  status: 'success' | 'failed';
  type: 'authority' | 'metadata' | 'supply';
  impact: 'high' | 'medium' | 'low';
}

/** Sample activity shown in the demo (no wallet). */
export const DEMO_ACTIVITY: readonly Omit<ActivityEntry, 'timestamp'>[] = [
  {
    action: 'Revoked mint authority',
    token: 'SDEMO',
    txHash: '5xDemo…9kQ',
    status: 'success',
    type: 'authority',
    impact: 'high',
  },
  {
    action: 'Updated token URI',
    token: 'MCAT',
    txHash: '3yDemo…2pL',
    status: 'success',
    type: 'metadata',
    impact: 'low',
  },
  {
    action: 'Burned 10,000,000 tokens',
    token: 'SDEMO',
    txHash: '4zDemo…7mN',
    status: 'success',
    type: 'supply',
    impact: 'medium',
  },
];

/** Quick Start Guide steps. */
export const QUICK_START = [
  'Connect the wallet that holds the token’s authorities.',
  'Select one of your tokens, or paste any mint address.',
  'Configure the change in a tab: authorities, metadata or freeze.',
  'Review the exact change, then sign it with your wallet.',
] as const;

/** Pro Tips. */
export const PRO_TIPS = [
  'Revoking the mint authority fixes the supply for good — buyers and scanners look for it first.',
  'A freeze authority lets its holder lock any holder’s tokens: revoke it unless you truly need it.',
  'Metadata changes cost a little rent when a value grows; the review shows the top-up.',
  'Hand the update authority to a multisig before you lose the key, or revoke it to make metadata final.',
] as const;

/** Authority risk of spec §9: mint high, freeze medium, update low. */
export const AUTHORITY_RISK = { mint: 'high', freeze: 'medium', update: 'low' } as const;

/** Colours of a risk level, for both themes. */
export const RISK_CLASSES = {
  high: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
  medium: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  low: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
} as const;
