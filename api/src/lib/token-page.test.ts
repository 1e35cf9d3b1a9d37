import { brotliDecompressSync } from 'node:zlib';
import { TOKEN_BOOT_ID } from '@solpad/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageFallback } from './page-fallback';
import { tokenPage } from './token-page';

const MINT = 'GxVJsaiBqZRV4dNfSjevQgEx9qUsKSmhWM6aYDYyA366';
const html =
  '<!doctype html><html><head><title>Solpad</title></head><body><div id="root"></div></body></html>';
const token = {
  address: MINT,
  name: '</script><script>alert(1)</script>',
  description: 'a <!-- comment --> and </SCRIPT >',
};

function appWith(detail: (mint: string, pageUrl: string) => Promise<string | null>) {
  const asked: string[] = [];
  const app = new Hono().get(
    '/tokens/:chain/:dex/:mint',
    tokenPage({
      html,
      fallback: pageFallback(html),
      detail: (mint, url) => {
        asked.push(`${mint} ${url}`);
        return detail(mint, url);
      },
    }),
  );
  return { app, asked };
}

/** The data block's text, read as a browser's parser does: up to the first `</script`. */
function bootBlock(page: string): string | null {
  const m = new RegExp(
    `<script type="application/json" id="${TOKEN_BOOT_ID}">([\\s\\S]*?)</script`,
    'i',
  ).exec(page);
  return m?.[1] ?? null;
}

describe('tokenPage', () => {
  it("puts the API's answer in the page's head, whole, whatever the token's texts hold", async () => {
    const { app, asked } = appWith(async () => JSON.stringify(token));
    const res = await app.request(`http://solpad.test/tokens/solana/pump/${MINT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const page = await res.text();
    const block = bootBlock(page);
    expect(block).not.toBeNull();
    expect(JSON.parse(block as string)).toEqual(token);
    expect(page.indexOf(`id="${TOKEN_BOOT_ID}"`)).toBeLessThan(page.indexOf('</head>'));
    // Asked at the page's own origin (the links in the answer and the hot cache's key are those).
    expect(asked).toEqual([`${MINT} http://solpad.test/tokens/solana/pump/${MINT}`]);
  });

  it('sends it brotli-compressed to a browser that takes it, and a new page when the answer changes', async () => {
    let price = 1;
    const { app } = appWith(async () => JSON.stringify({ ...token, price }));
    const get = async () => {
      const res = await app.request(`/tokens/solana/raydium/${MINT}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers.get('content-encoding')).toBe('br');
      return JSON.parse(
        bootBlock(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) ?? '',
      );
    };
    expect((await get()).price).toBe(1);
    price = 2;
    expect((await get()).price).toBe(2);
  });

  it('gives the plain page for a token not on the platform, a failed read, or a path that names no token', async () => {
    const none = appWith(async () => null);
    expect(await (await none.app.request(`/tokens/solana/pump/${MINT}`)).text()).toBe(html);
    const failing = appWith(async () => {
      throw new Error('database closed');
    });
    expect(await (await failing.app.request(`/tokens/solana/pump/${MINT}`)).text()).toBe(html);
    const never = appWith(async () => JSON.stringify(token));
    for (const path of [
      `/tokens/solana/nodex/${MINT}`,
      '/tokens/solana/pump/not-a-mint',
      `/tokens/eth/pump/${MINT}`,
    ])
      expect(await (await never.app.request(path)).text(), path).toBe(html);
    expect(never.asked).toEqual([]);
  });
});
