import { describe, expect, it } from 'vitest';
import { emaSeries, macd, rsi, sma } from './indicators';

const range = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

describe('sma', () => {
  it('averages the last n values', () => {
    expect(sma([1, 2, 3, 4, 5, 6], 3)).toBe(5);
    expect(sma([10, 20], 2)).toBe(15);
  });
  it('is unknown when the series is shorter than the period', () => {
    expect(sma([1, 2, 3], 20)).toBeNull();
  });
});

describe('ema', () => {
  it('seeds with the SMA and then weights new values by 2/(n+1)', () => {
    // period 3 → k = 0.5: seed (1+2+3)/3 = 2, then 4*0.5 + 2*0.5 = 3, then 10*0.5 + 3*0.5 = 6.5
    expect(emaSeries([1, 2, 3, 4, 10], 3)).toEqual([2, 3, 6.5]);
  });
});

describe('rsi', () => {
  it('is 100 for a series that only rises and 0 for one that only falls', () => {
    expect(rsi(range(30, (i) => 1 + i))).toBe(100);
    expect(rsi(range(30, (i) => 100 - i))).toBe(0);
  });
  it('is 50 when gains and losses are equal, and for a flat series', () => {
    expect(rsi(range(15, (i) => (i % 2 === 0 ? 10 : 11)))).toBeCloseTo(50, 10);
    expect(rsi(range(20, () => 3))).toBe(50);
  });
  it('matches a hand computation with Wilder smoothing', () => {
    // period 2: diffs +1, −1 → avgGain 0.5, avgLoss 0.5; next diff +2 → gain (0.5+2)/2 = 1.25, loss 0.25
    expect(rsi([10, 11, 10, 12], 2)).toBeCloseTo(100 - 100 / (1 + 1.25 / 0.25), 10);
  });
  it('needs period + 1 values', () => {
    expect(rsi(range(14, (i) => i))).toBeNull();
    expect(rsi(range(15, (i) => i))).not.toBeNull();
  });
});

describe('macd', () => {
  it('is zero for a flat series', () => {
    expect(macd(range(60, () => 5))).toEqual({ macd: 0, signal: 0, histogram: 0 });
  });
  it('converges to the EMA lag difference on a linear series: (26−1)/2 − (12−1)/2 = 7', () => {
    const m = macd(range(400, (i) => i));
    expect(m?.macd).toBeCloseTo(7, 6);
    expect(m?.signal).toBeCloseTo(7, 6);
    expect(m?.histogram).toBeCloseTo(0, 6);
  });
  it('is negative in a falling market and needs 34 values', () => {
    expect(macd(range(33, (i) => 100 - i))).toBeNull();
    expect(macd(range(34, (i) => 100 - i))?.macd).toBeLessThan(0);
  });
});
