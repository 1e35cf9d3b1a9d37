import {
  WS_MAX_SUBSCRIPTIONS,
  type WsClientMessage,
  WsClientMessageSchema,
  type WsServerMessage,
} from '@solpad/core/schemas';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';

/** The transport side of one client connection (a `ws` WebSocket in production, a fake in tests). */
export interface HubSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued but not yet written to the network. */
  readonly bufferedAmount: number;
  /** Sends a protocol-level ping; the adapter reports the pong with `client.pong()`. */
  ping(): void;
}

/** One connected client, as the adapter drives it. */
export interface HubClient {
  message(text: string): void;
  pong(): void;
  closed(): void;
}

/** Options of the hub. */
export interface WsHubOptions {
  events: EventBus;
  logger: Logger;
  heartbeatMs?: number;
  /** A client with more than this many bytes queued is too slow: it is dropped, never buffered forever. */
  maxBufferedBytes?: number;
  maxMessageBytes?: number;
}

/** Close codes the hub uses. */
export const WS_CLOSE = {
  tooSlow: 4008,
  heartbeatTimeout: 4000,
  messageTooBig: 1009,
  shutdown: 1001,
} as const;

/** One connection: its socket, the tokens it follows, and whether it was heard from since the last ping. */
interface Conn {
  socket: HubSocket;
  tokens: Set<string>;
  alive: boolean;
}

/** The connections, and each token's subscribers among them. */
interface Rooms {
  conns: Set<Conn>;
  byToken: Map<string, Set<Conn>>;
}

function join(rooms: Rooms, conn: Conn, token: string): void {
  conn.tokens.add(token);
  const set = rooms.byToken.get(token) ?? new Set<Conn>();
  rooms.byToken.set(token, set);
  set.add(conn);
}

function leave(rooms: Rooms, conn: Conn, token: string): void {
  const set = rooms.byToken.get(token);
  set?.delete(conn);
  if (set?.size === 0) rooms.byToken.delete(token);
}

/** A client's text as its message, or the text of the error it is answered with. */
function parseClientMessage(text: string): { msg: WsClientMessage } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'Messages must be JSON' };
  }
  const parsed = WsClientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: `Invalid message: ${issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'unknown'}`,
    };
  }
  return { msg: parsed.data };
}

/** Does what a client's message asks (subscribing it, unsubscribing it) and returns the answer. */
function answerTo(rooms: Rooms, conn: Conn, msg: WsClientMessage): WsServerMessage {
  switch (msg.type) {
    case 'subscribe': {
      for (const t of msg.tokens) {
        if (conn.tokens.size >= WS_MAX_SUBSCRIPTIONS) break;
        join(rooms, conn, t);
      }
      return { type: 'subscribed', tokens: [...conn.tokens] };
    }
    case 'unsubscribe': {
      for (const t of msg.tokens) {
        conn.tokens.delete(t);
        leave(rooms, conn, t);
      }
      return { type: 'subscribed', tokens: [...conn.tokens] };
    }
    case 'ping':
      return { type: 'pong', ...(msg.id !== undefined ? { id: msg.id } : {}) };
    default: {
      const unreachable: never = msg;
      return unreachable;
    }
  }
}

/**
 * The application websocket `/api/ws`: clients subscribe to token addresses; price, trade and token events
 * reach only the subscribers of their token, maintenance changes reach everyone. A heartbeat drops dead
 * connections; backpressure drops slow ones.
 */
export function createWsHub(options: WsHubOptions) {
  const {
    events,
    logger,
    heartbeatMs = 30_000,
    maxBufferedBytes = 1 << 20,
    maxMessageBytes = 64 * 1024,
  } = options;
  const rooms: Rooms = { conns: new Set(), byToken: new Map() };
  const { conns, byToken } = rooms;

  const drop = (conn: Conn, code: number, reason: string) => {
    if (!conns.delete(conn)) return;
    for (const t of conn.tokens) leave(rooms, conn, t);
    try {
      conn.socket.close(code, reason);
    } catch {
      // already closed
    }
  };

  const sendTo = (conn: Conn, text: string) => {
    if (conn.socket.bufferedAmount > maxBufferedBytes) {
      logger.warn({ buffered: conn.socket.bufferedAmount }, 'dropping a slow websocket client');
      drop(conn, WS_CLOSE.tooSlow, 'too slow');
      return;
    }
    try {
      conn.socket.send(text);
    } catch {
      drop(conn, WS_CLOSE.shutdown, 'send failed');
    }
  };

  /** Sends a message to its audience: token-scoped messages to that token's subscribers, others to all. */
  const publish = (message: WsServerMessage) => {
    const text = JSON.stringify(message);
    const audience = 'token' in message && message.type !== 'token' ? byToken.get(message.token) : conns;
    if (!audience) return;
    for (const conn of [...audience]) sendTo(conn, text);
  };

  // Every event but the replicas' own figures is a message as it is (AppEvent's members are WsServerMessages).
  const offEvents = events.subscribe((e) => {
    if (e.type !== 'day-figures') publish(e);
  });

  const heartbeat = setInterval(() => {
    for (const conn of [...conns]) {
      if (!conn.alive) {
        drop(conn, WS_CLOSE.heartbeatTimeout, 'heartbeat timeout');
        continue;
      }
      conn.alive = false;
      try {
        conn.socket.ping();
      } catch {
        drop(conn, WS_CLOSE.shutdown, 'ping failed');
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Registers a new connection. */
    connect(socket: HubSocket): HubClient {
      const conn: Conn = { socket, tokens: new Set(), alive: true };
      conns.add(conn);
      sendTo(conn, JSON.stringify({ type: 'welcome', heartbeatMs } satisfies WsServerMessage));
      return {
        message(text) {
          conn.alive = true;
          if (text.length > maxMessageBytes) {
            drop(conn, WS_CLOSE.messageTooBig, 'message too big');
            return;
          }
          const parsed = parseClientMessage(text);
          const answer: WsServerMessage =
            'error' in parsed ? { type: 'error', message: parsed.error } : answerTo(rooms, conn, parsed.msg);
          sendTo(conn, JSON.stringify(answer));
        },
        pong() {
          conn.alive = true;
        },
        closed() {
          drop(conn, WS_CLOSE.shutdown, 'closed');
        },
      };
    },
    publish,
    /** Connected clients (for metrics and tests). */
    size: () => conns.size,
    close() {
      clearInterval(heartbeat);
      offEvents();
      for (const conn of [...conns]) drop(conn, WS_CLOSE.shutdown, 'server shutting down');
    },
  };
}

/** The hub's type. */
export type WsHub = ReturnType<typeof createWsHub>;
