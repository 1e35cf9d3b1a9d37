import { AdminApiMetricsSchema, type ApiRouteMetrics } from '@solpad/core/schemas';
import { type Column, ColumnHeads, Panel } from '../../../components/kit';
import { useAdminRead } from '../data';
import { ms, QueryView, Stat, when } from '../ui';

function pct(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

const ROUTE_COLUMNS: readonly Column[] = [
  'Route',
  'Req 15m',
  'Req/min',
  '5xx',
  '4xx',
  'Error rate',
  'p50',
  'p95',
  'p99',
].map((label) => ({ label }));

/** API: request rate, error rate and latency percentiles, overall and per route, from the server's metrics. */
export function ApiSection() {
  const query = useAdminRead('api-metrics', AdminApiMetricsSchema, { refetchInterval: 15_000 });
  return (
    <Panel title="API traffic">
      <QueryView query={query} label="API metrics">
        {(d) => (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              <Stat label="Req/min (1m)" value={d.total.ratePerMinute1m.toFixed(1)} />
              <Stat label="Req/min (15m)" value={d.total.ratePerMinute15m.toFixed(1)} />
              <Stat label="Error rate (15m)" value={pct(d.total.errorRate15m)} />
              <Stat label="p50" value={ms(d.total.p50Ms)} />
              <Stat label="p95" value={ms(d.total.p95Ms)} />
              <Stat label="p99" value={ms(d.total.p99Ms)} />
            </dl>
            {d.routes.length === 0 ? (
              <p className="mt-3 text-muted text-sm">
                No requests in the last {d.windowSeconds / 60} minutes.
              </p>
            ) : (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[640px] text-sm [&_td]:pr-3 [&_th]:pr-3">
                  <caption className="sr-only">
                    Requests per route over {d.windowSeconds / 60} minutes
                  </caption>
                  <thead className="text-left text-muted text-xs">
                    <ColumnHeads density="compact" columns={ROUTE_COLUMNS} />
                  </thead>
                  <tbody>
                    {d.routes.map((r: ApiRouteMetrics) => (
                      <tr key={r.route} className="border-line border-t">
                        <td className="py-1 font-mono text-xs">{r.route}</td>
                        <td>{r.requests15m}</td>
                        <td>{r.ratePerMinute15m.toFixed(2)}</td>
                        <td>{r.serverErrors15m}</td>
                        <td>{r.clientErrors15m}</td>
                        <td>{pct(r.errorRate15m)}</td>
                        <td>{ms(r.p50Ms)}</td>
                        <td>{ms(r.p95Ms)}</td>
                        <td>{ms(r.p99Ms)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p className="mt-2 text-subtle text-xs">Computed {when(d.generatedAt)}</p>
          </>
        )}
      </QueryView>
    </Panel>
  );
}
