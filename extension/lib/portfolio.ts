import { createSolanaRpc } from '@solana/kit';
import {
  AddressSchema,
  PORTFOLIO_MINTS_MAX,
  type PortfolioResponse,
  PortfolioResponseSchema,
  type PortfolioToken,
} from '@solpad/core/schemas';
import type { KeyValueStorage } from '@solpad/core/storage';
import { ledgerFromWire, valuePosition } from '@solpad/core/trade';
import { z } from 'zod';
import type { PortfolioEntry } from './messages';

/** `chrome.storage.local` key of the watch-only portfolio's addresses. */
export const WATCHLIST_STORAGE_KEY = 'watchlist';
/** Most addresses the portfolio watches. */
export const WATCHLIST_MAX = 20;

const TOKEN_PROGRAMS = {
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'token-2022': 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const;

const WatchlistSchema = z.array(AddressSchema).max(WATCHLIST_MAX);

/** The saved addresses (an unreadable stored value counts as none). */
export async function loadWatchlist(storage: KeyValueStorage): Promise<string[]> {
  const text = await storage.getItem(WATCHLIST_STORAGE_KEY);
  if (!text) return [];
  try {
    const parsed = WatchlistSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds an address (validated as a Solana address) first in the list; a readable error otherwise. */
export async function addToWatchlist(
  storage: KeyValueStorage,
  raw: string,
): Promise<{ ok: true; list: string[] } | { ok: false; error: string }> {
  const address = raw.trim();
  if (!AddressSchema.safeParse(address).success) {
    return { ok: false, error: `“${address}” is not a Solana address.` };
  }
  const list = await loadWatchlist(storage);
  if (list.includes(address)) return { ok: false, error: 'This address is already watched.' };
  if (list.length >= WATCHLIST_MAX)
    return { ok: false, error: `You can watch up to ${WATCHLIST_MAX} addresses.` };
  const next = [address, ...list];
  await storage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(next));
  return { ok: true, list: next };
}

/** Removes an address from the list. */
export async function removeFromWatchlist(storage: KeyValueStorage, address: string): Promise<string[]> {
  const next = (await loadWatchlist(storage)).filter((a) => a !== address);
  await storage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The jsonParsed shape of a token account, as far as the portfolio reads it. */
const ParsedTokenAccountSchema = z.object({
  parsed: z.object({
    info: z.object({
      mint: AddressSchema,
      tokenAmount: z.object({
        amount: z.string().regex(/^\d+$/),
        decimals: z.number().int(),
        uiAmountString: z.string(),
      }),
    }),
  }),
});

/**
 * What the API knows of a wallet's tokens (`GET /api/portfolio/{owner}?mints=…`, the site's own portfolio
 * source): symbol, name, logo, spot reserves, and the SOL price in USD. Null when the API does not answer.
 */
export async function fetchPlatformPortfolio(
  apiBase: string,
  owner: string,
  mints: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<PortfolioResponse | null> {
  const query = new URLSearchParams({ limit: '1' });
  if (mints.length) query.set('mints', mints.slice(0, PORTFOLIO_MINTS_MAX).join(','));
  try {
    const res = await fetchImpl(`${apiBase}/api/portfolio/${owner}?${query}`);
    if (!res.ok) return null;
    const parsed = PortfolioResponseSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A holding's value in USD as the site's portfolio computes it: core/trade's `valuePosition` at the token's
 * spot reserves, in SOL at the API's SOL price. Null for a token the platform does not price.
 */
export function holdingValueUsd(
  token: PortfolioToken | undefined,
  amount: bigint,
  solUsd: number,
): number | null {
  if (!token || token.spot.token === '0') return null;
  const { valueLamports } = valuePosition(ledgerFromWire(token.ledger), amount, {
    sol: BigInt(token.spot.sol),
    token: BigInt(token.spot.token),
  });
  return (Number(valueLamports) / 1e9) * solUsd;
}

/**
 * A wallet's SOL balance and token holdings: balances from the chain through the API's RPC (getBalance plus
 * getTokenAccountsByOwner, jsonParsed, for both Token and Token-2022; empty accounts left out), names, logos and
 * prices from the API's portfolio answer, so each value is the one the site's portfolio shows.
 */
export async function fetchHoldings(apiBase: string, owner: string): Promise<PortfolioEntry> {
  type Addr = Parameters<ReturnType<typeof createSolanaRpc>['getBalance']>[0];
  const address = AddressSchema.parse(owner) as Addr;
  const rpc = createSolanaRpc(`${apiBase}/api/rpc`);
  const [balance, ...perProgram] = await Promise.all([
    rpc.getBalance(address).send(),
    ...Object.entries(TOKEN_PROGRAMS).map(async ([program, programId]) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(address, { programId: programId as Addr }, { encoding: 'jsonParsed' })
        .send();
      return value.flatMap((account) => {
        const parsed = ParsedTokenAccountSchema.safeParse(account.account.data);
        if (!parsed.success || parsed.data.parsed.info.tokenAmount.amount === '0') return [];
        return [{ ...parsed.data.parsed.info, program: program as keyof typeof TOKEN_PROGRAMS }];
      });
    }),
  ]);
  const held = perProgram.flat();
  const platform = await fetchPlatformPortfolio(
    apiBase,
    owner,
    held.map((t) => t.mint),
  );
  const byMint = new Map(platform?.tokens.map((t) => [t.address, t]));
  const solUsd = platform?.solUsd ?? null;
  const tokens = held.map(({ mint, tokenAmount, program }) => {
    const token = byMint.get(mint);
    return {
      mint,
      amount: tokenAmount.amount,
      decimals: tokenAmount.decimals,
      uiAmount: tokenAmount.uiAmountString,
      program,
      symbol: token?.symbol ?? null,
      name: token?.name ?? null,
      image: token?.image ?? null,
      valueUsd: solUsd === null ? null : holdingValueUsd(token, BigInt(tokenAmount.amount), solUsd),
    };
  });
  // Priced first, the most valuable on top (as the site sorts holdings).
  tokens.sort((a, b) => (b.valueUsd ?? -1) - (a.valueUsd ?? -1) || a.mint.localeCompare(b.mint));
  return {
    address: owner,
    lamports: balance.value.toString(),
    tokens,
    solValueUsd: solUsd === null ? null : (Number(balance.value) / 1e9) * solUsd,
  };
}
