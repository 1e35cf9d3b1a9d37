import type { Hono } from 'hono';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import type { WebSocket } from 'ws';
import { errorResponse } from '../lib/errors';
import type { WsClientCap } from './client-cap';

/** What a websocket route does with one admitted connection: each text message, and the close. */
export interface AdmittedSocket {
  onMessage(text: string, ws: WSContext<WebSocket>): void;
  onClose(): void;
}

/**
 * Mounts `GET path` (under /api) on `app` as a websocket within the per-client cap on open websockets (`cap`):
 * each connection the cap admits is handed to `open` with its raw socket; a plain HTTP request is answered 426.
 */
export function mountCappedWebSocket(
  app: Hono,
  path: string,
  {
    upgradeWebSocket,
    cap,
    open,
  }: {
    upgradeWebSocket: UpgradeWebSocket<WebSocket>;
    cap: WsClientCap;
    open: (raw: WebSocket) => AdmittedSocket;
  },
) {
  app.get(
    path,
    cap.guard(),
    upgradeWebSocket((c) => {
      let admitted: AdmittedSocket | undefined;
      let release: (() => void) | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw;
          if (!raw) return;
          release = cap.admit(c, raw);
          if (!release) return;
          admitted = open(raw);
        },
        onMessage(event, ws) {
          admitted?.onMessage(typeof event.data === 'string' ? event.data : String(event.data), ws);
        },
        onClose() {
          admitted?.onClose();
          release?.();
        },
      };
    }),
    // Reached only by a plain HTTP request (the upgrade helper answers websocket handshakes itself).
    (c) =>
      errorResponse(c, 426, 'UPGRADE_REQUIRED', `/api${path} is a websocket: connect with ws:// or wss://`),
  );
}
