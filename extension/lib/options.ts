import { browser } from 'wxt/browser';
import {
  DEFAULT_API_BASE_URL,
  hostPermissionFor,
  isBuiltInHost,
  loadApiBase,
  parseApiBaseUrl,
  saveApiBase,
} from './api-base';
import { h } from './dom';
import { extensionStorage } from './extension-storage';

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
  input.value = await loadApiBase(storage);
  const error = h('p', { id: 'api-base-error', class: 'error', role: 'alert' });
  const status = h('p', { class: 'ok', role: 'status' });
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
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void save(input.value);
  });
  reset.addEventListener('click', () => void save(DEFAULT_API_BASE_URL));
  input.addEventListener('input', () => {
    status.textContent = '';
  });
  root.replaceChildren(h('h1', {}, 'Solpad options'), form, await dismissedSites());
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
