import { defineConfig } from 'wxt';
import { BUILT_IN_HOST_PERMISSIONS, OPTIONAL_HOST_PERMISSIONS } from './extension/lib/api-base';

// The browser extension's build. Sources live in extension/; `npm run build -w @solpad/extension` runs
// `wxt build` from the repo root, and the Chrome MV3 build lands in .output/chrome-mv3.
export default defineConfig({
  srcDir: 'extension',
  entrypointsDir: 'entrypoints',
  publicDir: 'extension/public',
  modulesDir: 'extension/modules',
  outDir: '.output',
  // Explicit imports only: `tsc -b` runs on a fresh clone, before WXT has generated .wxt/.
  imports: false,
  hooks: {
    'config:resolved': (wxt) => {
      // WXT 0.21.4 still hands its presets to unimport's Vite plugin when `imports` is false, so an
      // unimported or shadowed name such as a `storage` parameter silently pulls in wxt/utils/storage
      // (~10 kB). Turning unimport's own switch off keeps the `#imports` module working and nothing else.
      Object.assign(wxt.config.imports, { autoImport: false });
    },
  },
  manifest: {
    name: 'Solpad',
    permissions: ['storage'],
    host_permissions: [...BUILT_IN_HOST_PERMISSIONS],
    optional_host_permissions: [...OPTIONAL_HOST_PERMISSIONS],
  },
});
