// A deep link's page names its route's scripts in its head (`<link rel="modulepreload">`), read from the build's
// manifest (web/dist/.vite/manifest.json). Without them the app asks for the route's chunks once it has loaded:
// Vite's preload helper then adds a link per chunk from a script — about 25 on the scanner or a token page, one
// main-thread task of 100–170 ms on a phone (4× CPU) after the first paint, where it blocks taps. From the page's
// head the browser requests them while it parses, before the first paint, and they download beside the app; the
// helper finds the links there and adds none.

/** One chunk of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The JS files `keys` load at once: each chunk and, transitively, its static imports. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * TanStack Router's flat file name → its URL segments (`tools.scanner.tsx` → `tools`, `scanner`;
 * `tokens.$chain.tsx` → `tokens`, `$chain`); index, route and pathless (`_…`) parts name no segment.
 */
export function routeSegments(file: string): string[] {
  return file
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((s) => s !== 'index' && s !== 'route' && !s.startsWith('_'));
}

interface Route {
  segments: string[];
  /** Static segments: the more, the better a match (`/tokens/solana` before `/tokens/$chain`). */
  fixed: number;
  files: string[];
}

/**
 * The route scripts to preload for a path, from `manifest`: the route's split chunks (`src/routes/<file>?tsr-split=…`)
 * and their static imports, less what index.html and the app (its entry's dynamic import) already load. A path no
 * route serves gets none.
 */
export function routePreloads(manifest: Manifest): (path: string) => string[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const loaded = closure(manifest, [
    ...entries,
    ...entries.flatMap((k) => manifest[k]?.dynamicImports ?? []),
  ]);
  const byFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = /^src\/routes\/([^/?]+\.tsx?)\?tsr-split/.exec(key)?.[1];
    if (!file || file.startsWith('__')) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), key]);
  }
  const routes: Route[] = [...byFile].map(([file, keys]) => {
    const segments = routeSegments(file);
    return {
      segments,
      fixed: segments.filter((s) => !s.startsWith('$')).length,
      files: [...closure(manifest, keys)].filter((f) => !loaded.has(f)),
    };
  });
  const matches = (route: Route, parts: string[]) =>
    route.segments.length === parts.length &&
    route.segments.every((s, i) => (s.startsWith('$') ? parts[i] !== '' : s === parts[i]));
  return (path) => {
    const parts = path.split('/').filter(Boolean);
    let best: Route | undefined;
    for (const route of routes)
      if (matches(route, parts) && (!best || route.fixed > best.fixed)) best = route;
    return best?.files ?? [];
  };
}

/** `html` with a `<link rel="modulepreload">` per file before `</head>` (Vite's own form: root-relative, crossorigin). */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
