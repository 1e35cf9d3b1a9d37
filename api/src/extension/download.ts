import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { errorResponse } from '../lib/errors';
import { createZip, type ZipEntry } from './zip';

/** The download's file name (`GET /extension/solpad-chrome.zip`). */
export const EXTENSION_ZIP_NAME = 'solpad-chrome.zip';
/** The Firefox build's file name (`GET /extension/solpad-firefox.zip`). */
export const FIREFOX_ZIP_NAME = 'solpad-firefox.zip';
/** The file in the build the extension reads its default API base from (extension/public/api-base.json). */
export const API_BASE_FILE = 'api-base.json';
/** Most per-origin archives kept in memory (a site is reached under one or two names). */
const CACHE_MAX = 16;

function filesOf(dir: string, prefix = ''): ZipEntry[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const name = prefix ? `${prefix}/${e.name}` : e.name;
      return e.isDirectory() ? filesOf(dir, name) : [{ name, data: readFileSync(path.join(dir, name)) }];
    });
}

/**
 * A built extension (`.output/chrome-mv3` or `.output/firefox-mv2`) as a zip whose default API is `origin`:
 * api-base.json says so and the manifest grants that host (MV3's `host_permissions`, MV2's `permissions`), so a
 * user who downloads it from this site needs no settings. The key (and so the extension id the API trusts) is
 * untouched.
 */
export function bakeExtensionZip(dir: string, origin: string): Buffer {
  const url = new URL(origin);
  const entries = filesOf(dir).map((entry) => {
    if (entry.name === API_BASE_FILE) {
      return { name: entry.name, data: Buffer.from(`${JSON.stringify({ apiBase: url.origin })}\n`) };
    }
    if (entry.name === 'manifest.json') {
      const manifest = JSON.parse(Buffer.from(entry.data).toString('utf8')) as {
        manifest_version?: number;
        host_permissions?: string[];
        permissions?: string[];
      };
      // A match pattern has no port (it matches every port of the host), as the options page asks.
      const pattern = `${url.protocol}//${url.hostname}/*`;
      const field = manifest.manifest_version === 2 ? 'permissions' : 'host_permissions';
      const hosts = manifest[field] ?? [];
      if (!hosts.includes(pattern)) manifest[field] = [...hosts, pattern];
      return { name: entry.name, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
    }
    return entry;
  });
  return createZip(entries);
}

const NOT_BUILT =
  '<p class="warn">The extension is not built on this server yet: run <code>npm run build</code>, then reload.</p>';

function page(origin: string, built: { chrome: boolean; firefox: boolean }): string {
  const download = built.chrome
    ? `<a class="btn" href="/extension/${EXTENSION_ZIP_NAME}" download>Download for Chrome, Edge, Brave</a>`
    : NOT_BUILT;
  const firefox = built.firefox
    ? `<a class="btn" href="/extension/${FIREFOX_ZIP_NAME}" download>Download for Firefox</a>`
    : NOT_BUILT;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Install the Solpad extension</title>
<link rel="stylesheet" href="/extension/install.css">
</head>
<body>
<main>
<p><a href="/">← Solpad</a></p>
<h1>Install the Solpad extension</h1>
<p class="lead">A quick scanner and a watch-only portfolio in your toolbar, and a risk overlay on token pages of
pump.fun, DEX Screener, Birdeye, Solscan, Jupiter and this site.</p>
<section>
<h2>Chrome, Edge, Brave</h2>
${download}
<ol>
<li>Unzip <code>${EXTENSION_ZIP_NAME}</code> into a folder you keep (the browser loads it from there).</li>
<li>Open <code>chrome://extensions</code> (Edge: <code>edge://extensions</code>) and turn on <strong>Developer mode</strong>.</li>
<li>Click <strong>Load unpacked</strong> and choose the unzipped folder.</li>
<li>Pin Solpad from the puzzle-piece menu and click it: it already talks to <code>${origin}</code>.</li>
</ol>
</section>
<section>
<h2>Firefox</h2>
${firefox}
<ol>
<li>Open <code>about:debugging#/runtime/this-firefox</code> and click <strong>Load Temporary Add-on…</strong></li>
<li>Choose the downloaded <code>${FIREFOX_ZIP_NAME}</code> itself (no need to unzip it). It already talks to
<code>${origin}</code>.</li>
<li>Firefox keeps a temporary add-on until it restarts: load it again after a restart. (A permanent install needs
the add-on signed by Mozilla, which this self-hosted build is not.)</li>
<li>The side panel is Firefox's sidebar: <strong>View → Sidebar → Solpad</strong>.</li>
</ol>
</section>
<section>
<h2>Another server</h2>
<p>The extension uses the site it was downloaded from. To point it elsewhere, open its <strong>Options</strong> and
save another API base URL (a host other than localhost asks for permission).</p>
</section>
</main>
</body>
</html>
`;
}

const CSS = `:root{color-scheme:light dark;--app:#f7f7fb;--surface:#fff;--fg:#15151c;--muted:#52525e;--line:rgb(20 20 40/.12);--accent:#7c3aed;--accent-strong:#6d28d9}
@media (prefers-color-scheme:dark){:root{--app:#0a0a0a;--surface:#141416;--fg:#f4f4f5;--muted:#a1a1aa;--line:rgb(255 255 255/.09);--accent:#8b5cf6;--accent-strong:#a78bfa}}
body{margin:0;background:var(--app);color:var(--fg);font:15px/1.6 Inter,ui-sans-serif,system-ui,sans-serif}
main{max-width:720px;margin:0 auto;padding:32px 16px;display:grid;gap:16px}
h1{margin:0;font-size:28px;letter-spacing:-.02em}h2{margin:0 0 8px;font-size:13px;text-transform:uppercase;letter-spacing:.06em}
.lead{color:var(--muted);margin:0}a{color:var(--accent)}
section{background:var(--surface);border:1px solid var(--line);border-radius:16px;padding:16px 20px}
.btn{display:inline-flex;background:var(--accent);color:#fff;text-decoration:none;font-weight:600;border-radius:12px;padding:10px 16px}
.btn:hover{background:var(--accent-strong)}ol{padding-left:20px;margin:12px 0 0}li{margin:4px 0}
code{font:13px "JetBrains Mono",ui-monospace,monospace;background:var(--app);border:1px solid var(--line);border-radius:6px;padding:1px 5px}
.warn{color:#dc2626}`;

/**
 * `/extension`: the install page, its stylesheet, and the built extension (Chrome MV3 in `dir`, Firefox MV2 in
 * `firefoxDir`) zipped with this site as its API (`origin`: PUBLIC_URL, else the address the request came to).
 * Archives are built on first download per origin and kept (a rebuild of the extension while the server runs
 * is picked up by a restart).
 */
export function extensionDownloadRoutes(opts: {
  dir: string;
  firefoxDir: string;
  publicUrl: string | undefined;
}) {
  const cache = new Map<string, Buffer>();
  const originOf = (requestUrl: string) => (opts.publicUrl ?? new URL(requestUrl).origin).replace(/\/$/, '');
  const built = (dir: string) => existsSync(path.join(dir, 'manifest.json'));
  const serve = (dir: string, name: string) => (c: Context) => {
    if (!built(dir)) return errorResponse(c, 404, 'NOT_FOUND', 'The extension is not built.');
    const origin = originOf(c.req.url);
    const key = `${name} ${origin}`;
    let zip = cache.get(key);
    if (!zip) {
      zip = bakeExtensionZip(dir, origin);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(key, zip);
    }
    return c.body(new Uint8Array(zip), 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-cache',
    });
  };
  return new Hono()
    .get('/', (c) =>
      c.html(page(originOf(c.req.url), { chrome: built(opts.dir), firefox: built(opts.firefoxDir) }), 200, {
        'cache-control': 'no-cache',
      }),
    )
    .get('/install.css', (c) =>
      c.body(CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
    )
    .get(`/${EXTENSION_ZIP_NAME}`, serve(opts.dir, EXTENSION_ZIP_NAME))
    .get(`/${FIREFOX_ZIP_NAME}`, serve(opts.firefoxDir, FIREFOX_ZIP_NAME));
}
