import { z } from 'zod';
import { AddressSchema, isStorableText, TextSchema, UNSTORABLE_TEXT_MESSAGE } from './common';

// Field shapes the marketing schemas share (not part of the public schema set).

export const MAX_U64 = 18_446_744_073_709_551_615n;

export const IsoDateSchema = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' });

export const NameSchema = TextSchema.trim().min(3, 'must be at least 3 characters').max(80);

export const DescriptionSchema = TextSchema.trim().max(2000).default('');

// A URL parser takes a NUL (and percent-encodes it in its own copy); the text stored is the one sent.
export const UrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(200)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Cursor pagination shared by the lists: `cursor` is an offset. */
export const PageSchema = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/**
 * The query of the campaign or presale list: its own `filters` (its status…), then the token, the owner and a
 * search, its `sorts` (the first the default) and the page.
 */
export function listQuerySchema<
  const F extends z.ZodRawShape,
  const S extends readonly [string, ...string[]],
>(filters: F, sorts: S) {
  return z.object({
    ...filters,
    mint: AddressSchema.optional(),
    owner: AddressSchema.optional(),
    search: TextSchema.trim().max(64).optional(),
    sort: z.enum(sorts).default(sorts[0]),
    ...PageSchema,
  });
}

/** An `endsAt` after `startsAt` (either may be absent). */
export const endsAfterStart = (v: { startsAt?: string; endsAt?: string }) =>
  v.startsAt === undefined || v.endsAt === undefined || Date.parse(v.endsAt) > Date.parse(v.startsAt);
/** How a refused {@link endsAfterStart} is reported. */
export const ENDS_AFTER_START = { message: 'must be after startsAt', path: ['endsAt'] };
