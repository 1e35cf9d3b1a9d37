// What the replicas share in Postgres besides the data: job tick claims, rate-limit counters and the leader's
// heartbeat (tables of migration 0013). Used only on a Postgres server; one process on PGlite needs none of it.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db';
import type { RateCounter } from './rate-limit';
import { serialBatches } from './serial-batches';

/** Ticks of one job kept in `job_ticks` (older claims are pruned as new ones are made). */
const TICKS_KEPT = 100;
/** How often the leader writes its heartbeat (the `leader-heartbeat` job). */
export const LEADER_HEARTBEAT_MS = 2000;
/** Counters of windows that ended longer ago than this are deleted. */
const COUNTER_RETENTION_MS = 10 * 60_000;

/** Claims `tick` of `job` for `replica`; false when another replica already has it. */
export async function claimJobTick(db: Db, replica: string, job: string, tick: number): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with pruned as (delete from job_ticks where job = ${job} and tick < ${tick - TICKS_KEPT}),
           claimed as (insert into job_ticks (job, tick, replica) values (${job}, ${tick}, ${replica})
                       on conflict do nothing returning 1)
      select count(*)::int as n from claimed`),
  );
  return rows[0]?.n === 1;
}

/** The leader's heartbeat: names the replica that leads, since when, and counts its beats. */
export async function leaderHeartbeat(db: Db, replica: string): Promise<string> {
  const [row] = rowsOf<{ since: string | Date; beats: string | number }>(
    await db.execute(sql`
      insert into cluster_leader (id, replica, since, beat_at, beats) values (1, ${replica}, now(), now(), 1)
      on conflict (id) do update set
        since = case when cluster_leader.replica = excluded.replica then cluster_leader.since else now() end,
        replica = excluded.replica, beat_at = now(), beats = cluster_leader.beats + 1
      returning since, beats`),
  );
  return `${replica} leads since ${new Date(row?.since ?? Date.now()).toISOString()} (beat ${row?.beats})`;
}

/** One hit waiting for its batch: its counter's key, its cost, and who waits for the count it brings. */
interface PendingHit {
  name: string;
  client: string;
  windowStart: number;
  cost: number;
  resolve(hits: number): void;
  reject(err: unknown): void;
}

const keyOf = (h: { name: string; client: string; windowStart: number }) =>
  `${h.name}\u0000${h.client}\u0000${h.windowStart}`;

/**
 * Counts `hits` in one upsert (a row per counter, its costs summed) and answers each with the count it would have
 * seen alone: the count before the batch plus the costs of the hits before it in the batch, and its own.
 */
async function countBatch(db: Db, hits: PendingHit[]): Promise<void> {
  const byKey = new Map<string, { name: string; client: string; windowStart: number; cost: number }>();
  for (const h of hits) {
    const sum = byKey.get(keyOf(h));
    if (sum) sum.cost += h.cost;
    else byKey.set(keyOf(h), { name: h.name, client: h.client, windowStart: h.windowStart, cost: h.cost });
  }
  const rows = rowsOf<{ name: string; client: string; window_start: string | number; hits: number }>(
    await db.execute(sql`
      insert into rate_limit_hits (name, client, window_start, hits)
      values ${sql.join(
        [...byKey.values()].map((c) => sql`(${c.name}, ${c.client}, ${c.windowStart}, ${c.cost})`),
        sql`, `,
      )}
      on conflict (name, client, window_start) do update set hits = rate_limit_hits.hits + excluded.hits
      returning name, client, window_start, hits`),
  );
  const after = new Map(
    rows.map((r) => [keyOf({ ...r, windowStart: Number(r.window_start) }), Number(r.hits)] as const),
  );
  const counted = new Map<string, number>();
  for (const h of hits) {
    const key = keyOf(h);
    const upTo = (counted.get(key) ?? 0) + h.cost;
    counted.set(key, upTo);
    const total = after.get(key);
    const batchCost = byKey.get(key)?.cost ?? h.cost;
    h.resolve(total === undefined ? upTo : total - batchCost + upTo);
  }
}

/**
 * Rate-limit counters in Postgres (`rate_limit_hits`, UNLOGGED): a fixed window per limit and client, so a limit
 * holds across every replica. One upsert at a time: the hits that come while it runs — of every limit and client —
 * go in the next one together, each answered as if counted alone (a rush's requests cost a statement per batch on
 * the database every replica shares, not one per request).
 */
export function createSharedRateCounters(db: Db, now: () => number = Date.now) {
  const counters = new Map<string, RateCounter>();
  let lastPrune = 0;
  const prune = (t: number) => {
    if (t - lastPrune < 60_000) return;
    lastPrune = t;
    db.execute(sql`delete from rate_limit_hits where window_start < ${t - COUNTER_RETENTION_MS}`).catch(
      () => {},
    );
  };
  const batches = serialBatches<PendingHit>((batch) =>
    countBatch(db, batch).catch((err: unknown) => {
      for (const h of batch) h.reject(err);
    }),
  );
  const count = (hit: Omit<PendingHit, 'resolve' | 'reject'>) =>
    new Promise<number>((resolve, reject) => batches.add({ ...hit, resolve, reject }));
  return (name: string, opts: { limit: number; windowMs: number }): RateCounter => {
    const id = `${name}/${opts.limit}/${opts.windowMs}`;
    let counter = counters.get(id);
    if (!counter) {
      counter = {
        async hit(client, cost = 1) {
          const t = now();
          const windowStart = Math.floor(t / opts.windowMs) * opts.windowMs;
          prune(t);
          const hits = await count({ name, client, windowStart, cost });
          return hits > opts.limit ? Math.max(1, Math.ceil((windowStart + opts.windowMs - t) / 1000)) : 0;
        },
      };
      counters.set(id, counter);
    }
    return counter;
  };
}
export type SharedRateCounters = ReturnType<typeof createSharedRateCounters>;
