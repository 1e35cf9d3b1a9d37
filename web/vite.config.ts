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
  },
});
