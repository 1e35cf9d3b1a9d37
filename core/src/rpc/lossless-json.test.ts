import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './lossless-json';

describe('parseJsonLossless', () => {
  it('turns integers beyond 2^53 into bigint and leaves the rest alone', () => {
    const parsed = parseJsonLossless(
      '{"a":18446744073709551615,"b":12,"c":"99999999999999999999","d":-1.5e3}',
    );
    expect(parsed).toEqual({ a: 18446744073709551615n, b: 12, c: '99999999999999999999', d: -1500 });
  });

  it('does not touch digits inside strings with escapes', () => {
    expect(parseJsonLossless('["\\"12345678901234567890",1]')).toEqual(['"12345678901234567890', 1]);
    // A string ending in an escaped backslash: the quote after it closes the string, the number is a number.
    expect(parseJsonLossless('["a\\\\",18446744073709551615]')).toEqual(['a\\', 18446744073709551615n]);
  });

  it('throws on invalid JSON', () => {
    expect(() => parseJsonLossless('{')).toThrow();
  });
});
