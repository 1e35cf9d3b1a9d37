import * as z from 'zod/mini';
import { SCAN_TYPES, SCANNER_CHAIN_IDS } from '../constants';
import { isSolanaAddressText as isAddress } from './address';
import { type Chain, DEFAULT_CHAIN_ID, DEFAULT_DEX_ID, type Dex, findChain, findDex } from './chains';

/** Token list categories (`?category=` of the token list; the mobile Trade link asks for `new`). */
export const TOKEN_CATEGORIES = ['new', 'graduating', 'graduated'] as const;
/** A token list category. */
export type TokenCategory = (typeof TOKEN_CATEGORIES)[number];

// Search schemas use zod/mini: they run in route definitions, which sit in the entry chunk, and mini's
// functional API tree-shakes to a fraction of classic zod.

/**
 * Search params of the token list. An unknown category is dropped rather than failing the page: a stale or
 * hand-edited link still shows the list.
 */
export const TokenListSearchSchema = z.object({
  category: z.catch(z.optional(z.enum(TOKEN_CATEGORIES)), undefined),
});
/** Validated token list search params. */
export type TokenListSearch = z.infer<typeof TokenListSearchSchema>;

/**
 * Search params of the campaign list: `?new=true` is where the sidebar's Start Campaign quick action lands
 * (the list opens on creating a campaign).
 */
export const CampaignListSearchSchema = z.object({ new: z.catch(z.optional(z.boolean()), undefined) });
/** Validated campaign list search params. */
export type CampaignListSearch = z.infer<typeof CampaignListSearchSchema>;

/** The admin area's sections, in menu order (spec §2: `/moonvault/{section}`). */
export const MOONVAULT_SECTIONS = [
  'dashboard',
  'launchpad',
  'marketing',
  'wallet',
  'notifications',
  'automations',
  'users',
  'bots',
  'system',
  'analysis',
  'blockchain',
  'api',
  'errors',
  'cleanup',
] as const;
/** An admin section id. */
export type MoonvaultSection = (typeof MOONVAULT_SECTIONS)[number];

/** True when `section` is one of the admin area's sections (anything else under /moonvault is a 404). */
export function isMoonvaultSection(section: string): section is MoonvaultSection {
  return (MOONVAULT_SECTIONS as readonly string[]).includes(section);
}

/** What a `/tokens/…` path shows. */
export type TokensPathTarget =
  | { kind: 'list'; chain: Chain; dex: Dex | undefined }
  | { kind: 'detail'; chain: Chain; dex: Dex | undefined; address: string }
  | { kind: 'not-found' };

/**
 * Resolves the segments after `/tokens` (spec §2 route table). `/tokens` and `/tokens/{chain}` with a known
 * chain id are lists (dex defaults to pump on Solana); `/tokens/{X}` with a valid Solana address is that
 * token's detail (chain ids are not base58 addresses, so the two never collide); `/tokens/{chain}/{dex}` is
 * a list of a known dex of that chain; `/tokens/{chain}/{dex}/{address}` a detail. Anything else is a 404.
 */
export function resolveTokensPath(segments: readonly string[]): TokensPathTarget {
  const [first, second, third] = segments;
  const defaultChain = findChain(DEFAULT_CHAIN_ID) as Chain;
  if (segments.length === 0 || first === undefined) {
    return { kind: 'list', chain: defaultChain, dex: findDex(DEFAULT_CHAIN_ID, DEFAULT_DEX_ID) };
  }
  const chain = findChain(first);
  if (segments.length === 1) {
    if (chain) {
      return {
        kind: 'list',
        chain,
        dex: chain.id === DEFAULT_CHAIN_ID ? findDex(DEFAULT_CHAIN_ID, DEFAULT_DEX_ID) : undefined,
      };
    }
    if (isAddress(first)) return { kind: 'detail', chain: defaultChain, dex: undefined, address: first };
    return { kind: 'not-found' };
  }
  const dex = chain && second !== undefined ? findDex(chain.id, second) : undefined;
  if (!chain || !dex) return { kind: 'not-found' };
  if (segments.length === 2) return { kind: 'list', chain, dex };
  if (segments.length === 3 && third !== undefined && isAddress(third)) {
    return { kind: 'detail', chain, dex, address: third };
  }
  return { kind: 'not-found' };
}

/** Scan types a scanner link may name (the scanner's own, as `ScanTypeSchema` has them). */
export const SCANNER_LINK_TYPES = SCAN_TYPES;
/** Chains a scanner link may name (the scanner's own, as `ScannerChainIdSchema` has them). */
export const SCANNER_LINK_CHAINS = SCANNER_CHAIN_IDS;
/** Longest scanner query a link may carry (mirrors `SCAN_QUERY_MAX`). */
export const SCANNER_LINK_QUERY_MAX = 128;

/**
 * Search params of `/tools/scanner` (the Share link `?type=token&q=ADDRESS&chain=solana`); invalid values are
 * dropped instead of failing the page. zod/mini for the same reason as above: route definitions sit in the entry.
 */
export const ScannerRouteSearchSchema = z.object({
  type: z.catch(z.optional(z.enum(SCANNER_LINK_TYPES)), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(SCANNER_LINK_QUERY_MAX))), undefined),
  chain: z.catch(z.optional(z.enum(SCANNER_LINK_CHAINS)), undefined),
});
/** Validated scanner search params. */
export type ScannerRouteSearch = z.infer<typeof ScannerRouteSearchSchema>;

/** Explorer query types a `/tools/programs` link may name (mirrors `ExplorerQueryTypeSchema`). */
export const EXPLORER_LINK_TYPES = ['address', 'program', 'transaction', 'token'] as const;

/** Search params of `/tools/programs`: `?type=…&q=…`, the submitted explorer query (shareable). */
export const ProgramsRouteSearchSchema = z.object({
  type: z.catch(z.optional(z.enum(EXPLORER_LINK_TYPES)), undefined),
  q: z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(100)),
        z.transform((s) => s || undefined),
      ),
    ),
    undefined,
  ),
});
/** Validated explorer search params. */
export type ProgramsRouteSearch = z.infer<typeof ProgramsRouteSearchSchema>;
