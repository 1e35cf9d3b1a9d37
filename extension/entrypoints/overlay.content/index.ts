import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import type { ScanReply, ScanSummary } from '../../lib/messages';
import { mintFromPairPage, type PageTarget, siteHostOf, targetFromUrl } from '../../lib/targets';

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
  '*://gmgn.ai/sol/token/*',
  '*://*.gmgn.ai/sol/token/*',
  'http://localhost/*',
  'http://127.0.0.1/*',
];

const LEVELS: Record<ScanSummary['riskLevel'], string> = { low: 'Low', medium: 'Medium', high: 'High' };

// The site's score colours (tailwind emerald/amber/orange/red 600, as extension/assets/base.css).
const COLOURS: Record<ScanSummary['colour'], string> = {
  green: '#059669',
  yellow: '#d97706',
  orange: '#ea580c',
  red: '#dc2626',
};

// Every property the host needs, inline and !important: inline important declarations beat any page rule.
const HOST_STYLE =
  'all:initial!important;position:fixed!important;z-index:2147483647!important;display:block!important;' +
  'visibility:visible!important;opacity:1!important;transform:none!important;filter:none!important;' +
  'clip-path:none!important;pointer-events:auto!important;width:auto!important;height:auto!important;';

// The site's design tokens (web/src/styles.css: surface, fg, muted, line, accent), dark by default; light when
// the page's own background is light (its computed colour, see pageTheme) or the options say so (data-t).
const LIGHT = '--f:#15151c;--g:#fff;--m:#52525e;--r:#e4e4ea;--l:#6d28d9;--w:0 6px 24px #0002';
const CSS = `:host{all:initial}
.b{--f:#f4f4f5;--g:#141416;--m:#a1a1aa;--r:#2a2a30;--l:#a78bfa;--w:0 6px 24px #0008;
font:13px/1.4 Inter,ui-sans-serif,system-ui,sans-serif;color:var(--f);background:var(--g);border:1px solid var(--r);
border-radius:14px;box-shadow:var(--w);padding:10px 12px;width:272px;display:grid;gap:6px;box-sizing:border-box}
.b[data-t=light]{${LIGHT}}
.b[data-c]{width:auto;max-width:220px;padding:6px 8px;border-radius:999px}
.x1{display:grid;gap:6px}
.b[data-c] .x1{display:none}
.h{display:flex;align-items:center;gap:8px}
.s{display:inline-grid;place-items:center;min-width:32px;height:32px;border-radius:10px;font-weight:800;color:#fff}
.b[data-c] .s{min-width:26px;height:22px;border-radius:999px;font-size:12px}
.t{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.m{color:var(--m);font-size:12px}
.l{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.05em}
.l[data-level=low]{color:#10b981}.l[data-level=medium]{color:#f59e0b}.l[data-level=high]{color:#ef4444}
ul{margin:0;padding:0 0 0 16px;display:grid;gap:2px}
a,button{font:inherit;color:var(--l);background:none;border:0;padding:0;cursor:pointer;font-weight:600;text-decoration:none}
a:hover,button:hover{text-decoration:underline}
button.x{color:var(--m);font-size:15px;line-height:1;padding:2px 4px;font-weight:400}
a:focus-visible,button:focus-visible{outline:2px solid var(--l);outline-offset:2px}
.f{display:flex;gap:12px}
p{margin:0}
.a{border-top:1px solid var(--r);padding-top:6px}`;

/** `dark` or `light`: the page's real background (the first opaque one of body and html), else light. */
function pageTheme(): 'dark' | 'light' {
  for (const node of [document.body, document.documentElement]) {
    if (!node) continue;
    const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?/.exec(
      getComputedStyle(node).backgroundColor,
    );
    if (!m || Number(m[4] ?? 1) < 0.5) continue;
    // Relative luminance (sRGB weights), enough to tell a dark page from a light one.
    const [r, g, b] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
  }
  return 'light';
}

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
    // Collapsed to its score pill on this site (a key per host name, as the dismissal).
    const collapseKey = `overlayCollapsed:${location.hostname}`;
    let theme = '';
    let collapsed = false;
    /** The theme the box shows: the options' light or dark, else the page's real background. */
    const themeOf = () => (theme === 'light' || theme === 'dark' ? theme : pageTheme());
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
        'data-t': themeOf(),
      });
      root.append(box);
      // A child of <html>, not <body>: a page that hides its body does not take the badge with it.
      document.documentElement.append(host);
      return box;
    };

    /**
     * Moves the badge to a corner (or edge) where it covers no link, button or field of the page — the page's
     * own buy and sell buttons above all. When every place would cover one, it shrinks to its score pill and
     * tries again; only then does it settle bottom-right.
     */
    const place = (): void => {
      if (!host) return;
      const corners = [
        'right:16px!important;bottom:16px!important;',
        'left:16px!important;bottom:16px!important;',
        'right:16px!important;top:16px!important;',
        'left:16px!important;top:16px!important;',
        'right:16px!important;top:40%!important;',
        'left:16px!important;top:40%!important;',
      ];
      // The page's controls on screen (the rest cannot be under a fixed badge).
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>('a,button,input,select,textarea,[role="button"]'),
      ).filter((c) => {
        const b = c.getBoundingClientRect();
        return b.bottom > 0 && b.top < innerHeight && b.right > 0 && b.left < innerWidth;
      });
      for (const corner of corners) {
        host.setAttribute('style', HOST_STYLE + corner);
        const r = host.getBoundingClientRect();
        // Rectangles, not sampled points: a rounded button's corner pixel is not "in" it for hit testing.
        const covers = controls.some((c) => {
          const b = c.getBoundingClientRect();
          return (
            b.width > 0 &&
            b.height > 0 &&
            r.left < b.right &&
            b.left < r.right &&
            r.top < b.bottom &&
            b.top < r.bottom
          );
        });
        if (!covers) return;
      }
      if (box && !box.hasAttribute('data-c')) {
        box.setAttribute('data-c', 'auto');
        place();
        return;
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
      const fold = el('button', {
        class: 'x',
        type: 'button',
        'aria-label': collapsed ? 'Expand Solpad' : 'Collapse Solpad',
        'aria-expanded': String(!collapsed),
      });
      fold.textContent = collapsed ? '▴' : '▾';
      fold.addEventListener('click', () => {
        collapsed = !collapsed;
        void browser.storage.local.set({ [collapseKey]: collapsed });
        if (last) render(last);
      });
      return el('div', { class: 'h' }, score, el('strong', { class: 't' }, title), fold, close);
    };

    let last: ScanReply | null = null;

    const render = (reply: ScanReply | null) => {
      last = reply;
      const b = ensureBox();
      b.setAttribute('data-t', themeOf());
      if (collapsed) b.setAttribute('data-c', 'user');
      else b.removeAttribute('data-c');
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
      const title = `${s.symbol || s.name || `${s.address.slice(0, 4)}…${s.address.slice(-4)}`} · Solpad`;
      const body = el(
        'div',
        { class: 'x1' },
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
      b.replaceChildren(header(score, title), body);
      place();
    };

    const targetOfPage = (): PageTarget | null => {
      const target = targetFromUrl(location.href, siteHostOf(location.hostname));
      if (target?.type !== 'pair') return target;
      const mint = mintFromPairPage(document);
      return mint ? { type: 'mint', address: mint } : target;
    };

    const check = () => {
      if (dismissed) return;
      // The page may switch its own theme (or paint its background late): follow it.
      if (box && box.getAttribute('data-t') !== themeOf()) box.setAttribute('data-t', themeOf());
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

    void browser.storage.local.get([dismissKey, themeKey, collapseKey]).then((stored) => {
      dismissed = stored[dismissKey] === true;
      collapsed = stored[collapseKey] === true;
      theme = String(stored[themeKey] ?? '');
      check();
    });
    // A theme picked in the options applies at once to the open pages.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'local' || !(themeKey in changes)) return;
      theme = String(changes[themeKey]?.newValue ?? '');
      box?.setAttribute('data-t', themeOf());
    });
    // Single-page navigation: the isolated world can't patch the page's history.pushState, so listen to the
    // Navigation API where it exists and poll the URL cheaply (a string compare) everywhere.
    const nav = (globalThis as { navigation?: EventTarget }).navigation;
    nav?.addEventListener('navigatesuccess', check);
    addEventListener('popstate', check);
    setInterval(check, 250);
  },
});
