import { parseJsonLossless } from '@solpad/core/rpc';
import { answerJsonRpc, RpcError } from './json-rpc';
import type { ChainBackend } from './types';

/** How long one forwarded call may take before the client gets an error. */
const FORWARD_TIMEOUT_MS = 30_000;

/**
 * A remote cluster behind SOLANA_RPC_URL (Helius, Triton, any RPC). Calls are validated here (only the
 * methods the API serves, with checked parameters) and then forwarded one by one. The URL — which often
 * carries an API key — never appears in a reply or a log line.
 */
export function createRemoteChain(opts: { url: string; fetch?: typeof fetch }): ChainBackend {
  const doFetch = opts.fetch ?? fetch;

  async function forward(request: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      throw new RpcError(-32603, timedOut ? 'Upstream RPC timed out' : 'Upstream RPC unreachable');
    }
    if (res.status === 429) throw new RpcError(429, 'Upstream RPC rate limit reached: try again shortly');
    let reply: unknown;
    try {
      reply = parseJsonLossless(await res.text());
    } catch {
      throw new RpcError(-32603, `Upstream RPC answered HTTP ${res.status} without JSON`);
    }
    if (!reply || typeof reply !== 'object')
      throw new RpcError(-32603, 'Upstream RPC answered malformed JSON-RPC');
    if ('error' in reply && reply.error && typeof reply.error === 'object') {
      const e = reply.error as { code?: unknown; message?: unknown; data?: unknown };
      throw new RpcError(
        typeof e.code === 'number' ? e.code : -32603,
        typeof e.message === 'string' ? e.message : 'Upstream RPC error',
        e.data,
      );
    }
    if (!('result' in reply)) throw new RpcError(-32603, 'Upstream RPC answered malformed JSON-RPC');
    return reply.result;
  }

  return {
    mode: 'remote',
    handleRpc: (body) =>
      answerJsonRpc(body, ({ request }) => {
        if (request.method === 'requestAirdrop') {
          // The faucet is a localnet feature; a real cluster's faucet is reached through its own site.
          throw new RpcError(-32601, 'Method not found: requestAirdrop is only served on the localnet');
        }
        return forward({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] });
      }),
    async getSlot() {
      const slot = await forward({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] });
      if (typeof slot !== 'number' && typeof slot !== 'bigint') throw new Error('chain unreachable');
      return BigInt(slot);
    },
    openRpcSocket(send) {
      // Not proxied yet: say so per request instead of leaving the client waiting.
      return {
        onMessage(text) {
          let id: unknown = null;
          try {
            const msg = parseJsonLossless(text) as { id?: unknown };
            if (typeof msg?.id === 'number' || typeof msg?.id === 'string') id = msg.id;
          } catch {
            // answered with id null below
          }
          send(
            JSON.stringify({
              jsonrpc: '2.0',
              id,
              error: { code: -32601, message: 'RPC subscriptions are served on the localnet only for now' },
            }),
          );
        },
        close() {},
      };
    },
    onConfirmed: () => () => {},
    async close() {},
  };
}
