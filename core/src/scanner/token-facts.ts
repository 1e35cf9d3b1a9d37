// The pure parts of a token report: labels of the largest holders, the creator, the metadata, the creation time.
import { isOffCurveAddress } from '@solana/kit';
import { toAddress } from '../rpc/to-address';
import type { IndexedToken } from '../schemas/scanner-market';
import type { TokenActivity } from './actors';
import type { decodeMetaplexMetadata, decodeMintExtensions } from './decode';
import { knownProgramLabel } from './known-programs';
import type { TokenMarket } from './market';
import type { Holder, MetadataSource, TokenFacts, TokenReport } from './types';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** An account as the owners' read answers it (only its program matters). */
export type OwnerAccount = { owner: unknown } | null;

/** Labels the largest holders (pool, vault, program, PDA) and returns the token accounts of pools and vaults. */
export function labelHolders(
  top: Holder[],
  owners: readonly string[],
  ownerAccounts: readonly OwnerAccount[] | null,
  known: Record<string, string>,
): Set<string> {
  const pools = new Set<string>();
  for (const [rank, h] of top.entries()) {
    const ownerIndex = h.owner ? owners.indexOf(h.owner) : -1;
    const ownerAccount = ownerIndex >= 0 ? (ownerAccounts?.[ownerIndex] ?? null) : null;
    const ownerProgram = ownerAccount ? (ownerAccount.owner as string) : null;
    const knownLabel = known[h.tokenAccount] ?? (h.owner ? known[h.owner] : undefined);
    if (knownLabel) {
      h.label = knownLabel;
      pools.add(h.tokenAccount);
    } else if (ownerProgram && ownerProgram !== SYSTEM_PROGRAM) {
      const label = knownProgramLabel(ownerProgram);
      h.label = label ? `${label} account` : 'Program-owned account';
      if (label && /AMM|CLMM|CPMM|DLMM|Pools|Whirlpools|Pump/.test(label)) pools.add(h.tokenAccount);
    } else if (rank < 10 && !ownerAccount && h.owner && isOffCurveAddress(toAddress(h.owner))) {
      // The curve check costs a field square root: only for the top ten, and only for owners without an account
      // of their own (the usual shape of a program's vault authority).
      h.label = 'Program-derived address';
    }
  }
  return pools;
}

/** The creator: the creation transaction's first signer, else the metadata's update authority, else the index. */
export function creatorOf(
  firstSigner: string | null,
  updateAuthority: string | null,
  venueCreator: string | null,
): TokenReport['creator'] {
  const none = { holdings: null, sharePct: null, launches: null };
  if (firstSigner) return { address: firstSigner, source: 'first-signer', ...none };
  if (updateAuthority) return { address: updateAuthority, source: 'metadata-update-authority', ...none };
  if (venueCreator) return { address: venueCreator, source: 'platform-index', ...none };
  return { address: null, source: null, ...none };
}

/** The token's name, symbol and where they came from. */
export function metadataOf(
  decoded: ReturnType<typeof decodeMintExtensions> | { metadata: null },
  metaplex: ReturnType<typeof decodeMetaplexMetadata> | null,
  mintAddress: string,
  indexed: TokenMarket['indexed'] | undefined,
) {
  if (decoded.metadata) {
    const { name, symbol, uri, updateAuthority } = decoded.metadata;
    return {
      name,
      symbol,
      uri,
      updateAuthority,
      metadataSource: 'token-2022-metadata' as MetadataSource,
      metadataMutable: updateAuthority !== null,
    };
  }
  if (metaplex && metaplex.mint === mintAddress) {
    const { name, symbol, uri, updateAuthority } = metaplex;
    return {
      name,
      symbol,
      uri,
      updateAuthority,
      metadataSource: 'metaplex' as MetadataSource,
      metadataMutable: metaplex.isMutable as boolean | null,
    };
  }
  return {
    name: indexed?.name ?? null,
    symbol: indexed?.symbol ?? null,
    uri: null,
    updateAuthority: null,
    metadataSource: indexed ? ('platform-index' as MetadataSource) : null,
    metadataMutable: null,
  };
}

/**
 * When the mint was created: its first transaction when the history reaches it; else, for a token launched
 * here, the index's launch time; else the oldest transaction read, as a lower bound.
 */
export function creationOf(
  history: readonly { blockTime: bigint | number | null }[] | null,
  historyComplete: boolean,
  indexed: Pick<IndexedToken, 'createdAt'> | null,
): Pick<TokenFacts, 'createdAt' | 'createdAtSource'> {
  const oldest = history?.length ? history[history.length - 1] : undefined;
  const oldestTime = oldest?.blockTime != null ? Number(oldest.blockTime) * 1000 : null;
  if (historyComplete && oldestTime !== null)
    return { createdAt: oldestTime, createdAtSource: 'chain-history' };
  const launched = indexed ? Date.parse(indexed.createdAt) : Number.NaN;
  if (Number.isFinite(launched)) return { createdAt: launched, createdAtSource: 'platform-index' };
  if (oldestTime !== null) return { createdAt: oldestTime, createdAtSource: 'chain-history-bound' };
  return { createdAt: null, createdAtSource: null };
}

/** The venue's activity with its launch slot filled from the mint's history when the venue did not record it. */
export function withLaunchSlot(
  venue: TokenActivity | null,
  history: readonly { signature: string; slot: bigint }[] | null,
): TokenActivity | null {
  if (!venue || venue.launch.slot !== null || !venue.launch.signature) return venue;
  const entry = history?.find((h) => h.signature === venue.launch.signature);
  return entry ? { ...venue, launch: { ...venue.launch, slot: BigInt(entry.slot) } } : venue;
}
