import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bakeExtensionZip, EXTENSION_ZIP_NAME, extensionDownloadRoutes, FIREFOX_ZIP_NAME } from './download';
import { createZip, readZip } from './zip';

/** A stand-in build: a manifest (Chrome MV3, or Firefox MV2), the default api-base.json, and a nested chunk. */
function fakeBuild(browser: 'chrome' | 'firefox' = 'chrome'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'solpad-ext-'));
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify(
      browser === 'chrome'
        ? { manifest_version: 3, name: 'Solpad', key: 'KEY', host_permissions: ['http://localhost/*'] }
        : { manifest_version: 2, name: 'Solpad', permissions: ['storage', 'http://localhost/*'] },
    ),
  );
  writeFileSync(path.join(dir, 'api-base.json'), '{ "apiBase": null }\n');
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'popup.js'), 'console.log("popup");'.repeat(50));
  return dir;
}

const text = (entries: ReturnType<typeof readZip>, name: string) =>
  Buffer.from(entries.find((e) => e.name === name)?.data ?? []).toString('utf8');

describe('createZip', () => {
  it('writes an archive that reads back byte for byte, deflated or stored', () => {
    const entries = [
      { name: 'a.txt', data: Buffer.from('hello '.repeat(100)) },
      { name: 'dir/b.bin', data: Buffer.from([0, 1, 2, 3]) },
      { name: 'empty', data: Buffer.alloc(0) },
    ];
    const back = readZip(createZip(entries));
    expect(back.map((e) => e.name)).toEqual(['a.txt', 'dir/b.bin', 'empty']);
    for (const [i, e] of entries.entries()) expect(Buffer.from(back[i]!.data).equals(e.data)).toBe(true);
  });
});

describe('bakeExtensionZip', () => {
  it('bakes the origin in as the default API and grants its host; the key stays', () => {
    const entries = readZip(bakeExtensionZip(fakeBuild(), 'https://solpad.example:8443/'));
    expect(JSON.parse(text(entries, 'api-base.json'))).toEqual({ apiBase: 'https://solpad.example:8443' });
    const manifest = JSON.parse(text(entries, 'manifest.json'));
    expect(manifest.host_permissions).toEqual(['http://localhost/*', 'https://solpad.example/*']);
    expect(manifest.key).toBe('KEY');
    expect(text(entries, 'chunks/popup.js')).toContain('console.log("popup")');
  });

  it('adds no duplicate permission for a local site', () => {
    const entries = readZip(bakeExtensionZip(fakeBuild(), 'http://localhost:8811'));
    expect(JSON.parse(text(entries, 'manifest.json')).host_permissions).toEqual(['http://localhost/*']);
    expect(JSON.parse(text(entries, 'api-base.json')).apiBase).toBe('http://localhost:8811');
  });
});

describe('extensionDownloadRoutes', () => {
  it('serves the Firefox build too, its origin granted in MV2 permissions', async () => {
    const routes = extensionDownloadRoutes({
      dir: fakeBuild(),
      firefoxDir: fakeBuild('firefox'),
      publicUrl: 'https://solpad.example/',
    });
    const res = await routes.request(`http://10.0.0.1/${FIREFOX_ZIP_NAME}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(FIREFOX_ZIP_NAME);
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(text(entries, 'manifest.json'));
    expect(manifest.manifest_version).toBe(2);
    expect(manifest.permissions).toEqual(['storage', 'http://localhost/*', 'https://solpad.example/*']);
    expect(manifest.host_permissions).toBeUndefined();
    expect(JSON.parse(text(entries, 'api-base.json')).apiBase).toBe('https://solpad.example');
    // The Chrome zip of the same origin is another archive.
    const chrome = readZip(
      Buffer.from(await (await routes.request(`http://10.0.0.1/${EXTENSION_ZIP_NAME}`)).arrayBuffer()),
    );
    expect(JSON.parse(text(chrome, 'manifest.json')).manifest_version).toBe(3);
  });

  it('serves the zip baked with the address it was asked at, or PUBLIC_URL', async () => {
    const dir = fakeBuild();
    const local = extensionDownloadRoutes({ dir, firefoxDir: dir, publicUrl: undefined });
    const res = await local.request(`http://127.0.0.1:9911/${EXTENSION_ZIP_NAME}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(text(entries, 'api-base.json')).apiBase).toBe('http://127.0.0.1:9911');

    const pub = extensionDownloadRoutes({ dir, firefoxDir: dir, publicUrl: 'https://solpad.example/' });
    const baked = readZip(
      Buffer.from(await (await pub.request(`http://10.0.0.1/${EXTENSION_ZIP_NAME}`)).arrayBuffer()),
    );
    expect(JSON.parse(text(baked, 'api-base.json')).apiBase).toBe('https://solpad.example');
  });

  it('explains the install on its page, and says so when nothing is built', async () => {
    const page = await (
      await extensionDownloadRoutes({
        dir: fakeBuild(),
        firefoxDir: fakeBuild('firefox'),
        publicUrl: undefined,
      }).request('http://localhost:8811/')
    ).text();
    expect(page).toContain('Load unpacked');
    expect(page).toContain('Load Temporary Add-on');
    expect(page).toContain(`href="/extension/${EXTENSION_ZIP_NAME}"`);
    expect(page).toContain(`href="/extension/${FIREFOX_ZIP_NAME}"`);
    expect(page).toContain('http://localhost:8811');
    const none = mkdtempSync(path.join(tmpdir(), 'none-'));
    const empty = extensionDownloadRoutes({
      dir: none,
      firefoxDir: none,
      publicUrl: undefined,
    });
    expect(await (await empty.request('http://localhost/')).text()).toContain('not built');
    expect((await empty.request(`http://localhost/${EXTENSION_ZIP_NAME}`)).status).toBe(404);
    expect((await empty.request(`http://localhost/${FIREFOX_ZIP_NAME}`)).status).toBe(404);
  });
});
