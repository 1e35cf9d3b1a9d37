import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatChangePct,
  formatCompact,
  formatCompactSignificant,
  formatCount,
  formatDecimal,
  formatInteger,
  formatPrice,
  formatPriceTicks,
  formatQuotedPrice,
  formatQuotedValue,
  formatSolAmount,
  parseFormattedPrice,
} from '.';

/** Any finite double, the extremes (subnormals, 1.8e308) and negative zero included. */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
/**
 * Finite doubles up to 1e300: Intl writes at most 17 significant digits, and at the very top of the double
 * range ("179,769,313,486,231,600,…" for the largest one) those rounded digits no longer fit back in a double.
 */
const readable = fc.double({ min: -1e300, max: 1e300, noNaN: true });

/** Half a unit of the last digit a formatted figure shows: the most its rounding can have moved the value. */
function halfUnit(text: string): number {
  const body = text.replace(/^[-$]+/, '').replace(/ SOL$/, '');
  const suffix = /[KMBT]$/.exec(body)?.[0];
  const scale = suffix ? { K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[suffix as 'K'] : 1;
  const sub = /^0\.0([₀-₉]+)(\d+)$/.exec(body);
  if (sub) {
    const zeros = Number([...(sub[1] as string)].map((c) => '₀₁₂₃₄₅₆₇₈₉'.indexOf(c)).join(''));
    return 0.5 * 10 ** -(zeros + (sub[2] as string).length);
  }
  const frac = /\.(\d+)/.exec(body)?.[1] ?? '';
  return 0.5 * 10 ** -frac.length * scale;
}

describe('formatPrice', () => {
  it('writes 4 zeros or more after "0." as a subscript count, with 4 significant digits', () => {
    expect(formatPrice(0.000002842)).toBe('0.0₅2842');
    expect(formatPrice(2.842e-8)).toBe('0.0₇2842');
    expect(formatPrice(0.00001234)).toBe('0.0₄1234');
    expect(formatPrice(2.8e-8)).toBe('0.0₇28');
    expect(formatPrice(1.5e-15)).toBe('0.0₁₄15');
  });

  it('writes fewer zeros out, and keeps at least 2 decimals', () => {
    expect(formatPrice(0.0001234)).toBe('0.0001234');
    expect(formatPrice(0.001234)).toBe('0.001234');
    expect(formatPrice(0.5)).toBe('0.50');
    expect(formatPrice(0.12345678)).toBe('0.1235');
    expect(formatPrice(0.99996)).toBe('1.00');
  });

  it('groups prices from 1 and suffixes them from a million', () => {
    expect(formatPrice(1.23456)).toBe('1.235');
    expect(formatPrice(12.3456)).toBe('12.35');
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice(2_500_000)).toBe('2.50M');
    expect(formatPrice(1e21)).toBe('1,000,000,000.00T');
    expect(formatPrice(-0.000002842)).toBe('-0.0₅2842');
  });

  it('shows 0 as "0" and what is not a number as "—"', () => {
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(-0)).toBe('0');
    expect(formatPrice(Number.NaN)).toBe('—');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('never writes scientific notation, for any finite number', () => {
    fc.assert(
      fc.property(finite, (x) => {
        expect(formatPrice(x)).not.toMatch(/e/i);
        expect(formatCompact(x)).not.toMatch(/e/i);
        expect(formatQuotedPrice(x, 'usd', 150)).not.toMatch(/e/i);
        expect(formatQuotedValue(x, 'sol', null)).not.toMatch(/e/i);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads back within half a unit of its last digit', () => {
    fc.assert(
      fc.property(readable, (x) => {
        const text = formatPrice(x);
        const back = parseFormattedPrice(text);
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - x)).toBeLessThanOrEqual(halfUnit(text) + Math.abs(x) * 1e-12);
      }),
      { numRuns: 5000 },
    );
  });

  it('is monotone: a larger price never reads back smaller', () => {
    fc.assert(
      fc.property(readable, readable, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parseFormattedPrice(formatPrice(lo)) as number).toBeLessThanOrEqual(
          parseFormattedPrice(formatPrice(hi)) as number,
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('is monotone across the rule boundaries (1e-4 zeros, 1, a million)', () => {
    const near = fc.oneof(
      fc.double({ min: 0.00009, max: 0.00011, noNaN: true }),
      fc.double({ min: 0.9999, max: 1.0001, noNaN: true }),
      fc.double({ min: 999_990, max: 1_000_010, noNaN: true }),
    );
    fc.assert(
      fc.property(near, near, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parseFormattedPrice(formatPrice(lo)) as number).toBeLessThanOrEqual(
          parseFormattedPrice(formatPrice(hi)) as number,
        );
      }),
    );
  });
});

describe('formatCompact', () => {
  it('uses K, M, B and T at 1e3, 1e6, 1e9 and 1e12', () => {
    expect(formatCompact(999)).toBe('999.00');
    expect(formatCompact(1_000)).toBe('1.00K');
    expect(formatCompact(2_500_000)).toBe('2.50M');
    expect(formatCompact(7_000_000_000)).toBe('7.00B');
    expect(formatCompact(3.2e12)).toBe('3.20T');
  });

  it('rounds before choosing the suffix: 999,999 is 1.00M, not 1000.00K', () => {
    expect(formatCompact(999_999)).toBe('1.00M');
    expect(formatCompact(999.999)).toBe('1.00K');
    expect(formatCompact(-999_999)).toBe('-1.00M');
  });

  it('reads back within half a unit of its last digit', () => {
    fc.assert(
      fc.property(readable, (x) => {
        const text = formatCompact(x);
        const back = parseFormattedPrice(text) as number;
        expect(Math.abs(back - x)).toBeLessThanOrEqual(halfUnit(text) + Math.abs(x) * 1e-12);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCompactSignificant', () => {
  it('keeps 4 significant digits, suffixed from 1e3', () => {
    expect(formatCompactSignificant(4194.5)).toBe('4.195K');
    expect(formatCompactSignificant(4200)).toBe('4.20K');
    expect(formatCompactSignificant(0.0075)).toBe('0.0075');
    expect(formatCompactSignificant(-2_345_678)).toBe('-2.346M');
  });
});

describe('formatQuotedPrice and formatQuotedValue', () => {
  it('quotes a SOL price in USD at the SOL price, or in SOL', () => {
    expect(formatQuotedPrice(2.842e-8, 'usd', 150)).toBe('$0.0₅4263');
    expect(formatQuotedPrice(2.842e-8, 'sol', 150)).toBe('0.0₇2842 SOL');
    expect(formatQuotedPrice(-0.5, 'usd', 2)).toBe('-$1.00');
  });

  it('quotes market caps compact: "$4.26K" or "28.42 SOL"', () => {
    expect(formatQuotedValue(28.42, 'usd', 150)).toBe('$4.26K');
    expect(formatQuotedValue(28.42, 'sol', 150)).toBe('28.42 SOL');
  });

  it('shows "—" for USD while the SOL price is unknown, never a guess', () => {
    expect(formatQuotedPrice(1, 'usd', null)).toBe('—');
    expect(formatQuotedValue(1, 'usd', null)).toBe('—');
    expect(formatQuotedValue(1, 'sol', null)).toBe('1.00 SOL');
  });

  it('reads back as what it quotes', () => {
    expect(parseFormattedPrice('$0.0₅4263')).toBeCloseTo(4.263e-6, 12);
    expect(parseFormattedPrice('28.42K SOL')).toBe(28_420);
    expect(parseFormattedPrice('-$1,234.50')).toBe(-1234.5);
    expect(parseFormattedPrice('2.86e-8 SOL')).toBeNull();
  });
});

describe('formatSolAmount', () => {
  it('rounds half up on integers, 4 decimals, grouped', () => {
    // The same sale read 0.3469 in the trade table (rounded down) and 0.3470 in the portfolio: now one rule.
    expect(formatSolAmount(346_950_000n)).toBe('0.3470');
    expect(formatSolAmount(346_949_999n)).toBe('0.3469');
    expect(formatSolAmount(1_234_567_890_000n)).toBe('1,234.5679');
    expect(formatSolAmount(-1_500_000_000n)).toBe('-1.5000');
    expect(formatSolAmount(123_456_789_012_345_678n)).toBe('123,456,789.0123');
  });

  it('signs a PnL, and a zero stays unsigned', () => {
    expect(formatSolAmount(2_000_000n, { signed: true })).toBe('+0.0020');
    expect(formatSolAmount(-2_000_000n, { signed: true })).toBe('−0.0020');
    expect(formatSolAmount(-20n, { signed: true })).toBe('0.0000');
    expect(formatSolAmount(-20n)).toBe('0.0000');
  });
});

describe('formatPriceTicks', () => {
  it('adds digits until ticks of a narrow range are all distinct', () => {
    const ticks = [2.842e-8, 2.8425e-8, 2.843e-8, 2.8435e-8, 2.844e-8];
    const labels = formatPriceTicks(ticks);
    expect(new Set(labels).size).toBe(5);
    expect(labels[0]).toBe('0.0₇2842');
    expect(labels[1]).toBe('0.0₇28425');
  });

  it('labels float noise at the floor as a true 0', () => {
    expect(formatPriceTicks([1.323e-23, 1e-8, 2e-8, 3e-8])).toEqual(['0', '0.0₇1', '0.0₇2', '0.0₇3']);
  });

  it('writes market caps compact', () => {
    expect(formatPriceTicks([4000, 4250, 4500], { compact: true })).toEqual(['4.00K', '4.25K', '4.50K']);
  });

  it('tells any evenly spaced ticks apart', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-15, max: 1e12, noNaN: true }),
        fc.double({ min: 1e-8, max: 1, noNaN: true }),
        fc.integer({ min: 2, max: 12 }),
        (start, relStep, n) => {
          const ticks = Array.from({ length: n }, (_, i) => start + i * start * relStep);
          const labels = formatPriceTicks(ticks);
          expect(new Set(labels).size).toBe(n);
          for (const l of labels) expect(l).not.toMatch(/e/i);
        },
      ),
    );
  });
});

describe('formatChangePct', () => {
  it('signs with a true minus, one decimal under 100 % and whole percents from there', () => {
    expect(formatChangePct(4.25)).toBe('+4.3%');
    expect(formatChangePct(-12)).toBe('−12.0%');
    expect(formatChangePct(0)).toBe('0.0%');
    expect(formatChangePct(136.88)).toBe('+137%');
    expect(formatChangePct(12_345.6)).toBe('+12,346%');
    expect(formatChangePct(Number.NaN)).toBe('—');
  });
});

describe('formatInteger and the grouping under every figure', () => {
  it('groups integers by thousands without Intl, as en-US does', () => {
    expect([0, 7, 999, 1000, -1234567, 12.9].map((n) => formatInteger(n))).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '-1,234,567',
      '12',
    ]);
    expect(formatInteger(123456789012345678901234n)).toBe('123,456,789,012,345,678,901,234');
    expect(formatInteger(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect([Number.NaN, Number.POSITIVE_INFINITY].map((n) => formatInteger(n))).toEqual(['—', '—']);
  });

  it('rounds and groups fixed decimals exactly as Intl does (the decimal that reads back, ties away from 0)', () => {
    const intl = (v: number, d: number) =>
      new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);
    // Below 1,000 formatCompact is plain fixed-decimal formatting.
    for (const v of [0, 1.005, 2.675, 0.5, 1.5, 2.5, 0.045, 999.49, 5e-7, 0.000123456])
      for (const d of [0, 1, 2, 4, 6]) expect(formatCompact(v, d), `${v} to ${d}`).toBe(intl(v, d));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 998, noNaN: true }), fc.integer({ min: 0, max: 8 }), (v, d) => {
        expect(formatCompact(v, d)).toBe(intl(v, d));
      }),
      { numRuns: 2000 },
    );
    expect(formatCompact(1.005, 2)).toBe('1.01');
  });

  it('writes decimals up to a number of places as toLocaleString does, without Intl', () => {
    fc.assert(
      fc.property(
        // A literal -0 reads "0" here (Intl writes "-0").
        fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((v) => !Object.is(v, -0)),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        (v, max, min) => {
          const lo = Math.min(min, max);
          const intl = v.toLocaleString('en-US', { minimumFractionDigits: lo, maximumFractionDigits: max });
          // Intl writes a negative value that rounds to zero as "-0"; so does this.
          expect(formatDecimal(v, max, lo)).toBe(intl);
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatDecimal(1234.5, 2)).toBe('1,234.5');
    expect(formatDecimal(1234.5, 2, 2)).toBe('1,234.50');
  });

  it('counts whole below 1,000 and compact from there, at most one decimal', () => {
    expect([0, 999, 999.6, 1000, 1234, 56_789, 3_000_000, -1500].map(formatCount)).toEqual([
      '0',
      '999',
      '1K',
      '1K',
      '1.2K',
      '56.8K',
      '3M',
      '-1.5K',
    ]);
  });

  it('writes a change of 100 % and more in whole, grouped percents', () => {
    expect(formatChangePct(12_345.4)).toBe('+12,345%');
  });
});
