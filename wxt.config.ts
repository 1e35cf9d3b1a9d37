import { DEV_EXTENSION_KEY } from '@solpad/core/extension';
import { defineConfig } from 'wxt';
import { BUILT_IN_HOST_PERMISSIONS, OPTIONAL_HOST_PERMISSIONS } from './extension/lib/api-base';
import { EXTENSION_PAGES_CSP } from './extension/lib/manifest-security';

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
  // Host permissions: only the API (a local one built in, any other asked for in the options). The overlay's
  // sites need none: its content script (extension/entrypoints/overlay.content) only messages the background.
  // The side panel entrypoint adds `sidePanel` (Chrome) or `sidebar_action` (Firefox) itself.
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Solpad',
    // Chrome derives the extension's id from this public key: every build has the id the API trusts by default
    // (DEV_EXTENSION_ID, see EXTENSION_IDS). A store listing replaces it with the store's key. Firefox has no
    // such field (its origins are per-install UUIDs).
    // Firefox's own stable id instead (its extension origins stay per-install UUIDs): the add-on keeps its
    // storage across temporary reloads.
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'extension@solpad.local' } } }
      : { key: DEV_EXTENSION_KEY }),
    // `scripting` (Chrome) registers the overlay on the API's own origin when it is not local
    // (extension/lib/site-overlay.ts); Firefox's MV2 `contentScripts.register` needs no permission of its own.
    permissions: browser === 'firefox' ? ['storage'] : ['storage', 'scripting'],
    host_permissions: [...BUILT_IN_HOST_PERMISSIONS],
    // MV2 (Firefox's default build) has no optional_host_permissions: origins go in optional_permissions.
    ...(manifestVersion === 2
      ? { optional_permissions: [...OPTIONAL_HOST_PERMISSIONS] }
      : { optional_host_permissions: [...OPTIONAL_HOST_PERMISSIONS] }),
    // MV2 takes one policy string; MV3 one per context (content scripts run under the page's own policy).
    content_security_policy:
      manifestVersion === 2 ? EXTENSION_PAGES_CSP : { extension_pages: EXTENSION_PAGES_CSP },
  }),
});
