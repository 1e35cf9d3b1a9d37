import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import type { TokenDetail } from '@solpad/core/schemas';
import {
  curveMarket,
  initialCurveReserves,
  minimumWithSlippage,
  PUMP_FUN_CURVE,
  quoteBuy,
} from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import { marketOf, previewTrade } from './preview';

const fresh = initialCurveReserves();
const detail = {
  status: 'active',
  curve: {
    virtualSolReserves: fresh.sol.toString(),
    virtualTokenReserves: fresh.token.toString(),
    realSolReserves: '0',
    realTokenReserves: fresh.realToken.toString(),
    complete: false,
  },
  pool: null,
} satisfies Pick<TokenDetail, 'curve' | 'pool' | 'status'>;

describe('previewTrade', () => {
  const market = marketOf(detail);
  if (!market) throw new Error('no market');
  /** A buy of `amount` (lamports or token base units, as `amountIs` says) on the fresh curve. */
  const buy = (amountIs: 'sol' | 'token', amount: bigint, slippageBps = 100) =>
    previewTrade(market, { side: 'buy', amountIs, amount, slippageBps });

  it('prices a 1 SOL buy exactly as the venue does, with the minimum after slippage', () => {
    const r = buy('sol', SOL);
    const venue = quoteBuy(curveMarket(fresh), { solIn: SOL });
    if (!r.ok || !venue.ok) throw new Error('expected quotes');
    expect(r.preview.expected).toBe(venue.quote.tokenAmount);
    expect(r.preview.solLamports).toBe(SOL);
    expect(r.preview.feeLamports).toBe(venue.quote.feeLamports);
    expect(r.preview.minimum).toBe(minimumWithSlippage(venue.quote.tokenAmount, 100n));
    expect(r.preview.minimum).toBeLessThan(r.preview.expected);
    expect(r.preview.maximumPaid).toBeNull();
    expect(r.preview.priceImpactBps).toBeGreaterThan(0);
  });

  it('an exact-output buy receives exactly the amount and caps what it pays', () => {
    const r = buy('token', 1_000_000_000n, 200);
    if (!r.ok) throw new Error(r.message);
    expect(r.preview.expected).toBe(1_000_000_000n);
    expect(r.preview.minimum).toBe(1_000_000_000n);
    expect(r.preview.maximumPaid).toBe((r.preview.solLamports * 10_200n) / 10_000n);
  });

  it('refuses a buy larger than the curve sells, and a zero amount', () => {
    expect(buy('token', PUMP_FUN_CURVE.initialRealTokenReserves + 1n).ok).toBe(false);
    expect(buy('sol', 0n).ok).toBe(false);
  });

  it('has no market on a complete curve, and prices from the pool once graduated', () => {
    expect(marketOf({ ...detail, curve: { ...detail.curve, complete: true } })).toBeNull();
    const pool = marketOf({
      status: 'graduated',
      curve: detail.curve,
      pool: {
        address: 'So11111111111111111111111111111111111111112',
        solReserves: '85000000000',
        tokenReserves: '206900000000000',
      },
    });
    expect(pool?.venue).toBe('pool');
    const sell =
      pool && previewTrade(pool, { side: 'sell', amountIs: 'token', amount: 1_000_000n, slippageBps: 50 });
    expect(sell?.ok && sell.preview.expected > 0n).toBe(true);
  });
});
