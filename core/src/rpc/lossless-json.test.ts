import { parseJsonWithBigInts as kitParse } from '@solana/rpc-spec-types';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless, parseJsonWithBigInts } from './lossless-json';

describe('parseJsonLossless', () => {
  it('turns integers beyond 2^53 into bigint and leaves the rest alone', () => {
    const parsed = parseJsonLossless(
      '{"a":18446744073709551615,"b":12,"c":"99999999999999999999","d":-1.5e3}',
    );
    expect(parsed).toEqual({ a: 18446744073709551615n, b: 12, c: '99999999999999999999', d: -1500 });
  });

  it('does not touch digits inside strings with escapes', () => {
    expect(parseJsonLossless('["\\"12345678901234567890",1]')).toEqual(['"12345678901234567890', 1]);
  });

  it('throws on invalid JSON', () => {
    expect(() => parseJsonLossless('{')).toThrow();
  });
});

describe('parseJsonWithBigInts', () => {
  /** A seeded random JSON text: objects, arrays, strings with escapes and digits, every kind of number literal. */
  function randomJson(seed: number): string {
    let s = seed;
    const rnd = () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return s / 2147483648;
    };
    const numbers = [
      '0',
      '-0',
      '7',
      '-42',
      '18446744073709551615',
      '1.5',
      '-2.25e-3',
      '1e3',
      '2E+2',
      '3e-1',
      '1.0',
      '9007199254740993',
    ];
    const strings = [
      '',
      'plain',
      'with \\"quote\\"',
      'back\\\\slash',
      '12345',
      '-1.5',
      'e3',
      'tab\\t',
      'uni\\u0041',
    ];
    const value = (depth: number): string => {
      const r = rnd();
      if (depth > 3 || r < 0.35) return numbers[Math.floor(rnd() * numbers.length)] as string;
      if (r < 0.55) return `"${strings[Math.floor(rnd() * strings.length)]}"`;
      if (r < 0.6) return ['true', 'false', 'null'][Math.floor(rnd() * 3)] as string;
      const n = Math.floor(rnd() * 5);
      if (r < 0.8) return `[${Array.from({ length: n }, () => value(depth + 1)).join(', ')}]`;
      return `{${Array.from({ length: n }, (_, i) => `"k${i}${strings[i % strings.length]}": ${value(depth + 1)}`).join(',')}}`;
    };
    return value(0);
  }

  it('parses exactly as kit does: integers as bigint, other numbers as number', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = randomJson(seed);
      expect(parseJsonWithBigInts(text), text).toEqual(kitParse(text));
    }
    expect(parseJsonWithBigInts('{"a":1,"b":[1.5,2e3,-3],"c":"4"}')).toEqual({
      a: 1n,
      b: [1.5, 2000n, -3n],
      c: '4',
    });
  });

  it('throws on invalid JSON', () => {
    expect(() => parseJsonWithBigInts('{"a":')).toThrow();
  });
});
