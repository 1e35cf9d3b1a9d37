import { type LaunchPlatformId, launchPlatform } from '@solpad/core/launch';
import { formatTokenAmount } from '@solpad/core/token-tools';
import {
  curveMarket,
  initialCurveReserves,
  quoteBuy,
  TOKEN_DECIMALS,
  TOKEN_TOTAL_SUPPLY,
} from '@solpad/core/trade';
import { useQuery } from '@tanstack/react-query';
import { toolsRpc } from '../wallet';
import { solText } from './form';

/**
 * Bytes of the accounts a launch creates, as api/src/launch/service.ts builds them: the Token-2022 mint with its
 * MetadataPointer (234) and TokenMetadata (84 + name + symbol + uri), the vault's token account (170) and, with
 * an initial buy, the creator's (170). The vault itself is a 0-byte system account.
 */
export function launchAccountSizes(name: string, symbol: string, withBuy: boolean): number[] {
  // uri = {origin}/api/tokens/{mint}/metadata.json; a mint address is at most 44 characters.
  const uri =
    (typeof location === 'undefined' ? 0 : location.origin.length) + '/api/tokens/'.length + 44 + 14;
  const mint =
    234 + 84 + new TextEncoder().encode(name).length + new TextEncoder().encode(symbol).length + uri;
  return [mint, 0, 170, ...(withBuy ? [170] : [])];
}

/** Rent deposits of those accounts, read from the chain (getMinimumBalanceForRentExemption). */
function useRent(sizes: number[]) {
  return useQuery({
    queryKey: ['launch', 'rent', sizes.join(',')],
    queryFn: async () => {
      const each = await Promise.all(
        sizes.map((s) => toolsRpc.getMinimumBalanceForRentExemption(BigInt(s)).send()),
      );
      return each.reduce((a, b) => a + b, 0n);
    },
    staleTime: 5 * 60_000,
  });
}

/** Network fee per signature (Solana's base fee); a launch has 2 (creator, mint), 3 with a buy (the vault). */
const LAMPORTS_PER_SIGNATURE = 5000n;

/** What the launch costs: platform fee, initial buy, rent and network fees, and what the buy receives. */
export function CostSummary({
  platform,
  buyLamports,
  name,
  symbol,
}: {
  platform: LaunchPlatformId;
  buyLamports: bigint;
  name: string;
  symbol: string;
}) {
  const p = launchPlatform(platform);
  const rent = useRent(launchAccountSizes(name, symbol, buyLamports > 0n));
  const network = LAMPORTS_PER_SIGNATURE * (buyLamports > 0n ? 3n : 2n);
  const buy =
    buyLamports > 0n
      ? quoteBuy(curveMarket(initialCurveReserves(p.curve), p.curve), { solIn: buyLamports })
      : null;
  const total = p.feeLamports + buyLamports + (rent.data ?? 0n) + network;
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="launch-cost">
      <Row label={`${p.name} launch fee`} value={solText(p.feeLamports)} />
      <Row label="Initial buy (fee included)" value={buyLamports > 0n ? solText(buyLamports) : '—'} />
      <Row
        label="Rent and network fee (est.)"
        value={
          rent.data !== undefined ? `≈ ${solText(rent.data + network)}` : rent.isError ? 'unavailable' : '…'
        }
      />
      <div className="my-1 border-line border-t" />
      <Row label="Total" value={`${rent.data !== undefined ? '≈ ' : ''}${solText(total)}`} strong />
      {buy?.ok && (
        <p className="text-muted text-xs" data-testid="initial-buy-tokens">
          The initial buy receives {formatTokenAmount(buy.quote.tokenAmount, TOKEN_DECIMALS)} tokens (
          {((Number(buy.quote.tokenAmount) / Number(TOKEN_TOTAL_SUPPLY)) * 100).toFixed(2)} % of the supply),
          the first trade on the curve.
        </p>
      )}
      {buy && !buy.ok && (
        <p className="text-red-600 text-xs dark:text-red-400" role="alert">
          Initial buy: {buy.refusal.message}
        </p>
      )}
    </dl>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold' : 'text-muted'}>{label}</dt>
      <dd className={`whitespace-nowrap text-right tabular-nums ${strong ? 'font-bold text-base' : ''}`}>
        {value}
      </dd>
    </div>
  );
}
