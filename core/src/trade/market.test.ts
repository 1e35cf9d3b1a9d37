import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL as SOL } from '../constants';
import {
  applyDelta,
  checkQuotedTrade,
  curveCompletionLamports,
  curveMarket,
  curveProgressBps,
  feeOf,
  graduationPoolReserves,
  initialCurveReserves,
  marketCapLamports,
  maximumWithSlippage,
  minimumWithSlippage,
  PUMP_FUN_CURVE,
  poolMarket,
  quoteBuy,
  quoteSell,
  reservesForQuote,
  spotPriceSol,
  TOKEN_TOTAL_SUPPLY,
  TOKEN_UNIT,
} from './market';
import { freshCurveMarket, quoteOf } from './quote-testing';

describe('bonding curve (pump.fun constants)', () => {
  it('starts at 30 virtual SOL / 1,073,000,000 virtual tokens with 793,100,000 for sale', () => {
    expect(initialCurveReserves()).toEqual({
      sol: 30n * SOL,
      token: 1_073_000_000n * TOKEN_UNIT,
      realSol: 0n,
      realToken: 793_100_000n * TOKEN_UNIT,
    });
    // 30 / 1.073e9 SOL per token: the well-known 2.8e-8 starting price, ≈ 28 SOL market cap.
    expect(spotPriceSol(initialCurveReserves())).toBeCloseTo(2.7959e-8, 11);
    expect(marketCapLamports(initialCurveReserves())).toBe(27_958_993_476n);
  });

  it('completes after ≈ 85 SOL enters the curve', () => {
    expect(curveCompletionLamports()).toBe(85_005_359_057n);
  });

  it('buys 34,612,903.225806 tokens with the first 1 SOL net of fee, charging 1 % on top', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL + SOL / 100n }));
    expect(q.feeLamports).toBe(10_000_000n);
    expect(q.solAmount).toBe(1_010_000_000n);
    expect(q.venueSol).toBe(SOL);
    expect(q.tokenAmount).toBe(34_612_903_225_806n);
    expect(q.delta).toEqual({ sol: SOL, token: -34_612_903_225_806n });
  });

  it('spends at most the SOL given, fee included, rounding the tokens down', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL }));
    expect(q.venueSol).toBe(990_099_009n);
    expect(q.feeLamports).toBe(feeOf(990_099_009n, 100n));
    expect(q.solAmount).toBeLessThanOrEqual(SOL);
    expect(q.tokenAmount).toBe(34_281_150_129_545n);
  });

  it('prices an exact-tokens buy by rounding the SOL up', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { tokensOut: 34_612_903_225_806n }));
    expect(q.venueSol).toBe(SOL); // the inverse of the 1 SOL buy, to the lamport
    const q2 = quoteOf(quoteBuy(freshCurveMarket(), { tokensOut: 1n }));
    expect(q2.venueSol).toBe(1n); // 0.028 lamports rounds up to 1
    expect(q2.feeLamports).toBe(1n);
  });

  it('sells back: exact tokens in pays the gross minus 1 %, exact SOL out takes enough tokens', () => {
    const bought = quoteOf(quoteBuy(freshCurveMarket(), { solIn: 2n * SOL }));
    const after = curveMarket(applyDelta(initialCurveReserves(), bought.delta));
    const sell = quoteOf(quoteSell(after, { tokensIn: bought.tokenAmount }));
    expect(sell.venueSol).toBeLessThanOrEqual(bought.venueSol);
    expect(sell.venueSol).toBeGreaterThanOrEqual(bought.venueSol - 1n);
    expect(sell.feeLamports).toBe(feeOf(sell.venueSol, 100n));
    expect(sell.solAmount).toBe(sell.venueSol - sell.feeLamports);
    const exact = quoteOf(quoteSell(after, { solOut: SOL / 2n }));
    expect(exact.solAmount).toBeGreaterThanOrEqual(SOL / 2n);
    expect(exact.solAmount - SOL / 2n).toBeLessThanOrEqual(1n);
  });

  it('sells the remainder and completes when a SOL buy asks for more than is left', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { solIn: 100n * SOL }));
    expect(q.tokenAmount).toBe(PUMP_FUN_CURVE.initialRealTokenReserves);
    expect(q.venueSol).toBe(85_005_359_057n);
    expect(q.completes).toBe(true);
    const done = applyDelta(initialCurveReserves(), q.delta);
    expect(curveProgressBps(done)).toBe(10_000);
    expect(quoteBuy(curveMarket(done), { solIn: SOL })).toMatchObject({
      ok: false,
      refusal: { code: 'INSUFFICIENT_LIQUIDITY' },
    });
  });

  it('refuses an exact-tokens buy beyond what is for sale, naming the maximum', () => {
    const r = quoteBuy(freshCurveMarket(), { tokensOut: PUMP_FUN_CURVE.initialRealTokenReserves + 1n });
    expect(r).toMatchObject({
      ok: false,
      refusal: { code: 'INSUFFICIENT_LIQUIDITY', max: PUMP_FUN_CURVE.initialRealTokenReserves },
    });
  });

  it('refuses a sell that needs more SOL than the curve holds', () => {
    const r = quoteSell(freshCurveMarket(), { tokensIn: 1000n * TOKEN_UNIT });
    expect(r).toMatchObject({ ok: false, refusal: { code: 'INSUFFICIENT_LIQUIDITY' } });
  });

  it('refuses zero and dust amounts', () => {
    expect(quoteBuy(freshCurveMarket(), { solIn: 0n })).toMatchObject({
      ok: false,
      refusal: { code: 'AMOUNT_TOO_SMALL' },
    });
    expect(quoteBuy(freshCurveMarket(), { solIn: 1n })).toMatchObject({
      ok: false,
      refusal: { code: 'AMOUNT_TOO_SMALL' },
    });
  });

  it('reports price impact: small for a small buy, large for a big one', () => {
    expect(quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL / 1000n })).priceImpactBps).toBeLessThanOrEqual(
      1,
    );
    // 30 SOL into 30 virtual SOL: the average price is twice the spot price.
    expect(
      quoteOf(quoteBuy(freshCurveMarket(), { tokensOut: 536_500_000n * TOKEN_UNIT })).priceImpactBps,
    ).toBe(10_000);
  });

  it('graduates with ≈ 85 SOL and 206.9 M tokens, about the last curve price', () => {
    const done = applyDelta(
      initialCurveReserves(),
      quoteOf(quoteBuy(freshCurveMarket(), { solIn: 100n * SOL })).delta,
    );
    const pool = graduationPoolReserves(done);
    expect(pool).toEqual({ sol: 85_005_359_057n, token: 206_900_000n * TOKEN_UNIT });
    const curvePrice = spotPriceSol(done);
    const poolPrice = spotPriceSol(pool);
    expect(Math.abs(poolPrice / curvePrice - 1)).toBeLessThan(0.01);
    expect(TOKEN_TOTAL_SUPPLY).toBe(1_000_000_000n * TOKEN_UNIT);
  });
});

describe('constant-product pool (0.25 % fee kept in the pool)', () => {
  it('quotes x·y=k with the fee on the SOL side and grows k', () => {
    const pool = poolMarket(100n * SOL, 200_000_000n * TOKEN_UNIT);
    const q = quoteOf(quoteBuy(pool, { solIn: 10n * SOL }));
    // net = 10 SOL / 1.0025
    expect(q.solAmount - q.feeLamports).toBe((10n * SOL * 10_000n) / 10_025n);
    expect(q.venueSol).toBe(q.solAmount); // the fee stays in the pool
    const after = applyDelta(pool.reserves, q.delta);
    expect(after.sol * after.token).toBeGreaterThan(pool.reserves.sol * pool.reserves.token);
    const sell = quoteOf(quoteSell(poolMarket(after.sol, after.token), { tokensIn: q.tokenAmount }));
    expect(sell.solAmount).toBeLessThan(q.solAmount);
    expect(sell.venueSol).toBe(sell.solAmount);
  });
});

describe('slippage', () => {
  it('bounds what the user accepts, rounding against the user', () => {
    expect(minimumWithSlippage(1000n, 50n)).toBe(995n);
    expect(minimumWithSlippage(999n, 50n)).toBe(995n); // 994.005 → 995
    expect(maximumWithSlippage(1000n, 50n)).toBe(1005n);
    expect(maximumWithSlippage(999n, 50n)).toBe(1003n); // 1003.995 → 1003
  });
});

describe('reservesForQuote', () => {
  it('prices a buy after the open buys and ignores the open sells', () => {
    const settled = initialCurveReserves();
    const buy = quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL }));
    const r = reservesForQuote(
      settled,
      [
        { side: 'buy', delta: buy.delta },
        { side: 'sell', delta: { sol: -5n, token: 7n } },
      ],
      'buy',
    );
    expect(r).toEqual(applyDelta(settled, buy.delta));
    expect(reservesForQuote(settled, [{ side: 'buy', delta: buy.delta }], 'sell')).toEqual(settled);
  });
});

describe('checkQuotedTrade', () => {
  it('holds on the reserves the quote was priced on', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL }));
    expect(checkQuotedTrade(freshCurveMarket(), q)).toMatchObject({ holds: true });
  });

  it('refuses a buy once another buy raised the price, naming what the same tokens cost now', () => {
    const q = quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL }));
    const other = quoteOf(quoteBuy(freshCurveMarket(), { solIn: 2n * SOL }));
    const after = curveMarket(applyDelta(initialCurveReserves(), other.delta));
    const check = checkQuotedTrade(after, q);
    expect(check.holds).toBe(false);
    expect(check.current?.tokenAmount).toBe(q.tokenAmount);
    expect(check.current?.solAmount).toBeGreaterThan(q.solAmount);
  });

  it('accepts a buy after a sell lowered the price: the user pays what they signed, the venue keeps more', () => {
    const start = applyDelta(
      initialCurveReserves(),
      quoteOf(quoteBuy(freshCurveMarket(), { solIn: 5n * SOL })).delta,
    );
    const q = quoteOf(quoteBuy(curveMarket(start), { solIn: SOL }));
    const sell = quoteOf(quoteSell(curveMarket(start), { tokensIn: 10_000_000n * TOKEN_UNIT }));
    expect(checkQuotedTrade(curveMarket(applyDelta(start, sell.delta)), q).holds).toBe(true);
  });

  it('refuses a sell once another sell lowered the price, and one the venue can no longer pay', () => {
    const start = applyDelta(
      initialCurveReserves(),
      quoteOf(quoteBuy(freshCurveMarket(), { solIn: SOL })).delta,
    );
    const q = quoteOf(quoteSell(curveMarket(start), { tokensIn: 1_000_000n * TOKEN_UNIT }));
    const other = quoteOf(quoteSell(curveMarket(start), { tokensIn: 1_000_000n * TOKEN_UNIT }));
    expect(checkQuotedTrade(curveMarket(applyDelta(start, other.delta)), q).holds).toBe(false);
    expect(checkQuotedTrade(freshCurveMarket(), q)).toEqual({ holds: false, current: null });
  });
});
