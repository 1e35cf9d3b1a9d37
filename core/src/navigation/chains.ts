/**
 * The Chains tree of the token list (spec §2 "Navigation", §3 "Chain (navigation)"): which chains and dexes
 * exist, which are active. Solana is the only active chain; of its dexes only Pump.fun and Raydium are.
 */

/** A dex listed under a chain in the Chains tree. `icon` names the glyph the UI draws. */
export interface Dex {
  id: string;
  name: string;
  icon: string;
  active: boolean;
}

/** A chain of the Chains tree. Inactive chains are shown disabled with a Soon badge. */
export interface Chain {
  id: string;
  name: string;
  icon: string;
  active: boolean;
  dexes: readonly Dex[];
}

/** Every chain of the Chains tree, in the order shown (spec §2). */
export const CHAINS = [
  {
    id: 'solana',
    name: 'Solana',
    icon: 'solana',
    active: true,
    dexes: [
      { id: 'pump', name: 'Pump.fun', icon: 'pump', active: true },
      { id: 'raydium', name: 'Raydium', icon: 'raydium', active: true },
      { id: 'meteora', name: 'Meteora', icon: 'meteora', active: false },
      { id: 'orca', name: 'Orca', icon: 'orca', active: false },
      { id: 'dexlab', name: 'DexLab', icon: 'dexlab', active: false },
      { id: 'launchlab', name: 'LaunchLab', icon: 'launchlab', active: false },
      { id: 'fluxbeam', name: 'FluxBeam', icon: 'fluxbeam', active: false },
    ],
  },
  { id: 'ethereum', name: 'Ethereum', icon: 'ethereum', active: false, dexes: [] },
  { id: 'base', name: 'Base', icon: 'base', active: false, dexes: [] },
  { id: 'arbitrum', name: 'Arbitrum', icon: 'arbitrum', active: false, dexes: [] },
  { id: 'bitcoin', name: 'Bitcoin', icon: 'bitcoin', active: false, dexes: [] },
  { id: 'sui', name: 'Sui', icon: 'sui', active: false, dexes: [] },
] as const satisfies readonly Chain[];

/** A chain id of the Chains tree. */
export type ChainId = (typeof CHAINS)[number]['id'];

/** The token list's default chain and dex when the path names none (spec §2: solana and pump). */
export const DEFAULT_CHAIN_ID = 'solana' satisfies ChainId;
/** The token list's default dex. */
export const DEFAULT_DEX_ID = 'pump';

/** The chain with `id`, or undefined. */
export function findChain(id: string): Chain | undefined {
  return CHAINS.find((c) => c.id === id);
}

/** True when `id` is a chain of the Chains tree (`/tokens/{id}` is then a token list, not a token). */
export function isChainId(id: string): id is ChainId {
  return findChain(id) !== undefined;
}

/** The dex `dexId` of chain `chainId`, or undefined when the chain has no such dex. */
export function findDex(chainId: string, dexId: string): Dex | undefined {
  return findChain(chainId)?.dexes.find((d) => d.id === dexId);
}
