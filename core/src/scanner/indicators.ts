/**
 * Technical indicators over a price series (oldest first). Each returns null when the series is too short
 * for the indicator to mean anything — the report then says "Unknown" rather than inventing a value.
 */

/** Simple moving average of the last `period` values. */
export function sma(values: readonly number[], period: number): number | null {
  if (period <= 0 || values.length < period) return null;
  let sum = 0;
  for (let i = values.length - period; i < values.length; i++) sum += values[i] as number;
  return sum / period;
}

/**
 * Exponential moving average series (smoothing 2/(period+1)), seeded with the SMA of the first `period`
 * values; element i corresponds to values[i + period - 1]. Empty when the series is shorter than `period`.
 */
export function emaSeries(values: readonly number[], period: number): number[] {
  if (period <= 0 || values.length < period) return [];
  const k = 2 / (period + 1);
  let ema = 0;
  for (let i = 0; i < period; i++) ema += values[i] as number;
  ema /= period;
  const out = [ema];
  for (let i = period; i < values.length; i++) {
    ema = (values[i] as number) * k + ema * (1 - k);
    out.push(ema);
  }
  return out;
}

/**
 * Relative Strength Index with Wilder's smoothing (default 14 periods): 100 − 100/(1 + avgGain/avgLoss).
 * Needs period + 1 values. A series with no losses is 100, with no gains 0, flat 50.
 */
export function rsi(values: readonly number[], period = 14): number | null {
  if (period <= 0 || values.length < period + 1) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = (values[i] as number) - (values[i - 1] as number);
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < values.length; i++) {
    const d = (values[i] as number) - (values[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(d, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-d, 0)) / period;
  }
  if (gain === 0 && loss === 0) return 50;
  if (loss === 0) return 100;
  return 100 - 100 / (1 + gain / loss);
}

/** MACD line, its signal line and the histogram (line − signal). */
export interface Macd {
  macd: number;
  signal: number;
  histogram: number;
}

/**
 * MACD (fast 12, slow 26, signal 9 by default): EMA(fast) − EMA(slow), its EMA(signal), and their difference.
 * Needs slow + signal − 1 values.
 */
export function macd(values: readonly number[], fast = 12, slow = 26, signal = 9): Macd | null {
  if (values.length < slow + signal - 1) return null;
  const fastEma = emaSeries(values, fast);
  const slowEma = emaSeries(values, slow);
  // Align: slowEma[j] is at values[j + slow - 1], fastEma[j + slow - fast] at the same index.
  const line = slowEma.map((s, j) => (fastEma[j + slow - fast] as number) - s);
  const signalEma = emaSeries(line, signal);
  const m = line[line.length - 1] as number;
  const s = signalEma[signalEma.length - 1] as number;
  return { macd: m, signal: s, histogram: m - s };
}
