import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageFallback } from './page-fallback';

const html = `<!doctype html><html><body>${'<p>Solpad — launch, trade and scan</p>'.repeat(200)}</body></html>`;
const app = new Hono().get('*', pageFallback(html));
const get = (encoding?: string) =>
  app.request(
    '/tokens/solana/pump/x',
    encoding === undefined ? {} : { headers: { 'accept-encoding': encoding } },
  );

describe('pageFallback', () => {
  it('sends brotli to a browser that takes it, smaller than the page and decoding to it', async () => {
    const res = await get('gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('sends gzip when brotli is not taken (or refused with q=0), and the page as is without either', async () => {
    for (const encoding of ['gzip', 'br;q=0, gzip']) {
      const res = await get(encoding);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
    }
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});
