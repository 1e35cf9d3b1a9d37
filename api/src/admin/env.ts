import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AuthVariables } from '../auth/session';
import type { AppDeps } from '../deps';
import type { JobRegistry } from '../lib/job-registry';
import type { MetricsRecorder } from '../lib/metrics';
import { readQuery } from '../lib/validate';

/** The Hono environment of every admin section: the gate has put the admin's session in `session`. */
export type AdminEnv = { Variables: AuthVariables };

/** A new admin section (mounted under the one guarded admin router, never on its own). */
export const adminApp = () => new Hono<AdminEnv>();

/** What the admin sections use: the app's deps plus the metrics recorder and the job registry. */
export type AdminDeps = AppDeps & { metrics: MetricsRecorder; jobs: JobRegistry };

/**
 * Validates the optional filters of a list: a parameter left empty (`?action=&actor=`, as a form submits it)
 * counts as absent; anything else must pass the schema (400 naming the field).
 */
export function readFilters<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  // readQuery reads only `c.req.query()`: hand it the filtered parameters, keep its error shape.
  return readQuery({ req: { query: () => query } } as unknown as Context, schema);
}
