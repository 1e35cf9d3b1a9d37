import { z } from 'zod';
import { parseTokenAmount } from '../token-tools/amount';
import { AddressSchema, TextSchema } from './common';

/**
 * The amount field of a burn: a decimal text for a mint of `decimals` decimals, more than zero and at most
 * `balance` base units. Parses to the amount in base units (bigint).
 */
export function burnAmountSchema(decimals: number, balance: bigint) {
  return z
    .string()
    .trim()
    .min(1, 'Enter an amount to burn')
    .transform((text, ctx) => {
      const units = parseTokenAmount(text, decimals);
      if (units === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            decimals === 0
              ? 'Enter a whole number: this token has no decimals'
              : `Enter a number with at most ${decimals} decimals`,
        });
        return z.NEVER;
      }
      if (units === 0n) {
        ctx.addIssue({ code: 'custom', message: 'The amount must be more than zero' });
        return z.NEVER;
      }
      if (units > balance) {
        ctx.addIssue({ code: 'custom', message: 'The amount is more than the balance of this account' });
        return z.NEVER;
      }
      return units;
    });
}

/** The Live Demo's simulated amount (spec §5: any number; supply after = one billion minus it). */
export const DemoBurnAmountSchema = z
  .string()
  .trim()
  .transform((text) => (text === '' ? 0 : Number(text)))
  .pipe(z.number().finite().nonnegative());

/** What the explorer can be asked (spec §4: default `address`). */
export const ExplorerQueryTypeSchema = z.enum(['address', 'program', 'transaction', 'token']);
export type ExplorerQueryType = z.infer<typeof ExplorerQueryTypeSchema>;

/** A base58 transaction signature (64 bytes). */
export const SignatureTextSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'must be a base58 transaction signature');

/** An explorer query: the text is trimmed; blank queries are refused (spec §5). */
export const ExplorerQuerySchema = z
  .object({ type: ExplorerQueryTypeSchema, query: TextSchema.trim().min(1, 'Enter something to search') })
  .superRefine((value, ctx) => {
    const ok =
      value.type === 'transaction'
        ? SignatureTextSchema.safeParse(value.query).success
        : AddressSchema.safeParse(value.query).success;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['query'],
        message:
          value.type === 'transaction'
            ? 'Enter a transaction signature (base58, 64 bytes)'
            : 'Enter a Solana address (base58, 32 bytes)',
      });
    }
  });
export type ExplorerQuery = z.infer<typeof ExplorerQuerySchema>;

/** A Token-2022 metadata field the Modify Token page edits. */
export const MetadataFieldSchema = z.enum(['name', 'symbol', 'uri']);
export type MetadataField = z.infer<typeof MetadataFieldSchema>;

/** Limits of the metadata form: what wallets and explorers show well (the program itself takes any text). */
export const METADATA_LIMITS = { name: 32, symbol: 10, uri: 200 } as const;

/** A metadata field's new value. */
export function metadataValueSchema(field: MetadataField) {
  return z
    .string()
    .trim()
    .min(1, 'Enter a value')
    .max(METADATA_LIMITS[field], `At most ${METADATA_LIMITS[field]} characters`)
    .refine((v) => field !== 'uri' || /^(https?|ipfs|ar):\/\/\S+$/.test(v), {
      message: 'Enter a URL (https://, ipfs:// or ar://)',
    });
}

/** An address typed into a form (a mint to inspect, a new update authority). */
export const AddressInputSchema = z.string().trim().pipe(AddressSchema);

/** A Recent Queries entry of the explorer (spec §3: type, query, result, timestamp, status). */
export const RecentQuerySchema = z.object({
  type: ExplorerQueryTypeSchema,
  query: z.string().min(1).max(100),
  result: z.string().max(200),
  timestamp: z.number().int().nonnegative(),
  status: z.enum(['success', 'warning', 'error']),
});
export type RecentQuery = z.infer<typeof RecentQuerySchema>;
