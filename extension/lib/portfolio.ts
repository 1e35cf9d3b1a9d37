import { createSolanaRpc } from '@solana/kit';
import { createApiMarketSource } from '@solpad/core/scanner';
import { AddressSchema, ScannerMarketResponseSchema } from '@solpad/core/schemas';
import type { KeyValueStorage } from '@solpad/core/storage';
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

/** The API's SOL price in USD (from its market answer, which quotes every token with it), or null. */
export async function fetchSolUsd(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<number | null> {
  try {
    const res = await fetchImpl(`${apiBase}/api/scanner/market/${WRAPPED_SOL}`);
    if (!res.ok) return null;
    const parsed = ScannerMarketResponseSchema.safeParse(await res.json());
    return parsed.success ? parsed.data.solUsd : null;
  } catch {
    return null;
  }
}

const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';

/**
 * A wallet's SOL balance and token holdings through the API's RPC: getBalance plus getTokenAccountsByOwner
 * (jsonParsed) for both Token and Token-2022, empty token accounts left out. Values in USD: SOL at the API's
 * SOL price, each token at its last platform trade (unknown when it never traded there).
 */
export async function fetchHoldings(apiBase: string, owner: string): Promise<PortfolioEntry> {
  type Addr = Parameters<ReturnType<typeof createSolanaRpc>['getBalance']>[0];
  const address = AddressSchema.parse(owner) as Addr;
  const rpc = createSolanaRpc(`${apiBase}/api/rpc`);
  const market = createApiMarketSource(apiBase);
  const [balance, solUsd, ...perProgram] = await Promise.all([
    rpc.getBalance(address).send(),
    fetchSolUsd(apiBase),
    ...Object.entries(TOKEN_PROGRAMS).map(async ([program, programId]) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(address, { programId: programId as Addr }, { encoding: 'jsonParsed' })
        .send();
      const held = value.flatMap((account) => {
        const parsed = ParsedTokenAccountSchema.safeParse(account.account.data);
        if (!parsed.success || parsed.data.parsed.info.tokenAmount.amount === '0') return [];
        return [parsed.data.parsed.info];
      });
      return Promise.all(
        held.map(async ({ mint, tokenAmount }) => {
          const price = (await market.tokenMarket(mint, tokenAmount.decimals))?.priceUsd ?? null;
          return {
            mint,
            amount: tokenAmount.amount,
            decimals: tokenAmount.decimals,
            uiAmount: tokenAmount.uiAmountString,
            program: program as keyof typeof TOKEN_PROGRAMS,
            valueUsd: price === null ? null : price * Number(tokenAmount.uiAmountString),
          };
        }),
      );
    }),
  ]);
  return {
    address: owner,
    lamports: balance.value.toString(),
    tokens: perProgram.flat(),
    solValueUsd: solUsd === null ? null : (Number(balance.value) / 1e9) * solUsd,
  };
}
