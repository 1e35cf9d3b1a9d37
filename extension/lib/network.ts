import { type Cluster, ClusterSchema } from '@solpad/core/schemas';
import type { KeyValueStorage } from '@solpad/core/storage';
import { fetchHealth, HEALTH_TIMEOUT_MS } from './health';

/** `chrome.storage.local` key of the network (Solana cluster) the user expects the API to serve. */
export const NETWORK_STORAGE_KEY = 'network';

/** The network until the user picks another: the default API (http://localhost:8787) runs the localnet. */
export const DEFAULT_NETWORK: Cluster = 'localnet';

/** The networks the options page offers, with their labels (core's cluster names). */
export const NETWORK_LABELS: Record<Cluster, string> = {
  'mainnet-beta': 'Mainnet Beta',
  devnet: 'Devnet',
  testnet: 'Testnet',
  localnet: 'Localnet',
};

/** The saved network, or the default when none (or an unknown one) is stored. */
export async function loadNetwork(storage: KeyValueStorage): Promise<Cluster> {
  const parsed = ClusterSchema.safeParse(await storage.getItem(NETWORK_STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_NETWORK;
}

/** Validates and saves a network; a value outside core's cluster names is refused with a sentence. */
export async function saveNetwork(
  storage: KeyValueStorage,
  value: unknown,
): Promise<{ ok: true; network: Cluster } | { ok: false; error: string }> {
  const parsed = ClusterSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: `Choose one of ${ClusterSchema.options.join(', ')}.` };
  await storage.setItem(NETWORK_STORAGE_KEY, parsed.data);
  return { ok: true, network: parsed.data };
}

/** The sentence shown when the API serves another cluster than the one chosen. */
export function networkMismatch(apiBase: string, served: Cluster, chosen: Cluster): string {
  return `The Solpad API at ${apiBase} serves ${served}, but Solpad is set to ${chosen}. Pick ${served} in the options, or point Solpad at a ${chosen} API.`;
}

/** How long the cluster an API serves is remembered (it changes only when the server is reconfigured). */
export const NETWORK_CHECK_TTL_MS = 60_000;

/**
 * Guards the scanner and portfolio requests: they run only when the API serves the chosen network, so a
 * devnet balance is never shown as a mainnet one. The API's cluster (from /api/health) is cached per base URL.
 */
export function createNetworkGuard(options: {
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}) {
  const now = options.now ?? Date.now;
  const known = new Map<string, { cluster: Cluster; at: number }>();
  return {
    /** Null when `apiBase` serves `network`; else the sentence to show instead of the result. */
    async check(apiBase: string, network: Cluster): Promise<string | null> {
      let entry = known.get(apiBase);
      if (!entry || now() - entry.at > NETWORK_CHECK_TTL_MS) {
        const health = await fetchHealth(
          apiBase,
          options.fetchImpl ?? fetch,
          options.timeoutMs ?? HEALTH_TIMEOUT_MS,
        );
        // An unreachable API: let the request itself fail with its own, more precise, message.
        if (!health.ok) return null;
        entry = { cluster: health.health.chain.cluster, at: now() };
        known.set(apiBase, entry);
      }
      return entry.cluster === network ? null : networkMismatch(apiBase, entry.cluster, network);
    },
    /** Forgets what each API served (the user changed a setting). */
    clear() {
      known.clear();
    },
  };
}
