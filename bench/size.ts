// Size budgets (`npm run bench:check`, run by CI after the build): gzip JS per route of the site, and the
// extension's content scripts. Fails when a budget is exceeded. Reads the build output only, so it takes a
// second. Needs `npm run build` first.
//
// Per route: the JS a first visit to that route downloads before it shows its screen — the entry chunk and its
// static imports (index.html's script and modulepreloads) plus the route file's lazy chunks and their static
// imports. Chunks loaded later on demand (dynamic imports inside a screen, e.g. the dev wallet) are not
// counted. Sizes are gzip at level 9, as the server precompresses them (browsers that accept brotli get less).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Budget, type Figure, record } from './lib/figures';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.join(root, 'web', 'dist');
const extensionDist = path.join(root, '.output', 'chrome-mv3');

/** Budgets in KB (1 KB = 1000 bytes of gzip), with why. */
export const BUDGETS = {
  firstPaint: {
    op: '<=',
    value: 150,
    why: 'issue 5: the JS `/` loads before its first paint; 150 KB gzip is ~0.75 s on 1.6 Mbps slow 4G',
  },
  route: {
    op: '<=',
    value: 300,
    why: 'a screen, all its JS: ~1.5 s of download on slow 4G before it is usable',
  },
  contentScript: {
    op: '<=',
    value: 30,
    why: 'issue 8: the overlay script is injected into every matching page and must not slow it',
  },
  popup: {
    op: '<=',
    value: 80,
    why: 'issue 18: the popup opens on every click of the toolbar icon; all its JS is read before it draws',
  },
} as const satisfies Record<string, Budget>;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JS files `keys` need at once: each chunk and, transitively, its static imports. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** TanStack Router's flat file name → the URL pattern it serves (`tools.scanner.tsx` → `/tools/scanner`). */
export function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((s) => s !== 'index' && s !== 'route' && !s.startsWith('_'));
  return `/${segments.join('/')}`;
}

function kb(bytes: number): number {
  return Number((bytes / 1000).toFixed(1));
}

function routeFigures(): Figure[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('web/dist/.vite/manifest.json is missing: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // index.html's entry (src/boot.ts) paints the static header (and home's hero) and only then imports the app
  // (src/main.tsx). The route figures count the app too: it is what every first visit downloads to be usable.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const entryFiles = closure(manifest, entryKeys);
  const appFiles = closure(
    manifest,
    entryKeys.flatMap((k) => manifest[k]!.dynamicImports ?? []),
  );

  // Route files → their split chunks (`src/routes/<file>?tsr-split=component`, `...=loader`, ...).
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/([^/?]+\.tsx?)\?tsr-split/.exec(key);
    if (!match || match[1]!.startsWith('__')) continue;
    const list = byRoute.get(match[1]!) ?? [];
    list.push(key);
    byRoute.set(match[1]!, list);
  }
  if (byRoute.size === 0) throw new Error('no route chunks found in the manifest: is autoCodeSplitting on?');

  // What runs before the first paint: index.html's entry and its static imports (the app comes after).
  let firstPaintBytes = 0;
  for (const f of entryFiles) firstPaintBytes += gzipBytes(path.join(webDist, f));
  const firstPaint = kb(firstPaintBytes);
  const figures: Figure[] = [
    {
      id: 'size.first-paint./',
      name: 'JS before the first paint of / (gzip)',
      unit: 'KB',
      value: firstPaint,
      runs: [firstPaint],
      budget: BUDGETS.firstPaint,
      note: `${entryFiles.size} files: index.html's entry; header and home hero are static markup`,
    },
  ];
  for (const [file, keys] of [...byRoute].sort(([a], [b]) => routePath(a).localeCompare(routePath(b)))) {
    const files = new Set([...entryFiles, ...appFiles, ...closure(manifest, keys)]);
    let bytes = 0;
    for (const f of files) bytes += gzipBytes(path.join(webDist, f));
    const url = routePath(file);
    const value = kb(bytes);
    figures.push({
      id: `size.route.${url}`,
      name: `JS for ${url} (gzip)`,
      unit: 'KB',
      value,
      runs: [value],
      budget: BUDGETS.route,
      note: `${files.size} files; route file ${file}`,
    });
  }
  return figures;
}

function contentScriptFigures(): Figure[] {
  const dir = path.join(extensionDist, 'content-scripts');
  if (!existsSync(dir)) {
    console.error('extension: no content scripts in .output/chrome-mv3 (none built yet): nothing to check');
    return [];
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') && statSync(path.join(dir, f)).isFile())
    .map((f) => {
      const value = kb(gzipBytes(path.join(dir, f)));
      return {
        id: `size.content-script.${f}`,
        name: `Extension content script ${f} (gzip)`,
        unit: 'KB',
        value,
        runs: [value],
        budget: BUDGETS.contentScript,
      };
    });
}

/** The JS an extension page (popup.html) loads: its module scripts and their modulepreloads, gzip. */
function extensionPageFigure(page: 'popup'): Figure[] {
  const html = path.join(extensionDist, `${page}.html`);
  if (!existsSync(html)) {
    console.error(`extension: no ${page}.html in .output/chrome-mv3 (none built yet): nothing to check`);
    return [];
  }
  const text = readFileSync(html, 'utf8');
  const files = new Set(
    [...text.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) =>
      path.join(extensionDist, m[1]!.replace(/^\//, '')),
    ),
  );
  let bytes = 0;
  for (const f of files) bytes += gzipBytes(f);
  const value = kb(bytes);
  return [
    {
      id: `size.extension.${page}`,
      name: `Extension ${page} JS (gzip)`,
      unit: 'KB',
      value,
      runs: [value],
      budget: BUDGETS.popup,
      note: `${files.size} files: ${page}.html's scripts and modulepreloads`,
    },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const figures = [...routeFigures(), ...contentScriptFigures(), ...extensionPageFigure('popup')];
  record('size', figures);
  const failed = figures.filter(
    (f) => f.budget && (f.budget.op === '<=' ? f.value > f.budget.value : f.value < f.budget.value),
  );
  if (failed.length > 0) {
    console.error(
      `size budgets exceeded: ${failed.map((f) => `${f.name} ${f.value} ${f.unit} > ${f.budget?.value}`).join('; ')}`,
    );
  } else {
    console.error(`size budgets met for ${figures.length} figures`);
  }
}
