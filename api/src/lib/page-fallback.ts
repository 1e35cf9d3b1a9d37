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

/** A handler answering `html` (no-cache), brotli or gzip when the client takes it. */
export function pageFallback(html: string): (c: Context) => Response {
  const raw = Buffer.from(html);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  return (c) => {
    const header = c.req.header('accept-encoding') ?? '';
    const coding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    };
    if (coding) headers['content-encoding'] = coding;
    return c.body(new Uint8Array(coding === 'br' ? br : coding === 'gzip' ? gz : raw), 200, headers);
  };
}
