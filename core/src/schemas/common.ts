import { isAddress } from '@solana/kit';
import { z } from 'zod';

/** A base58 Solana address. */
export const AddressSchema = z
  .string()
  .refine((s): boolean => isAddress(s), { message: 'must be a base58 Solana address' })
  .meta({
    description: 'A base58 Solana address (32 bytes)',
    pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
    examples: ['Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp'],
  });

/** A non-negative integer amount (lamports or token base units) carried as a decimal string in JSON. */
export const U64StringSchema = z.string().regex(/^\d{1,20}$/, 'must be a non-negative integer string');

/** The API's error body: `{error:{code,message}}`. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
