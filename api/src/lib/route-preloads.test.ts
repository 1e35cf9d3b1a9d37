import { describe, expect, it } from 'vitest';
import { type Manifest, routePreloads, routeSegments, withPreloads } from './route-preloads';

// A build's manifest in miniature: index.html's entry imports the app (main) dynamically; routes are split chunks
// importing the app's chunk, shared chunks and their own.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_preload-b.js'],
    dynamicImports: ['src/main.tsx'],
  },
  '_preload-b.js': { file: 'assets/preload-b.js' },
  'src/main.tsx': { file: 'assets/main-c.js', imports: ['_main-d.js'] },
  '_main-d.js': { file: 'assets/main-d.js', imports: ['_preload-b.js'] },
  '_shared-e.js': { file: 'assets/shared-e.js', imports: ['_main-d.js'] },
  '_style-f.css': { file: 'assets/style-f.css' },
  'src/routes/tools.scanner.tsx?tsr-split=component': {
    file: 'assets/tools.scanner-g.js',
    imports: ['_main-d.js', '_shared-e.js', '_style-f.css'],
    dynamicImports: ['src/features/scanner/engine.ts'],
  },
  'src/features/scanner/engine.ts': { file: 'assets/engine-h.js', imports: ['_shared-e.js'] },
  'src/routes/tokens.$chain.index.tsx?tsr-split=component': {
    file: 'assets/tokens.chain-i.js',
    imports: ['_shared-e.js'],
  },
  'src/routes/tokens.solana.index.tsx?tsr-split=component': { file: 'assets/tokens.solana-j.js' },
  'src/routes/__root.tsx?tsr-split=component': { file: 'assets/root-k.js' },
};

describe('route preloads', () => {
  const preloads = routePreloads(manifest);

  it("names a route's chunks and their static imports, not what the page and the app already load", () => {
    expect(preloads('/tools/scanner')).toEqual(['assets/tools.scanner-g.js', 'assets/shared-e.js']);
    // A lazily imported module (the scan engine) loads when asked for, not with the page.
    expect(preloads('/tools/scanner')).not.toContain('assets/engine-h.js');
  });

  it('matches parameters and prefers a static segment over a parameter', () => {
    expect(preloads('/tokens/bsc')).toEqual(['assets/tokens.chain-i.js', 'assets/shared-e.js']);
    expect(preloads('/tokens/solana')).toEqual(['assets/tokens.solana-j.js']);
    expect(preloads('/tokens/solana/')).toEqual(['assets/tokens.solana-j.js']);
  });

  it('names nothing for a path no route serves', () => {
    expect(preloads('/no/such/page')).toEqual([]);
    expect(preloads('/tools/scanner/extra')).toEqual([]);
  });

  it("reads TanStack Router's flat file names", () => {
    expect(routeSegments('tokens.$chain.$dex.$address.tsx')).toEqual([
      'tokens',
      '$chain',
      '$dex',
      '$address',
    ]);
    expect(routeSegments('marketing.cto.index.tsx')).toEqual(['marketing', 'cto']);
    expect(routeSegments('_layout.about.tsx')).toEqual(['about']);
  });

  it("writes the links into the page's head, as Vite writes its own", () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, ['assets/a.js', 'assets/b.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });
});
