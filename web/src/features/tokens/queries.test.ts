import type { TradeRecord } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { keepUnchangedTrades } from './queries';

const trade = (signature: string, solLamports = '1000'): TradeRecord => ({
  signature,
  mint: 'So11111111111111111111111111111111111111112',
  venue: 'curve',
  side: 'buy',
  solLamports,
  tokenAmount: '5',
  feeLamports: '1',
  priceSol: 2e-8,
  trader: 'So11111111111111111111111111111111111111112',
  slot: '1',
  at: '2026-01-01T00:00:00.000Z',
});

describe('keepUnchangedTrades', () => {
  it('keeps the trades already shown as the same objects when a new one arrives on top', () => {
    const before = [trade('b'), trade('a')];
    const after = keepUnchangedTrades(before, [trade('c'), trade('b'), trade('a')]) as TradeRecord[];
    expect(after.map((t) => t.signature)).toEqual(['c', 'b', 'a']);
    expect(after[1]).toBe(before[0]);
    expect(after[2]).toBe(before[1]);
  });

  it('returns the previous list when nothing changed, and a changed trade as new', () => {
    const before = [trade('b'), trade('a')];
    expect(keepUnchangedTrades(before, [trade('b'), trade('a')])).toBe(before);
    const changed = keepUnchangedTrades(before, [trade('b', '2000'), trade('a')]) as TradeRecord[];
    expect(changed[0]?.solLamports).toBe('2000');
    expect(changed[0]).not.toBe(before[0]);
    expect(changed[1]).toBe(before[1]);
  });
});
