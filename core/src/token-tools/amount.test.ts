import { describe, expect, it } from 'vitest';
import { burnAmountSchema, DemoBurnAmountSchema, ExplorerQuerySchema } from '../schemas/token-tools';
import { formatTokenAmount, parseTokenAmount, U64_MAX } from './amount';

describe('parseTokenAmount', () => {
  it('turns a decimal text into base units without floats', () => {
    expect(parseTokenAmount('12.5', 6)).toBe(12_500_000n);
    expect(parseTokenAmount('0.000001', 6)).toBe(1n);
    expect(parseTokenAmount('.5', 2)).toBe(50n);
    expect(parseTokenAmount(' 7 ', 0)).toBe(7n);
    expect(parseTokenAmount('0.1', 9)).toBe(100_000_000n);
  });

  it('refuses more decimals than the mint has, signs, letters and u64 overflow', () => {
    expect(parseTokenAmount('1.0000001', 6)).toBeNull();
    expect(parseTokenAmount('-1', 6)).toBeNull();
    expect(parseTokenAmount('1e3', 6)).toBeNull();
    expect(parseTokenAmount('', 6)).toBeNull();
    expect(parseTokenAmount(U64_MAX.toString(), 0)).toBe(U64_MAX);
    expect(parseTokenAmount((U64_MAX + 1n).toString(), 0)).toBeNull();
  });

  it('reads a decimal comma and digit separators only when asked', () => {
    expect(parseTokenAmount('0,25', 6)).toBeNull();
    expect(parseTokenAmount('1 000', 6)).toBeNull();
    expect(parseTokenAmount('0,25', 6, { decimalComma: true })).toBe(250_000n);
    expect(parseTokenAmount(' 1 000_000 ', 0, { digitSeparators: true })).toBe(1_000_000n);
    expect(parseTokenAmount('1 000,5', 2, { decimalComma: true, digitSeparators: true })).toBe(100_050n);
    expect(parseTokenAmount('1,000,5', 2, { decimalComma: true })).toBeNull();
  });

  it('round-trips with formatTokenAmount', () => {
    expect(formatTokenAmount(12_500_000n, 6)).toBe('12.5');
    expect(formatTokenAmount(1_234_567_000_000n, 6)).toBe('1,234,567');
    expect(formatTokenAmount(1n, 9)).toBe('0.000000001');
    expect(formatTokenAmount(0n, 0)).toBe('0');
  });

  it('caps the fraction digits rounding down', () => {
    expect(formatTokenAmount(1_999_999_999n, 9, 4)).toBe('1.9999');
    expect(formatTokenAmount(1_000_090n, 6, 4)).toBe('1');
    expect(formatTokenAmount(-1_234_567_890n, 6, 2)).toBe('-1,234.56');
  });
});

describe('burnAmountSchema', () => {
  const schema = burnAmountSchema(6, 5_000_000n);

  it('accepts an amount up to the balance and yields base units', () => {
    expect(schema.parse('5')).toBe(5_000_000n);
    expect(schema.parse('0.25')).toBe(250_000n);
  });

  it('says why an amount is refused', () => {
    const message = (text: string) => schema.safeParse(text).error?.issues[0]?.message;
    expect(message('5.000001')).toBe('The amount is more than the balance of this account');
    expect(message('0')).toBe('The amount must be more than zero');
    expect(message('0.0000001')).toBe('Enter a number with at most 6 decimals');
    expect(message('  ')).toBe('Enter an amount to burn');
    expect(burnAmountSchema(0, 10n).safeParse('1.5').error?.issues[0]?.message).toBe(
      'Enter a whole number: this token has no decimals',
    );
  });
});

describe('DemoBurnAmountSchema', () => {
  it('reads the demo amount as a number (blank is zero)', () => {
    expect(DemoBurnAmountSchema.parse('250000')).toBe(250_000);
    expect(DemoBurnAmountSchema.parse('')).toBe(0);
    expect(DemoBurnAmountSchema.safeParse('abc').success).toBe(false);
  });
});

describe('ExplorerQuerySchema', () => {
  it('trims, refuses blank queries and checks the shape per type', () => {
    expect(ExplorerQuerySchema.safeParse({ type: 'address', query: '   ' }).success).toBe(false);
    expect(
      ExplorerQuerySchema.parse({ type: 'program', query: ' TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA ' })
        .query,
    ).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(
      ExplorerQuerySchema.safeParse({
        type: 'transaction',
        query: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      }).success,
    ).toBe(false);
    expect(ExplorerQuerySchema.safeParse({ type: 'token', query: 'not an address' }).success).toBe(false);
  });
});
