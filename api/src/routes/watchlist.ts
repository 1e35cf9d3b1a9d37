import {
  WATCHLIST_MAX,
  WatchlistMergeRequestSchema,
  WatchlistMintParamsSchema,
  type WatchlistResponse,
} from '@solpad/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { readSession } from '../auth/session';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson, readParams } from '../lib/validate';

const full = () =>
  catalogued('WATCHLIST__FULL', `A watchlist holds at most ${WATCHLIST_MAX} tokens; remove one first`);

/**
 * The signed-in wallet's watchlist (the site's star): mints only, so a token that is not
 * (yet) on the platform can be watched too. Signed out, the site keeps the list on the device and merges it here
 * when the wallet signs in (`POST`).
 */
export function watchlistRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const owner = async (c: Parameters<typeof readSession>[0]) => {
    const session = await readSession(c, db, deps.config);
    if (!session) throw catalogued('UNAUTHENTICATED');
    return session.address;
  };
  const list = async (address: string): Promise<WatchlistResponse> => {
    const rows = await db
      .select({ mint: schema.watchlist.mint })
      .from(schema.watchlist)
      .where(eq(schema.watchlist.owner, address))
      .orderBy(desc(schema.watchlist.createdAt), desc(schema.watchlist.mint));
    return { mints: rows.map((r) => r.mint) };
  };
  const limit = rateLimit('watchlist', { limit: 120, windowMs: 60_000 });

  return new Hono()
    .get('/', async (c) => c.json(await list(await owner(c))))
    .post('/', limit, async (c) => {
      const { mints } = await readJson(c, WatchlistMergeRequestSchema);
      const address = await owner(c);
      const fresh = [...new Set(mints)];
      if (fresh.length > 0) {
        const known = new Set((await list(address)).mints);
        const added = fresh.filter((m) => !known.has(m));
        if (known.size + added.length > WATCHLIST_MAX) throw full();
        // The device's list is newest first: the first gets the latest time, so the order holds.
        const now = Date.now();
        if (added.length > 0)
          await db
            .insert(schema.watchlist)
            .values(added.map((mint, i) => ({ owner: address, mint, createdAt: new Date(now - i) })))
            .onConflictDoNothing();
      }
      return c.json(await list(address));
    })
    .put('/:mint', limit, async (c) => {
      const { mint } = readParams(c, WatchlistMintParamsSchema);
      const address = await owner(c);
      const { mints } = await list(address);
      // A token already on the list stays where it is, even on a full list.
      if (mints.includes(mint)) return c.json({ mints });
      if (mints.length >= WATCHLIST_MAX) throw full();
      await db.insert(schema.watchlist).values({ owner: address, mint }).onConflictDoNothing();
      return c.json(await list(address));
    })
    .delete('/:mint', limit, async (c) => {
      const { mint } = readParams(c, WatchlistMintParamsSchema);
      const address = await owner(c);
      await db
        .delete(schema.watchlist)
        .where(and(eq(schema.watchlist.owner, address), eq(schema.watchlist.mint, mint)));
      return c.json(await list(address));
    });
}
