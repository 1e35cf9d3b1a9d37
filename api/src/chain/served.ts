// The API's side of the chain service (`npm run chain`, api/src/chain/service.ts): a localnet served by another
// process, used through SOLANA_RPC_URL. To the routes it is the localnet (mode 'localnet': airdrops, the
// demo seed, holder counts), reached over HTTP and websockets instead of function calls.
import {
  type ChainServiceInfo,
  ChainServiceInfoSchema,
  ChainServiceStatsSchema,
  ConfirmedTransactionFrameSchema,
} from '@solpad/core/schemas';
import WebSocket from 'ws';
import type { Logger } from '../lib/logger';
import { pooledPoster } from './pooled-post';
import { CHAIN_CLIENT_HEADER } from './service';
import type { ChainBackend, ChainHistory, ConfirmedTransaction, LocalnetStats, RpcSocket } from './types';

/** How long one call to the chain service may take. */
const CALL_TIMEOUT_MS = 30_000;
/** Wait before reconnecting the confirmed-transaction feed. */
const FEED_RETRY_MS = 1000;

/**
 * Asks `url` whether it is a Solpad chain service; null when it is another RPC (or does not answer within
 * `timeoutMs`). Retries while the service is still starting.
 */
export async function probeChainService(url: string, timeoutMs: number): Promise<ChainServiceInfo | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(new URL('/solpad/info', url), { signal: AbortSignal.timeout(2000) });
      if (!res.ok) return null;
      const info = ChainServiceInfoSchema.safeParse(await res.json());
      return info.success ? info.data : null;
    } catch {
      if (Date.now() >= deadline) return null;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

const wsUrlOf = (url: string, path: string) => {
  const u = new URL(path, url);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString();
};

/**
 * The chain service's clock as the replica that seeds it moves it. A move in flight holds back every later call
 * (`settled()`): the seed's next transaction must carry the new time.
 */
function clockMover(url: string, logger: Logger) {
  let clockMove: Promise<void> = Promise.resolve();
  return {
    move(body: unknown) {
      clockMove = clockMove.then(async () => {
        try {
          const res = await fetch(new URL('/solpad/clock', url), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
        } catch (err) {
          logger.warn({ err }, 'could not move the chain clock');
        }
      });
    },
    settled: () => clockMove,
  };
}

/** The history of a service that started its clock in the past (null otherwise), moved through `clock`. */
function servedHistory(info: ChainServiceInfo, clock: ReturnType<typeof clockMover>): ChainHistory | null {
  if (info.historySpanMs === null) return null;
  // The chain service's clock is moved by the replica that seeds it; `finished` says when this one is done.
  let finished = false;
  return {
    spanMs: info.historySpanMs,
    advance: (ms) => clock.move({ advanceMs: Math.max(0, Math.round(ms)) }),
    finish: () => {
      finished = true;
      clock.move({ finish: true });
    },
    get finished() {
      return finished;
    },
  };
}

/** The service's statistics at `path` (GET, or POST to make a snapshot first). */
async function fetchStats(url: string, path: string, method = 'GET'): Promise<LocalnetStats> {
  const res = await fetch(new URL(path, url), { method, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`chain service: ${path} answered ${res.status}`);
  const s = ChainServiceStatsSchema.parse(await res.json());
  return { ...s, snapshotAt: s.snapshotAt ? new Date(s.snapshotAt) : null };
}

/** One feed of confirmed transactions for all listeners, opened with the first and kept open (reconnecting). */
function confirmedFeed(url: string, logger: Logger) {
  const listeners = new Set<(tx: ConfirmedTransaction) => void>();
  let feed: WebSocket | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  function openFeed() {
    if (closed || feed) return;
    const socket = new WebSocket(wsUrlOf(url, '/solpad/confirmed'));
    feed = socket;
    socket.on('message', (data) => {
      let frame: ReturnType<typeof ConfirmedTransactionFrameSchema.parse>;
      try {
        frame = ConfirmedTransactionFrameSchema.parse(JSON.parse(String(data)));
      } catch (err) {
        logger.warn({ err }, 'malformed frame on the confirmed-transaction feed');
        return;
      }
      const tx: ConfirmedTransaction = { ...frame, slot: BigInt(frame.slot) };
      for (const l of listeners) {
        try {
          l(tx);
        } catch (err) {
          logger.error({ err }, 'confirmed-transaction listener failed');
        }
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      feed = null;
      if (closed) return;
      retry = setTimeout(openFeed, FEED_RETRY_MS);
      retry.unref();
    });
  }
  return {
    listen(listener: (tx: ConfirmedTransaction) => void) {
      listeners.add(listener);
      openFeed();
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(retry);
      feed?.close();
    },
  };
}

/** A client's RPC websocket passed through to the service's: one upstream socket per client socket. */
function proxyRpcSocket(
  url: string,
  send: (text: string) => void,
  close?: (code: number, reason: string) => void,
): RpcSocket {
  // Subscription ids and notifications pass through unchanged.
  const upstream = new WebSocket(wsUrlOf(url, '/'));
  const queued: string[] = [];
  upstream.on('open', () => {
    for (const text of queued.splice(0)) upstream.send(text);
  });
  upstream.on('message', (data) => send(String(data)));
  upstream.on('error', () => {});
  upstream.on('close', () => close?.(1011, 'chain service went away'));
  return {
    onMessage(text) {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else if (upstream.readyState === WebSocket.CONNECTING && queued.length < 100) queued.push(text);
    },
    close() {
      upstream.removeAllListeners('close');
      upstream.close();
    },
  };
}

/** The localnet of the chain service at `url` (see the module comment). */
export function createServedLocalnet(opts: {
  url: string;
  info: ChainServiceInfo;
  logger: Logger;
}): ChainBackend & {
  history: ChainHistory | null;
} {
  const { url, logger } = opts;
  const clock = clockMover(url, logger);
  const feed = confirmedFeed(url, logger);
  const post = pooledPoster();
  const rpcUrl = new URL(url);

  async function rpc(body: string, clientId: string): Promise<string> {
    await clock.settled();
    try {
      const headers = { 'content-type': 'application/json', [CHAIN_CLIENT_HEADER]: clientId };
      return (await post(rpcUrl, body, headers, CALL_TIMEOUT_MS)).body;
    } catch (e) {
      logger.warn({ err: (e as Error).message }, 'chain service call failed');
      return JSON.stringify({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32603, message: 'Chain unreachable' },
      });
    }
  }

  return {
    mode: 'localnet',
    faucetAddress: opts.info.faucetAddress ?? undefined,
    history: servedHistory(opts.info, clock),
    handleRpc: (body, ctx) => rpc(body, ctx.clientId),
    async getSlot() {
      const reply = JSON.parse(await rpc('{"jsonrpc":"2.0","id":1,"method":"getSlot"}', 'api')) as {
        result?: unknown;
      };
      if (typeof reply.result !== 'number') throw new Error('chain unreachable');
      return BigInt(reply.result);
    },
    openRpcSocket: (send, close) => proxyRpcSocket(url, send, close),
    onConfirmed: (listener) => feed.listen(listener),
    sharedFeed: true,
    stats: () => fetchStats(url, '/solpad/stats'),
    snapshotNow: () => fetchStats(url, '/solpad/snapshot', 'POST'),
    async close() {
      feed.close();
      await clock.settled();
      post.close();
    },
  };
}
