import type { TokenDetail } from '@solpad/core/schemas';
import {
  curveMarket,
  type Market,
  maximumWithSlippage,
  minimumWithSlippage,
  poolMarket,
  quoteBuy,
  quoteSell,
} from '@solpad/core/trade';

/** What the panel asks: buy or sell, an amount in SOL (lamports) or tokens (base units), a tolerance. */
export interface TradeIntent {
  side: 'buy' | 'sell';
  amountIs: 'sol' | 'token';
  amount: bigint;
  slippageBps: number;
}

/** A priced preview, in the quote's terms (see core's TradeQuoteResponse). */
export interface TradePreview {
  side: 'buy' | 'sell';
  /** SOL the user pays (buy, fee included) or receives (sell, after the fee), lamports. */
  solLamports: bigint;
  /** Tokens received (buy) or paid (sell), base units. */
  tokenAmount: bigint;
  feeLamports: bigint;
  /** What the user receives: tokens on a buy, lamports on a sell. */
  expected: bigint;
  /** The least the user accepts to receive (exact input) — the quote is refused below it. */
  minimum: bigint;
  /** Exact output only: the most the user accepts to pay (lamports on a buy, tokens on a sell). */
  maximumPaid: bigint | null;
  priceImpactBps: number;
}

/** A preview or why there is none. */
export type PreviewResult = { ok: true; preview: TradePreview } | { ok: false; message: string };

/** The venue a token trades on now, from its detail: the pool once graduated, else the bonding curve. */
export function marketOf(detail: Pick<TokenDetail, 'curve' | 'pool' | 'status'>): Market | null {
  if (detail.status === 'graduated') {
    if (!detail.pool) return null;
    return poolMarket(BigInt(detail.pool.solReserves), BigInt(detail.pool.tokenReserves));
  }
  if (detail.curve.complete) return null;
  return curveMarket({
    sol: BigInt(detail.curve.virtualSolReserves),
    token: BigInt(detail.curve.virtualTokenReserves),
    realSol: BigInt(detail.curve.realSolReserves),
    realToken: BigInt(detail.curve.realTokenReserves),
  });
}

/**
 * Prices an intent with the venue's own maths (core/trade, the functions the API's quote uses) against the
 * reserves the page last read. This is the quote API's indicative price — the reference its slippage check
 * measures against — without asking the API on every keystroke (quotes are rate-limited per client, and each one
 * builds and stores a transaction).
 */
export function previewTrade(market: Market, intent: TradeIntent): PreviewResult {
  const { side, amountIs, amount } = intent;
  if (amount <= 0n) return { ok: false, message: 'Enter an amount greater than zero' };
  const result =
    side === 'buy'
      ? quoteBuy(market, amountIs === 'sol' ? { solIn: amount } : { tokensOut: amount })
      : quoteSell(market, amountIs === 'sol' ? { solOut: amount } : { tokensIn: amount });
  if (!result.ok) return { ok: false, message: result.refusal.message };
  const q = result.quote;
  const slippage = BigInt(intent.slippageBps);
  const exactInput = amountIs === (side === 'buy' ? 'sol' : 'token');
  const expected = side === 'buy' ? q.tokenAmount : q.solAmount;
  const paid = side === 'buy' ? q.solAmount : q.tokenAmount;
  return {
    ok: true,
    preview: {
      side,
      solLamports: q.solAmount,
      tokenAmount: q.tokenAmount,
      feeLamports: q.feeLamports,
      expected,
      minimum: exactInput ? minimumWithSlippage(expected, slippage) : expected,
      maximumPaid: exactInput ? null : maximumWithSlippage(paid, slippage),
      priceImpactBps: q.priceImpactBps,
    },
  };
}
