import type { Address } from '@solana/kit';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { toolsRpc } from '../wallet';

/** The balance refreshes this often while the panel is shown. */
const TOKEN_BALANCE_REFETCH_MS = 10_000;

/** Query key of a wallet's balance of one token; invalidate it after a trade. */
export const tokenBalanceKey = (owner: string | null, mint: string) =>
  ['trade', 'token-balance', owner, mint] as const;

interface ParsedTokenAccount {
  account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } };
}

/** Base units of `mint` held by `owner` across its token accounts (read from the chain through /api/rpc). */
export async function fetchTokenBalance(owner: Address, mint: Address): Promise<bigint> {
  const reply = await toolsRpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send();
  return (reply.value as unknown as ParsedTokenAccount[]).reduce(
    (sum, a) => sum + BigInt(a.account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
    0n,
  );
}

/** The connected wallet's balance of `mint`. */
export const tokenBalanceQuery = (owner: Address | null, mint: string) =>
  queryOptions({
    queryKey: tokenBalanceKey(owner, mint),
    queryFn: owner ? () => fetchTokenBalance(owner, mint as Address) : skipToken,
    refetchInterval: TOKEN_BALANCE_REFETCH_MS,
  });
