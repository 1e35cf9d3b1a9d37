import { z } from 'zod';
import { PublicBannerSchema } from './admin-settings';
import { AddressSchema } from './common';
import { MaintenanceStatusSchema } from './maintenance';
import { RiskLevelSchema } from './risk';

/** The most token addresses one `/api/ws` client may follow at once. */
export const WS_MAX_SUBSCRIPTIONS = 500;

/** What a client may send on `/api/ws`. */
export const WsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), tokens: z.array(AddressSchema).min(1).max(WS_MAX_SUBSCRIPTIONS) }),
  z.object({
    type: z.literal('unsubscribe'),
    tokens: z.array(AddressSchema).min(1).max(WS_MAX_SUBSCRIPTIONS),
  }),
  z.object({ type: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional() }),
]);
export type WsClientMessage = z.infer<typeof WsClientMessageSchema>;

/** What the server sends on `/api/ws`. Token-scoped events reach only clients subscribed to that token. */
export const WsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), heartbeatMs: z.number() }),
  z.object({ type: z.literal('maintenance'), status: MaintenanceStatusSchema }),
  /** The site banners active now, sent to every client whenever an admin changes them. */
  z.object({ type: z.literal('banner'), banners: z.array(PublicBannerSchema) }),
  z.object({ type: z.literal('price'), token: AddressSchema, priceSol: z.number(), at: z.number() }),
  z.object({
    type: z.literal('trade'),
    token: AddressSchema,
    signature: z.string(),
    side: z.enum(['buy', 'sell']),
    solLamports: z.string(),
    tokenAmount: z.string(),
    trader: AddressSchema,
    at: z.number(),
  }),
  z.object({
    type: z.literal('token'),
    token: AddressSchema,
    name: z.string(),
    symbol: z.string(),
    at: z.number(),
  }),
  /** A token's curve completed and its reserves moved to its pool (spec §4: graduated on a migration update). */
  z.object({
    type: z.literal('migration'),
    token: AddressSchema,
    poolAddress: AddressSchema,
    migrationTx: z.string(),
    at: z.number(),
  }),
  /** A token's holder count or scan score changed (the token indexer re-read it from the chain). */
  z.object({
    type: z.literal('stats'),
    token: AddressSchema,
    holders: z.number().int().nullable(),
    risk: z.object({ score: z.number().int(), level: RiskLevelSchema, scannedAt: z.string() }),
    at: z.number(),
  }),
  z.object({ type: z.literal('subscribed'), tokens: z.array(z.string()) }),
  z.object({ type: z.literal('pong'), id: z.union([z.string(), z.number()]).optional() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type WsServerMessage = z.infer<typeof WsServerMessageSchema>;
