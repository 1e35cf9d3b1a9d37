import { AutomationJobSchema, AutomationListSchema } from '@solpad/core/schemas';
import { Panel } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { ListView, when } from '../ui';

/** Automations: the scheduled jobs, their last and next run, and Run now. */
export function AutomationsSection() {
  const query = useAdminRead('automations', AutomationListSchema, { refetchInterval: 15_000 });
  const run = useAdminWrite(
    (name: string) =>
      apiRequest(`/api/admin/automations/${encodeURIComponent(name)}/run`, AutomationJobSchema, {
        method: 'POST',
      }),
    (job) =>
      job.lastOutcome === 'error'
        ? `${job.name} failed: ${job.lastError ?? 'unknown error'}`
        : `${job.name} ran${job.lastResult ? `: ${job.lastResult}` : ''}`,
  );
  return (
    <Panel title="Scheduled jobs">
      <ListView
        query={query}
        label="the jobs"
        empty="No jobs are scheduled."
        items={(d) => d.jobs}
        itemKey={(j) => j.name}
      >
        {(j) => (
          <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium font-mono text-fg">
                {j.name}{' '}
                {j.lastOutcome && (
                  <span className={`badge ${j.lastOutcome === 'ok' ? 'text-emerald-500' : 'text-red-500'}`}>
                    {j.lastOutcome}
                  </span>
                )}
                {j.running && <span className="badge ml-1">running</span>}
              </p>
              <p className="text-muted text-xs">{j.description}</p>
              <p className="text-muted text-xs">
                Every {Math.round(j.intervalMs / 60000)} min · runs {j.runs} · failures {j.failures} · last{' '}
                {when(j.lastRunAt)}
                {j.lastDurationMs !== null ? ` (${j.lastDurationMs.toFixed(0)} ms)` : ''} · next{' '}
                {when(j.nextRunAt)}
              </p>
              {j.lastResult && <p className="text-muted text-xs">Result: {j.lastResult}</p>}
              {j.lastError && <p className="text-red-600 text-xs dark:text-red-400">Error: {j.lastError}</p>}
            </div>
            <button
              type="button"
              className="btn-secondary"
              aria-label={`Run ${j.name} now`}
              disabled={run.isPending || j.running}
              onClick={() => run.mutate(j.name)}
            >
              Run now
            </button>
          </li>
        )}
      </ListView>
    </Panel>
  );
}
