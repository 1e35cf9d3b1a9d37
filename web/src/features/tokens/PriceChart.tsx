import { formatCompactSignificant, formatPrice, formatPriceTicks } from '@solpad/core/format';
import type { Candle } from '@solpad/core/schemas';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type MouseEventParams,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { nextTask } from '../../lib/next-task';
import {
  type ChartBar,
  type ChartMode,
  chartBars,
  chartScale,
  liveTailFrom,
  minMoveFor,
  tickLabel,
} from './chart-model';

/** Pixels around the live price tag in which the axis's own tick labels are left out (the tag shows it). */
const TAG_CLEARANCE_PX = 12;

function palette(dark: boolean) {
  return dark
    ? { text: '#a1a1aa', grid: 'rgba(255,255,255,0.06)', border: 'rgba(255,255,255,0.12)' }
    : { text: '#52525e', grid: 'rgba(20,20,40,0.07)', border: 'rgba(20,20,40,0.15)' };
}

function useIsDark(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const html = document.documentElement;
    const observer = new MutationObserver(() => setDark(html.classList.contains('dark')));
    observer.observe(html, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

/**
 * The OHLC and volume of the bar under the crosshair (the last bar otherwise), in a line above the chart: laid
 * over the chart it covered the live price tag on a phone.
 */
function Readout({ bar, unit, mode }: { bar: ChartBar | null; unit: 'USD' | 'SOL'; mode: ChartMode }) {
  if (!bar) return null;
  const v = (n: number) =>
    `${unit === 'USD' ? '$' : ''}${mode === 'mcap' ? formatCompactSignificant(n) : formatPrice(n)}`;
  const up = bar.close >= bar.open;
  const items: [string, string][] = [
    ['O', v(bar.open)],
    ['H', v(bar.high)],
    ['L', v(bar.low)],
    ['C', v(bar.close)],
  ];
  return (
    <div
      data-testid="chart-ohlc"
      className="flex min-h-5 flex-wrap gap-x-2.5 gap-y-0.5 px-1 pb-1 text-[11px] tabular-nums"
    >
      {items.map(([k, value]) => (
        <span key={k}>
          <span className="text-subtle">{k} </span>
          <span className={up ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}>
            {value}
          </span>{' '}
        </span>
      ))}
      <span>
        <span className="text-subtle">Vol </span>
        {unit === 'USD'
          ? `$${formatCompactSignificant(bar.volume)}`
          : `${formatCompactSignificant(bar.volume)} SOL`}{' '}
      </span>
      <span className="text-subtle">
        {bar.trades} {bar.trades === 1 ? 'trade' : 'trades'}
      </span>
    </div>
  );
}

const candleOf = (b: ChartBar) => ({
  time: b.time as UTCTimestamp,
  open: b.open,
  high: b.high,
  low: b.low,
  close: b.close,
});
const volumeOf = (b: ChartBar) => ({
  time: b.time as UTCTimestamp,
  value: b.volume,
  color: b.close >= b.open ? 'rgba(16,185,129,0.45)' : 'rgba(239,68,68,0.45)',
});

type Drawn = { bars: readonly ChartBar[]; minMove: number };

/**
 * Puts `bars` on the series: a live trade moved the last bar or added one → those bars are updated in place
 * (`update`); anything else → every bar is set again. Returns what the series now hold.
 */
function draw(
  chart: IChartApi,
  s: { price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> },
  formats: { formatter: (p: number) => string; tickmarksFormatter: (prices: number[]) => string[] },
  prev: Drawn | null,
  bars: readonly ChartBar[],
): Drawn {
  const minMove = minMoveFor(bars);
  if (prev?.minMove !== minMove)
    s.price.applyOptions({ priceFormat: { type: 'custom', minMove, ...formats } });
  const tail = prev ? liveTailFrom(prev.bars, bars) : null;
  if (tail !== null) {
    for (const b of bars.slice(tail)) {
      s.price.update(candleOf(b));
      s.volume.update(volumeOf(b));
    }
    // A new bar: the whole series stays in view, as after a full draw.
    if (bars.length > (prev?.bars.length ?? 0)) chart.timeScale().fitContent();
  } else {
    s.price.setData(bars.map(candleOf));
    s.volume.setData(bars.map(volumeOf));
    chart.timeScale().fitContent();
  }
  return { bars, minMove };
}

type Formats = { formatter: (p: number) => string; tickmarksFormatter: (prices: number[]) => string[] };
type Series = { price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> };

/**
 * The price axis's formatters (set once; they read the current mode and the live tag's price through `live`):
 * core's price formatter, leaving out the tick labels the live tag or the pane's edges would cut.
 */
function chartFormats(
  el: HTMLDivElement,
  live: RefObject<{ mode: ChartMode; last: number | null }>,
  series: RefObject<Series | null>,
  chart: RefObject<IChartApi | null>,
): Formats {
  const formatter = (p: number) =>
    live.current.mode === 'mcap' ? formatCompactSignificant(p) : formatPrice(p);
  const tickmarksFormatter = (prices: number[]) => {
    const labels = formatPriceTicks(prices, { compact: live.current.mode === 'mcap' });
    // A tick right under the live price tag would be half covered by it: the tag already says the price.
    const last = live.current.last;
    const candlesSeries = series.current?.price;
    const height = chart.current?.paneSize().height ?? 0;
    const tagY = last === null || !candlesSeries ? null : candlesSeries.priceToCoordinate(last);
    const shown = labels.map((l, i) => {
      const y = candlesSeries?.priceToCoordinate(prices[i] as number) ?? null;
      if (y === null) return l;
      // Under the live price tag, or half cut off by the pane's top or bottom edge: left out.
      const edge = TAG_CLEARANCE_PX / 2;
      const clipped = y < edge || (height > 0 && y > height - edge);
      return (tagY !== null && Math.abs(y - tagY) < TAG_CLEARANCE_PX) || clipped ? '' : l;
    });
    // What the axis shows, for the page's tests and for anyone inspecting it.
    el.dataset.axisLabels = shown.filter(Boolean).join('|');
    return shown;
  };
  return { formatter, tickmarksFormatter };
}

/** The candlestick series (formatted by `formats`) and the volume histogram in the bottom fifth. */
function addSeries(c: IChartApi, formats: Formats): Series {
  const { formatter, tickmarksFormatter } = formats;
  const price = c.addSeries(CandlestickSeries, {
    upColor: '#10b981',
    downColor: '#ef4444',
    borderVisible: false,
    wickUpColor: '#10b981',
    wickDownColor: '#ef4444',
    priceFormat: { type: 'custom', formatter, tickmarksFormatter, minMove: 1e-12 },
  });
  const volume = c.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
    color: 'rgba(139,92,246,0.35)',
  });
  // Volume in the bottom fifth; the bars above it, clear of the top edge.
  c.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  price.priceScale().applyOptions({ scaleMargins: { top: 0.12, bottom: 0.25 } });
  return { price, volume };
}

/**
 * The live tag: the price now (the header's figure), or the last trade's when it is unknown; a new price moves
 * the tag that is there.
 */
function syncSpotLine(
  price: ISeriesApi<'Candlestick'>,
  spotLine: RefObject<IPriceLine | null>,
  spot: number | null,
) {
  if (spot !== null && spotLine.current) {
    spotLine.current.applyOptions({ price: spot });
    return;
  }
  if (spotLine.current) price.removePriceLine(spotLine.current);
  spotLine.current = null;
  price.applyOptions({ lastValueVisible: spot === null, priceLineVisible: spot === null });
  if (spot !== null)
    spotLine.current = price.createPriceLine({
      price: spot,
      color: '#10b981',
      lineWidth: 1,
      lineStyle: LineStyle.Dotted,
      axisLabelVisible: true,
      title: '',
    });
}

/** PriceChart's props. */
interface PriceChartProps {
  candles: readonly Candle[];
  /** The time axis shows seconds (1 s candles). */
  seconds?: boolean;
  label: string;
  mode: ChartMode;
  /**
   * The token's price now (SOL per token), the figure the page's header and the list show: the live tag sits at
   * it. Candles plot what trades paid, which after a trade differs from the curve's price now.
   */
  spotSol: number | null;
  /** USD per SOL to draw USD; null draws SOL. */
  usdPerSol: number | null;
}

/**
 * The token's candles (lightweight-charts; this module is loaded lazily so the library stays out of the
 * route's first chunk): price or market cap in SOL or USD, volume bars below, a crosshair with the bar's OHLC.
 * The axis is labelled by core's price formatter (never an exponent; as many digits as tell the ticks apart;
 * the floor is a true 0) and leaves out the tick labels the live price tag would cover. Follows the theme.
 */
function PriceChart({ candles, label, mode, usdPerSol, spotSol, seconds = false }: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<{ price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> } | null>(null);
  const dark = useIsDark();
  const bars = useMemo(() => chartBars(candles, mode, usdPerSol), [candles, mode, usdPerSol]);
  const byTime = useMemo(() => new Map(bars.map((b) => [b.time, b])), [bars]);
  const [hovered, setHovered] = useState<ChartBar | null>(null);
  // The series exist (made a task after the chart, see the first effect).
  const [ready, setReady] = useState(false);
  // The formatters are set once; they read the current mode and last close through this ref.
  const spot = spotSol === null ? null : spotSol * chartScale(mode, usdPerSol);
  const tagAt = spot ?? bars.at(-1)?.close ?? null;
  const live = useRef({ mode, last: tagAt });
  live.current = { mode, last: tagAt };
  const spotLine = useRef<IPriceLine | null>(null);
  // What the series hold now (a live trade updates the bars it changed, see `draw`).
  const drawn = useRef<Drawn | null>(null);
  const formats = useRef<{
    formatter: (p: number) => string;
    tickmarksFormatter: (prices: number[]) => string[];
  } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, attributionLogo: false },
      // A young token has a few bars: fitted to the width they would be slabs, so their width is capped.
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        maxBarSpacing: 24,
        rightOffset: 3,
        tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time as number, type),
      },
      crosshair: { mode: CrosshairMode.Normal },
    });
    chart.current = c;
    // The series and their bars come in a task of their own: made with the chart and drawn at once, the chart's
    // start was one task of ~160 ms on a phone (4× CPU), the page's longest; in two the main thread answers a tap
    // in between.
    let removed = false;
    void nextTask().then(() => {
      if (removed) return;
      const f = chartFormats(el, live, series, chart);
      formats.current = f;
      series.current = addSeries(c, f);
      setReady(true);
    });
    return () => {
      removed = true;
      c.remove();
      chart.current = null;
      series.current = null;
      spotLine.current = null;
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const onMove = (param: MouseEventParams) => {
      setHovered(param.time === undefined ? null : (byTime.get(param.time as number) ?? null));
    };
    c.subscribeCrosshairMove(onMove);
    return () => c.unsubscribeCrosshairMove(onMove);
  }, [byTime]);

  useEffect(() => {
    chart.current?.applyOptions({ timeScale: { secondsVisible: seconds } });
  }, [seconds]);

  useEffect(() => {
    const p = palette(dark);
    chart.current?.applyOptions({
      layout: { textColor: p.text },
      grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
      rightPriceScale: { borderColor: p.border },
      timeScale: { borderColor: p.border },
    });
  }, [dark]);

  useEffect(() => {
    const s = series.current;
    const f = formats.current;
    if (!ready || !s || !f || !chart.current) return;
    drawn.current = draw(chart.current, s, f, drawn.current, bars);
  }, [bars, ready]);

  useEffect(() => {
    const s = series.current;
    if (!s || !ready) return;
    syncSpotLine(s.price, spotLine, spot);
  }, [spot, ready]);

  return (
    <div>
      <Readout bar={hovered ?? bars.at(-1) ?? null} unit={usdPerSol === null ? 'SOL' : 'USD'} mode={mode} />
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="h-72 w-full sm:h-80"
        data-live-price={
          tagAt === null ? undefined : mode === 'mcap' ? formatCompactSignificant(tagAt) : formatPrice(tagAt)
        }
      />
    </div>
  );
}

/** Memoised: the page re-renders on every live tick, the chart only when its candles or figures change. */
export default memo(PriceChart);
