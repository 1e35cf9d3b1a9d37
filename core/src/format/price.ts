import {
  COMPACT_THRESHOLDS,
  PRICE_COMPACT_FROM,
  PRICE_SIGNIFICANT_DIGITS,
  PRICE_SUBSCRIPT_MIN_ZEROS,
} from '../constants';

/** What a figure that cannot be shown (not finite, or a USD value without a SOL price) reads as. */
export const NO_FIGURE = '—';

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const toSubscript = (n: number) => String(n).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)] as string);
const fromSubscript = (s: string) => Number([...s].map((c) => SUBSCRIPT_DIGITS.indexOf(c)).join(''));

/**
 * An integer's digits grouped by thousands, en-US: 1234567 → "1,234,567" (a bigint or an integral number; a
 * number from 1e21 up is written out whole, never as an exponent; not finite → "—"). Plain string work, not
 * Intl: the first Intl number formatter a page builds loads ICU's locale data, 10–90 ms of a phone's main thread
 * while the page starts.
 */
export function formatInteger(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return NO_FIGURE;
  const digits = typeof value === 'bigint' ? value.toString() : BigInt(Math.trunc(value)).toString();
  const negative = digits.startsWith('-');
  const abs = negative ? digits.slice(1) : digits;
  let grouped = '';
  for (let end = abs.length; end > 0; end -= 3)
    grouped = `${abs.slice(Math.max(0, end - 3), end)}${grouped ? `,${grouped}` : ''}`;
  return `${negative ? '-' : ''}${grouped}`;
}

/**
 * `value` grouped, with exactly `digits` fraction digits, rounded as Intl rounds: the shortest decimal that reads
 * back as the number (1.005, not its binary 1.00499…), ties away from zero. Never an exponent (`toFixed` switches
 * to one from 1e21 on). Integer arithmetic on that decimal, not Intl (see {@link formatInteger}).
 */
function fixed(value: number, digits: number): string {
  const [mantissa = '0', exp = '0'] = Math.abs(value).toExponential().split('e');
  const shortestDigits = mantissa.replace('.', '');
  const shortest = BigInt(shortestDigits);
  // value = shortest × 10^shift; scaled to `digits` decimals that is shortest × 10^(shift + digits).
  const k = Number(exp) - (shortestDigits.length - 1) + digits;
  let scaled = shortest * 10n ** BigInt(Math.max(0, k));
  if (k < 0) {
    const unit = 10n ** BigInt(-k);
    scaled = shortest / unit + (2n * (shortest % unit) >= unit ? 1n : 0n);
  }
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = formatInteger(BigInt(text.slice(0, text.length - digits)));
  return `${value < 0 ? '-' : ''}${whole}${digits > 0 ? `.${text.slice(text.length - digits)}` : ''}`;
}

/**
 * `value` grouped with at most `maxFractionDigits` decimals, trailing zeros dropped — as
 * `toLocaleString('en-US', { maximumFractionDigits })` reads it (1234.5 → "1,234.5"), without Intl. `minFractionDigits`
 * keeps that many ("$1,234.50").
 */
export function formatDecimal(value: number, maxFractionDigits: number, minFractionDigits = 0): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  return trimFraction(fixed(value, maxFractionDigits), minFractionDigits);
}

/** Drops trailing fraction zeros beyond the first `keep` fraction digits: "1.500" → "1.50". */
function trimFraction(text: string, keep: number): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let end = text.length;
  while (end > dot + 1 + keep && text[end - 1] === '0') end--;
  return text.slice(0, end === dot + 1 ? dot : end);
}

/**
 * The first `significant` digits of a positive finite number, correctly rounded, and the decimal exponent of
 * the first one: 0.000002842 → { digits: "2842", exponent: -6 }. `toExponential` is read here only for those
 * digits; no text built from it keeps the exponent.
 */
function leadingDigits(abs: number, significant: number): { digits: string; exponent: number } {
  const [mantissa = '0', exponent = '0'] = abs.toExponential(significant - 1).split('e');
  return { digits: mantissa.replace('.', ''), exponent: Number(exponent) };
}

const COMPACT_UNITS = [
  ['T', COMPACT_THRESHOLDS.T],
  ['B', COMPACT_THRESHOLDS.B],
  ['M', COMPACT_THRESHOLDS.M],
  ['K', COMPACT_THRESHOLDS.K],
  ['', 1],
] as const;

/**
 * A number with K/M/B/T suffixes at 1e3/1e6/1e9/1e12 (spec §9) and `fractionDigits` decimals: 1234 → "1.23K",
 * 999 → "999.00". Rounding happens before the suffix is chosen, so 999,999 reads "1.00M", never "1000.00K".
 * Never an exponent: beyond 1e15 the trillions are grouped ("1,234.00T").
 */
export function formatCompact(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let i = COMPACT_UNITS.findIndex(([, size]) => abs >= size);
  if (i < 0) i = COMPACT_UNITS.length - 1;
  for (;;) {
    const [suffix, size] = COMPACT_UNITS[i] as (typeof COMPACT_UNITS)[number];
    const text = fixed(abs / size, fractionDigits);
    // Rounded up to a thousand of this unit: the next unit up says it better.
    if (i > 0 && Number(text.replace(/,/g, '')) >= 1000) {
      i--;
      continue;
    }
    return `${sign}${text}${suffix}`;
  }
}

/**
 * A count: whole below 1,000, else with a K/M/B/T suffix and at most one decimal — 999 → "999", 1,234 → "1.2K",
 * 3,000,000 → "3M". Never Intl's compact notation: building that formatter loads ICU's compact patterns, and at a
 * module's top it was ~40 % of evaluating the site's main chunk on a phone.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  const whole = Math.round(value);
  if (Math.abs(whole) < COMPACT_THRESHOLDS.K) return String(whole);
  return trimCompact(formatCompact(whole, 1), 0);
}

/** {@link trimFraction} of a {@link formatCompact} text's number, its K/M/B/T suffix kept: "1.20K" → "1.2K". */
function trimCompact(text: string, keep: number): string {
  const suffix = text.replace(/[\d.,-]/g, '');
  return `${trimFraction(text.slice(0, text.length - suffix.length), keep)}${suffix}`;
}

/** A positive number from 1e3 with a K/M/B/T suffix and `significant` digits (at least 2 decimals): "1.235M". */
function compactSignificant(abs: number, significant: number): string {
  const unit = COMPACT_UNITS.find(([, size]) => abs >= size)?.[1] ?? 1;
  const intDigits = Math.floor(Math.log10(abs / unit)) + 1;
  return trimCompact(formatCompact(abs, Math.max(2, significant - intDigits)), 2);
}

/**
 * A value (market cap, volume) to `significant` (4) digits: with a K/M/B/T suffix from 1e3 ("4.195K"), as
 * {@link formatPrice} below. For readouts where the 2 decimals of {@link formatCompact} would hide a move.
 */
export function formatCompactSignificant(value: number, significant = PRICE_SIGNIFICANT_DIGITS): string {
  if (!Number.isFinite(value) || Math.abs(value) < COMPACT_THRESHOLDS.K)
    return formatPrice(value, { significant });
  return `${value < 0 ? '-' : ''}${compactSignificant(Math.abs(value), significant)}`;
}

/** How {@link formatPrice} rounds. */
export interface PriceFormatOptions {
  /** Significant digits shown (default PRICE_SIGNIFICANT_DIGITS, 4); at least 2 decimals from 1 up. */
  significant?: number;
}

/**
 * A price for display, the one rule of every surface (list, token page, chart axis, trending, portfolio,
 * scanner, extension): never an exponent.
 * - below 1: `significant` (4) significant digits, trailing zeros dropped; from PRICE_SUBSCRIPT_MIN_ZEROS (4)
 *   zeros after "0." the zeros are counted in a subscript, as DexScreener and Birdeye do:
 *   0.000002842 → "0.0₅2842", 0.001234 → "0.001234", 0.5 → "0.50";
 * - from 1: at least 2 decimals and `significant` digits, grouped: 1.2345 → "1.235", 12,345.6 → "12,345.60";
 * - from PRICE_COMPACT_FROM (1e6): K/M/B/T suffixes, "1.23M".
 * Not finite → "—"; zero → "0".
 */
export function formatPrice(value: number, options: PriceFormatOptions = {}): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  if (value === 0) return '0';
  const significant = Math.min(17, Math.max(1, Math.round(options.significant ?? PRICE_SIGNIFICANT_DIGITS)));
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= PRICE_COMPACT_FROM) return `${sign}${compactSignificant(abs, significant)}`;
  if (abs >= 1) {
    const intDigits = Math.floor(Math.log10(abs)) + 1;
    return `${sign}${trimFraction(fixed(abs, Math.max(2, significant - intDigits)), 2)}`;
  }
  const { digits, exponent } = leadingDigits(abs, significant);
  // 0.99996 rounds to 1.000: shown by the rule from 1.
  if (exponent >= 0)
    return formatPrice(Math.sign(value) * Number(`${digits}e${exponent - digits.length + 1}`));
  const zeros = -exponent - 1;
  const shown = digits.replace(/0+$/, '');
  if (zeros >= PRICE_SUBSCRIPT_MIN_ZEROS) return `${sign}0.0${toSubscript(zeros)}${shown}`;
  return `${sign}0.${`${'0'.repeat(zeros)}${shown}`.padEnd(2, '0')}`;
}

/**
 * Reads back a figure written by {@link formatPrice}, {@link formatCompact} or the quoted forms ("$0.0₅2842",
 * "1.23K SOL", "-$1,234.50"): its value, or null for anything else. Tests and cross-surface checks compare
 * figures through it.
 */
export function parseFormattedPrice(text: string): number | null {
  const m = /^([-−]?)\$?(?:(0\.0)([₀-₉]+)(\d+)|(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?)([KMBT]?)(?: SOL)?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const [, sign, sub, zeros, subDigits, whole, frac, suffix] = m;
  // Built as one decimal string (with the suffix as a power of ten) so the read is correctly rounded once.
  const power = { '': 0, K: 3, M: 6, B: 9, T: 12 }[suffix as '' | 'K'];
  const value = sub
    ? Number(`0.${'0'.repeat(fromSubscript(zeros as string))}${subDigits}`)
    : Number(`${(whole as string).replace(/,/g, '')}.${frac ?? '0'}e${power}`);
  return sign ? -value : value;
}

/** What prices and values are quoted in: US dollars (the default, as on DexScreener and Birdeye) or SOL. */
export type QuoteCurrency = 'usd' | 'sol';
/** The quote currencies, default first. */
export const QUOTE_CURRENCIES = ['usd', 'sol'] as const satisfies readonly QuoteCurrency[];

function quoted(text: string, quote: QuoteCurrency): string {
  if (text === NO_FIGURE) return text;
  if (quote === 'sol') return `${text} SOL`;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * A price given in SOL per token, shown in `quote`: "$0.0₅4263" (at `solUsd` dollars per SOL) or
 * "0.0₇2842 SOL". A USD price without a known SOL price is "—", never a guess.
 */
export function formatQuotedPrice(
  priceSol: number,
  quote: QuoteCurrency,
  solUsd: number | null,
  options?: PriceFormatOptions,
): string {
  if (quote === 'usd' && (solUsd === null || !(solUsd > 0))) return NO_FIGURE;
  const value = quote === 'usd' ? priceSol * (solUsd as number) : priceSol;
  return quoted(formatPrice(value, options), quote);
}

/**
 * A value given in SOL (market cap, volume, liquidity), compact in `quote`: "$4.26K" or "28.42 SOL". A USD
 * value without a known SOL price is "—".
 */
export function formatQuotedValue(sol: number, quote: QuoteCurrency, solUsd: number | null): string {
  if (quote === 'usd' && (solUsd === null || !(solUsd > 0))) return NO_FIGURE;
  return quoted(formatCompact(quote === 'usd' ? sol * (solUsd as number) : sol), quote);
}

/**
 * Labels for a price axis's tick marks (lightweight-charts' `tickmarksFormatter`): the fewest significant
 * digits from `significant` (4) up that tell every tick apart, so a narrow range never shows one label five
 * times; a tick within a millionth of a step of zero is the true floor "0", not float noise like 1.3e-23.
 * `compact` writes values (market cap) with K/M/B from 1e3 instead of grouping them.
 */
export function formatPriceTicks(
  prices: readonly number[],
  options: PriceFormatOptions & { compact?: boolean } = {},
): string[] {
  const sorted = [...new Set(prices.filter(Number.isFinite))].sort((a, b) => a - b);
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++)
    step = Math.min(step, (sorted[i] as number) - (sorted[i - 1] as number));
  const snapped = prices.map((p) => (Number.isFinite(step) && Math.abs(p) < step * 1e-6 ? 0 : p));
  let significant = options.significant ?? PRICE_SIGNIFICANT_DIGITS;
  for (;;) {
    const labels = snapped.map((p) =>
      options.compact ? formatCompactSignificant(p, significant) : formatPrice(p, { significant }),
    );
    const distinct = new Set(labels).size === new Set(snapped).size;
    if (distinct || significant >= 12) return labels;
    significant++;
  }
}

/**
 * A price change in percent, the one rule of every surface (list, token page, trending, scanner, portfolio,
 * extension): signed with a true minus, one decimal under 100 % and whole percents from there ("+4.2%",
 * "−12.0%", "+340%", "0.0%"). Not finite → "—".
 */
export function formatChangePct(pct: number): string {
  if (!Number.isFinite(pct)) return NO_FIGURE;
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '';
  const abs = Math.abs(pct);
  return `${sign}${abs >= 100 ? formatInteger(Math.round(abs)) : abs.toFixed(1)}%`;
}
