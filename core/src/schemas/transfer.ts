import { z } from 'zod';
import { AddressSchema } from './common';

const plainDecimal = (n: number): string =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : 'NaN';

/** A SOL amount as typed by a person: positive, at most 9 decimals (number or decimal string). */
export const SolAmountSchema = z
  .union([z.number(), z.string()])
  // A number is written out in plain decimal (1e-7 → "0.0000001"), so only its real decimals count.
  .transform((v) => (typeof v === 'number' ? plainDecimal(v) : v.trim()))
  .refine((s) => /^\d{1,12}(\.\d{1,9})?$/.test(s), {
    message: 'must be a positive SOL amount with at most 9 decimals',
  })
  .refine((s) => /[1-9]/.test(s), { message: 'must be greater than zero' })
  .meta({
    description: 'An amount of SOL (not lamports): positive, at most 9 decimals',
    examples: ['0.25', 1.5],
  });

/** `POST /api/solana/transfer` (spec §7). */
export const TransferRequestSchema = z.object({
  senderPublicKey: AddressSchema,
  recipientPublicKey: AddressSchema,
  amount: SolAmountSchema,
});
export type TransferRequest = z.input<typeof TransferRequestSchema>;

/** Its reply: an unsigned base64 transaction (sender pays the fee) or the reason there is none. */
export const TransferResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    transaction: z.string(),
    lamports: z.string(),
    feeLamports: z.string(),
    lastValidBlockHeight: z.string(),
  }),
  z.object({ success: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type TransferResponse = z.infer<typeof TransferResponseSchema>;
