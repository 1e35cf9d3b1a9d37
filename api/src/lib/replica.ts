// What makes this process one replica among several (docs/scaling.md): on a Postgres server, events travel
// through Postgres, one leader (an advisory lock) runs the jobs and indexers, job ticks are claimed and rate
// limits counted in Postgres. On PGlite the process is alone: an in-process bus, always the leader.

import type { AppConfig } from '../config';
import type { Database } from '../db';
import { dayFiguresOf } from '../launch/day-figures';
import {
  claimJobTick,
  createSharedRateCounters,
  LEADER_HEARTBEAT_MS,
  leaderHeartbeat,
  type SharedRateCounters,
} from './cluster-db';
import { createEventBus, type EventBus } from './events';
import { createJobRegistry, type JobRegistry } from './job-registry';
import { createPgLeadership, type Leadership, newReplicaId, soleLeader } from './leader';
import type { Logger } from './logger';
import { createPgEventBus } from './pg-events';

/** How long a stop waits for the jobs running at that moment. */
const JOBS_DRAIN_MS = 3000;

/** This replica's shared parts. */
export interface Replica {
  id: string;
  leadership: Leadership;
  /** The app's bus (across replicas on Postgres). */
  events: EventBus;
  /** The same bus as the once-only indexers hear it: nothing while this replica does not lead. */
  leaderEvents: EventBus;
  /** The scheduled jobs; they run while this replica leads (`startJobs`). */
  jobs: JobRegistry;
  /** Rate-limit counters shared by the replicas (undefined on PGlite: in memory). */
  rateCounters: SharedRateCounters | undefined;
  /**
   * Runs the jobs (and computes the 24 h figures) while this replica leads; returns the function that stops
   * following the leadership.
   */
  startJobs(): () => void;
  close(): Promise<void>;
}

/** Sets up this process as a replica (see the module comment); resolves once it hears the other replicas. */
export async function openReplica(config: AppConfig, database: Database, logger: Logger): Promise<Replica> {
  const id = newReplicaId();
  const url = config.databaseUrl;
  const leadership = url
    ? createPgLeadership({ url, logger: logger.child({ mod: 'leader' }), replicaId: id })
    : soleLeader(id);
  const pgEvents = url
    ? createPgEventBus({ url, logger: logger.child({ mod: 'events' }), replicaId: id })
    : null;
  await pgEvents?.ready;
  const events: EventBus = pgEvents ?? createEventBus();
  // Scheduled jobs (GET /api/admin/automations): createApp registers its housekeeping; others may add theirs.
  // With replicas, each run first claims its tick in Postgres: never twice for one tick.
  const jobs = createJobRegistry({
    logger: logger.child({ mod: 'jobs' }),
    ...(url ? { claim: (job: string, tick: number) => claimJobTick(database.db, id, job, tick) } : {}),
  });
  if (url)
    jobs.register(
      'leader-heartbeat',
      LEADER_HEARTBEAT_MS,
      () => leaderHeartbeat(database.db, id),
      'Names the replica that leads (and so runs these jobs) in the database',
    );
  const figures = url ? dayFiguresOf(events, database.db, logger.child({ mod: 'day-figures' })) : null;
  let stopFigures = async () => {};
  return {
    id,
    leadership,
    events,
    leaderEvents: {
      publish: (e) => events.publish(e),
      subscribe: (l) => events.subscribe((e) => leadership.isLeader() && l(e)),
    },
    jobs,
    rateCounters: url ? createSharedRateCounters(database.db) : undefined,
    startJobs() {
      const off = leadership.onChange((leader) => (leader ? jobs.start() : jobs.stop()));
      // The token list's 24 h figures: the leader computes them, the others apply what it publishes.
      if (figures) stopFigures = figures.lead(leadership);
      return () => {
        off();
        void stopFigures();
      };
    },
    async close() {
      jobs.stop();
      // A run under way finishes before the database closes (bounded: a long one is cut with the pool).
      await Promise.race([jobs.idle(), new Promise((r) => setTimeout(r, JOBS_DRAIN_MS).unref())]);
      await stopFigures(); // a computation under way ends before the database closes
      await leadership.close();
      await pgEvents?.close();
    },
  };
}
