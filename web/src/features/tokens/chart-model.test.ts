import type { Candle } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { chartBars, liveTailFrom, minMoveFor, tickLabel } from './chart-model';

const candle = (
  time: number,
  o: number,
  h: number,
  l: number,
  c: number,
  lamports = 1_000_000_000n,
): Candle => ({
  time,
  open: o,
  high: h,
  low: l,
  close: c,
  volumeLamports: lamports.toString(),
  trades: 1,
});

describe('chartBars', () => {
  it('opens each bar at the previous close, so a one-trade bucket is not a flat dash', () => {
    const bars = chartBars(
      [candle(0, 2e-8, 2e-8, 2e-8, 2e-8), candle(60, 3e-8, 3e-8, 3e-8, 3e-8)],
      'price',
      null,
    );
    expect(bars[1]).toMatchObject({ open: 2e-8, high: 3e-8, low: 2e-8, close: 3e-8 });
    expect(bars[0]).toMatchObject({ open: 2e-8, close: 2e-8 });
  });

  it('draws the market cap (price × 1B supply) and quotes price and volume in USD', () => {
    const [bar] = chartBars([candle(0, 2e-8, 3e-8, 1e-8, 2.5e-8, 500_000_000n)], 'mcap', 150);
    expect(bar?.close).toBeCloseTo(2.5e-8 * 1e9 * 150, 9);
    expect(bar?.volume).toBeCloseTo(75, 9);
  });
});

describe('minMoveFor', () => {
  it('resolves five digits below the cheapest low', () => {
    expect(minMoveFor(chartBars([candle(0, 2.8e-8, 3e-8, 2.8e-8, 2.9e-8)], 'price', null))).toBeCloseTo(
      1e-13,
      20,
    );
    expect(minMoveFor([])).toBe(0.01);
  });
});

describe('liveTailFrom', () => {
  const series = (closes: number[]) =>
    chartBars(
      closes.map((c, i) => candle(i * 60, c, c, c, c)),
      'price',
      null,
    );

  it('finds the last bar when a trade moved it or opened the next one', () => {
    const drawn = series([2e-8, 3e-8, 4e-8]);
    expect(liveTailFrom(drawn, series([2e-8, 3e-8, 5e-8]))).toBe(2);
    expect(liveTailFrom(drawn, series([2e-8, 3e-8, 4e-8, 6e-8]))).toBe(2);
  });

  it('asks for a full redraw when earlier bars, the window, the scale or the first draw changed', () => {
    const drawn = series([2e-8, 3e-8, 4e-8]);
    expect(liveTailFrom(drawn, series([2.5e-8, 3e-8, 4e-8]))).toBeNull();
    expect(
      liveTailFrom(
        drawn,
        series([3e-8, 4e-8, 5e-8]).map((b) => ({ ...b, time: b.time + 60 })),
      ),
    ).toBeNull();
    expect(liveTailFrom(drawn, series([2e-8, 3e-8, 4e-8, 5e-8, 6e-8]))).toBeNull();
    expect(liveTailFrom(drawn, series([2e-8, 3e-8]))).toBeNull();
    expect(liveTailFrom([], drawn)).toBeNull();
  });
});

describe('tickLabel', () => {
  // 2026-11-27 05:03:09 UTC
  const t = Date.UTC(2026, 10, 27, 5, 3, 9) / 1000;
  it('labels each kind of tick as the library default did, from the UTC time', () => {
    expect([0, 1, 2, 3, 4].map((type) => tickLabel(t, type))).toEqual([
      '2026',
      'Nov',
      '27',
      '05:03',
      '05:03:09',
    ]);
  });
  it('writes midnight as 00, never 24', () => {
    expect(tickLabel(Date.UTC(2026, 0, 1) / 1000, 3)).toBe('00:00');
  });
});
