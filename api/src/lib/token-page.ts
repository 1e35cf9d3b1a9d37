// A token's page (`/tokens/{chain}/{dex}/{mint}`) sent with the token's detail inside, as the API answers
// `GET /api/tokens/{mint}` at that moment: index.html's boot script paints the token's header from it before any
// script has loaded (the page's largest text, its description, was the last thing to paint: 4–5 s on a phone over
// slow 4G), and the site starts from it instead of asking again (web/src/features/tokens/queries.ts). One figure,
// one source: the same answer, from the same hot cache, as the API's route.
import { TOKEN_BOOT_ID } from '@solpad/core';
import { resolveTokensPath } from '@solpad/core/navigation';
import type { Context } from 'hono';
import { type CompressedPage, compressPage, sendPage } from './page-fallback';

/** Pages kept compressed, by mint: the most recently sent (a viral token's page is made once per change). */
const KEPT_PAGES = 256;

/**
 * The JSON as a data block that cannot end early: `<` is written `\u003c` (the same string to a JSON parser), so a
 * name or description holding `</script>` stays text.
 */
export function tokenBootBlock(json: string): string {
  return `<script type="application/json" id="${TOKEN_BOOT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The handler for a token's page: index.html with the token's detail when `detail` has one (the API's JSON
 * text, or null for a token not on the platform, which gets the plain page: the site says so), else `fallback`.
 */
export function tokenPage(o: {
  html: string;
  /** The API's answer for `mint`, asked at the page's own origin (its links and the hot cache's key are those). */
  detail: (mint: string, pageUrl: string) => Promise<string | null>;
  fallback: (c: Context) => Response;
}): (c: Context) => Promise<Response> {
  const at = o.html.indexOf('</head>');
  const kept = new Map<string, { json: string; page: CompressedPage }>();
  return async (c) => {
    const target = resolveTokensPath([
      c.req.param('chain') ?? '',
      c.req.param('dex') ?? '',
      c.req.param('mint') ?? '',
    ]);
    if (target.kind !== 'detail' || at < 0) return o.fallback(c);
    const json = await o.detail(target.address, c.req.url).catch(() => null);
    if (json === null) return o.fallback(c);
    let entry = kept.get(target.address);
    if (entry?.json !== json) {
      const html = `${o.html.slice(0, at)}${tokenBootBlock(json)}${o.html.slice(at)}`;
      entry = { json, page: compressPage(html, 'fast') };
    }
    // Most recently sent last: the first key is the one to drop.
    kept.delete(target.address);
    kept.set(target.address, entry);
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    return sendPage(c, entry.page);
  };
}
