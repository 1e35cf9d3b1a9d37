// The app's event bus across replicas: every event published on one replica reaches the subscribers (the
// /api/ws hub, the caches, the leader's indexers) of every replica, through Postgres LISTEN/NOTIFY on the database
// the replicas already share. Local subscribers hear an event at once; the others hear it from Postgres.
import postgres from 'postgres';
import type { AppEvent, EventBus } from './events';
import type { Logger } from './logger';
import { serialBatches } from './serial-batches';

/** The NOTIFY channel. */
export const EVENTS_CHANNEL = 'solpad_events';
/**
 * Characters of event JSON per notification. NOTIFY takes at most 8000 bytes; a character is at most 4 bytes
 * in UTF-8 (and a UTF-16 pair, 2 characters, is 4), so 1900 characters and the frame's header always fit.
 */
export const EVENT_CHUNK_CHARS = 1900;
/** A message whose chunks do not all arrive within this long is dropped. */
const REASSEMBLY_MS = 10_000;

/** The bus, and how to stop it. */
export interface PgEventBus extends EventBus {
  /** Resolves once this replica listens (events published by others from then on reach it). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Frames of one message: `origin|id|index|count|` + a slice of the JSON. An event larger than one notification
 * is split into several and put back together by the receivers.
 */
export function frameEvent(origin: string, id: number, json: string, chunk = EVENT_CHUNK_CHARS): string[] {
  const count = Math.max(1, Math.ceil(json.length / chunk));
  return Array.from(
    { length: count },
    (_, i) => `${origin}|${id}|${i}|${count}|${json.slice(i * chunk, (i + 1) * chunk)}`,
  );
}

/** Reassembles frames (any order, several senders); `deliver` gets each complete message's JSON. */
export function createReassembler(
  self: string,
  deliver: (json: string) => void,
  now: () => number = Date.now,
) {
  const partial = new Map<string, { parts: string[]; got: number; at: number }>();
  return (payload: string) => {
    const m = /^([^|]*)\|(\d+)\|(\d+)\|(\d+)\|/.exec(payload);
    if (!m) return;
    const [head, origin, id, index, count] = m as unknown as [string, string, string, string, string];
    if (origin === self) return;
    const body = payload.slice(head.length);
    const n = Number(count);
    if (n === 1) return deliver(body);
    const key = `${origin}|${id}`;
    const t = now();
    for (const [k, p] of partial) if (t - p.at > REASSEMBLY_MS) partial.delete(k);
    let p = partial.get(key);
    if (!p) {
      p = { parts: new Array<string>(n), got: 0, at: t };
      partial.set(key, p);
    }
    const i = Number(index);
    if (i >= n || p.parts[i] !== undefined) return;
    p.parts[i] = body;
    if (++p.got === n) {
      partial.delete(key);
      deliver(p.parts.join(''));
    }
  };
}

/** The bus over the Postgres server at `url` (its own two connections: one listens, one notifies). */
export function createPgEventBus(opts: { url: string; logger: Logger; replicaId: string }): PgEventBus {
  const { logger } = opts;
  const origin = opts.replicaId.replace(/\|/g, '/');
  const listeners = new Set<(e: AppEvent) => void>();
  const sql = postgres(opts.url, { max: 1, onnotice: () => {} });
  const deliver = (e: AppEvent) => {
    for (const l of listeners) {
      try {
        l(e);
      } catch (err) {
        logger.error({ err, type: e.type }, 'event listener failed');
      }
    }
  };
  const receive = createReassembler(origin, (json) => {
    let events: AppEvent[];
    try {
      // A message is the events one replica published at once (one alone from a replica before batching).
      const parsed = JSON.parse(json) as AppEvent | AppEvent[];
      events = Array.isArray(parsed) ? parsed : [parsed];
    } catch (err) {
      logger.warn({ err }, 'malformed event from another replica');
      return;
    }
    for (const e of events) deliver(e);
  });
  const ready = sql
    .listen(EVENTS_CHANNEL, receive)
    .then(() => undefined)
    .catch((err: unknown) => logger.error({ err }, 'could not listen for events of other replicas'));

  // Notifications go out one after another, in publish order (each after the previous one committed). The events
  // published while one is on its way (a settled trade's trade and price events, a rush's trades) go together as
  // one message: a statement per trade less on the database every replica shares.
  let nextId = 0;
  const notifications = serialBatches<AppEvent>(async (events) => {
    for (const frame of frameEvent(origin, nextId++, JSON.stringify(events))) {
      try {
        await sql.notify(EVENTS_CHANNEL, frame);
      } catch (err) {
        logger.error({ err }, 'could not send an event to the other replicas');
        return;
      }
    }
  });

  return {
    ready,
    publish(event) {
      deliver(event);
      notifications.add(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await notifications.drain();
      await sql.end({ timeout: 2 }).catch(() => {});
    },
  };
}
