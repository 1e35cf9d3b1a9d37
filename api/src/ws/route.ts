import type { Hono } from 'hono';
import type { UpgradeWebSocket } from 'hono/ws';
import type { WebSocket } from 'ws';
import { mountCappedWebSocket } from './capped-route';
import type { WsClientCap } from './client-cap';
import type { WsHub } from './hub';

/**
 * Mounts `GET /ws` (under /api) on `app`: each upgraded connection becomes a hub client, within the per-client
 * cap on open websockets (`cap`).
 */
export function mountWsRoute(
  app: Hono,
  hub: WsHub,
  upgradeWebSocket: UpgradeWebSocket<WebSocket>,
  cap: WsClientCap,
) {
  mountCappedWebSocket(app, '/ws', {
    upgradeWebSocket,
    cap,
    open: (raw) => {
      const client = hub.connect({
        send: (data) => raw.send(data),
        close: (code, reason) => raw.close(code, reason),
        get bufferedAmount() {
          return raw.bufferedAmount;
        },
        ping: () => raw.ping(),
      });
      raw.on('pong', () => client.pong());
      return { onMessage: (text) => client.message(text), onClose: () => client.closed() };
    },
  });
}
