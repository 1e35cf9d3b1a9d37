import { z } from 'zod';
import { pageSchema, TextSchema } from './common';

// What the admin console's schemas share: page sizes, cursors, timestamps, counts and boolean query flags.

/** Largest page an admin list returns. */
export const ADMIN_PAGE_MAX = 200;

/** An ISO 8601 timestamp. */
export const Iso = z.string().meta({ description: 'An ISO 8601 timestamp' });
/** A count of rows. */
export const Count = z.number().int().nonnegative();

/** `limit` of an admin list: 1–200, default 50. */
export const AdminLimitSchema = z.coerce
  .number()
  .int('must be an integer')
  .min(1)
  .max(ADMIN_PAGE_MAX)
  .default(50);

/** An opaque pagination cursor, as returned in `nextCursor`. */
export const AdminCursorSchema = TextSchema.min(1).max(200);

/** A `true` / `false` query flag. */
export const BoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A page of an admin list: its rows under `key`, newest (or most recent) first, and the cursor of the next page
 * (null on the last).
 */
export function adminPageSchema<const K extends string, Row extends z.ZodType>(key: K, row: Row) {
  return pageSchema(key, row, z.string());
}
