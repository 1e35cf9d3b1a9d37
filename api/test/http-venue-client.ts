// Test support: the venue's test client against a server process over HTTP instead of an in-process app. With
// `chainUrl` (a chain service), airdrops go there under the client id the venue client gives each one, so funding
// wallets spends none of the replicas' rate limits; without it they go through the server's JSON-RPC.
import { CHAIN_CLIENT_HEADER } from '../src/chain/service';
import { venueClient } from '../src/trade/venue-client';
import { httpRequester } from './client';

export function httpVenueClient(base: string, opts: { chainUrl?: string } = {}) {
  const { chainUrl } = opts;
  return venueClient({
    app: httpRequester(base),
    chain: chainUrl
      ? {
          handleRpc: (body, ctx) =>
            fetch(chainUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [CHAIN_CLIENT_HEADER]: ctx.clientId },
              body,
            }).then((r) => r.text()),
        }
      : undefined,
  });
}
