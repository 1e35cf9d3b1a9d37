import type { Candle } from '@solpad/core/schemas';
import { marketCapSolAt } from './format';

/** What the chart draws: the price per token or the market cap (price × supply). */
export type ChartMode = 'price' | 'mcap';

/** One bar as drawn, in the chart's unit (SOL or USD; per token or market cap), volume in the quote unit. */
export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  trades: number;
}

/**
 * The candles as bars in the chart's unit. Each bar opens at the previous bar's close (as DexScreener and
 * pump.fun draw them): a bucket with one trade still shows the move that trade made, instead of a flat dash.
 * `usdPerSol` null draws SOL.
 */
/** What one SOL of price is worth on the chart's scale: × supply for market cap, × USD per SOL for USD. */
export function chartScale(mode: ChartMode, usdPerSol: number | null): number {
  return (mode === 'mcap' ? marketCapSolAt(1) : 1) * (usdPerSol ?? 1);
}

export function chartBars(candles: readonly Candle[], mode: ChartMode, usdPerSol: number | null): ChartBar[] {
  const quote = usdPerSol ?? 1;
  const scale = chartScale(mode, usdPerSol);
  const bars: ChartBar[] = [];
  let prevClose: number | null = null;
  for (const c of candles) {
    const open = prevClose ?? c.open;
    bars.push({
      time: c.time,
      open: open * scale,
      high: Math.max(c.high, open) * scale,
      low: Math.min(c.low, open) * scale,
      close: c.close * scale,
      volume: (Number(BigInt(c.volumeLamports)) / 1e9) * quote,
      trades: c.trades,
    });
    prevClose = c.close;
  }
  return bars;
}

/**
 * The smallest price step the chart's scale works in: five digits below the smallest low, so ticks and the
 * crosshair resolve 4 significant digits of the cheapest bar (a fixed 0.01 would flatten a 0.0₇28 token).
 */
export function minMoveFor(bars: readonly ChartBar[]): number {
  let min = Number.POSITIVE_INFINITY;
  for (const b of bars) if (b.low > 0 && b.low < min) min = b.low;
  if (!Number.isFinite(min)) return 0.01;
  return 10 ** (Math.floor(Math.log10(min)) - 5);
}

const sameBar = (a: ChartBar, b: ChartBar) =>
  a.time === b.time &&
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume &&
  a.trades === b.trades;

/**
 * Where `next` differs from the bars already drawn (`prev`) when it is the same series moved on by live trades
 * — only the last bar changed and at most one bar was added after it — so the chart updates those bars in place
 * instead of redrawing every bar; null when anything else changed (another interval, mode or quote, the window
 * slid): the chart then draws `next` anew.
 */
export function liveTailFrom(prev: readonly ChartBar[], next: readonly ChartBar[]): number | null {
  const last = prev.length - 1;
  if (last < 0 || next.length < prev.length || next.length > prev.length + 1) return null;
  if (next[last]?.time !== prev[last]?.time) return null;
  for (let i = 0; i < last; i++) if (!sameBar(prev[i] as ChartBar, next[i] as ChartBar)) return null;
  return last;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time axis's label of a tick at `time` (seconds, UTC as the chart keeps it) of lightweight-charts' tick
 * mark `type` (0 year, 1 month, 2 day, 3 time, 4 time with seconds): "2026", "Nov", "27", "17:11", "17:11:54" —
 * what the library's default shows, without its `toLocaleString` (the page's first Intl date formatter loads
 * ICU's locale data on the main thread while the chart first draws).
 */
export function tickLabel(time: number, type: number): string {
  const d = new Date(time * 1000);
  if (type === 0) return String(d.getUTCFullYear());
  if (type === 1) return MONTHS[d.getUTCMonth()] as string;
  if (type === 2) return String(d.getUTCDate());
  const hm = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  return type === 4 ? `${hm}:${two(d.getUTCSeconds())}` : hm;
}
