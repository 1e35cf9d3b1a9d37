import type { Candle } from '@solpad/core/schemas';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { priceSolText } from './format';

/** Axis prices: one more significant digit than the page's prices, so ticks of a narrow range stay distinct. */
function axisPrice(p: number): string {
  if (p !== 0 && Math.abs(p) < 0.01) return p.toExponential(3);
  return priceSolText(p);
}

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
 * The token's candles (lightweight-charts; this module is loaded lazily so the library stays out of the
 * route's first chunk). Prices are SOL per token; volume bars under them. Follows the theme.
 */
export default function PriceChart({ candles, label }: { candles: readonly Candle[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<{ price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> } | null>(null);
  const dark = useIsDark();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, attributionLogo: false },
      timeScale: { timeVisible: true, secondsVisible: false },
      localization: { priceFormatter: axisPrice },
    });
    const price = c.addSeries(CandlestickSeries, {
      upColor: '#10b981',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#10b981',
      wickDownColor: '#ef4444',
      priceFormat: { type: 'custom', formatter: axisPrice, minMove: 1e-12 },
    });
    const volume = c.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
      color: 'rgba(139,92,246,0.35)',
    });
    c.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    price.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.25 } });
    chart.current = c;
    series.current = { price, volume };
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

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
    if (!s) return;
    s.price.setData(
      candles.map((c) => ({
        time: c.time as UTCTimestamp,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
      })),
    );
    s.volume.setData(
      candles.map((c) => ({
        time: c.time as UTCTimestamp,
        value: Number(BigInt(c.volumeLamports)) / 1e9,
        color: c.close >= c.open ? 'rgba(16,185,129,0.35)' : 'rgba(239,68,68,0.35)',
      })),
    );
    chart.current?.timeScale().fitContent();
  }, [candles]);

  return <div ref={box} role="img" aria-label={label} className="h-72 w-full sm:h-80" />;
}
