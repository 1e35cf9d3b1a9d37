import type { Cluster } from '@solpad/core/schemas';
import { browser } from 'wxt/browser';
import { hostPermissionFor, isBuiltInHost } from './api-base';
import { h, titledSection } from './dom';
import { fetchHealth, type HealthResult, healthHeadline, healthRows } from './health';
import { networkMismatch } from './network';

/** The API's health, or why it is unknown (no permission for the host, unreachable, bad answer). */
export async function checkHealth(apiBase: string): Promise<HealthResult> {
  const allowed =
    isBuiltInHost(apiBase) || (await browser.permissions.contains({ origins: [hostPermissionFor(apiBase)] }));
  return allowed
    ? fetchHealth(apiBase)
    : {
        ok: false,
        error: `Solpad has no permission to reach ${apiBase}. Save the URL again in the options to grant it.`,
      };
}

/** The readable error of an unreachable API, with Retry (popup and options). */
export function healthError(error: string, retry: () => void): HTMLElement {
  const retryButton = h('button', { type: 'button' }, 'Retry');
  retryButton.addEventListener('click', retry);
  return h(
    'div',
    { class: 'banner', 'data-testid': 'health-error' },
    h('p', { class: 'error', role: 'alert' }, error),
    h('div', { class: 'actions' }, retryButton),
  );
}

/** The warning shown when the API serves another cluster than the one the user expects. */
export function mismatchWarning(apiBase: string, served: Cluster, expected: Cluster): HTMLElement {
  return h(
    'p',
    { class: 'warn', role: 'alert', 'data-testid': 'network-mismatch' },
    networkMismatch(apiBase, served, expected),
  );
}

/**
 * The options page's diagnostics: the API's Status, Chain, Cluster, Slot, Database and Version (they were the
 * top half of the popup; a user scanning a token does not need them, someone setting the API up does).
 */
export function diagnosticsSection(apiBase: string, network: Cluster): HTMLElement {
  const body = h('div', { 'aria-live': 'polite' }, h('p', { class: 'muted' }, 'Checking the API…'));
  const refresh = async () => {
    body.replaceChildren(h('p', { class: 'muted' }, 'Checking the API…'));
    const res = await checkHealth(apiBase);
    if (!res.ok) return body.replaceChildren(healthError(res.error, () => void refresh()));
    const list = h('dl', { class: 'rows' });
    for (const row of healthRows(res.health)) {
      list.append(
        h('dt', {}, row.label),
        h('dd', { 'data-tone': row.tone, 'data-field': row.label }, row.value),
      );
    }
    body.replaceChildren(
      h(
        'div',
        { 'data-testid': 'health', 'aria-label': `Health of ${apiBase}`, class: 'summary' },
        h(
          'p',
          { class: res.health.status === 'ok' ? 'headline ok' : 'headline warn' },
          healthHeadline(res.health),
        ),
        list,
        ...(res.health.chain.cluster === network
          ? []
          : [mismatchWarning(apiBase, res.health.chain.cluster, network)]),
      ),
    );
  };
  void refresh();
  return titledSection(
    'diagnostics-title',
    'Diagnostics',
    h('p', { class: 'muted', 'data-testid': 'api-base' }, `API: ${apiBase}`),
    body,
  );
}
