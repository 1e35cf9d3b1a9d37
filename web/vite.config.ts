import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// Paths are anchored to this file so the config works from web/ (`npm run build -w`) and from the repo root
// (`vite --config web/vite.config.ts web` in scripts/dev.mjs) alike.
const webDir = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8787}`;
/**
 * A feature's index.ts (what other features import, biome.json's rule) and the screen kit's barrels
 * (components/kit, components/lists) only re-export: declared free of side effects, a screen that imports one name
 * through one gets that name's module and not the whole feature or kit (the scanner importing `ColumnHeads` and
 * `CardSection` through the kit's barrel took 7.4 KB gzip of list, dialog and form code with them).
 */
const FEATURE_INDEX = /[\\/]src[\\/](?:features[\\/][^\\/]+|components[\\/](?:kit|lists))[\\/]index\.ts$/;

export default defineConfig({
  root: webDir,
  plugins: [
    // The router plugin must run before react() so split route chunks are transformed by it too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route file to its chunks: bench/size.ts reads it for the JS budgets.
    manifest: true,
    // index.html keeps its modulepreload links; a lazy chunk's dependencies are not preloaded from script. Vite's
    // helper added them as ~35 <link rel="modulepreload"> elements, one appendChild each, when the first route
    // loaded: 86 ms of one 4× CPU phone's main thread in two tasks. Without them a token page's Lighthouse TBT fell
    // 223–230 → 114–127 ms and the scanner's 134–179 → 93–103 (paired runs, bench/RESULTS.md), LCP unchanged: the
    // browser finds a chunk's imports as it parses the chunk. Written into the page's head instead they cost LCP
    // +50 % (2026-11-27: 35 early requests on slow 4G), so they are simply not preloaded.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined) },
      output: {
        // src/boot.ts (index.html's script) imports the app, src/main.tsx, after the first paint. Keep the app
        // and everything it imports statically in one chunk, as when it was index.html's script: left to the
        // default, the modules it shares with the lazy routes split into dozens of small chunks (~13 KB more
        // gzip and ~40 more requests for "/").
        codeSplitting: {
          groups: [
            // Vite's preload helper serves boot.ts too: outside the app's chunk, or boot would import all of it.
            { name: 'preload', test: /preload-helper|rolldown[\\/]runtime/, priority: 1 },
            { name: 'main', test: /[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
});
