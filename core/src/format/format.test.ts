import { describe, expect, it } from 'vitest';
import { formatCompact, formatPrice, formatRelativeTime, formatSol, shortenAddress, solToLamports } from '.';

describe('formatSol', () => {
  it('shows lamports / 1e9 to 4 decimals', () => {
    expect(formatSol(5_000_000_000n)).toBe('5.0000');
    expect(formatSol(1_234_567_890n)).toBe('1.2346');
    expect(formatSol(0n)).toBe('0.0000');
    expect(formatSol(49_999n)).toBe('0.0000');
    expect(formatSol(50_000n)).toBe('0.0001');
  });

  it('is exact for amounts beyond 2^53', () => {
    expect(formatSol(123_456_789_012_345_678n)).toBe('123456789.0123');
  });
});

describe('solToLamports', () => {
  it('parses up to 9 decimals and refuses anything else', () => {
    expect(solToLamports('1.5')).toBe(1_500_000_000n);
    expect(solToLamports('0.000000001')).toBe(1n);
    expect(solToLamports('0.0000000001')).toBeNull();
    expect(solToLamports('-1')).toBeNull();
    expect(solToLamports('1e3')).toBeNull();
  });
});

describe('formatCompact', () => {
  it('uses K, M and B at 1e3, 1e6 and 1e9', () => {
    expect(formatCompact(999)).toBe('999.00');
    expect(formatCompact(1_000)).toBe('1.00K');
    expect(formatCompact(2_500_000)).toBe('2.50M');
    expect(formatCompact(7_000_000_000)).toBe('7.00B');
  });
});

describe('formatPrice', () => {
  it('uses exponential notation below 0.01', () => {
    expect(formatPrice(0.000000028)).toBe('2.80e-8');
    expect(formatPrice(0.0099)).toBe('9.90e-3');
    expect(formatPrice(0.5)).toBe('0.5000');
    expect(formatPrice(12.345)).toBe('12.35');
  });
});

describe('shortenAddress and formatRelativeTime', () => {
  it('shortens an address to its ends', () => {
    expect(shortenAddress('So11111111111111111111111111111111111111112')).toBe('So11…1112');
  });

  it('says how long ago', () => {
    const now = 1_000_000_000;
    expect(formatRelativeTime(now - 10_000, now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5m ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3h ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2d ago');
  });
});
