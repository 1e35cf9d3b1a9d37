// What the portfolio page's sections share: SOL amounts, the quote, a token's badge and its page link.
import { formatSolAmount, type QuoteCurrency, shortenAddress } from '@solpad/core';
import type { Holding } from './model';

/** SOL with 4 decimals ("1.2346 SOL"), signed when asked: core's one SOL rounding, as the trade table. */
export function sol(lamports: bigint, signed = false): string {
  return `${formatSolAmount(lamports, { signed })} SOL`;
}

/** Prices and market caps on this page: quoted in the switch's currency at the portfolio's SOL price. */
export interface Quoting {
  quote: QuoteCurrency;
  solUsd: number;
}

export function TokenBadge({ h }: { h: Pick<Holding, 'image' | 'symbol' | 'name' | 'mint'> }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {h.image ? (
        <img src={h.image} alt="" className="size-8 shrink-0 rounded-full bg-surface-2 object-cover" />
      ) : (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 font-semibold text-muted text-xs">
          {(h.symbol ?? '?').slice(0, 2)}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{h.symbol ?? shortenAddress(h.mint)}</span>
        <span className="truncate text-subtle text-xs">{h.name ?? 'Unknown token'}</span>
      </span>
    </span>
  );
}

export function tokenLink(mint: string) {
  return {
    to: '/tokens/$chain/$dex/$address',
    params: { chain: 'solana', dex: 'pump', address: mint },
  } as const;
}
