import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/query-client';
import { fetchValidated, type Schemas } from '../../lib/schemas';

const HEALTH_PATH = '/api/health';
const STATS_PATH = '/api/stats';
/** Home's stats are live: refreshed every 10 s. */
const STATS_REFETCH_MS = 10_000;
/** Health (chain mode, cluster, slot) changes rarely; a slow refresh keeps the header honest. */
const HEALTH_REFETCH_MS = 30_000;

/** The query function of a system read: `GET path`, validated by the system schema `pick` selects. */
function systemRead<T>(path: string, pick: (s: Schemas<'system'>) => { parse(data: unknown): T }) {
  return ({ signal }: { signal: AbortSignal }) => fetchValidated(() => getJson(path, signal), 'system', pick);
}

/** `GET /api/health`, validated: chain mode and cluster decide what the UI offers (e.g. the dev wallet). */
export const healthQueryOptions = queryOptions({
  queryKey: [HEALTH_PATH],
  queryFn: systemRead(HEALTH_PATH, (s) => s.HealthSchema),
  refetchInterval: HEALTH_REFETCH_MS,
  // The header, the wallet layer and the screens each read it as they mount: one answer serves them all for a
  // while (an error or a "starting" 503 is not kept, so those are still asked again).
  staleTime: HEALTH_REFETCH_MS / 3,
});

/** `GET /api/stats`, validated. */
export const statsQueryOptions = queryOptions({
  queryKey: [STATS_PATH],
  queryFn: systemRead(STATS_PATH, (s) => s.StatsSchema),
  refetchInterval: STATS_REFETCH_MS,
});
