import type { Rpc, RpcTransport, SolanaRpcApi } from '@solana/kit';
import { stringifyJsonWithBigInts } from '../rpc/bigint-json';
import { parseJsonLossless } from '../rpc/lossless-json';
import { RPC_MAX_BATCH } from '../schemas/rpc';
import { createScannerRpcFromTransport } from './rpc-api';

/** Sends one JSON-RPC HTTP body and answers with the reply's text. */
export type JsonRpcSender = (body: string, signal?: AbortSignal) => Promise<string>;

/** A kit transport that also says how many round trips it made. */
export interface CountingTransport extends RpcTransport {
  /**
   * Dependent round trips so far: the batches sent, each one wait for the server (a batch larger than the
   * server's limit goes out as several requests at once, still one wait).
   */
  readonly rounds: number;
  /** HTTP requests sent so far (a batch counts once per part). */
  readonly requests: number;
  /** JSON-RPC calls sent so far. */
  readonly calls: number;
}

interface Pending {
  payload: { id?: unknown } & Record<string, unknown>;
  resolve: (reply: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * A kit RPC transport that coalesces the calls started in the same tick into one JSON-RPC batch (one HTTP
 * round trip), so the scanner's parallel reads of one stage cost one request. Needs a server that answers
 * batches (the API's `/api/rpc` does, on the localnet and when forwarding). A batch of more than `maxBatch`
 * calls (the API's limit, {@link RPC_MAX_BATCH}, by default) is sent as several requests at once. Counts
 * round trips, requests and calls.
 */
export function createBatchingTransport(
  send: JsonRpcSender,
  { maxBatch = RPC_MAX_BATCH }: { maxBatch?: number } = {},
): CountingTransport {
  let queue: Pending[] = [];
  let rounds = 0;
  let requests = 0;
  let calls = 0;

  function flush(batch: Pending[]) {
    rounds++;
    for (let i = 0; i < batch.length; i += maxBatch) void sendPart(batch.slice(i, i + maxBatch));
  }

  async function sendPart(batch: Pending[]) {
    requests++;
    calls += batch.length;
    // Our own ids (the index in the batch) so replies map back even if callers reuse ids.
    const body = batch.map((p, i) => ({ ...p.payload, id: i }));
    try {
      const text = await send(stringifyJsonWithBigInts(batch.length === 1 ? body[0] : body));
      // Integers beyond 2^53 come back as bigint, the rest as numbers: kit's response transformers upcast
      // those to bigint as its own transport's parser would have. This is ~10× cheaper on large replies.
      const parsed = parseJsonLossless(text);
      const replies = Array.isArray(parsed) ? parsed : [parsed];
      batch.forEach((p, i) => {
        const reply = replies.find((r) => {
          const id = r && typeof r === 'object' ? (r as { id?: unknown }).id : undefined;
          return (typeof id === 'bigint' || typeof id === 'number') && Number(id) === i;
        });
        // A batch-level error (one reply without an id) applies to every call of the batch.
        const chosen = reply ?? (replies.length === 1 ? replies[0] : undefined);
        if (chosen === undefined) p.reject(new Error('JSON-RPC batch reply is missing a call'));
        else p.resolve({ ...(chosen as object), id: p.payload.id });
      });
    } catch (e) {
      for (const p of batch) p.reject(e);
    }
  }

  const transport = (<T>({ payload }: { payload: unknown; signal?: AbortSignal }) =>
    new Promise<T>((resolve, reject) => {
      queue.push({
        payload: payload as Pending['payload'],
        resolve: resolve as (r: unknown) => void,
        reject,
      });
      if (queue.length === 1) {
        // A macrotask, not a microtask: kit's `send()` awaits before calling the transport, so calls started
        // together reach it over several microtasks.
        setTimeout(() => {
          const batch = queue;
          queue = [];
          flush(batch);
        }, 0);
      }
    })) as RpcTransport;

  return Object.defineProperties(transport, {
    rounds: { get: () => rounds },
    requests: { get: () => requests },
    calls: { get: () => calls },
  }) as CountingTransport;
}

/** A {@link JsonRpcSender} that POSTs to `url` with `fetchImpl` (global fetch by default). */
export function httpJsonRpcSender(url: string, fetchImpl: typeof fetch = fetch): JsonRpcSender {
  return async (body, signal) => {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal,
    });
    if (!res.ok) throw new Error(`RPC answered HTTP ${res.status}`);
    return res.text();
  };
}

/** The scanner's RPC client type (a kit Solana RPC). */
export type ScannerRpc = Rpc<SolanaRpcApi>;

/**
 * A kit Solana RPC over a batching transport bound to `url` (for the site: `${origin}/api/rpc`), its biggest
 * replies upcast in one pass ({@link createScannerRpcFromTransport}). The returned `transport` exposes the
 * request count.
 */
export function createScannerRpc(url: string, fetchImpl?: typeof fetch) {
  const transport = createBatchingTransport(httpJsonRpcSender(url, fetchImpl));
  const rpc: ScannerRpc = createScannerRpcFromTransport(transport);
  return { rpc, transport };
}
