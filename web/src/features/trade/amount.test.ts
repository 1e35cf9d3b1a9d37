import { MAX_SLIPPAGE_BPS } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { bpsLabel, formatUnits, parseAmount, parseSlippagePct, unitsToInput } from './amount';

describe('parseAmount', () => {
  it('turns SOL text into exact lamports', () => {
    expect(parseAmount('1.5', 9)).toBe(1_500_000_000n);
    expect(parseAmount('0.000000001', 9)).toBe(1n);
    expect(parseAmount('.25', 9)).toBe(250_000_000n);
    expect(parseAmount('3,5', 9)).toBe(3_500_000_000n);
    expect(parseAmount(' 2 ', 9)).toBe(2_000_000_000n);
    expect(parseAmount('1 000_000,5', 9)).toBe(1_000_000_500_000_000n);
  });

  it('keeps token amounts at 6 decimals without float error', () => {
    expect(parseAmount('0.1', 6)).toBe(100_000n);
    expect(parseAmount('1000000.000001', 6)).toBe(1_000_000_000_001n);
    // 0.1 + 0.2 style values stay exact
    expect(parseAmount('0.3', 6)).toBe(300_000n);
  });

  it('refuses too many decimals, signs, exponents and junk', () => {
    expect(parseAmount('0.0000001', 6)).toBeNull();
    expect(parseAmount('-1', 9)).toBeNull();
    expect(parseAmount('1e3', 9)).toBeNull();
    expect(parseAmount('abc', 9)).toBeNull();
    expect(parseAmount('', 9)).toBeNull();
    expect(parseAmount('.', 9)).toBeNull();
    expect(parseAmount('1.2.3', 9)).toBeNull();
  });

  it('refuses amounts beyond a u64', () => {
    expect(parseAmount('18446744073.709551615', 9)).toBe(0xffff_ffff_ffff_ffffn);
    expect(parseAmount('18446744073.709551616', 9)).toBeNull();
  });
});

describe('formatUnits', () => {
  it('shows base units as grouped decimals, rounding down', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1_234_567_890_000n, 6)).toBe('1,234,567.89');
    expect(formatUnits(1_999_999_999n, 9, 4)).toBe('1.9999');
    expect(formatUnits(0n, 9)).toBe('0');
    expect(unitsToInput(1_234_567_890_000n, 6)).toBe('1234567.89');
  });
});

describe('slippage', () => {
  it('parses a custom percentage into bps', () => {
    expect(parseSlippagePct('0.5')).toBe(50);
    expect(parseSlippagePct('12.25%')).toBe(1225);
    expect(parseSlippagePct('0')).toBe(0);
  });

  it('refuses more than the venue accepts, or more than two decimals', () => {
    expect(parseSlippagePct(String(MAX_SLIPPAGE_BPS / 100))).toBe(MAX_SLIPPAGE_BPS);
    expect(parseSlippagePct('50.01')).toBeNull();
    expect(parseSlippagePct('0.125')).toBeNull();
    expect(parseSlippagePct('x')).toBeNull();
  });

  it('labels bps as a percentage', () => {
    expect(bpsLabel(50)).toBe('0.5%');
    expect(bpsLabel(500)).toBe('5%');
  });
});
