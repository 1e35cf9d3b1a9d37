import { AutomationJobSchema, AutomationListSchema, AutomationNameParamsSchema } from '@solpad/core/schemas';
import { catalogued } from '../lib/errors';
import { readParams } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

/** `GET /automations` (scheduled jobs: last run, duration, outcome, next run) and `POST /automations/{name}/run`. */
export function automationRoutes(deps: AdminDeps) {
  return adminApp()
    .get('/automations', (c) => c.json(AutomationListSchema.parse({ jobs: deps.jobs.list() })))
    .post('/automations/:name/run', async (c) => {
      const { name } = readParams(c, AutomationNameParamsSchema);
      if (!deps.jobs.has(name)) throw catalogued('NOT_FOUND', 'No job with this name');
      // The job writes through the app's own database handle (its own transactions), so it runs first and the
      // audit row, written after, records who ran it and how it went. Running it inside the audit transaction
      // would wait for itself on PGlite's single connection.
      const ran = await deps.jobs.runNow(name);
      if (!ran) throw catalogued('NOT_FOUND', 'No job with this name');
      const { lastOutcome, lastResult, lastError, lastDurationMs } = ran;
      const job = await audited(deps.database.db, actorOf(c), 'automation.run', name, async () => ({
        before: null,
        after: { lastOutcome, lastResult, lastError, lastDurationMs },
        result: ran,
      }));
      return c.json(AutomationJobSchema.parse(job));
    });
}
