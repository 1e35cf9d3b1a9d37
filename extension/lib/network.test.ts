import type { Health } from '@solpad/core/schemas';
import { createMemoryStorage } from '@solpad/core/storage';
import { describe, expect, it } from 'vitest';
import {
  createNetworkGuard,
  DEFAULT_NETWORK,
  loadNetwork,
  NETWORK_CHECK_TTL_MS,
  NETWORK_STORAGE_KEY,
  saveNetwork,
} from './network';

const API = 'http://127.0.0.1:8799';

function healthOf(cluster: Health['chain']['cluster']): Health {
  return {
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 1,
    database: { ok: true, kind: 'pglite' },
    chain: { ok: true, mode: cluster === 'localnet' ? 'localnet' : 'remote', cluster, slot: 1 },
  };
}

/** A fetch answering /api/health with `cluster`, counting its calls. */
function fakeApi(cluster: Health['chain']['cluster']) {
  const state = { calls: 0, cluster };
  const fetchImpl = (async () => {
    state.calls++;
    return new Response(JSON.stringify(healthOf(state.cluster)), { status: 200 });
  }) as unknown as typeof fetch;
  return { state, fetchImpl };
}

describe('network setting', () => {
  it('defaults to localnet, saves a core cluster name and refuses anything else', async () => {
    const storage = createMemoryStorage();
    expect(await loadNetwork(storage)).toBe(DEFAULT_NETWORK);
    expect(await saveNetwork(storage, 'devnet')).toEqual({ ok: true, network: 'devnet' });
    expect(await loadNetwork(storage)).toBe('devnet');
    const refused = await saveNetwork(storage, 'mainnet');
    expect(refused.ok).toBe(false);
    expect(await loadNetwork(storage)).toBe('devnet');
    // A stored value that is not a cluster (edited by hand, older version) falls back to the default.
    await storage.setItem(NETWORK_STORAGE_KEY, 'solana');
    expect(await loadNetwork(storage)).toBe('localnet');
  });
});

describe('network guard', () => {
  it('lets requests through when the API serves the chosen network, and names both when not', async () => {
    const api = fakeApi('devnet');
    const guard = createNetworkGuard({ fetchImpl: api.fetchImpl });
    expect(await guard.check(API, 'devnet')).toBeNull();
    expect(await guard.check(API, 'mainnet-beta')).toBe(
      `The Solpad API at ${API} serves devnet, but Solpad is set to mainnet-beta. Pick devnet in the options, or point Solpad at a mainnet-beta API.`,
    );
  });

  it('asks the API once per minute, and again after clear()', async () => {
    let t = 0;
    const api = fakeApi('localnet');
    const guard = createNetworkGuard({ fetchImpl: api.fetchImpl, now: () => t });
    await guard.check(API, 'localnet');
    await guard.check(API, 'localnet');
    expect(api.state.calls).toBe(1);
    api.state.cluster = 'devnet';
    t += NETWORK_CHECK_TTL_MS + 1;
    expect(await guard.check(API, 'localnet')).toContain('serves devnet');
    expect(api.state.calls).toBe(2);
    api.state.cluster = 'localnet';
    guard.clear();
    expect(await guard.check(API, 'localnet')).toBeNull();
    expect(api.state.calls).toBe(3);
  });

  it('does not block when the API cannot be reached (the request reports that itself)', async () => {
    const guard = createNetworkGuard({
      fetchImpl: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    expect(await guard.check(API, 'devnet')).toBeNull();
  });
});
