import type { Address } from '@solana/kit';
import { fetchSolBalance } from '@solpad/core/wallet';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** The balance refreshes this often while shown. */
const BALANCE_REFETCH_MS = 5000;

/** Query key of an address's SOL balance; invalidate it after anything that moves lamports. */
export function solBalanceKey(address: Address | null) {
  return ['sol-balance', address] as const;
}

function solBalanceQueryOptions(address: Address | null) {
  return queryOptions({
    queryKey: solBalanceKey(address),
    queryFn: address ? ({ signal }) => fetchSolBalance(address, { signal }) : skipToken,
    refetchInterval: BALANCE_REFETCH_MS,
    // A failed balance shows its message at once (spec §8); the 5 s refresh is the retry.
    retry: false,
  });
}

/** Lamports held by `address` (core's `fetchSolBalance`: /api/helius/rpc, 10 s timeout). */
export function useSolBalance(address: Address | null) {
  return useQuery(solBalanceQueryOptions(address));
}
