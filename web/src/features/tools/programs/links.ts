import type { Cluster } from '@solpad/core/schemas';

/** What a Solscan link points at. */
export type SolscanKind = 'account' | 'tx' | 'token';

/**
 * A Solscan link for the API's cluster (`?cluster=devnet|testnet`; mainnet has no parameter), or null on the
 * localnet, which Solscan cannot see.
 */
export function solscanUrl(kind: SolscanKind, id: string, cluster: Cluster | undefined): string | null {
  if (!cluster || cluster === 'localnet') return null;
  const base = `https://solscan.io/${kind}/${id}`;
  return cluster === 'mainnet-beta' ? base : `${base}?cluster=${cluster}`;
}

/** Why the Solscan button is disabled on the localnet. */
export const SOLSCAN_LOCALNET_REASON = 'Solscan cannot see this local chain (localnet)';
