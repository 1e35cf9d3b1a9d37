// Which token a page is about, from its URL (and, for a DEX pair, from its links). Tiny and dependency-free:
// the content script bundles it.

/** What the overlay asks the background to scan. */
export type PageTarget = { type: 'mint' | 'pair'; address: string };

const B58 = '[1-9A-HJ-NP-Za-km-z]{32,44}';
const ADDRESS = new RegExp(`^${B58}$`);
const SOL_MINT = 'So11111111111111111111111111111111111111112';

/** Whether `s` looks like a base58 address (the background checks it for real). */
export function looksLikeAddress(s: string | null | undefined): s is string {
  return !!s && ADDRESS.test(s);
}

function segmentAfter(path: string, prefix: RegExp): string | null {
  const m = prefix.exec(path);
  return m?.[1] ?? null;
}

/** The third-party sites the overlay knows (and their subdomains). */
const THIRD_PARTY = /(^|\.)(pump\.fun|dexscreener\.com|birdeye\.so|solscan\.io|jup\.ag|gmgn\.ai)$/;

/**
 * The host the overlay reads as this site, for a page it runs on: the page's own host unless it is one of the
 * third-party sites. The overlay runs only where the manifest (those sites, localhost) or the background (the
 * API's own origin, see site-overlay.ts) put it, so any other host it finds itself on is this site.
 */
export function siteHostOf(hostname: string): string | undefined {
  return THIRD_PARTY.test(hostname) ? undefined : hostname;
}

/** This site's token pages: /token/MINT and /tokens/…/MINT. */
function siteTokenPath(path: string): string | null {
  return (
    segmentAfter(path, new RegExp(`^/token/(${B58})/?$`)) ??
    segmentAfter(path, new RegExp(`^/tokens/(?:.+/)?(${B58})/?$`))
  );
}

/**
 * The token named by a URL on one of the supported sites, or null. `pair` for dexscreener pair pages. With
 * `siteHost`, that host is this site too (the API's origin when it is not local: the overlay is registered there
 * at run time), read with the site's own paths.
 */
export function targetFromUrl(href: string, siteHost?: string): PageTarget | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname;
  const mint = (address: string | null): PageTarget | null =>
    looksLikeAddress(address) ? { type: 'mint', address } : null;
  switch (host) {
    case 'pump.fun':
      return mint(segmentAfter(path, new RegExp(`^/coin/(${B58})/?$`)));
    case 'birdeye.so':
      return mint(segmentAfter(path, new RegExp(`^/token/(${B58})/?$`)));
    case 'solscan.io':
      return mint(segmentAfter(path, new RegExp(`^/token/(${B58})/?$`)));
    case 'dexscreener.com': {
      const pair = segmentAfter(path, new RegExp(`^/solana/(${B58})/?$`));
      return looksLikeAddress(pair) ? { type: 'pair', address: pair } : null;
    }
    case 'jup.ag': {
      const out = url.searchParams.get('outputMint');
      if (looksLikeAddress(out)) return mint(out);
      // /swap/SOL-MINT, /swap/MINT-MINT2, /tokens/MINT: the output (last) side of the pair.
      const swap = segmentAfter(path, /^\/swap\/([^/?#]+)\/?$/);
      if (swap) {
        const output = swap.split('-').at(-1) ?? '';
        return output !== SOL_MINT ? mint(output) : null;
      }
      return mint(segmentAfter(path, new RegExp(`^/tokens?/(${B58})/?$`)));
    }
    case 'gmgn.ai':
      // /sol/token/MINT, or /sol/token/REF_MINT when a referral code is prefixed.
      return mint(segmentAfter(path, new RegExp(`^/sol/token/(?:[A-Za-z0-9]+_)?(${B58})/?$`)));
    case 'localhost':
    case '127.0.0.1':
      return mint(siteTokenPath(path));
    default:
      return siteHost !== undefined && url.hostname === siteHost ? mint(siteTokenPath(path)) : null;
  }
}

const LINKED_TOKEN = new RegExp(`(?:solscan\\.io|birdeye\\.so)/token/(${B58})`);

/** The first token address named by a link to solscan.io/token/… or birdeye.so/token/…, or null. */
export function mintFromLinks(hrefs: Iterable<string>): string | null {
  for (const href of hrefs) {
    const m = LINKED_TOKEN.exec(href);
    if (m?.[1]) return m[1];
  }
  return null;
}

/**
 * The base mint a dexscreener pair page names: its links to the token on solscan or birdeye. Null when the
 * page has none yet (the background then resolves the pair from the chain).
 */
export function mintFromPairPage(doc: Document): string | null {
  return mintFromLinks(
    Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href*="/token/"]'), (a) => a.href),
  );
}
