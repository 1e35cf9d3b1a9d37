// The SPA's index.html for every deep link (/tokens/…, /kols/…): compressed once at start-up, as the static
// files are (web/precompress.ts), and sent by the request's Accept-Encoding. Uncompressed it was 8 KB on the
// critical path of every deep link's first paint (2.5 KB brotli).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** `Accept-Encoding` lists `coding` with a q-value above 0 (`br;q=0` refuses it). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A page as it may be sent: as is, brotli and gzip. */
export interface CompressedPage {
  raw: Buffer;
  br: Buffer;
  gz: Buffer;
}

/**
 * `html` compressed both ways. `effort` "max" (brotli 11, gzip 9) for a page made once at start-up; "fast"
 * (brotli 5, gzip 6: a fraction of a millisecond for index.html's size) for one made per request.
 */
export function compressPage(html: string, effort: 'max' | 'fast'): CompressedPage {
  const raw = Buffer.from(html);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return { raw, br, gz: gzipSync(raw, { level: effort === 'max' ? 9 : 6 }) };
}

/** The answer with `page` (no-cache), brotli or gzip when the client takes it. */
export function sendPage(c: Context, page: CompressedPage): Response {
  const header = c.req.header('accept-encoding') ?? '';
  const coding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  };
  if (coding) headers['content-encoding'] = coding;
  const body = coding === 'br' ? page.br : coding === 'gzip' ? page.gz : page.raw;
  return c.body(new Uint8Array(body), 200, headers);
}

/** A handler answering `html` (no-cache), brotli or gzip when the client takes it. */
export function pageFallback(html: string): (c: Context) => Response {
  const page = compressPage(html, 'max');
  return (c) => sendPage(c, page);
}
