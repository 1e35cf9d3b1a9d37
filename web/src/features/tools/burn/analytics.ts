import { type BurnStats, BurnStatsSchema } from '@solpad/core/schemas';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/query-client';

/** The burn index's endpoint (api/src/routes/burns.ts). */
export const BURN_STATS_PATH = '/api/burns/stats';
/** Other people's burns show up without a reload. */
const BURN_STATS_REFETCH_MS = 30_000;

/** Query key of the burn statistics: invalidate it after a burn or a close made on the page. */
export const burnStatsKey = [BURN_STATS_PATH] as const;

/** `GET /api/burns/stats`, validated. */
export const burnStatsQuery = queryOptions({
  queryKey: burnStatsKey,
  queryFn: async ({ signal }): Promise<BurnStats> =>
    BurnStatsSchema.parse(await getJson(BURN_STATS_PATH, signal)),
  refetchInterval: BURN_STATS_REFETCH_MS,
});
