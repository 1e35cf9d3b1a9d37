import { describe, expect, it } from 'vitest';
import { formatApy, formatTierRange, parseAmount, parseSlippage, rewardTierFor } from './liquidity';

describe('reward tier from Amount A', () => {
  it.each([
    [5, null],
    [9.99, null],
    [10, 'Bronze'],
    [50, 'Bronze'],
    [50.5, 'Bronze'],
    [51, 'Silver'],
    [200, 'Silver'],
    [201, 'Gold'],
    [500, 'Gold'],
    [501, 'Diamond'],
    [1_000_000, 'Diamond'],
  ])('%s SOL → %s', (amount, name) => {
    expect(rewardTierFor(amount)?.name ?? null).toBe(name);
  });

  it('carries the spec multipliers', () => {
    expect([10, 51, 201, 501].map((a) => rewardTierFor(a)?.multiplier)).toEqual([1.2, 1.5, 2.0, 3.0]);
  });

  it('gives no tier for NaN', () => {
    expect(rewardTierFor(Number.NaN)).toBeNull();
  });

  it('formats ranges', () => {
    expect(formatTierRange(rewardTierFor(10)!)).toBe('10–50 SOL');
    expect(formatTierRange(rewardTierFor(600)!)).toBe('501+ SOL');
    expect(formatApy([45, 120])).toBe('45–120%');
  });
});

describe('custom slippage', () => {
  it('accepts values above 0 up to 50', () => {
    expect(parseSlippage('0.01')).toEqual({ ok: true, value: 0.01 });
    expect(parseSlippage(' 50 ')).toEqual({ ok: true, value: 50 });
  });

  it.each([
    ['', 'Enter a slippage percentage.'],
    ['abc', 'Slippage must be a number, e.g. 0.5.'],
    ['0', 'Slippage must be greater than 0%.'],
    ['-1', 'Slippage must be greater than 0%.'],
    ['50.01', 'Slippage cannot exceed 50%.'],
  ])('rejects %j', (raw, error) => {
    expect(parseSlippage(raw)).toEqual({ ok: false, error });
  });
});

describe('amounts', () => {
  it('treats empty as not entered and rejects negatives', () => {
    expect(parseAmount('')).toEqual({ ok: true, value: null });
    expect(parseAmount('1.5')).toEqual({ ok: true, value: 1.5 });
    expect(parseAmount('-2')).toEqual({ ok: false, error: 'Amount cannot be negative.' });
  });
});
