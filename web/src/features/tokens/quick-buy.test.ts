import { describe, expect, it } from 'vitest';
import { DEFAULT_QUICK_BUY_SOL, quickBuyLamports, readQuickBuySol, saveQuickBuySol } from './quick-buy';

describe('quick-buy size', () => {
  it('reads a typed SOL size as exact lamports', () => {
    expect(quickBuyLamports('0.1')).toBe(100_000_000n);
    expect(quickBuyLamports(' 0.25 ')).toBe(250_000_000n);
    expect(quickBuyLamports('0.000000001')).toBe(1n);
    expect(quickBuyLamports('100')).toBe(100_000_000_000n);
  });

  it('refuses zero, more than 100 SOL, more than 9 decimals and text', () => {
    for (const bad of ['0', '0.0', '', '100.000000001', '0.0000000001', 'abc', '-1', '1e3'])
      expect(quickBuyLamports(bad)).toBeNull();
  });

  it('keeps a valid size and refuses an invalid one (the default where storage is missing)', () => {
    expect(readQuickBuySol()).toBe(DEFAULT_QUICK_BUY_SOL);
    expect(saveQuickBuySol('1000')).toBe(false);
    expect(saveQuickBuySol('0.5')).toBe(true);
  });
});
