import { formatCompactSignificant, formatSol, shortenAddress, shortenAddressesIn } from '@solpad/core/format';
import { RISK_LEVEL_TEXT } from '@solpad/core/scanner';
import { ask } from './client';
import { fieldRow, h, titledSection } from './dom';
import type { PortfolioEntry, PortfolioReply, ScanSummary } from './messages';
import { changeText, usdRow, usdValue } from './money';
import { fullReport, summaryTop } from './report';
import { watchlistSection, watchStar } from './watchlist-ui';

/** A token amount for a row: "9.115M", "12.5", "0.0042" (core/format's significant digits). */
export function tokenAmount(uiAmount: string): string {
  return formatCompactSignificant(Number(uiAmount));
}

/** A watched wallet's total in USD (SOL plus priced tokens), or "Unknown" when the SOL price is unknown. */
function entryTotal(entry: PortfolioEntry): string {
  if (entry.solValueUsd === null) return 'Unknown';
  return usdValue(entry.tokens.reduce((sum, t) => sum + (t.valueUsd ?? 0), entry.solValueUsd));
}

/** A round logo: the token's image, or its symbol's first letters when it has none (or it fails to load). */
function logo(image: string | null, label: string): HTMLElement {
  const letters = h('span', { class: 'logo', 'aria-hidden': 'true' }, label.slice(0, 2).toUpperCase());
  if (!image) return letters;
  const img = h('img', { class: 'logo', src: image, alt: '', loading: 'lazy' });
  img.addEventListener('error', () => img.replaceWith(letters));
  return img;
}

/** SOL and each token of a watched wallet: logo, symbol, amount, USD value. */
function holdingsList(entry: PortfolioEntry): HTMLElement {
  const sol = h('span', { class: 'logo', 'data-sol': '', 'aria-hidden': 'true' }, '◎');
  const list = h(
    'ul',
    { class: 'holdings' },
    h(
      'li',
      { class: 'holding', 'data-mint': 'SOL' },
      sol,
      h('strong', { class: 'grow' }, 'SOL'),
      h('span', { class: 'amount muted', 'data-field': 'SOL' }, `${formatSol(BigInt(entry.lamports))} SOL`),
      h('span', { class: 'value', 'data-field': 'SOL value' }, usdValue(entry.solValueUsd)),
    ),
  );
  for (const t of entry.tokens) {
    const label = t.symbol ?? shortenAddress(t.mint);
    list.append(
      h(
        'li',
        { class: 'holding', 'data-mint': t.mint, title: t.name ? `${t.name} · ${t.mint}` : t.mint },
        logo(t.image, t.symbol ?? t.mint),
        h('strong', { class: 'grow ellipsis', 'data-field': 'symbol' }, label),
        h('span', { class: 'amount muted', 'data-field': 'token' }, tokenAmount(t.uiAmount)),
        h('span', { class: 'value', 'data-field': 'token value' }, usdValue(t.valueUsd)),
      ),
    );
  }
  return list;
}

/**
 * The summary card of one scan: score, colour and v2 level (and what holds it above low), the top findings
 * with their evidence, the actor summary line, price, liquidity and the full report.
 */
export function summaryCard(summary: ScanSummary, extra: Node[] = []): HTMLElement {
  const risks = h('ul', { class: 'risks', 'aria-label': 'Top risks' });
  for (const risk of summary.risks) {
    risks.append(
      h(
        'li',
        { 'data-type': risk.type },
        h('span', { class: 'risk-message' }, risk.message),
        h(
          'span',
          { class: 'evidence', title: risk.evidence },
          `Evidence: ${shortenAddressesIn(risk.evidence)}`,
        ),
      ),
    );
  }
  if (summary.risks.length === 0) risks.append(h('li', {}, 'No risks found.'));
  return h(
    'article',
    { class: 'summary', 'data-testid': 'scan-summary', 'data-address': summary.address },
    ...summaryTop(summary, extra),
    risks,
    h('p', { class: 'actors', 'data-testid': 'actors' }, summary.actors),
    h(
      'dl',
      { class: 'rows' },
      ...usdRow('Price', summary.priceUsd, 'price'),
      ...usdRow('Market cap', summary.marketCapUsd, 'amount'),
      ...fieldRow('24h change', changeText(summary.change24hPct)),
      ...usdRow('Liquidity', summary.liquidityUsd, 'amount'),
    ),
    h('a', { href: summary.reportUrl, target: '_blank', rel: 'noopener' }, 'Full report →'),
  );
}

/** A scanned token as the popup (summary) or the side panel (full report) shows it, with its watchlist star. */
export function scannedCard(summary: ScanSummary, panel: boolean): HTMLElement {
  const star = watchStar(summary.address, summary.symbol || summary.name || shortenAddress(summary.address));
  return panel ? fullReport(summary, [star]) : summaryCard(summary, [star]);
}

/** The quick scanner: a labelled field, Scan, and the summary or a readable error. */
export function scannerSection(onScanned: () => void, panel = false): HTMLElement {
  const input = h('input', {
    id: 'scan-query',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'Token address or symbol',
  });
  const button = h('button', { type: 'submit' }, 'Scan');
  button.setAttribute('aria-label', 'Scan');
  const out = h('div', { 'aria-live': 'polite', 'data-testid': 'scan-result' });
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Quick scanner' },
    h('label', { for: 'scan-query' }, 'Token address or symbol'),
    h('div', { class: 'actions' }, input, button),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    if (!query) {
      out.replaceChildren(h('p', { class: 'error', role: 'alert' }, 'Enter a token address or symbol.'));
      return;
    }
    button.disabled = true;
    out.replaceChildren(h('p', { class: 'muted' }, 'Scanning…'));
    void ask({ kind: 'scan', query }).then((reply) => {
      button.disabled = false;
      out.replaceChildren(
        reply.ok ? scannedCard(reply.summary, panel) : h('p', { class: 'error', role: 'alert' }, reply.error),
      );
      if (reply.ok) onScanned();
    });
  });
  return titledSection('scanner-title', 'Quick scanner', form, out);
}

/** The recent scans list, refreshed after each scan. */
export function recentSection(): { section: HTMLElement; refresh: () => Promise<void> } {
  const list = h('ul', { class: 'recent', 'data-testid': 'recent-scans' });
  const refresh = async () => {
    const reply = await ask({ kind: 'recent' });
    list.replaceChildren();
    if (reply.recent.length === 0) list.append(h('li', { class: 'muted' }, 'No scans yet.'));
    for (const s of reply.recent) {
      list.append(
        h(
          'li',
          {},
          h('span', { class: 'score small', 'data-colour': s.colour }, String(s.score)),
          h(
            'a',
            { class: 'grow ellipsis', href: s.reportUrl, target: '_blank', rel: 'noopener' },
            s.symbol || shortenAddress(s.address),
          ),
          h('span', { class: 'level', 'data-level': s.riskLevel }, RISK_LEVEL_TEXT[s.riskLevel]),
        ),
      );
    }
  };
  return {
    section: titledSection('recent-title', 'Recent scans', list),
    refresh,
  };
}

/** The watch-only portfolio: add/remove saved addresses, SOL and tokens of each through the API's RPC. */
export function portfolioSection(): { section: HTMLElement; refresh: () => Promise<void> } {
  const input = h('input', { id: 'watch-address', type: 'text', autocomplete: 'off', spellcheck: 'false' });
  const error = h('p', { class: 'error', role: 'alert', id: 'watch-error' });
  input.setAttribute('aria-describedby', 'watch-error');
  const list = h('ul', { class: 'portfolio', 'data-testid': 'portfolio' });
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Watch an address' },
    h('label', { for: 'watch-address' }, 'Wallet address to watch'),
    h('div', { class: 'actions' }, input, h('button', { type: 'submit' }, 'Watch')),
    error,
  );
  const render = (reply: PortfolioReply) => {
    if (!reply.ok) {
      error.textContent = reply.error;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    list.replaceChildren();
    if (reply.entries.length === 0) list.append(h('li', { class: 'muted' }, 'No saved addresses.'));
    for (const item of reply.entries) {
      const address = item.ok ? item.entry.address : item.address;
      const remove = h(
        'button',
        { type: 'button', class: 'ghost', 'aria-label': `Remove ${address}`, title: 'Stop watching' },
        '✕',
      );
      remove.addEventListener('click', () => void ask({ kind: 'watch-remove', address }).then(render));
      const body = item.ok ? holdingsList(item.entry) : h('p', { class: 'error' }, item.error);
      list.append(
        h(
          'li',
          { 'data-address': address },
          h(
            'div',
            { class: 'summary-head' },
            h('span', { class: 'mono grow' }, shortenAddress(address, 6)),
            ...(item.ok
              ? [h('span', { class: 'total', 'data-field': 'total' }, entryTotal(item.entry))]
              : []),
            remove,
          ),
          body,
        ),
      );
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    void ask({ kind: 'watch-add', address: input.value }).then((reply) => {
      if (reply.ok) input.value = '';
      render(reply);
    });
  });
  return {
    section: titledSection('portfolio-title', 'Watch-only portfolio', form, list),
    refresh: async () => render(await ask({ kind: 'portfolio' })),
  };
}

/** Scanner, portfolio and recent scans, as both the popup and the side panel show them. */
export function mountParts(root: HTMLElement, panel = false): void {
  const recent = recentSection();
  const portfolio = portfolioSection();
  const watchlist = watchlistSection();
  root.append(
    scannerSection(() => void recent.refresh(), panel),
    watchlist.section,
    portfolio.section,
    recent.section,
  );
  void watchlist.refresh();
  void recent.refresh();
  void portfolio.refresh();
}
