import { formatChangePct, formatDecimal } from '@solpad/core/format';
import type { PortfolioResponse, PortfolioToken } from '@solpad/core/schemas';
import { ledgerFromWire, type PositionValuation, valuePosition } from '@solpad/core/trade';

/** A token balance of the wallet, summed over its accounts of that mint. */
export interface Holding {
  mint: string;
  amount: bigint;
  decimals: number;
  program: 'token' | 'token-2022';
  /** Name and symbol from the platform, else from the mint's Token-2022 metadata, else null. */
  name: string | null;
  symbol: string | null;
  image: string | null;
  /** The platform's data for this token (price, 24 h change, ledger), or null for a token not traded here. */
  token: PortfolioToken | null;
  /** Valued at spot with its cost basis; null when the platform has no price for it. */
  valuation: PositionValuation | null;
}

/** One slice of the allocation chart. */
export interface AllocationSlice {
  key: string;
  label: string;
  lamports: bigint;
  /** Share of the priced total, 0–1. */
  share: number;
}

/** Everything the portfolio screen shows, computed from the chain's balances and the platform's data. */
export interface PortfolioView {
  solLamports: bigint;
  holdings: Holding[];
  /** SOL plus every priced token, lamports. */
  totalLamports: bigint;
  tokensLamports: bigint;
  costBasisLamports: bigint;
  unrealizedLamports: bigint;
  realizedLamports: bigint;
  /** Value-weighted 24 h change of the whole portfolio (SOL counted as unchanged), bps; null without prices. */
  change24hBps: number | null;
  allocation: AllocationSlice[];
  solUsd: number;
}

/** What {@link buildPortfolio} reads. */
export interface PortfolioInput {
  solLamports: bigint;
  accounts: readonly { mint: string; amount: bigint; decimals: number; program: 'token' | 'token-2022' }[];
  platform: PortfolioResponse;
  /** Metadata of mints the platform does not know, by mint. */
  metadata?: ReadonlyMap<string, { name: string; symbol: string }>;
  /** Slices shown before the rest is grouped as "Other". */
  maxSlices?: number;
}

/**
 * Joins the chain's balances with the platform's prices and ledgers: each holding valued at spot with its
 * average-cost basis (core `valuePosition`), totals, realized PnL (closed positions included), a value-weighted
 * 24 h change and the allocation slices (SOL first among equals, largest first, the tail as "Other").
 */
export function buildPortfolio(input: PortfolioInput): PortfolioView {
  const byAddress = new Map(input.platform.tokens.map((t) => [t.address, t]));
  const summed = new Map<string, Holding>();
  for (const a of input.accounts) {
    const h = summed.get(a.mint);
    if (h) {
      h.amount += a.amount;
      continue;
    }
    const token = byAddress.get(a.mint) ?? null;
    const meta = input.metadata?.get(a.mint);
    summed.set(a.mint, {
      mint: a.mint,
      amount: a.amount,
      decimals: a.decimals,
      program: a.program,
      name: token?.name ?? meta?.name ?? null,
      symbol: token?.symbol ?? meta?.symbol ?? null,
      image: token?.image ?? null,
      token,
      valuation: null,
    });
  }
  const holdings = [...summed.values()].filter((h) => h.amount > 0n);
  for (const h of holdings) {
    if (!h.token || h.token.spot.token === '0') continue;
    h.valuation = valuePosition(ledgerFromWire(h.token.ledger), h.amount, {
      sol: BigInt(h.token.spot.sol),
      token: BigInt(h.token.spot.token),
    });
  }
  holdings.sort((a, b) => {
    const va = a.valuation?.valueLamports ?? -1n;
    const vb = b.valuation?.valueLamports ?? -1n;
    return va === vb ? a.mint.localeCompare(b.mint) : va > vb ? -1 : 1;
  });

  let tokensLamports = 0n;
  let costBasisLamports = 0n;
  let unrealizedLamports = 0n;
  for (const h of holdings) {
    if (!h.valuation) continue;
    tokensLamports += h.valuation.valueLamports;
    costBasisLamports += h.valuation.costBasisLamports;
    unrealizedLamports += h.valuation.unrealizedLamports;
  }
  // Realized PnL counts every token the wallet traded, held or not.
  const realizedLamports = input.platform.tokens.reduce(
    (sum, t) => sum + BigInt(t.ledger.realizedLamports),
    0n,
  );
  const totalLamports = input.solLamports + tokensLamports;

  // 24 h: the value a day ago at each token's price then, against the value now (balances held constant).
  let before = Number(input.solLamports);
  let now = Number(input.solLamports);
  let priced = false;
  for (const h of holdings) {
    const change = h.token?.change24hBps;
    if (!h.valuation || change === null || change === undefined) continue;
    const value = Number(h.valuation.valueLamports);
    now += value;
    before += value / (1 + change / 10_000);
    priced = true;
  }
  const change24hBps = priced && before > 0 ? Math.round((now / before - 1) * 10_000) : null;

  const slices: AllocationSlice[] = [];
  const max = input.maxSlices ?? 5;
  const parts = [
    { key: 'SOL', label: 'SOL', lamports: input.solLamports },
    ...holdings
      .filter((h) => h.valuation && h.valuation.valueLamports > 0n)
      .map((h) => ({
        key: h.mint,
        label: h.symbol ?? h.mint.slice(0, 4),
        lamports: h.valuation?.valueLamports ?? 0n,
      })),
  ]
    .filter((p) => p.lamports > 0n)
    .sort((a, b) => (a.lamports === b.lamports ? 0 : a.lamports > b.lamports ? -1 : 1));
  const total = Number(totalLamports);
  const head = parts.slice(0, max);
  const tail = parts.slice(max);
  for (const p of head) slices.push({ ...p, share: total > 0 ? Number(p.lamports) / total : 0 });
  if (tail.length) {
    const lamports = tail.reduce((s, p) => s + p.lamports, 0n);
    slices.push({
      key: 'other',
      label: `Other (${tail.length})`,
      lamports,
      share: total > 0 ? Number(lamports) / total : 0,
    });
  }

  return {
    solLamports: input.solLamports,
    holdings,
    totalLamports,
    tokensLamports,
    costBasisLamports,
    unrealizedLamports,
    realizedLamports,
    change24hBps,
    allocation: slices,
    solUsd: input.platform.solUsd,
  };
}

/** Lamports as USD at `solUsd` ("$1,234.56"; below a cent "< $0.01"). */
export function formatUsd(lamports: bigint, solUsd: number): string {
  const usd = (Number(lamports) / 1e9) * solUsd;
  const abs = Math.abs(usd);
  if (abs > 0 && abs < 0.01) return `${usd < 0 ? '-' : ''}< $0.01`;
  return `${usd < 0 ? '-' : ''}$${formatDecimal(abs, 2, 2)}`;
}

/** A signed bps change as a percentage, in core's one change format ("+12.3%", "−5.0%", "+250%"). */
export function formatBps(bps: number): string {
  return formatChangePct(bps / 100);
}
