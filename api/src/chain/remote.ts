import { parseJsonLossless } from '@solpad/core/rpc';
import { answerJsonRpc, RpcError } from './json-rpc';
import type { ChainBackend } from './types';

/** How long one forwarded call may take before the client gets an error. */
const FORWARD_TIMEOUT_MS = 30_000;
/**
 * The largest upstream reply read: far above any answer a client needs from the methods served (the biggest,
 * getProgramAccounts and getBlock, stay in the low megabytes), far below what would strain the server.
 */
export const UPSTREAM_MAX_REPLY_BYTES = 32 * 1024 * 1024;

/**
 * What of SOLANA_RPC_URL must never reach a client, even when the upstream echoes it in an error: the URL, its
 * host, its credentials, its query values and any long path segment (Helius and Triton put the key in either).
 */
function secretsOf(url: string): string[] {
  const u = new URL(url);
  const parts = [url, u.href, u.host, u.username, u.password, ...u.searchParams.values()];
  parts.push(...u.pathname.split('/').filter((seg) => seg.length >= 16));
  return [...new Set(parts.filter((p) => p.length >= 6))].sort((a, b) => b.length - a.length);
}

/** `value` with every secret in its strings replaced (deeply, for an error's `data`). */
function redact(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return secrets.reduce((text, s) => text.split(s).join('[redacted]'), value);
  if (Array.isArray(value)) return value.map((v) => redact(v, secrets));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, secrets)]));
  return value;
}

/** The reply's text, refused past `max` bytes (declared or streamed) without reading the rest. */
async function readBounded(res: Response, max: number): Promise<string> {
  const tooLarge = () => new RpcError(-32603, 'Upstream RPC answered more than the API relays');
  if (Number(res.headers.get('content-length')) > max) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A remote cluster behind SOLANA_RPC_URL (Helius, Triton, any RPC). Calls are validated here (only the
 * methods the API serves, with checked parameters) and then forwarded one by one. The URL — which often
 * carries an API key — never appears in a reply or a log line.
 */
export function createRemoteChain(opts: {
  url: string;
  fetch?: typeof fetch;
  /** Largest reply read (UPSTREAM_MAX_REPLY_BYTES). */
  maxReplyBytes?: number;
}): ChainBackend {
  const doFetch = opts.fetch ?? fetch;
  const secrets = secretsOf(opts.url);
  const maxReply = opts.maxReplyBytes ?? UPSTREAM_MAX_REPLY_BYTES;

  async function forward(request: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        // The call (and the key in the URL) goes to the configured RPC only: a redirect elsewhere is refused.
        redirect: 'manual',
      });
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      throw new RpcError(-32603, timedOut ? 'Upstream RPC timed out' : 'Upstream RPC unreachable');
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new RpcError(
        -32603,
        `Upstream RPC answered a redirect (HTTP ${res.status}), which is not followed`,
      );
    }
    if (res.status === 429) throw new RpcError(429, 'Upstream RPC rate limit reached: try again shortly');
    const text = await readBounded(res, maxReply).catch((e: unknown) => {
      if (e instanceof RpcError) throw e;
      throw new RpcError(-32603, 'Upstream RPC reply was cut off');
    });
    let reply: unknown;
    try {
      reply = parseJsonLossless(text);
    } catch {
      throw new RpcError(-32603, `Upstream RPC answered HTTP ${res.status} without JSON`);
    }
    if (!reply || typeof reply !== 'object')
      throw new RpcError(-32603, 'Upstream RPC answered malformed JSON-RPC');
    if ('error' in reply && reply.error && typeof reply.error === 'object') {
      const e = reply.error as { code?: unknown; message?: unknown; data?: unknown };
      // An upstream may echo what it was sent, the key in its URL included: relayed without it.
      throw new RpcError(
        typeof e.code === 'number' ? e.code : -32603,
        typeof e.message === 'string' ? (redact(e.message, secrets) as string) : 'Upstream RPC error',
        redact(e.data, secrets),
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
