import { BurnStatsQuerySchema } from '@solpad/core/schemas';
import { Hono } from 'hono';
import { burnStats } from '../burns/stats';
import type { AppDeps } from '../deps';
import { readQuery } from '../lib/validate';

/** `/api/burns`: the burn index's public figures (SPL Token Burn Platform, Analytics tab). */
export function burnRoutes(deps: AppDeps) {
  return new Hono().get('/stats', async (c) => {
    const { mint } = readQuery(c, BurnStatsQuerySchema);
    return c.json(await burnStats(deps.database.db, { mint, now: (deps.now ?? Date.now)() }));
  });
}
