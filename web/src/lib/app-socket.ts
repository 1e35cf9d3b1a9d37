import type { WsClientMessage, WsServerMessage } from '@solpad/core/schemas';
import { loadSchemas, type Schemas } from './schemas';

/**
 * The app's one connection to `/api/ws` (maintenance changes, prices, trades), shared by every feature.
 * It opens when the first listener subscribes and closes when the last leaves; a dropped connection is
 * reopened with exponential backoff (1 s doubling to 30 s, with jitter so a restarted server is not hit by
 * every tab at once). Every message is validated with core's schema; anything else is dropped.
 */

const WS_PATH = '/api/ws';
const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

type MessageListener = (message: WsServerMessage) => void;
type OpenListener = (info: { reconnected: boolean }) => void;

const messageListeners = new Set<MessageListener>();
const openListeners = new Set<OpenListener>();
let socket: WebSocket | null = null;
let attempt = 0;
let everOpened = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${WS_PATH}`;
}

/** Delay before reconnect attempt `n` (0-based): 1 s, 2 s, 4 s … capped at 30 s, ±20 % jitter. */
export function backoffDelay(n: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** n);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Parses one frame; null (and a console warning) for anything that isn't a valid server message. */
export function parseServerMessage(schemas: Schemas<'ws'>, data: unknown): WsServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.warn('[ws] dropped a frame that is not JSON');
    return null;
  }
  const parsed = schemas.WsServerMessageSchema.safeParse(json);
  if (!parsed.success) {
    console.warn('[ws] dropped an unexpected message', parsed.error.issues[0]?.message);
    return null;
  }
  return parsed.data;
}

let schemas: Schemas<'ws'> | undefined;
let schemasLoading: Promise<Schemas<'ws'>> | undefined;

/** The ws messages' schemas (core's), loaded once; a failed load is tried again on the next call. */
function wsSchemas(): Promise<Schemas<'ws'>> {
  schemasLoading ??= loadSchemas('ws').then(
    (loaded) => (schemas = loaded),
    (e: unknown) => {
      schemasLoading = undefined;
      throw e;
    },
  );
  return schemasLoading;
}

function open() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  // Messages are validated with core's schema, loaded while the socket connects (not before it: a launch sent in
  // the meantime must not be missed); frames that arrive before it are kept and delivered in order once it is.
  const early: unknown[] = [];
  const deliver = (data: unknown) => {
    const message = parseServerMessage(schemas as Schemas<'ws'>, data);
    if (message) for (const l of messageListeners) l(message);
  };
  if (!schemas)
    wsSchemas().then(
      () => {
        for (const data of early.splice(0)) deliver(data);
      },
      () => {
        if (socket === ws) ws.close(); // reconnects, and loads the schemas again
      },
    );
  ws.onopen = () => {
    attempt = 0;
    const reconnected = everOpened;
    everOpened = true;
    for (const l of openListeners) l({ reconnected });
  };
  ws.onmessage = (event) => {
    if (schemas && early.length === 0) deliver(event.data);
    else early.push(event.data);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    scheduleReconnect();
  };
  // onerror is always followed by onclose, which reconnects.
}

function scheduleReconnect() {
  if (messageListeners.size === 0 && openListeners.size === 0) return;
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    open();
  }, backoffDelay(attempt++));
}

function onOnline() {
  // Back online: don't wait out the backoff.
  if (!socket && retryTimer !== undefined) open();
}

function ensureOpen() {
  if (socket || retryTimer !== undefined) return;
  window.addEventListener('online', onOnline);
  open();
}

function closeIfUnused() {
  if (messageListeners.size > 0 || openListeners.size > 0) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  window.removeEventListener('online', onOnline);
  const ws = socket;
  socket = null;
  ws?.close(1000, 'no listeners');
}

/**
 * Listens to server messages (and, optionally, to each (re)open — a listener that might have missed
 * messages while disconnected resyncs there). Returns the unsubscribe function.
 */
export function subscribeAppSocket(onMessage: MessageListener, onOpen?: OpenListener): () => void {
  messageListeners.add(onMessage);
  if (onOpen) openListeners.add(onOpen);
  ensureOpen();
  return () => {
    messageListeners.delete(onMessage);
    if (onOpen) openListeners.delete(onOpen);
    closeIfUnused();
  };
}

/** Sends a client message when connected; returns false (nothing sent) otherwise. */
export function sendAppSocket(message: WsClientMessage): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}
