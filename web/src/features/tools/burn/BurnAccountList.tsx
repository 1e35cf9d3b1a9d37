import type { Address } from '@solana/kit';
import { shortenAddress } from '@solpad/core';
import { formatTokenAmount, type WalletTokenAccount } from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { fetchForeignMetadata, fetchPortfolio } from '../../portfolio';
import { TokenAvatar } from '../../tokens';

/** What names a token account's mint: the platform's token (with its logo) or the mint's own metadata. */
interface TokenName {
  name: string;
  symbol: string;
  image: string | null;
}

/**
 * Names of the wallet's mints: the platform's tokens from the portfolio answer (name, symbol, logo), the rest from
 * their Token-2022 metadata. A mint with neither is shown by its address, as before.
 */
function useTokenNames(owner: string, mints: readonly string[]) {
  return useQuery({
    queryKey: ['burn', 'token-names', owner, [...mints].sort().join(',')] as const,
    enabled: mints.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const names = new Map<string, TokenName>();
      const portfolio = await fetchPortfolio(owner, mints, signal).catch(() => null);
      for (const t of portfolio?.tokens ?? [])
        names.set(t.address, { name: t.name, symbol: t.symbol, image: t.image });
      const foreign = await fetchForeignMetadata(mints.filter((m) => !names.has(m))).catch(() => new Map());
      for (const [mint, meta] of foreign) names.set(mint, { ...meta, image: null });
      return names;
    },
  });
}

/** The wallet's token accounts to pick one to burn from, each named by its token (logo, name, symbol, balance). */
export function BurnAccountList({
  owner,
  accounts,
  selected,
  radioName,
  onSelect,
}: {
  owner: string;
  accounts: readonly WalletTokenAccount[];
  selected: Address | null;
  radioName: string;
  onSelect: (account: Address) => void;
}) {
  const names = useTokenNames(
    owner,
    accounts.map((a) => a.mint),
  ).data;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">Your token accounts</legend>
      <div className="flex max-h-80 flex-col gap-2 overflow-y-auto pr-1">
        {accounts.map((a) => {
          const token = names?.get(a.mint);
          return (
            <label
              key={a.address}
              data-testid="token-account-option"
              data-mint={a.mint}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition ${
                selected === a.address
                  ? 'border-accent bg-accent/5'
                  : 'border-line bg-surface-2 hover:border-accent/50'
              }`}
            >
              <input
                type="radio"
                name={radioName}
                value={a.address}
                checked={selected === a.address}
                onChange={() => onSelect(a.address)}
                className="accent-[var(--accent)]"
              />
              <TokenAvatar image={token?.image ?? null} symbol={token?.symbol || '?'} size={32} />
              <span className="flex min-w-0 flex-1 flex-col">
                {token ? (
                  <span className="truncate font-medium text-sm" data-testid="token-account-name">
                    {token.name} <span className="text-muted">{token.symbol}</span>
                  </span>
                ) : null}
                <span className="truncate font-mono text-subtle text-xs" title={a.mint}>
                  Mint {shortenAddress(a.mint, 6)}
                </span>
                <span className="truncate text-subtle text-xs" title={a.address}>
                  Account {shortenAddress(a.address, 6)}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className="font-semibold text-sm tabular-nums">
                  {formatTokenAmount(a.amount, a.decimals)}
                  {token?.symbol ? <span className="ml-1 font-normal text-muted">{token.symbol}</span> : null}
                </span>
                <span className="flex gap-1">
                  <span className="badge bg-surface text-muted">
                    {a.program === 'token' ? 'SPL Token' : 'Token-2022'}
                  </span>
                  {a.state === 'frozen' && (
                    <span className="badge border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300">
                      Frozen
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
