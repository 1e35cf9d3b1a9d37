import { formatChangePct, shortenAddress } from '@solpad/core/format';
import { ask } from './client';
import { h, titledSection } from './dom';
import type { WatchedToken, WatchlistReply } from './messages';
import { solPriceFigure } from './money';

// The token watchlist of the popup and the side panel: a star on each scanned token, and a list of the starred
// ones with their price and 24 h change. The list lives in the background (device storage, or the signed-in
// wallet's list on the site); this module keeps the last answer so every star on the page agrees.

type Listener = (reply: Extract<WatchlistReply, { ok: true }>) => void;
const listeners = new Set<Listener>();
let last: Extract<WatchlistReply, { ok: true }> | null = null;
let lastError: string | null = null;

function publish(reply: WatchlistReply) {
  if (!reply.ok) {
    lastError = reply.error;
    if (last) for (const l of listeners) l(last);
    return;
  }
  lastError = null;
  last = reply;
  for (const l of listeners) l(reply);
}

/** Reads the watchlist again and updates every star and list on the page. */
export async function refreshWatchlist(): Promise<void> {
  publish(await ask({ kind: 'watchlist' }));
}

/** A star that adds the token to the watchlist or removes it ("Watch PANEL", pressed when watched). */
export function watchStar(mint: string, label: string): HTMLButtonElement {
  const star = h('button', {
    type: 'button',
    class: 'star ghost',
    'aria-label': `Watch ${label}`,
    'aria-pressed': 'false',
    'data-testid': 'watch-star',
  });
  const show = (watched: boolean) => {
    star.setAttribute('aria-pressed', String(watched));
    star.textContent = watched ? '★' : '☆';
    star.title = watched ? 'Remove from watchlist' : 'Add to watchlist';
  };
  show(last?.tokens.some((t) => t.mint === mint) ?? false);
  // A star whose card was replaced stops listening (the side panel redraws its cards as the tab changes).
  let seen = false;
  const listener: Listener = (reply) => {
    if (!star.isConnected) {
      if (seen) listeners.delete(listener);
      return;
    }
    seen = true;
    show(reply.tokens.some((t) => t.mint === mint));
  };
  listeners.add(listener);
  star.addEventListener('click', () => {
    const watched = star.getAttribute('aria-pressed') !== 'true';
    show(watched);
    star.disabled = true;
    void ask({ kind: 'watchlist-set', mint, watched }).then((reply) => {
      star.disabled = false;
      publish(reply);
    });
  });
  return star;
}

/** The 24 h change of a watched token from the list's figures, or null when unknown. */
export function change24hPct(t: WatchedToken): number | null {
  if (t.priceSol === null || t.priceRef24hSol === null || t.priceRef24hSol === 0) return null;
  return ((t.priceSol - t.priceRef24hSol) / t.priceRef24hSol) * 100;
}

function row(t: WatchedToken): HTMLElement {
  const label = t.symbol ?? shortenAddress(t.mint);
  const change = change24hPct(t);
  return h(
    'li',
    { class: 'holding', 'data-mint': t.mint, title: t.name ? `${t.name} · ${t.mint}` : t.mint },
    h('strong', { class: 'grow ellipsis', 'data-field': 'symbol' }, label),
    solPriceFigure(t.priceSol, t.solUsd, { class: 'value', 'data-field': 'price' }),
    h(
      'span',
      {
        class: 'change',
        'data-field': '24h change',
        'data-tone': change === null || change === 0 ? '' : change > 0 ? 'up' : 'down',
      },
      change === null ? 'Unknown' : formatChangePct(change),
    ),
    watchStar(t.mint, label),
  );
}

/** The Watchlist section: where the list lives, and each token's price and 24 h change. */
export function watchlistSection(): { section: HTMLElement; refresh: () => Promise<void> } {
  const where = h('p', { class: 'subtle', 'data-testid': 'watchlist-where' });
  const list = h('ul', { class: 'holdings', 'data-testid': 'watchlist' });
  const error = h('p', { class: 'error', role: 'alert' });
  const render = (reply: Extract<WatchlistReply, { ok: true }>) => {
    error.textContent = lastError ?? '';
    where.textContent = reply.signedIn ? 'Saved to your signed-in wallet' : 'Kept on this device';
    list.replaceChildren(...reply.tokens.map(row));
    if (reply.tokens.length === 0) {
      list.append(h('li', { class: 'muted' }, 'Star a scanned token to follow its price here.'));
    }
  };
  listeners.add(render);
  return {
    section: titledSection('watchlist-title', 'Watchlist', where, list, error),
    refresh: refreshWatchlist,
  };
}
