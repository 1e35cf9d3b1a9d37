import type { Hono } from 'hono';
import type { UpgradeWebSocket } from 'hono/ws';
import type { WebSocket } from 'ws';
import { errorResponse } from '../lib/errors';
import type { WsClientCap } from './client-cap';
import type { HubClient, WsHub } from './hub';

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
  app.get(
    '/ws',
    cap.guard(),
    upgradeWebSocket((c) => {
      let client: HubClient | undefined;
      let release: (() => void) | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw;
          if (!raw) return;
          release = cap.admit(c, raw);
          if (!release) return;
          client = hub.connect({
            send: (data) => raw.send(data),
            close: (code, reason) => raw.close(code, reason),
            get bufferedAmount() {
              return raw.bufferedAmount;
            },
            ping: () => raw.ping(),
          });
          raw.on('pong', () => client?.pong());
        },
        onMessage(event) {
          client?.message(typeof event.data === 'string' ? event.data : String(event.data));
        },
        onClose() {
          client?.closed();
          release?.();
        },
      };
    }),
    // Reached only by a plain HTTP request (the upgrade helper answers websocket handshakes itself).
    (c) => errorResponse(c, 426, 'UPGRADE_REQUIRED', '/api/ws is a websocket: connect with ws:// or wss://'),
  );
}
