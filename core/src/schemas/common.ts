import { z } from 'zod';
import { isBase58Address } from '../rpc/base58';

/**
 * A base58 Solana address (kit's `isAddress` without BigInt: a scanner answer carries a thousand of them).
 */
export const AddressSchema = z
  .string()
  .refine((s): boolean => isBase58Address(s), { message: 'must be a base58 Solana address' })
  .meta({
    description: 'A base58 Solana address (32 bytes)',
    pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
    examples: ['Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp'],
  });

/**
 * A non-negative integer amount (lamports or token base units) carried as a decimal string in JSON. Its format
 * check aborts: refinements chained after it (`BigInt(s) <= …`, an object's cross-field comparisons) never see
 * text that is not digits, so they cannot throw.
 */
export const U64StringSchema = z
  .string()
  .regex(/^\d{1,20}$/, { message: 'must be a non-negative integer string', abort: true });

// An unpaired UTF-16 surrogate: Postgres refuses it in json/jsonb and a UTF-8 encoder silently replaces it in text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether Postgres can take `s` as text or inside json: no NUL character and no unpaired UTF-16 surrogate. */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** The message of a free-text field that holds a character the database refuses. */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

/**
 * Free text a client sends that is stored or searched (names, descriptions, messages, search terms): a string
 * the database accepts. Chain the field's own rules after it (`TextSchema.trim().min(1).max(80)`). The check
 * aborts, so nothing chained after it sees the refused text.
 */
export const TextSchema = z
  .string()
  .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });

/** The API's error body: `{error:{code,message}}`. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * A page of a list: its rows under `key`, and `nextCursor`, the `cursor` of the next page (null on the last):
 * an offset for the public lists, an opaque text for the admin console's.
 */
export function pageSchema<const K extends string, Row extends z.ZodType, C extends z.ZodType>(
  key: K,
  row: Row,
  cursor: C,
) {
  const shape = { [key]: z.array(row), nextCursor: cursor.nullable() };
  return z.object(shape as Record<K, z.ZodArray<Row>> & { nextCursor: z.ZodNullable<C> });
}
