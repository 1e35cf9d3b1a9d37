import { z } from 'zod';
import { AddressSchema } from './common';

/** The most tokens one watchlist holds. */
export const WATCHLIST_MAX = 200;

/** `PUT` / `DELETE /api/watchlist/{mint}`: the token to watch or stop watching. */
export const WatchlistMintParamsSchema = z.object({
  mint: AddressSchema.meta({ description: 'The token’s mint address' }),
});

/** `POST /api/watchlist`: tokens watched before signing in (kept on this device), added to the account’s list. */
export const WatchlistMergeRequestSchema = z.object({
  mints: z.array(AddressSchema).max(WATCHLIST_MAX),
});
export type WatchlistMergeRequest = z.infer<typeof WatchlistMergeRequestSchema>;

/** The signed-in wallet's watchlist, the most recently added first. */
export const WatchlistResponseSchema = z.object({ mints: z.array(AddressSchema) });
export type WatchlistResponse = z.infer<typeof WatchlistResponseSchema>;
