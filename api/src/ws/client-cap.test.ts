// The per-client cap on open websockets, over a real server: /api/ws and /api/rpc/ws together.
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { appWithWebSockets } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { WS_MAX_CONNECTIONS_PER_CLIENT } from './client-cap';

const t = useTestApp();
let server: ServerType;
let base: string;
beforeAll(async () => {
  const app = new Hono();
  const nodeWs = createNodeWebSocket({ app });
  app.route('/', appWithWebSockets(t, nodeWs.upgradeWebSocket));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  nodeWs.injectWebSocket(server as Parameters<typeof nodeWs.injectWebSocket>[0]);
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens a socket; resolves with it once open, or with the HTTP status that refused the handshake. */
function open(path: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

const closeAll = (sockets: WebSocket[]) =>
  Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === WebSocket.CLOSED) return resolve();
          s.once('close', () => resolve());
          s.close();
        }),
    ),
  );

describe('open websockets per client', () => {
  it(`are capped at ${WS_MAX_CONNECTIONS_PER_CLIENT} across /api/ws and /api/rpc/ws; a closed one frees a place`, async () => {
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < WS_MAX_CONNECTIONS_PER_CLIENT; i++) {
        const s = await open(i % 2 ? '/api/rpc/ws' : '/api/ws');
        expect(s, `socket ${i + 1}`).toBeInstanceOf(WebSocket);
        sockets.push(s as WebSocket);
      }
      expect(await open('/api/ws')).toBe(429);
      expect(await open('/api/rpc/ws')).toBe(429);
      // One closes: one more may open (once the server has seen the close).
      await closeAll(sockets.splice(0, 1));
      let again = await open('/api/ws');
      for (let i = 0; i < 20 && !(again instanceof WebSocket); i++) {
        await new Promise((r) => setTimeout(r, 100));
        again = await open('/api/ws');
      }
      expect(again).toBeInstanceOf(WebSocket);
      sockets.push(again as WebSocket);
      expect(await open('/api/ws')).toBe(429);
    } finally {
      await closeAll(sockets);
    }
    // All closed: the client starts from zero.
    await new Promise((r) => setTimeout(r, 200));
    const fresh = await open('/api/ws');
    expect(fresh).toBeInstanceOf(WebSocket);
    await closeAll([fresh as WebSocket]);
  });
});
