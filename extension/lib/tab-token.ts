import { ScannerMarketResponseSchema } from '@solpad/core/schemas';
import { ask } from './client';
import { h, titledSection } from './dom';
import { usdFigure } from './money';
import { scannedCard } from './panel';

/** How often the side panel refreshes the tab's token and its price. */
export const TAB_TOKEN_POLL_MS = 3000;

/**
 * A token's price in USD now, the figure the site's token list shows (one source): the API's spot price in SOL
 * times its SOL price. Null when the platform does not price it (or the API does not answer).
 */
export async function livePriceUsd(apiBase: string, mint: string): Promise<number | null> {
  try {
    const res = await fetch(`${apiBase}/api/scanner/market/${mint}`);
    if (!res.ok) return null;
    const parsed = ScannerMarketResponseSchema.safeParse(await res.json());
    const spot = parsed.success ? parsed.data.list?.spotPriceSol : null;
    return parsed.success && spot != null ? spot * parsed.data.solUsd : null;
  } catch {
    return null;
  }
}

/** The side panel's "This tab": the token the active tab shows, its summary and its live price. */
export function tabTokenSection(apiBase: string): HTMLElement {
  const empty = () =>
    h(
      'p',
      { class: 'muted' },
      'Open a token page on a supported site: its token shows here with a live price.',
    );
  const out = h('div', { 'data-testid': 'tab-token', 'aria-live': 'polite' }, empty());
  const price = h('span', { class: 'total', 'data-testid': 'live-price' }, '…');
  let mint = '';
  const poll = async () => {
    const reply = await ask({ kind: 'tab-token' });
    const summary = reply.ok ? reply.summary : null;
    if (!summary) {
      if (mint) out.replaceChildren(empty());
      mint = '';
      return;
    }
    if (summary.address !== mint) {
      mint = summary.address;
      price.textContent = '…';
      out.replaceChildren(
        h('div', { class: 'summary-head' }, h('span', { class: 'subtle grow' }, 'Live price'), price),
        scannedCard(summary, true),
      );
    }
    price.replaceChildren(usdFigure(await livePriceUsd(apiBase, summary.address), 'price'));
  };
  void poll();
  setInterval(() => void poll(), TAB_TOKEN_POLL_MS);
  return titledSection('tab-title', 'This tab', out);
}
