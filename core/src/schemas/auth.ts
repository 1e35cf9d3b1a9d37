import { z } from 'zod';
import { AddressSchema } from './common';

const Base64Schema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64');

/** `GET /api/auth/nonce`: the sign-in input to hand to the wallet's `solana:signIn`. */
export const SignInInputSchema = z.object({
  domain: z.string(),
  uri: z.string(),
  statement: z.string(),
  version: z.literal('1'),
  chainId: z.string(),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** `POST /api/auth/verify`: what the wallet's sign-in returned, base64-encoded. */
export const SignInVerifyRequestSchema = z.object({
  address: AddressSchema.optional(),
  signedMessage: Base64Schema.max(8192, 'is too long'),
  signature: Base64Schema.length(88, 'must be a base64 64-byte ed25519 signature'),
});
export type SignInVerifyRequest = z.infer<typeof SignInVerifyRequestSchema>;

/** `GET /api/auth/me` and the reply of a successful verify. */
export const AuthSessionSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({
    signedIn: z.literal(true),
    address: AddressSchema,
    isAdmin: z.boolean(),
    expiresAt: z.string(),
  }),
]);
export type AuthSession = z.infer<typeof AuthSessionSchema>;
