import type { Address } from '@solana/kit';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/**
 * core's balance read, loaded with the first balance a page asks for: it brings the RPC reply schemas (classic
 * zod, ~170 ms of main-thread work at start-up on a 4× slower phone CPU), which a visitor without a connected
 * wallet never needs — yet the home page and every token page render a balance slot.
 */
const loadBalance = () => import('./balance-read');

/** The balance refreshes this often while shown. */
const BALANCE_REFETCH_MS = 5000;

/** Query key of an address's SOL balance; invalidate it after anything that moves lamports. */
export function solBalanceKey(address: Address | null) {
  return ['sol-balance', address] as const;
}

function solBalanceQueryOptions(address: Address | null) {
  return queryOptions({
    queryKey: solBalanceKey(address),
    queryFn: address
      ? async ({ signal }) => (await loadBalance()).fetchSolBalance(address, { signal })
      : skipToken,
    refetchInterval: BALANCE_REFETCH_MS,
    // A failed balance shows its message at once (spec §8); the 5 s refresh is the retry.
    retry: false,
  });
}

/** Lamports held by `address` (core's `fetchSolBalance`: /api/helius/rpc, 10 s timeout). */
export function useSolBalance(address: Address | null) {
  return useQuery(solBalanceQueryOptions(address));
}
