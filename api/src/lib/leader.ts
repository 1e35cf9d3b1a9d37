// Once-only work across replicas: one replica is the leader and runs the scheduled jobs and the indexers. The
// leader holds a session-level Postgres advisory lock on a connection of its own; the lock goes with the
// session, so a leader that dies (its connection closes) frees it and another replica takes it at its next try.
import { hostname } from 'node:os';
import postgres from 'postgres';
import type { Logger } from './logger';

/** The advisory lock's key (any constant shared by the replicas: "solpad" in ASCII). */
export const LEADER_LOCK_KEY = 0x736f6c706164;
/** How often a follower tries to take the lock, and the leader checks it still holds it. */
export const LEADER_POLL_MS = 2000;
/** A check that takes longer than this counts as a lost connection (the leader steps down). */
const CHECK_TIMEOUT_MS = 3000;

/** Who leads, as one replica sees it. */
export interface Leadership {
  /** This replica's id (host, pid and a random part): names it in logs, tick records and the database. */
  readonly replicaId: string;
  isLeader(): boolean;
  /** Calls `fn` on every change (and now, with the current state); returns the unsubscribe function. */
  onChange(fn: (leader: boolean) => void): () => void;
  close(): Promise<void>;
}

/** A new replica id. */
export function newReplicaId(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/** One process on an embedded database: it is always the leader. */
export function soleLeader(replicaId = newReplicaId()): Leadership {
  return {
    replicaId,
    isLeader: () => true,
    onChange(fn) {
      fn(true);
      return () => {};
    },
    async close() {},
  };
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timed out')), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });

/**
 * Leadership by a Postgres advisory lock (see the module comment). A follower tries `pg_try_advisory_lock` every
 * `pollMs`; the leader checks every `pollMs` that its session still holds the lock (a reconnected session does
 * not) and steps down the moment it does not, or the check fails. So a dead leader is replaced within about
 * `pollMs` of Postgres seeing its connection close; jobs guard against the short overlap with tick records.
 */
export function createPgLeadership(opts: {
  url: string;
  logger: Logger;
  replicaId?: string;
  pollMs?: number;
  key?: number;
}): Leadership {
  const replicaId = opts.replicaId ?? newReplicaId();
  const pollMs = opts.pollMs ?? LEADER_POLL_MS;
  const key = opts.key ?? LEADER_LOCK_KEY;
  const { logger } = opts;
  let sql = connect();
  let leader = false;
  let closed = false;
  const listeners = new Set<(leader: boolean) => void>();

  function connect() {
    return postgres(opts.url, {
      max: 1,
      idle_timeout: 0,
      onnotice: () => {},
      connection: { application_name: `solpad-leader ${replicaId}`.slice(0, 63) },
    });
  }

  const set = (next: boolean) => {
    if (next === leader) return;
    leader = next;
    logger.info(
      { replica: replicaId },
      next ? 'this replica leads: jobs and indexers run here' : 'no longer the leader',
    );
    for (const fn of listeners) fn(next);
  };

  async function tick() {
    try {
      if (!leader) {
        const [row] = await withTimeout(sql`select pg_try_advisory_lock(${key}) as ok`, CHECK_TIMEOUT_MS);
        set(row?.ok === true);
      } else {
        const [row] = await withTimeout(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and objsubid = 1
                and pid = pg_backend_pid() and ((classid::bigint << 32) | objid::bigint) = ${key}`,
          CHECK_TIMEOUT_MS,
        );
        if (row?.n !== 1) {
          logger.warn({ replica: replicaId }, 'the leader lock was lost');
          set(false);
        }
      }
    } catch (err) {
      // The session is gone or unusable: whatever lock it held is released with it. Start again cleanly.
      if (leader) logger.warn({ err, replica: replicaId }, 'leader connection failed: stepping down');
      set(false);
      const old = sql;
      sql = connect();
      void old.end({ timeout: 0 }).catch(() => {});
    }
  }

  let running: Promise<void> = tick();
  const timer = setInterval(() => {
    running = running.then(tick);
  }, pollMs);
  timer.unref();

  return {
    replicaId,
    isLeader: () => leader,
    onChange(fn) {
      listeners.add(fn);
      fn(leader);
      return () => listeners.delete(fn);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await running.catch(() => {});
      set(false);
      // Ending the session releases the lock at once (no need to wait for a follower's timeout).
      await sql.end({ timeout: 2 }).catch(() => {});
    },
  };
}
