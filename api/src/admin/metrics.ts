import { AdminApiMetricsSchema } from '@solpad/core/schemas';
import { type AdminDeps, adminApp } from './env';

/** `GET /api-metrics`: request rate, error rate and latency percentiles from the server's own recorder. */
export function metricsRoutes(deps: AdminDeps) {
  return adminApp().get('/api-metrics', (c) => c.json(AdminApiMetricsSchema.parse(deps.metrics.snapshot())));
}
