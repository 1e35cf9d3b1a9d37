/**
 * Cost basis and profit and loss of a wallet's position in one token, by the average-cost method, in exact
 * integers (lamports and token base units): the portfolio's numbers never pass through floating point.
 */

/** One trade of the wallet in the token: what it paid (buy, fee included) or received (sell, after the fee). */
export interface PnlTrade {
  side: 'buy' | 'sell';
  /** Lamports paid on a buy (fee included) or received on a sell (after the fee). */
  solLamports: bigint;
  /** Token base units bought or sold. */
  tokenAmount: bigint;
}

/** A position as its trades leave it. */
export interface CostBasisLedger {
  /** Tokens the trades leave held (bought minus sold, never below zero). */
  tokens: bigint;
  /** Cost basis of those tokens, lamports. */
  costLamports: bigint;
  /** Profit or loss already realized by sells, lamports (negative = loss). */
  realizedLamports: bigint;
  /** Lamports spent on buys, fees included. */
  boughtLamports: bigint;
  /** Lamports received from sells, after fees. */
  soldLamports: bigint;
  buys: number;
  sells: number;
}

/**
 * Replays `trades` (oldest first) by the average-cost method: a buy adds its lamports to the cost basis; a sell
 * removes the sold share of the cost basis (`cost × sold / held`, rounded down so the rounding stays in the
 * position and `bought = removed + remaining` holds exactly) and realizes `proceeds − removed`. Tokens sold
 * beyond what the trades bought (received by transfer) carry no cost: their whole proceeds are realized.
 */
export function averageCostLedger(trades: readonly PnlTrade[]): CostBasisLedger {
  const l: CostBasisLedger = {
    tokens: 0n,
    costLamports: 0n,
    realizedLamports: 0n,
    boughtLamports: 0n,
    soldLamports: 0n,
    buys: 0,
    sells: 0,
  };
  for (const t of trades) {
    if (t.side === 'buy') {
      l.tokens += t.tokenAmount;
      l.costLamports += t.solLamports;
      l.boughtLamports += t.solLamports;
      l.buys += 1;
      continue;
    }
    const sold = t.tokenAmount < l.tokens ? t.tokenAmount : l.tokens;
    const removed = l.tokens === 0n ? 0n : (l.costLamports * sold) / l.tokens;
    l.tokens -= sold;
    l.costLamports -= removed;
    l.realizedLamports += t.solLamports - removed;
    l.soldLamports += t.solLamports;
    l.sells += 1;
  }
  return l;
}

/** A position valued at a spot price. */
export interface PositionValuation {
  /** `held` at the spot price, lamports (rounded down). */
  valueLamports: bigint;
  /** Cost basis of the tokens held now, lamports. */
  costBasisLamports: bigint;
  /** value − cost basis, lamports. */
  unrealizedLamports: bigint;
  /** From the ledger. */
  realizedLamports: bigint;
  /** unrealized + realized, lamports. */
  totalPnlLamports: bigint;
  /** Unrealized PnL over the cost basis, bps; null without a cost basis. */
  unrealizedBps: number | null;
}

/**
 * Values the `held` tokens (the chain's balance, which may differ from what the trades explain) at the spot
 * price `sol / token` (lamports per base unit, as two integers). When fewer tokens are held than the trades
 * left (some were transferred away or burned), the cost basis shrinks at the average cost; tokens held beyond
 * that (received by transfer) carry no cost.
 */
export function valuePosition(
  ledger: CostBasisLedger,
  held: bigint,
  spot: { sol: bigint; token: bigint },
): PositionValuation {
  const valueLamports = spot.token > 0n ? (held * spot.sol) / spot.token : 0n;
  const costBasisLamports =
    held >= ledger.tokens
      ? ledger.costLamports
      : ledger.tokens === 0n
        ? 0n
        : (ledger.costLamports * held) / ledger.tokens;
  const unrealizedLamports = valueLamports - costBasisLamports;
  return {
    valueLamports,
    costBasisLamports,
    unrealizedLamports,
    realizedLamports: ledger.realizedLamports,
    totalPnlLamports: unrealizedLamports + ledger.realizedLamports,
    unrealizedBps: costBasisLamports > 0n ? Number((unrealizedLamports * 10_000n) / costBasisLamports) : null,
  };
}

/**
 * Change of a price over a period, bps (e.g. 24 h): `now / then − 1`. Null when there is no earlier price.
 */
export function priceChangeBps(then: number | null, now: number): number | null {
  if (then === null || !(then > 0) || !Number.isFinite(now)) return null;
  return Math.round((now / then - 1) * 10_000);
}

/** A ledger on the wire (`PortfolioLedgerSchema`): the integers as decimal strings, since JSON has no bigint. */
export interface CostBasisLedgerWire {
  tokens: string;
  costLamports: string;
  realizedLamports: string;
  boughtLamports: string;
  soldLamports: string;
  buys: number;
  sells: number;
}

/** A ledger as the API sends it. */
export function ledgerToWire(l: CostBasisLedger): CostBasisLedgerWire {
  return {
    tokens: l.tokens.toString(),
    costLamports: l.costLamports.toString(),
    realizedLamports: l.realizedLamports.toString(),
    boughtLamports: l.boughtLamports.toString(),
    soldLamports: l.soldLamports.toString(),
    buys: l.buys,
    sells: l.sells,
  };
}

/** A (schema-checked) wire ledger back in integers: how the site and the extension read a portfolio answer. */
export function ledgerFromWire(l: CostBasisLedgerWire): CostBasisLedger {
  return {
    tokens: BigInt(l.tokens),
    costLamports: BigInt(l.costLamports),
    realizedLamports: BigInt(l.realizedLamports),
    boughtLamports: BigInt(l.boughtLamports),
    soldLamports: BigInt(l.soldLamports),
    buys: l.buys,
    sells: l.sells,
  };
}
