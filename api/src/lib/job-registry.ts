import type { AutomationJob } from '@solpad/core/schemas';
import type { Logger } from './logger';

/** A job's work: resolves with a short summary of what it did (shown in the console), throws on failure. */
export type JobFn = () => Promise<string | undefined>;

interface Job {
  name: string;
  description: string;
  intervalMs: number;
  fn: JobFn;
  running: boolean;
  runs: number;
  failures: number;
  lastRunAt: Date | null;
  lastDurationMs: number | null;
  lastOutcome: 'ok' | 'error' | null;
  lastError: string | null;
  lastResult: string | null;
  nextRunAt: Date | null;
  timer: NodeJS.Timeout | null;
  /** Also run when the registry starts (not only one interval later). */
  atStart: boolean;
}

/** A job as the admin console shows it. */
const view = (j: Job): AutomationJob => ({
  name: j.name,
  description: j.description,
  intervalMs: j.intervalMs,
  running: j.running,
  runs: j.runs,
  failures: j.failures,
  lastRunAt: j.lastRunAt?.toISOString() ?? null,
  lastDurationMs: j.lastDurationMs,
  lastOutcome: j.lastOutcome,
  lastError: j.lastError,
  lastResult: j.lastResult,
  nextRunAt: j.nextRunAt?.toISOString() ?? null,
});

/** A registered job that has never run. */
function newJob(name: string, intervalMs: number, fn: JobFn, description: string, atStart: boolean): Job {
  return {
    name,
    atStart,
    description,
    intervalMs,
    fn,
    running: false,
    runs: 0,
    failures: 0,
    lastRunAt: null,
    lastDurationMs: null,
    lastOutcome: null,
    lastError: null,
    lastResult: null,
    nextRunAt: null,
    timer: null,
  };
}

/** Runs the job's work once and records how it went; a failure is recorded and logged, never thrown. */
async function performRun(job: Job, logger: Logger): Promise<void> {
  const t = performance.now();
  job.lastRunAt = new Date();
  try {
    job.lastResult = (await job.fn()) ?? null;
    job.lastOutcome = 'ok';
    job.lastError = null;
  } catch (err) {
    job.failures++;
    job.lastOutcome = 'error';
    job.lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    logger.error({ err, job: job.name }, 'scheduled job failed');
  }
  job.runs++;
  job.lastDurationMs = Math.round((performance.now() - t) * 100) / 100;
}

/** Whether this replica may run the job's current tick (see `claim`); a failed claim skips the tick. */
async function claimed(
  job: Job,
  claim: ((job: string, tick: number) => Promise<boolean>) | undefined,
  logger: Logger,
): Promise<boolean> {
  try {
    return (await claim?.(job.name, Math.floor(Date.now() / job.intervalMs))) ?? true;
  } catch (err) {
    logger.warn({ err, job: job.name }, 'could not claim the tick: skipped');
    return false;
  }
}

/**
 * Scheduled jobs of the server process (`GET /api/admin/automations` lists them). Each job runs every
 * `intervalMs` once `start()` is called; runs never overlap (the next one is scheduled when the last ends), and a
 * failure is recorded and logged, never thrown. Timers are unref'd so they never keep the process alive.
 */
export function createJobRegistry(opts: {
  logger: Logger;
  /**
   * Claims tick `tick` (Date.now() / intervalMs, rounded down) of a job before a scheduled run; a run whose tick
   * was already claimed (by another replica that also believed it led) is skipped. Absent: every run goes ahead.
   */
  claim?: (job: string, tick: number) => Promise<boolean>;
}) {
  const jobs = new Map<string, Job>();
  let started = false;

  const schedule = (job: Job) => {
    if (!started) return;
    job.nextRunAt = new Date(Date.now() + job.intervalMs);
    job.timer = setTimeout(() => void run(job, true), job.intervalMs);
    job.timer.unref();
  };

  /** Runs under way (a stop waits for them before the database closes). */
  const underway = new Set<Promise<void>>();
  function run(job: Job, scheduled = false): Promise<void> {
    const p = runOnce(job, scheduled);
    underway.add(p);
    const done = () => underway.delete(p);
    p.then(done, done);
    return p;
  }

  async function runOnce(job: Job, scheduled: boolean): Promise<void> {
    if (job.running) return;
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.nextRunAt = null;
    job.running = true;
    try {
      if (scheduled && opts.claim && !(await claimed(job, opts.claim, opts.logger))) return;
      await performRun(job, opts.logger);
    } finally {
      job.running = false;
      schedule(job);
    }
  }

  return {
    /** Adds a job (a name already registered is left as it is: registering twice is harmless). */
    register(
      name: string,
      intervalMs: number,
      fn: JobFn,
      description = '',
      opts: { atStart?: boolean } = {},
    ): void {
      if (jobs.has(name)) return;
      const job = newJob(name, intervalMs, fn, description, opts.atStart ?? false);
      jobs.set(name, job);
      schedule(job);
    },
    /** The jobs and how their last run went. */
    list(): AutomationJob[] {
      return [...jobs.values()].map(view).sort((a, b) => a.name.localeCompare(b.name));
    },
    has: (name: string) => jobs.has(name),
    /** Runs a job now (waits for it); null for an unknown name. */
    async runNow(name: string): Promise<AutomationJob | null> {
      const job = jobs.get(name);
      if (!job) return null;
      await run(job);
      return view(job);
    },
    /**
     * Starts every job's timer (the first run comes one interval after start); a job registered `atStart` runs
     * at once as well (on start and whenever this replica becomes the leader).
     */
    start(): void {
      if (started) return;
      started = true;
      for (const job of jobs.values()) {
        if (job.atStart) void run(job);
        else schedule(job);
      }
    },
    /** Resolves once no run is under way. */
    async idle(): Promise<void> {
      while (underway.size > 0) await Promise.allSettled([...underway]);
    },
    /** Stops the timers (a run in progress finishes on its own: `idle`). */
    stop(): void {
      started = false;
      for (const job of jobs.values()) {
        if (job.timer) clearTimeout(job.timer);
        job.timer = null;
        job.nextRunAt = null;
      }
    },
  };
}
export type JobRegistry = ReturnType<typeof createJobRegistry>;
