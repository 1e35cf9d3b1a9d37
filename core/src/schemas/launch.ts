import { z } from 'zod';
import { LAUNCH_DESCRIPTION_MAX, LAUNCH_NAME_MAX, LAUNCH_SYMBOL_MAX } from '../launch';
import { AddressSchema, TextSchema, U64StringSchema } from './common';

/** A launch platform (spec §3). */
export const LaunchPlatformSchema = z.enum(['PumpFun', 'Raydium', 'Meteora']);

/** An optional http(s) link; an empty string means none. */
function linkSchema(hosts: readonly string[] | null, label: string) {
  return TextSchema.trim()
    .max(200, `${label} must be at most 200 characters`)
    .transform((s) => (s === '' ? undefined : s))
    .refine(
      (s) => {
        if (s === undefined) return true;
        try {
          const url = new URL(s);
          if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
          const host = url.hostname.replace(/^www\./, '');
          return hosts === null ? host.includes('.') : hosts.includes(host);
        } catch {
          return false;
        }
      },
      { message: hosts ? `must be a ${label} link (${hosts.join(' or ')})` : 'must be an http(s) URL' },
    )
    .optional();
}

/** The token's links: website, X and Telegram, each optional. */
export const LaunchLinksSchema = z.object({
  website: linkSchema(null, 'website'),
  x: linkSchema(['x.com', 'twitter.com'], 'X'),
  telegram: linkSchema(['t.me', 'telegram.me'], 'Telegram'),
});
export type LaunchLinks = z.infer<typeof LaunchLinksSchema>;

/** An uploaded image's id: the SHA-256 of its bytes, hex. */
export const UploadIdSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be an uploaded image id');

/**
 * The launch form: name (≤ 32), symbol (≤ 10), description, links, platform and an optional initial buy in
 * lamports (a decimal string, parsed to bigint). Shared by the launch page and `POST /api/launch/prepare`.
 */
export const LaunchFormSchema = z.object({
  name: TextSchema.trim()
    .min(1, 'is required')
    .max(LAUNCH_NAME_MAX, `must be at most ${LAUNCH_NAME_MAX} characters`),
  symbol: TextSchema.trim()
    .min(1, 'is required')
    .max(LAUNCH_SYMBOL_MAX, `must be at most ${LAUNCH_SYMBOL_MAX} characters`)
    .regex(/^\S+$/, 'must not contain spaces'),
  description: TextSchema.trim()
    .max(LAUNCH_DESCRIPTION_MAX, `must be at most ${LAUNCH_DESCRIPTION_MAX} characters`)
    .default(''),
  links: LaunchLinksSchema.default({}),
  platform: LaunchPlatformSchema,
  image: UploadIdSchema.optional(),
  initialBuyLamports: U64StringSchema.transform((s) => BigInt(s))
    .optional()
    .meta({ description: 'SOL to spend on the first buy, fee included, lamports (decimal string)' }),
});
export type LaunchForm = z.infer<typeof LaunchFormSchema>;

/**
 * `POST /api/launch/prepare`: the form plus the creator (fee payer) and the mint address. The client generates
 * the mint keypair (so it can grind a vanity address) and signs the returned transaction with it and the wallet.
 */
export const LaunchPrepareRequestSchema = LaunchFormSchema.extend({
  creator: AddressSchema,
  mint: AddressSchema,
});
export type LaunchPrepareRequest = z.input<typeof LaunchPrepareRequestSchema>;

/** Its reply: the launch transaction (signed by the vault when it carries an initial buy). */
export const LaunchPrepareResponseSchema = z.object({
  transaction: z
    .string()
    .meta({ description: 'base64 wire transaction; the mint and the creator still sign' }),
  mint: AddressSchema,
  vault: AddressSchema,
  treasury: AddressSchema,
  metadataUri: z.string(),
  platformFeeLamports: z.string(),
  initialBuy: z
    .object({ solLamports: z.string(), tokenAmount: z.string(), feeLamports: z.string() })
    .nullable(),
  lastValidBlockHeight: z.string(),
});
export type LaunchPrepareResponse = z.infer<typeof LaunchPrepareResponseSchema>;

/** `POST /api/launch/confirm` and `POST /api/trade/settle`: a landed transaction's signature. */
export const SignatureRequestSchema = z.object({
  signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'must be a base58 transaction signature'),
});

/** `POST /api/uploads/image`'s reply. */
export const ImageUploadResponseSchema = z.object({
  id: UploadIdSchema,
  url: z.string(),
  contentType: z.string(),
  bytes: z.number(),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;

/** `GET /api/tokens/{mint}/metadata.json`: Metaplex-style off-chain metadata. */
export const TokenMetadataJsonSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.string().optional(),
  external_url: z.string().optional(),
  extensions: z
    .object({
      website: z.string().optional(),
      twitter: z.string().optional(),
      telegram: z.string().optional(),
    })
    .optional(),
  properties: z
    .object({ files: z.array(z.object({ uri: z.string(), type: z.string() })), category: z.string() })
    .optional(),
});
