import { z } from 'zod';
import { AddressSchema, TextSchema } from './common';

/**
 * A wallet record: a wallet an owner keeps on the platform. `connected` is the owner's own wallet
 * (address = owner), registered when it signs in; `watch` is a watch-only wallet the owner tracks in the
 * portfolio (any address, no keys).
 */
export const WalletTypeSchema = z.enum(['connected', 'watch']);

/** `POST /api/wallets`: the spec's `{type, owner}`, plus `address` and `label` for a watch-only wallet. */
export const WalletCreateRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    owner: AddressSchema,
    label: TextSchema.trim().max(40).optional(),
  }),
  z.object({
    type: z.literal('watch'),
    owner: AddressSchema,
    address: AddressSchema,
    label: TextSchema.trim().max(40).optional(),
  }),
]);
export type WalletCreateRequest = z.infer<typeof WalletCreateRequestSchema>;

/** `GET /api/wallets?owner=…`: whose records to list (must be the signed-in wallet). */
export const WalletListQuerySchema = z.object({
  owner: AddressSchema.meta({ description: 'The owner (must be the signed-in wallet)' }),
});
export type WalletListQuery = z.infer<typeof WalletListQuerySchema>;

/** `DELETE /api/wallets/{id}`: a wallet record's id. */
export const WalletIdParamsSchema = z.object({ id: z.uuid('must be a wallet id (a UUID)') });

/** A stored wallet record. */
export const WalletRecordSchema = z.object({
  id: z.string(),
  type: WalletTypeSchema,
  owner: AddressSchema,
  address: AddressSchema,
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletRecord = z.infer<typeof WalletRecordSchema>;

/** `POST /api/wallets` reply (spec §7 reads `wallet`). */
export const WalletCreateResponseSchema = z.object({ wallet: WalletRecordSchema });
/** `GET /api/wallets` reply. */
export const WalletListResponseSchema = z.object({ wallets: z.array(WalletRecordSchema) });
