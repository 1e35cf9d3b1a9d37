import { browser } from 'wxt/browser';
import { loadUserApiBase } from './default-api-base';
import { checkHealth, healthError, mismatchWarning } from './diagnostics';
import { brandRow, h } from './dom';
import { extensionStorage } from './extension-storage';
import { loadQuote, quoteSwitch } from './money';
import { loadNetwork, NETWORK_LABELS } from './network';
import { mountParts } from './panel';
import { tabTokenSection } from './tab-token';

/**
 * Fills the popup (or, with `panel`, the side panel): a header (brand, network, whether the API answers), the
 * quick scanner, the watch-only portfolio and recent scans. The API's diagnostics live in the options page;
 * here only a failure shows, as a banner with Retry.
 */
export async function mountPopup(root: HTMLElement, panel = false): Promise<void> {
  const storage = extensionStorage();
  const [apiBase, network] = await Promise.all([loadUserApiBase(), loadNetwork(storage)]);
  await loadQuote(storage, apiBase);
  const status = h('span', { class: 'pill', 'data-testid': 'api-status', title: `API: ${apiBase}` }, '…');
  const banner = h('div', { 'aria-live': 'polite' });
  const optionsLink = h('button', { type: 'button', class: 'ghost', 'aria-label': 'Options' }, 'Options');
  optionsLink.addEventListener('click', () => void browser.runtime.openOptionsPage());
  const links = h('nav', { class: 'actions', 'aria-label': 'Solpad' });
  const sidePanel = (browser as unknown as { sidePanel?: { open(o: object): Promise<void> } }).sidePanel;
  if (!panel && sidePanel) {
    const open = h(
      'button',
      { type: 'button', class: 'ghost', 'aria-label': 'Open side panel', title: 'Open side panel' },
      'Panel',
    );
    // The window is looked up now, so the click calls sidePanel.open synchronously: Chrome opens the panel
    // only in response to a user gesture.
    const windowId = (await browser.windows.getCurrent()).id;
    open.addEventListener('click', () => {
      if (windowId !== undefined) void sidePanel.open({ windowId }).then(() => window.close());
    });
    links.append(open);
  }
  links.append(quoteSwitch(storage), optionsLink);
  root.replaceChildren(
    h(
      'header',
      {},
      brandRow(
        'Solpad',
        h('span', { class: 'pill', 'data-testid': 'network' }, NETWORK_LABELS[network]),
        status,
      ),
      links,
    ),
    banner,
  );
  // The side panel, roomier, starts with the token of the tab beside it.
  if (panel) root.append(tabTokenSection(apiBase));
  mountParts(root, panel);

  const refresh = async () => {
    status.textContent = '…';
    const result = await checkHealth(apiBase);
    status.dataset.tone = result.ok && result.health.status === 'ok' ? 'ok' : 'warn';
    status.textContent = result.ok ? (result.health.status === 'ok' ? 'Online' : 'Degraded') : 'Offline';
    if (!result.ok) return banner.replaceChildren(healthError(result.error, () => void refresh()));
    banner.replaceChildren(
      ...(result.health.chain.cluster === network
        ? []
        : [mismatchWarning(apiBase, result.health.chain.cluster, network)]),
    );
  };
  await refresh();
}
