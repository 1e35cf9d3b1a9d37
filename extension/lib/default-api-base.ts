import { browser } from 'wxt/browser';
import { bakedApiBase, loadApiBase } from './api-base';
import { extensionStorage } from './extension-storage';

// The default API is the site the extension was downloaded from: the server writes its own origin into
// api-base.json of the zip at /extension (api/src/extension/download.ts). Baked per download rather than set on
// first run from the page that served it: an unpacked extension never learns which page its files came from,
// and a file in the package works offline, before any page is open, and the same on every profile it is loaded
// in. A build that was not downloaded (npm run build, the tests) says null: http://localhost:8787.

let baked: Promise<string> | undefined;

/** The default API base of this build (read once). */
export function defaultApiBase(): Promise<string> {
  // (WXT types getURL for the public files it generated types for; this one is plain JSON.)
  const runtime = browser.runtime as unknown as { getURL(path: string): string };
  baked ??= fetch(runtime.getURL('/api-base.json'))
    .then((res) => res.json())
    .then(bakedApiBase, () => bakedApiBase(null));
  return baked;
}

/** The API base in use: the one saved in the options, else this build's default. */
export function loadUserApiBase(): Promise<string> {
  return loadApiBase(extensionStorage(), defaultApiBase);
}
