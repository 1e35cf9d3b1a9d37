import { browser } from 'wxt/browser';
import { API_BASE_STORAGE_KEY } from './api-base';
import { loadUserApiBase } from './default-api-base';

// The overlay on this site's own token pages wherever the site runs. The manifest puts the content script on
// localhost and 127.0.0.1 (any port); a site on another origin (the one the extension was downloaded from, or
// saved in the options) gets it registered here at run time, for that host only, once the extension holds the
// host permission (the downloaded zip's manifest grants it; the options page asks for it).

/** The id of the run-time registration. */
export const SITE_OVERLAY_ID = 'solpad-site-overlay';
/** The overlay's built file (WXT's output name for entrypoints/overlay.content). */
const OVERLAY_FILE = 'content-scripts/overlay.js';

/** The match pattern of the site at `apiBase`, or null when the manifest already covers it (a local site). */
export function siteOverlayMatch(apiBase: string): string | null {
  const url = new URL(apiBase);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return null;
  // A match pattern has no port: every port of the host, as the host permission the options ask for.
  return `${url.protocol}//${url.hostname}/*`;
}

interface ChromeScripting {
  getRegisteredContentScripts(filter: { ids: string[] }): Promise<{ id: string; matches?: string[] }[]>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
  registerContentScripts(
    scripts: { id: string; matches: string[]; js: string[]; runAt: string; persistAcrossSessions: boolean }[],
  ): Promise<void>;
}
interface FirefoxContentScripts {
  register(options: { matches: string[]; js: { file: string }[]; runAt: string }): Promise<{
    unregister(): Promise<void>;
  }>;
}

let firefoxRegistration: { unregister(): Promise<void> } | null = null;

/** Registers the overlay for the API's origin (or drops an earlier one). Never throws: no permission, no overlay. */
export async function syncSiteOverlay(): Promise<void> {
  const match = siteOverlayMatch(await loadUserApiBase());
  const api = browser as unknown as {
    scripting?: ChromeScripting;
    contentScripts?: FirefoxContentScripts;
    permissions: { contains(p: { origins: string[] }): Promise<boolean> };
  };
  const allowed = match !== null && (await api.permissions.contains({ origins: [match] }).catch(() => false));
  try {
    if (api.scripting) {
      const existing = await api.scripting.getRegisteredContentScripts({ ids: [SITE_OVERLAY_ID] });
      // Already registered for this site (each start of the service worker syncs): keep it, leaving no moment
      // without the overlay.
      const current = existing[0]?.matches;
      if (allowed && match && current?.length === 1 && current[0] === match) return;
      if (existing.length > 0) await api.scripting.unregisterContentScripts({ ids: [SITE_OVERLAY_ID] });
      if (allowed && match) {
        await api.scripting.registerContentScripts([
          {
            id: SITE_OVERLAY_ID,
            matches: [match],
            js: [OVERLAY_FILE],
            runAt: 'document_end',
            persistAcrossSessions: true,
          },
        ]);
      }
    } else if (api.contentScripts) {
      await firefoxRegistration?.unregister();
      firefoxRegistration = null;
      if (allowed && match) {
        firefoxRegistration = await api.contentScripts.register({
          matches: [match],
          js: [{ file: `/${OVERLAY_FILE}` }],
          runAt: 'document_end',
        });
      }
    }
  } catch {
    // A browser without run-time registration: the overlay stays on the manifest's hosts.
  }
}

/** Keeps the registration in step with the API base and the host permissions. */
export function watchSiteOverlay(): void {
  void syncSiteOverlay();
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && API_BASE_STORAGE_KEY in changes) void syncSiteOverlay();
  });
  const permissions = browser.permissions as unknown as {
    onAdded?: { addListener(fn: () => void): void };
    onRemoved?: { addListener(fn: () => void): void };
  };
  permissions.onAdded?.addListener(() => void syncSiteOverlay());
  permissions.onRemoved?.addListener(() => void syncSiteOverlay());
}
