import {
  formatChangePct,
  formatCompact,
  formatDecimal,
  formatPrice,
  formatQuotedPrice,
  formatQuotedValue,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
} from '@solpad/core/format';
import type { KeyValueStorage } from '@solpad/core/storage';
import { h } from './dom';

// Prices and market caps in the popup and side panel, in USD (the default) or SOL, with the site's own formatter
// (core/format's `formatQuotedPrice` / `formatQuotedValue`). The choice is remembered in extension storage; the
// SOL price is the API's (`/api/stats`, the one every surface of the site quotes at). Every figure is drawn as a
// node that carries its raw value, so switching the currency rewrites them in place.

/** `chrome.storage.local` key of the chosen quote currency. */
export const QUOTE_STORAGE_KEY = 'quoteCurrency';

let quote: QuoteCurrency = 'usd';
let solUsd: number | null = null;

/** The quote currency in use. */
export const currentQuote = (): QuoteCurrency => quote;

/** Reads the remembered currency and the API's SOL price (unknown when the API does not answer). */
export async function loadQuote(storage: KeyValueStorage, apiBase: string): Promise<void> {
  const saved = await storage.getItem(QUOTE_STORAGE_KEY);
  quote = (QUOTE_CURRENCIES as readonly string[]).includes(saved ?? '') ? (saved as QuoteCurrency) : 'usd';
  try {
    const res = await fetch(`${apiBase}/api/stats`);
    const body = res.ok ? ((await res.json()) as { solUsd?: unknown }) : null;
    solUsd = typeof body?.solUsd === 'number' && body.solUsd > 0 ? body.solUsd : null;
  } catch {
    solUsd = null;
  }
}

/** "$1.23K" or "Unknown" (the scanner never shows a missing fact as zero). */
export function usd(value: number | null, kind: 'price' | 'amount'): string {
  if (value === null) return 'Unknown';
  return `$${kind === 'price' ? formatPrice(value) : formatCompact(value)}`;
}

/** A USD figure in the chosen currency: as {@link usd}, or its SOL worth at the API's SOL price. */
function quotedUsd(value: number | null, kind: 'price' | 'amount'): string {
  if (value === null) return 'Unknown';
  if (quote === 'usd') return usd(value, kind);
  if (solUsd === null) return 'Unknown';
  return kind === 'price'
    ? formatQuotedPrice(value / solUsd, 'sol', null)
    : formatQuotedValue(value / solUsd, 'sol', null);
}

/** A price given in SOL per token in the chosen currency (at `rate` USD per SOL, or the API's). */
function quotedSol(priceSol: number | null, rate: number | null): string {
  if (priceSol === null) return 'Unknown';
  return formatQuotedPrice(priceSol, quote, rate ?? solUsd);
}

/** A figure known in USD (price or amount), as a node that follows the currency switch. */
export function usdFigure(
  value: number | null,
  kind: 'price' | 'amount',
  props: Record<string, string> = {},
) {
  const node = h('span', { ...props, 'data-money': 'usd', 'data-kind': kind }, quotedUsd(value, kind));
  if (value !== null) node.dataset.value = String(value);
  return node;
}

/** A row of a `dl.rows` whose value is a USD figure; the figure carries the label as `data-field`. */
export function usdRow(
  label: string,
  value: number | null,
  kind: 'price' | 'amount',
): [HTMLElement, HTMLElement] {
  return [h('dt', {}, label), h('dd', {}, usdFigure(value, kind, { 'data-field': label }))];
}

/** A 24 h change as text ("+12.5 %"), or "Unknown". */
export const changeText = (pct: number | null) => (pct === null ? 'Unknown' : formatChangePct(pct));

/** A price known in SOL per token, as a node that follows the currency switch. */
export function solPriceFigure(
  priceSol: number | null,
  rate: number | null,
  props: Record<string, string> = {},
) {
  const node = h('span', { ...props, 'data-money': 'sol' }, quotedSol(priceSol, rate));
  if (priceSol !== null) node.dataset.value = String(priceSol);
  if (rate !== null) node.dataset.rate = String(rate);
  return node;
}

/** Rewrites every figure under `root` in the chosen currency. */
function redraw(root: ParentNode) {
  for (const node of root.querySelectorAll<HTMLElement>('[data-money]')) {
    const raw = node.dataset.value;
    const value = raw === undefined ? null : Number(raw);
    node.textContent =
      node.dataset.money === 'sol'
        ? quotedSol(value, node.dataset.rate ? Number(node.dataset.rate) : null)
        : quotedUsd(value, node.dataset.kind === 'price' ? 'price' : 'amount');
  }
}

/** The USD / SOL switch: remembers the choice and redraws every figure on the page. */
export function quoteSwitch(storage: KeyValueStorage): HTMLElement {
  const group = h('div', { class: 'segmented', role: 'group', 'aria-label': 'Show prices in' });
  const buttons = QUOTE_CURRENCIES.map((q) => {
    const b = h('button', { type: 'button', 'data-quote': q }, q.toUpperCase());
    b.addEventListener('click', () => {
      quote = q;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === b));
      void storage.setItem(QUOTE_STORAGE_KEY, q);
      redraw(document);
    });
    return b;
  });
  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.quote === quote));
  group.append(...buttons);
  return group;
}

/** USD as the site's portfolio writes it: "$1,234.56", "< $0.01" below a cent, "Unknown" without a price. */
export function usdValue(value: number | null): string {
  if (value === null) return 'Unknown';
  if (value > 0 && value < 0.01) return '< $0.01';
  return `$${formatDecimal(value, 2, 2)}`;
}
