import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import type { ScanReply, ScanSummary } from '../../lib/messages';
import { mintFromPairPage, type PageTarget, targetFromUrl } from '../../lib/targets';

// The token-page overlay. Deliberately tiny (budget: 30 KB gzip): it only finds the token in the URL or page,
// asks the background for the scan summary (the background validates, scans and caches) and draws a badge
// in a shadow root, so page CSS can't reach inside. Only types are imported from lib/messages (no zod here).

const MATCHES = [
  '*://pump.fun/coin/*',
  '*://*.pump.fun/coin/*',
  '*://dexscreener.com/solana/*',
  '*://*.dexscreener.com/solana/*',
  '*://birdeye.so/token/*',
  '*://*.birdeye.so/token/*',
  '*://solscan.io/token/*',
  '*://*.solscan.io/token/*',
  '*://jup.ag/*',
  '*://*.jup.ag/*',
  'http://localhost/*',
  'http://127.0.0.1/*',
];

const LEVELS: Record<ScanSummary['riskLevel'], string> = { low: 'Low', medium: 'Medium', high: 'High' };

const COLOURS: Record<ScanSummary['colour'], string> = {
  green: '#15803d',
  yellow: '#a16207',
  orange: '#c2410c',
  red: '#b91c1c',
};

// Every property the host needs, inline and !important: inline important declarations beat any page rule.
const HOST_STYLE =
  'all:initial!important;position:fixed!important;z-index:2147483647!important;display:block!important;' +
  'visibility:visible!important;opacity:1!important;transform:none!important;filter:none!important;' +
  'clip-path:none!important;pointer-events:auto!important;width:auto!important;height:auto!important;';

// Dark by default; light when the page's colour scheme is light (prefers-color-scheme), unless the options set a
// theme (data-t on the box). The light values are written once, for both ways of getting there.
const LIGHT = '--f:#111827;--g:#fff;--r:#d1d5db;--l:#1d4ed8;--w:0 6px 24px #0002';
const CSS = `:host{all:initial}
.b{--f:#e5e7eb;--g:#111827;--r:#374151;--l:#93c5fd;--w:0 6px 24px #0006;
font:13px/1.35 system-ui,sans-serif;color:var(--f);background:var(--g);border:1px solid var(--r);border-radius:10px;
box-shadow:var(--w);padding:10px 12px;width:260px;display:grid;gap:6px;box-sizing:border-box}
@media (prefers-color-scheme:light){.b:not([data-t=dark]){${LIGHT}}}
.b[data-t=light]{${LIGHT}}
.h{display:flex;align-items:center;gap:8px}
.s{display:inline-grid;place-items:center;min-width:34px;height:34px;border-radius:50%;font-weight:700;color:#fff}
.t{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.m{opacity:.75;font-size:12px}
ul{margin:0;padding:0 0 0 16px;display:grid;gap:2px}
a,button{font:inherit;color:var(--l);background:none;border:0;padding:0;cursor:pointer;text-decoration:underline}
button.x{color:var(--f);text-decoration:none;font-size:16px;line-height:1;padding:2px 4px}
a:focus-visible,button:focus-visible{outline:2px solid var(--l);outline-offset:2px}
.f{display:flex;gap:12px}
p{margin:0}
.l{font-weight:600}
.a{border-top:1px solid var(--r);padding-top:6px}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

export default defineContentScript({
  matches: MATCHES,
  runAt: 'document_end',
  main() {
    // Same prefix as OVERLAY_DISMISSED_PREFIX in lib/options.ts (not imported: it would pull the options page in).
    const dismissKey = `overlayDismissed:${location.hostname}`;
    // OVERLAY_THEME_STORAGE_KEY of lib/options.ts: `light`, `dark`, or anything else for the page's scheme.
    const themeKey = 'overlayTheme';
    let theme = '';
    let host: HTMLElement | null = null;
    let box: HTMLElement | null = null;
    let current = '';
    let dismissed = false;

    const remove = () => {
      host?.remove();
      host = box = null;
    };

    const ensureBox = (): HTMLElement => {
      if (host?.isConnected && box) return box;
      host = document.createElement('solpad-overlay');
      host.setAttribute('style', `${HOST_STYLE}right:16px!important;bottom:16px!important;`);
      // Closed: the page's own scripts cannot reach in to read or rewrite the score (host.shadowRoot is null).
      const root = host.attachShadow({ mode: 'closed' });
      root.append(el('style', {}, CSS));
      box = el('div', {
        class: 'b',
        role: 'complementary',
        'aria-label': 'Solpad token risk',
        'data-t': theme,
      });
      root.append(box);
      // A child of <html>, not <body>: a page that hides its body does not take the badge with it.
      document.documentElement.append(host);
      return box;
    };

    /** Moves the badge to a corner where it covers no link, button or field of the page. */
    const place = () => {
      if (!host) return;
      const corners = [
        'right:16px!important;bottom:16px!important;',
        'left:16px!important;bottom:16px!important;',
        'right:16px!important;top:16px!important;',
      ];
      for (const corner of corners) {
        host.setAttribute('style', HOST_STYLE + corner);
        const r = host.getBoundingClientRect();
        const points: [number, number][] = [
          [r.left + 1, r.top + 1],
          [r.right - 1, r.top + 1],
          [r.left + 1, r.bottom - 1],
          [r.right - 1, r.bottom - 1],
          [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
        ];
        const covers = points.some(([x, y]) =>
          document
            .elementsFromPoint(x, y)
            .some((e) => e !== host && e.closest('a,button,input,select,textarea,[role="button"]')),
        );
        if (!covers) return;
      }
      host.setAttribute('style', HOST_STYLE + corners[0]);
    };

    const header = (score: Node, title: string) => {
      const close = el(
        'button',
        { class: 'x', type: 'button', 'aria-label': 'Dismiss Solpad on this site' },
        '×',
      );
      close.addEventListener('click', () => {
        dismissed = true;
        remove();
        void browser.storage.local.set({ [dismissKey]: true });
      });
      return el('div', { class: 'h' }, score, el('strong', { class: 't' }, title), close);
    };

    const render = (reply: ScanReply | null) => {
      const b = ensureBox();
      if (!reply?.ok) {
        const error = reply && !reply.ok ? reply.error : 'Solpad did not answer.';
        b.replaceChildren(header(el('span', { class: 's', style: 'background:#4b5563' }, '?'), 'Solpad'));
        b.append(el('p', { class: 'm', role: 'status' }, error));
        return place();
      }
      const s = reply.summary;
      b.dataset.address = s.address;
      const score = el(
        'span',
        {
          class: 's',
          style: `background:${COLOURS[s.colour]}`,
          'data-colour': s.colour,
          'data-testid': 'overlay-score',
        },
        String(s.score),
      );
      score.setAttribute('aria-label', `Risk score ${s.score} of 100`);
      const level = el(
        'div',
        { class: 'l', 'data-testid': 'overlay-level', 'data-level': s.riskLevel },
        `${LEVELS[s.riskLevel]} risk`,
      );
      if (s.levelCaps.length) level.title = `Held above low risk: ${s.levelCaps.join('; ')}`;
      const risks = el('ul', { 'aria-label': 'Top risks' });
      for (const r of s.risks.slice(0, 3)) risks.append(el('li', { title: r.evidence }, r.message));
      if (!s.risks.length) risks.append(el('li', {}, 'No risks found'));
      const panel = el('button', { type: 'button' }, 'Side panel');
      const note = el('p', { class: 'm', role: 'status' });
      // The background opens the panel within this click's user gesture; if the browser still refuses, say how.
      panel.addEventListener('click', () => {
        note.textContent = '';
        void browser.runtime
          .sendMessage({ kind: 'open-side-panel' })
          .then((r: { ok: boolean; error?: string } | undefined) => {
            if (!r?.ok) note.textContent = r?.error ?? 'Solpad did not answer.';
          });
      });
      b.replaceChildren(
        header(score, `${s.symbol || s.name || `${s.address.slice(0, 4)}…${s.address.slice(-4)}`} · Solpad`),
        level,
        risks,
        el('p', { class: 'm a', 'data-testid': 'overlay-actors' }, s.actors),
        el(
          'div',
          { class: 'f' },
          el('a', { href: s.reportUrl, target: '_blank', rel: 'noopener' }, 'Full report'),
          panel,
        ),
        note,
      );
      place();
    };

    const targetOfPage = (): PageTarget | null => {
      const target = targetFromUrl(location.href);
      if (target?.type !== 'pair') return target;
      const mint = mintFromPairPage(document);
      return mint ? { type: 'mint', address: mint } : target;
    };

    const check = () => {
      if (dismissed) return;
      const target = targetOfPage();
      const key = target ? `${target.type}:${target.address}` : '';
      if (key === current) return;
      current = key;
      if (!target) return remove();
      void browser.runtime
        .sendMessage({ kind: 'overlay-scan', target })
        .then((reply: ScanReply) => {
          // A newer navigation may have replaced this page's token meanwhile.
          if (current === key && !dismissed) render(reply);
        })
        .catch(() => current === key && render(null));
    };

    void browser.storage.local.get([dismissKey, themeKey]).then((stored) => {
      dismissed = stored[dismissKey] === true;
      theme = String(stored[themeKey] ?? '');
      check();
    });
    // A theme picked in the options applies at once to the open pages.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'local' || !(themeKey in changes)) return;
      theme = String(changes[themeKey]?.newValue ?? '');
      box?.setAttribute('data-t', theme);
    });
    // Single-page navigation: the isolated world can't patch the page's history.pushState, so listen to the
    // Navigation API where it exists and poll the URL cheaply (a string compare) everywhere.
    const nav = (globalThis as { navigation?: EventTarget }).navigation;
    nav?.addEventListener('navigatesuccess', check);
    addEventListener('popstate', check);
    setInterval(check, 250);
  },
});
