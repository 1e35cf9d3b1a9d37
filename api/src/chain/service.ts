// The chain service: the localnet served by its own process (`npm run chain`), so that any number of API
// replicas use one chain. It serves exactly what the embedded localnet serves inside the API — Solana JSON-RPC
// (`POST /`) and RPC subscriptions (websocket `/`) — plus what the replicas need from a localnet that a plain
// RPC does not offer, under `/solpad/`: the confirmed-transaction feed, the demo seed's clock moves, and the
// journal figures and snapshots of the admin console.
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import {
  ChainClockMoveSchema,
  type ChainServiceInfo,
  type ChainServiceStats,
  type ConfirmedTransactionFrame,
} from '@solpad/core/schemas';
import { Hono } from 'hono';
import { keepConnectionsAlive } from '../lib/keep-alive';
import type { Logger } from '../lib/logger';
import type { ChainBackend, ChainHistory, LocalnetStats } from './types';

/** The header a replica names its own client with (rate limits such as the faucet's are per end client). */
export const CHAIN_CLIENT_HEADER = 'x-solpad-client';
/** Largest JSON-RPC body accepted (as the API's /api/rpc). */
const BODY_LIMIT = 512 * 1024;
/** Largest websocket frame accepted. */
const MAX_FRAME = 64 * 1024;
/** A subscriber this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED = 4 * 1024 * 1024;
/**
 * A past clock nobody moves (no API ever ran the demo seed) reaches wall time after this long: a chain must
 * never stay in the past because its seeding replica died.
 */
export const HISTORY_IDLE_FINISH_MS = 5 * 60_000;

const isClientId = (v: string | undefined): v is string => !!v && v.length <= 200;

/** The figures of the journal as JSON. */
export function statsJson(s: LocalnetStats): ChainServiceStats {
  return { ...s, snapshotAt: s.snapshotAt?.toISOString() ?? null };
}

/** A running chain service. */
export interface ChainService {
  url: string;
  close(): Promise<void>;
}

/** The past clock of the demo seed, finished by itself once nobody has moved it for HISTORY_IDLE_FINISH_MS. */
function pastClock(initial: ChainHistory | null, logger: Logger) {
  let history = initial;
  let idle: NodeJS.Timeout | undefined;
  const finish = () => {
    history?.finish();
    history = null;
    clearTimeout(idle);
  };
  const armIdle = () => {
    clearTimeout(idle);
    if (!history) return;
    idle = setTimeout(() => {
      logger.warn('nobody moved the past clock: the chain is at wall time now');
      finish();
    }, HISTORY_IDLE_FINISH_MS);
    idle.unref();
  };
  armIdle();
  return {
    spanMs: () => history?.spanMs ?? null,
    advance(ms: number) {
      history?.advance(ms);
      armIdle();
    },
    finish,
    stop: () => clearTimeout(idle),
  };
}

type NodeWs = ReturnType<typeof createNodeWebSocket>;

/** A JSON-RPC error answer written onto Node's response. */
function rpcError(outgoing: ServerResponse, status: number, code: number, message: string) {
  const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } });
  outgoing.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  outgoing.end(body);
}

/**
 * Solana JSON-RPC (`POST /`), answered at the Node layer in front of `fallback` (Hono, for everything else): the
 * body read off the socket up to BODY_LIMIT, the answer written straight back. Every chain call of every replica
 * comes here; through Hono — a web Request, its body read by the body limit through web streams, a Response
 * converted back — that was about a third of the service's CPU per settled trade. The client is the one a replica
 * names, else the peer's address.
 */
function withRpc(chain: ChainBackend, fallback: (i: IncomingMessage, o: ServerResponse) => unknown) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = incoming.url ?? '';
    if (incoming.method !== 'POST' || (target !== '/' && !target.startsWith('/?')))
      return fallback(incoming, outgoing);
    const tooLarge = () => {
      outgoing.setHeader('connection', 'close');
      rpcError(outgoing, 413, -32600, 'Invalid request: body too large');
    };
    if (Number(incoming.headers['content-length']) > BODY_LIMIT) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else if (!outgoing.headersSent) tooLarge();
    });
    incoming.on('error', () => outgoing.destroy());
    incoming.on('end', async () => {
      if (size > BODY_LIMIT) return;
      const named = incoming.headers[CHAIN_CLIENT_HEADER];
      const clientId =
        typeof named === 'string' && isClientId(named) ? named : (incoming.socket.remoteAddress ?? 'unknown');
      try {
        const reply = await chain.handleRpc(Buffer.concat(chunks).toString('utf8'), { clientId });
        outgoing.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(reply),
        });
        outgoing.end(reply);
      } catch {
        rpcError(outgoing, 500, -32603, 'Internal error');
      }
    });
  };
}

/** Solana RPC subscriptions (websocket `/`), as /api/rpc/ws serves them. */
function rpcRoutes(app: Hono, chain: ChainBackend, nodeWs: NodeWs): void {
  // Solana's RPC subscriptions, as /api/rpc/ws serves them.
  app.get(
    '/',
    nodeWs.upgradeWebSocket(() => {
      let session: ReturnType<ChainBackend['openRpcSocket']> | undefined;
      return {
        onOpen(_e, ws) {
          const raw = ws.raw;
          if (!raw) return;
          session = chain.openRpcSocket((text) => {
            if (raw.bufferedAmount > MAX_BUFFERED) return raw.terminate();
            raw.send(text);
          });
        },
        onMessage(e) {
          session?.onMessage(typeof e.data === 'string' ? e.data : String(e.data));
        },
        onClose() {
          session?.close();
        },
      };
    }),
  );
}

/** Every confirmed transaction (websocket `/solpad/confirmed`), as the embedded localnet tells its listeners. */
function confirmedRoute(app: Hono, chain: ChainBackend, nodeWs: NodeWs, logger: Logger): void {
  app.get(
    '/solpad/confirmed',
    nodeWs.upgradeWebSocket(() => {
      let off: (() => void) | undefined;
      return {
        onOpen(_e, ws) {
          const raw = ws.raw;
          if (!raw) return;
          off = chain.onConfirmed((tx) => {
            if (raw.bufferedAmount > MAX_BUFFERED) {
              logger.warn('dropping a replica that does not read its confirmed-transaction feed');
              return raw.terminate();
            }
            const frame: ConfirmedTransactionFrame = { ...tx, slot: tx.slot.toString() };
            raw.send(JSON.stringify(frame));
          });
        },
        onClose() {
          off?.();
        },
      };
    }),
  );
}

/** Serves `chain` (a localnet) on `host:port`. `history`: its past clock for the demo seed, if it has one. */
export async function serveChain(opts: {
  chain: ChainBackend;
  history: ChainHistory | null;
  host: string;
  port: number;
  logger: Logger;
}): Promise<ChainService> {
  const { chain, logger } = opts;
  const clock = pastClock(opts.history, logger);

  const app = new Hono();
  const nodeWs = createNodeWebSocket({ app });
  nodeWs.wss.options.maxPayload = MAX_FRAME;
  rpcRoutes(app, chain, nodeWs);
  app.get('/solpad/info', (c) =>
    c.json({
      service: 'solpad-chain',
      mode: 'localnet',
      historySpanMs: clock.spanMs(),
      faucetAddress: chain.faucetAddress ?? null,
    } satisfies ChainServiceInfo),
  );
  app.post('/solpad/clock', async (c) => {
    const parsed = ChainClockMoveSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: { code: 'BAD_REQUEST', message: 'body: {advanceMs} or {finish: true}' } }, 400);
    if ('finish' in parsed.data) clock.finish();
    else clock.advance(parsed.data.advanceMs);
    return c.json({ historySpanMs: clock.spanMs() });
  });
  app.get('/solpad/stats', async (c) => c.json(statsJson(await chainStats(chain))));
  app.post('/solpad/snapshot', async (c) => {
    if (!chain.snapshotNow) return c.json({ error: { code: 'NOT_LOCALNET', message: 'no snapshots' } }, 409);
    return c.json(statsJson(await chain.snapshotNow()));
  });
  confirmedRoute(app, chain, nodeWs, logger);

  // What @hono/node-server's `serve` does, with the JSON-RPC answered in front of its listener.
  const server: HttpServer = createServer(
    withRpc(chain, getRequestListener(app.fetch, { hostname: opts.host })),
  );
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  nodeWs.injectWebSocket(server);
  // Replicas keep sockets to this service and close idle ones after 30 s (pooled-post.ts). Node's default
  // keep-alive here (5 s) closed them first, racing a replica's next call on that socket ("Chain unreachable").
  keepConnectionsAlive(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const url = `http://${opts.host === '0.0.0.0' ? '127.0.0.1' : opts.host}:${port}`;
  return {
    url,
    async close() {
      clock.stop();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of nodeWs.wss.clients) socket.close(1001, 'chain shutting down');
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      await stopped;
      clearTimeout(force);
      await chain.close();
    },
  };
}

async function chainStats(chain: ChainBackend): Promise<LocalnetStats> {
  if (!chain.stats) throw new Error('not a localnet');
  return chain.stats();
}
