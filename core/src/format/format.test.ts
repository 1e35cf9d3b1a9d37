import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatSol, shortenAddress, shortenAddressesIn, solToLamports } from '.';

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

describe('shortenAddressesIn', () => {
  it('shortens every address and signature in a sentence and leaves the words', () => {
    expect(
      shortenAddressesIn(
        'mint So11111111111111111111111111111111111111112: mintAuthority = EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v, 50.0% of supply',
      ),
    ).toBe('mint So11…1112: mintAuthority = EPjF…Dt1v, 50.0% of supply');
  });
});
