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
