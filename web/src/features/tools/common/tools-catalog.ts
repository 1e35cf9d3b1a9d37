import { ROADMAP } from '@solpad/core';

/** How far a tool is: live on chain, a demo page, or announced for a quarter. */
export type ToolStatus = 'Live' | 'Demo' | 'Coming Soon';

/** One card of the /tools grid. */
export interface ToolEntry {
  /** Route path (also the card's link). */
  to:
    | '/tools/scanner'
    | '/tools/add-liquidity'
    | '/tools/burn-spl'
    | '/tools/programs'
    | '/tools/custom-tokens'
    | '/tools/build'
    | '/tools/modify-token'
    | '/tools/telegram-bots';
  name: string;
  description: string;
  status: ToolStatus;
  /** Extra label: the scanner's "Pro Enhanced", the liquidity page's "Pro Members Only", a roadmap quarter. */
  tag?: string;
}

/**
 * The eight tools of spec section 2, in the spec's order. Statuses follow DESIGN.md: the scanner, burn,
 * explorer and token modification act on chain; the liquidity page and the program builder are the spec's
 * demos; custom tokens and Telegram bots are on the roadmap.
 */
export const TOOLS: readonly ToolEntry[] = [
  {
    to: '/tools/scanner',
    name: 'Advanced Security Scanner',
    description:
      'Score any token, wallet or program from 0 to 100: mint and freeze authorities, Token-2022 extensions, holder concentration, liquidity and trading history.',
    status: 'Live',
    tag: 'Pro Enhanced',
  },
  {
    to: '/tools/add-liquidity',
    name: 'Add Liquidity',
    description:
      'Preview adding liquidity on PumpFun, Raydium or Meteora: token pair, slippage, APY ranges and the reward tier your deposit would earn.',
    status: 'Demo',
    tag: 'Pro Members Only',
  },
  {
    to: '/tools/burn-spl',
    name: 'SPL Token Burn',
    description:
      'Burn tokens you hold (SPL Token or Token-2022) and close emptied accounts to reclaim their rent, with a supply simulation first.',
    status: 'Live',
  },
  {
    to: '/tools/programs',
    name: 'Programs Explorer',
    description:
      'Look up addresses, programs, transactions and mints: owner, loader, upgrade authority, decoded instructions and network status.',
    status: 'Live',
  },
  {
    to: '/tools/custom-tokens',
    name: 'Custom Tokens',
    description: 'Design tokens with custom supply rules and Token-2022 extensions without writing code.',
    status: 'Coming Soon',
    tag: ROADMAP.customTokens,
  },
  {
    to: '/tools/build',
    name: 'Program Builder',
    description:
      'An editor for Anchor programs in the browser: file explorer, sample counter program, output and terminal panes.',
    status: 'Demo',
  },
  {
    to: '/tools/modify-token',
    name: 'Modify Token',
    description:
      'Revoke mint or freeze authority, update Token-2022 metadata and freeze or thaw accounts of a token you control.',
    status: 'Live',
  },
  {
    to: '/tools/telegram-bots',
    name: 'Telegram Bots',
    description: 'Trading, alert and community bots for Telegram, connected to your tokens and campaigns.',
    status: 'Coming Soon',
    tag: ROADMAP.telegramBots,
  },
];
