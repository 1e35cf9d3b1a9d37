import type { Cluster } from '@solpad/core/schemas';
import { browser } from 'wxt/browser';
import { hostPermissionFor, isBuiltInHost, loadApiBase } from './api-base';
import { h } from './dom';
import { extensionStorage } from './extension-storage';
import { fetchHealth, type HealthResult, healthHeadline, healthRows } from './health';
import { loadNetwork, NETWORK_LABELS, networkMismatch } from './network';
import { mountParts } from './panel';

function renderResult(
  apiBase: string,
  network: Cluster,
  result: HealthResult,
  retry: () => void,
): HTMLElement {
  if (!result.ok) {
    const retryButton = h('button', { type: 'button' }, 'Retry');
    retryButton.addEventListener('click', retry);
    return h(
      'section',
      { 'data-testid': 'health-error' },
      h('p', { class: 'error', role: 'alert' }, result.error),
      retryButton,
    );
  }
  const list = h('dl', { class: 'rows' });
  for (const row of healthRows(result.health)) {
    list.append(
      h('dt', {}, row.label),
      h('dd', { 'data-tone': row.tone, 'data-field': row.label }, row.value),
    );
  }
  return h(
    'section',
    { 'data-testid': 'health', 'aria-label': `Health of ${apiBase}` },
    h(
      'p',
      { class: result.health.status === 'ok' ? 'headline ok' : 'headline warn' },
      healthHeadline(result.health),
    ),
    list,
    ...(result.health.chain.cluster === network
      ? []
      : [
          h(
            'p',
            { class: 'warn', role: 'alert', 'data-testid': 'network-mismatch' },
            networkMismatch(apiBase, result.health.chain.cluster, network),
          ),
        ]),
  );
}

/**
 * Fills the popup (or, with `panel`, the side panel): the API base in use, its health (or why it is
 * unknown), the quick scanner, recent scans, the watch-only portfolio and links to the options and panel.
 */
export async function mountPopup(root: HTMLElement, panel = false): Promise<void> {
  const [apiBase, network] = await Promise.all([
    loadApiBase(extensionStorage()),
    loadNetwork(extensionStorage()),
  ]);
  const body = h('div', { 'aria-live': 'polite' }, h('p', { class: 'muted' }, 'Checking the API…'));
  const optionsLink = h('a', { href: '/options.html', target: '_blank' }, 'Options');
  optionsLink.addEventListener('click', (event) => {
    event.preventDefault();
    void browser.runtime.openOptionsPage();
  });
  const links = h('nav', { class: 'actions', 'aria-label': 'Solpad' }, optionsLink);
  const sidePanel = (browser as unknown as { sidePanel?: { open(o: object): Promise<void> } }).sidePanel;
  if (!panel && sidePanel) {
    const open = h('button', { type: 'button' }, 'Open side panel');
    // The window is looked up now, so the click calls sidePanel.open synchronously: Chrome opens the panel
    // only in response to a user gesture.
    const windowId = (await browser.windows.getCurrent()).id;
    open.addEventListener('click', () => {
      if (windowId !== undefined) void sidePanel.open({ windowId }).then(() => window.close());
    });
    links.append(open);
  }
  root.replaceChildren(
    h('header', {}, h('h1', {}, 'Solpad'), links),
    h('p', { class: 'muted', 'data-testid': 'api-base' }, `API: ${apiBase}`),
    h('p', { class: 'muted', 'data-testid': 'network' }, `Network: ${NETWORK_LABELS[network]}`),
    body,
  );
  mountParts(root);

  const refresh = async () => {
    body.replaceChildren(h('p', { class: 'muted' }, 'Checking the API…'));
    const result: HealthResult =
      isBuiltInHost(apiBase) ||
      (await browser.permissions.contains({ origins: [hostPermissionFor(apiBase)] }))
        ? await fetchHealth(apiBase)
        : {
            ok: false,
            error: `Solpad has no permission to reach ${apiBase}. Save the URL again in the options to grant it.`,
          };
    body.replaceChildren(renderResult(apiBase, network, result, () => void refresh()));
  };
  await refresh();
}
