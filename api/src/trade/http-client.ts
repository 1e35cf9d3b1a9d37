// Test support: the venue's test client (test-harness.ts) against a server process over HTTP instead of an
// in-process app. With `chainUrl` (a chain service), airdrops and other direct chain calls go there under a
// client id of their own each, so funding wallets spends none of the replicas' rate limits.
import { CHAIN_CLIENT_HEADER } from '../chain/service';
import { type VenueTestApp, venueClient } from './test-harness';

export function httpVenueClient(base: string, opts: { chainUrl?: string } = {}) {
  let client = 0;
  const t = {
    app: { request: (p: string, init?: RequestInit) => fetch(`${base}${p}`, init) },
    chain: {
      handleRpc: (body: string) =>
        fetch(opts.chainUrl ?? `${base}/api/rpc`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.chainUrl ? { [CHAIN_CLIENT_HEADER]: `test-funder-${client++}` } : {}),
          },
          body,
        }).then((r) => r.text()),
    },
  } as unknown as Pick<VenueTestApp, 'app' | 'chain'>;
  return venueClient(t);
}
