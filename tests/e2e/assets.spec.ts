import { expect, test } from './support/test';

test('serves the built JS precompressed (brotli, else gzip) and cacheable for a year', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const br = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toContain('immutable');
  const gz = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script as string, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Same script whichever way it travels.
  expect(await br.text()).toBe(await plain.text());
});

test('an unknown /assets/ path answers 404, not the page and not cacheable', async ({ request }) => {
  for (const path of ['/assets/main-00000000.js', '/assets/nope.css', '/assets/deep/er/x.png']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control'], path).toBe('no-store');
    expect(await res.text(), path).not.toContain('<!doctype html>');
  }
  // A page route still gets the app.
  const page = await request.get('/tokens/anything');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
