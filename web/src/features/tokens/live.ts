import type { WsServerMessage } from '@solpad/core/schemas';
import { WS_MAX_SUBSCRIPTIONS } from '@solpad/core/schemas';
import { sendAppSocket, subscribeAppSocket } from '../../lib/app-socket';

/**
 * Token subscriptions on the app's shared `/api/ws`, reference-counted: the list (its visible rows) and a
 * token's page can follow the same token, and one letting go never unsubscribes the other. Every (re)open
 * subscribes again to everything followed (the server forgets a closed connection's subscriptions).
 */
const counts = new Map<string, number>();
let stopOpenListener: (() => void) | null = null;

function send(type: 'subscribe' | 'unsubscribe', tokens: readonly string[]) {
  for (let i = 0; i < tokens.length; i += WS_MAX_SUBSCRIPTIONS) {
    sendAppSocket({ type, tokens: tokens.slice(i, i + WS_MAX_SUBSCRIPTIONS) });
  }
}

/** Starts following `tokens` (price and trade events for them start arriving). */
export function retainTokens(tokens: Iterable<string>): void {
  const added: string[] = [];
  for (const t of tokens) {
    const n = counts.get(t) ?? 0;
    counts.set(t, n + 1);
    if (n === 0) added.push(t);
  }
  stopOpenListener ??= subscribeAppSocket(
    () => {},
    () => send('subscribe', [...counts.keys()].slice(0, WS_MAX_SUBSCRIPTIONS)),
  );
  if (added.length > 0) send('subscribe', added);
}

/** Stops following `tokens` (once nobody else follows them). */
export function releaseTokens(tokens: Iterable<string>): void {
  const removed: string[] = [];
  for (const t of tokens) {
    const n = counts.get(t) ?? 0;
    if (n <= 1) {
      if (counts.delete(t)) removed.push(t);
    } else counts.set(t, n - 1);
  }
  if (removed.length > 0) send('unsubscribe', removed);
  if (counts.size === 0) {
    stopOpenListener?.();
    stopOpenListener = null;
  }
}

/** Follows `tokens` and passes every `/api/ws` message to `onMessage`; returns the function that stops. */
export function followTokens(
  tokens: readonly string[],
  onMessage: (message: WsServerMessage) => void,
): () => void {
  const off = subscribeAppSocket(onMessage);
  retainTokens(tokens);
  return () => {
    releaseTokens(tokens);
    off();
  };
}

/** Listens to every `/api/ws` message (launches reach everyone) without following any token. */
export function listenAppEvents(onMessage: (message: WsServerMessage) => void): () => void {
  return subscribeAppSocket(onMessage);
}
