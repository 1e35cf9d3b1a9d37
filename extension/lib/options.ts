import { browser } from 'wxt/browser';
import { z } from 'zod';
import {
  DEFAULT_API_BASE_URL,
  hostPermissionFor,
  isBuiltInHost,
  parseApiBaseUrl,
  saveApiBase,
} from './api-base';
import { defaultApiBase, loadUserApiBase } from './default-api-base';
import { diagnosticsSection } from './diagnostics';
import { brandRow, h } from './dom';
import { extensionStorage } from './extension-storage';
import { loadNetwork, NETWORK_LABELS, saveNetwork } from './network';

/** Fills the options page: the API base URL field, validated, saved in `chrome.storage.local`. */
export async function mountOptions(root: HTMLElement): Promise<void> {
  const storage = extensionStorage();
  // type="text", not "url": the browser's own validation bubble would pre-empt the readable message below.
  const input = h('input', {
    id: 'api-base',
    name: 'apiBase',
    type: 'text',
    inputmode: 'url',
    autocomplete: 'url',
    spellcheck: 'false',
    placeholder: DEFAULT_API_BASE_URL,
    'aria-describedby': 'api-base-hint api-base-error',
  });
  input.value = await loadUserApiBase();
  const siteDefault = await defaultApiBase();
  const error = h('p', { id: 'api-base-error', class: 'error', role: 'alert' });
  const status = h('p', { class: 'ok', role: 'status', 'data-testid': 'api-base-status' });
  const reset = h('button', { type: 'button' }, 'Reset to default');
  const form = h(
    'form',
    { novalidate: '' },
    h('label', { for: 'api-base' }, 'API base URL'),
    input,
    h(
      'p',
      { id: 'api-base-hint', class: 'muted' },
      `Where the Solpad API runs, e.g. ${DEFAULT_API_BASE_URL}. Hosts other than http://localhost and http://127.0.0.1 ask for permission when you save.`,
    ),
    error,
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Save'), reset),
    status,
  );

  // The diagnostics follow the saved API: saving another URL checks that one.
  let diagnostics = diagnosticsSection(input.value, await loadNetwork(storage));
  const showError = (message: string) => {
    error.textContent = message;
    status.textContent = '';
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };

  const save = async (raw: string) => {
    const parsed = parseApiBaseUrl(raw);
    if (!parsed.ok) return showError(parsed.error);
    // Ask before any other await: the permission prompt needs the click's user gesture.
    if (!isBuiltInHost(parsed.url)) {
      const granted = await browser.permissions.request({ origins: [hostPermissionFor(parsed.url)] });
      if (!granted) return showError(`Solpad was not allowed to reach ${parsed.url}, so it was not saved.`);
    }
    await saveApiBase(storage, parsed.url);
    input.value = parsed.url;
    input.removeAttribute('aria-invalid');
    error.textContent = '';
    status.textContent = `Saved. The popup now uses ${parsed.url}.`;
    const next = diagnosticsSection(parsed.url, await loadNetwork(storage));
    diagnostics.replaceWith(next);
    diagnostics = next;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void save(input.value);
  });
  reset.addEventListener('click', () => void save(siteDefault));
  input.addEventListener('input', () => {
    status.textContent = '';
  });
  root.replaceChildren(
    h('header', {}, brandRow('Solpad options')),
    h('section', {}, h('h2', {}, 'API'), form),
    diagnostics,
    await networkSetting(),
    await overlayThemeSetting(),
    await dismissedSites(),
  );
}

/** The network (Solana cluster) the scanner and portfolio expect the API to serve; saved as soon as it is picked. */
async function networkSetting(): Promise<HTMLElement> {
  const storage = extensionStorage();
  const select = h('select', { id: 'network', name: 'network', 'aria-describedby': 'network-hint' });
  for (const [value, label] of Object.entries(NETWORK_LABELS)) select.append(h('option', { value }, label));
  select.value = await loadNetwork(storage);
  const status = h('p', { class: 'ok', role: 'status', 'data-testid': 'network-status' });
  const error = h('p', { class: 'error', role: 'alert' });
  select.addEventListener('change', async () => {
    const saved = await saveNetwork(storage, select.value);
    error.textContent = saved.ok ? '' : saved.error;
    status.textContent = saved.ok
      ? `Saved. Scans and the portfolio now expect ${NETWORK_LABELS[saved.network]}.`
      : '';
  });
  return h(
    'section',
    {},
    h('h2', {}, h('label', { for: 'network' }, 'Network')),
    select,
    h(
      'p',
      { id: 'network-hint', class: 'muted' },
      'The Solana cluster you expect the API to serve. Scans and the portfolio refuse to run against an API on another cluster, so a devnet balance is never shown as a mainnet one.',
    ),
    error,
    status,
  );
}

/** `chrome.storage.local` key of the overlay's theme (the overlay reads it without importing this module). */
export const OVERLAY_THEME_STORAGE_KEY = 'overlayTheme';
/** The overlay's theme: the page's own background (`system`, read from its computed colour), or always light or dark. */
export const OverlayThemeSchema = z.enum(['system', 'light', 'dark']);
export type OverlayTheme = z.infer<typeof OverlayThemeSchema>;
const OVERLAY_THEME_LABELS: Record<OverlayTheme, string> = {
  system: 'Follow the page (its background colour)',
  light: 'Light',
  dark: 'Dark',
};

/** The token-page overlay's theme. */
async function overlayThemeSetting(): Promise<HTMLElement> {
  const storage = extensionStorage();
  const select = h('select', { id: 'overlay-theme', name: 'overlayTheme' });
  for (const [value, label] of Object.entries(OVERLAY_THEME_LABELS))
    select.append(h('option', { value }, label));
  const stored = OverlayThemeSchema.safeParse(await storage.getItem(OVERLAY_THEME_STORAGE_KEY));
  select.value = stored.success ? stored.data : 'system';
  const status = h('p', { class: 'ok', role: 'status', 'data-testid': 'overlay-theme-status' });
  select.addEventListener('change', async () => {
    const theme = OverlayThemeSchema.safeParse(select.value);
    if (!theme.success) return;
    await storage.setItem(OVERLAY_THEME_STORAGE_KEY, theme.data);
    status.textContent = `Saved. The overlay now uses: ${OVERLAY_THEME_LABELS[theme.data]}.`;
  });
  return h('section', {}, h('h2', {}, h('label', { for: 'overlay-theme' }, 'Overlay theme')), select, status);
}

/** Prefix of the storage keys the overlay writes when it is dismissed on a site (one key per host name). */
export const OVERLAY_DISMISSED_PREFIX = 'overlayDismissed:';

/** The sites where the token-page overlay was dismissed, each with a button to show it there again. */
async function dismissedSites(): Promise<HTMLElement> {
  const list = h('ul', { 'data-testid': 'dismissed-sites' });
  const render = async () => {
    const all = await browser.storage.local.get(null);
    const hosts = Object.keys(all)
      .filter((k) => k.startsWith(OVERLAY_DISMISSED_PREFIX) && all[k] === true)
      .map((k) => k.slice(OVERLAY_DISMISSED_PREFIX.length));
    list.replaceChildren();
    if (hosts.length === 0)
      list.append(h('li', { class: 'muted' }, 'The overlay shows on every supported site.'));
    for (const host of hosts) {
      const undo = h(
        'button',
        { type: 'button', 'aria-label': `Show the overlay again on ${host}` },
        'Show again',
      );
      undo.addEventListener('click', async () => {
        await browser.storage.local.remove(`${OVERLAY_DISMISSED_PREFIX}${host}`);
        await render();
      });
      list.append(h('li', {}, `${host} `, undo));
    }
  };
  await render();
  return h('section', {}, h('h2', {}, 'Token-page overlay hidden on'), list);
}
