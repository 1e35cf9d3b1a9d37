import { z } from 'zod';
import { AddressSchema, TextSchema, U64StringSchema } from './common';

// The scanner's reads of the platform's own records (the token index, a token's market and trades, a creator's
// launches, the actor analysis): a module apart from the scan request and the recent-scans list, which the
// scanner page needs to render, so that the page does not build these until a scan asks for them.

/** `GET /api/scanner/resolve?q=`: a symbol or name to look up in the token index. */
export const ScannerResolveQuerySchema = z.object({
  q: TextSchema.trim().min(1, 'must not be empty').max(64),
});

/** A token of the platform's index as the resolver returns it. */
export const IndexedTokenSchema = z.object({
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  creator: AddressSchema,
  createdAt: z.string(),
});
export type IndexedToken = z.infer<typeof IndexedTokenSchema>;

/** The resolver's answer: matching tokens, best match first (exact symbol, then symbol prefix, then name). */
export const ScannerResolveResponseSchema = z.object({ tokens: z.array(IndexedTokenSchema) });

/** `GET /api/scanner/market/{address}` and `/api/scanner/launches/{address}` path parameter. */
export const ScannerAddressParamsSchema = z.object({ address: AddressSchema });

/** One settled trade of the platform's venue (amounts in lamports and token base units). */
export const ScannerTradeSchema = z.object({
  time: z.string(),
  side: z.enum(['buy', 'sell']),
  solLamports: U64StringSchema,
  tokenAmount: U64StringSchema,
});
export type ScannerTrade = z.infer<typeof ScannerTradeSchema>;

/**
 * What the platform knows about a token's market: its index entry, liquidity, the list's figures and the candle
 * closes; its trades, oldest first (at most {@link SCANNER_MARKET_TRADES_MAX}), only when the figures cannot do
 * without them (no candle, or no spot price), else none. `indexed: false` when the token was not launched here.
 */
export const ScannerMarketResponseSchema = z.object({
  indexed: z.boolean(),
  token: IndexedTokenSchema.extend({
    status: z.enum(['active', 'graduated']),
    poolAddress: AddressSchema.nullable(),
    /** The bonding-curve vault holding the unsold supply (labelled, and left out of concentration). */
    vaultAddress: AddressSchema.nullable(),
  }).nullable(),
  /**
   * SOL that sellers can sell into: the curve's real SOL reserves while on the curve, the pool's SOL side once
   * graduated. Null when the platform has no venue for the token.
   */
  liquidity: z.object({ venue: z.enum(['curve', 'pool']), solLamports: U64StringSchema }).nullable(),
  /** SOL price in USD the platform quotes with. */
  solUsd: z.number().positive(),
  trades: z.array(ScannerTradeSchema),
  /**
   * The figures the token list shows for the same moment (one source): spot price now, the reference price 24 h
   * ago (the spot after the last trade before then, or the launch price), and the SOL traded in the last 24 h.
   * Null when the token is not indexed.
   */
  list: z
    .object({
      spotPriceSol: z.number().nonnegative().nullable(),
      priceRef24hSol: z.number().nonnegative().nullable(),
      volume24hLamports: U64StringSchema,
    })
    .nullable()
    .optional(),
  /** Candle closes (SOL per whole token), oldest first: the price history the charts draw, for the indicators. */
  closes: z.array(z.number().nonnegative()).optional(),
});
export type ScannerMarketResponse = z.infer<typeof ScannerMarketResponseSchema>;

/** Most trades the market endpoint returns (the newest ones). */
export const SCANNER_MARKET_TRADES_MAX = 1000;

/**
 * A token a wallet launched on the platform, with what its fate rests on: the highest and latest spot price
 * (SOL per whole token; null when it never traded) and the SOL a seller can sell into now.
 */
export const CreatorLaunchSchema = IndexedTokenSchema.extend({
  peakPriceSol: z.number().nonnegative().nullable(),
  lastPriceSol: z.number().nonnegative().nullable(),
  liquidityLamports: U64StringSchema.nullable(),
});
export type CreatorLaunchRecord = z.infer<typeof CreatorLaunchSchema>;

/** Tokens launched on the platform by a wallet (its creator field), oldest first, and the SOL price. */
export const ScannerLaunchesResponseSchema = z.object({
  tokens: z.array(CreatorLaunchSchema),
  solUsd: z.number().positive().optional(),
});

/** One settled trade with who made it and where it landed, for the actor analysis. */
export const ScannerActivityTradeSchema = z.object({
  signature: z.string().min(1).max(128),
  slot: U64StringSchema,
  time: z.string(),
  side: z.enum(['buy', 'sell']),
  wallet: AddressSchema,
  solLamports: U64StringSchema,
  tokenAmount: U64StringSchema,
});
export type ScannerActivityTrade = z.infer<typeof ScannerActivityTradeSchema>;

/** Most trades `GET /api/scanner/activity/{address}` returns: the earliest ones, plus the creator's own. */
export const SCANNER_ACTIVITY_TRADES_MAX = 1000;

/**
 * `GET /api/scanner/activity/{address}`: the venue's record of a token's launch and its trades, oldest first —
 * the earliest {@link SCANNER_ACTIVITY_TRADES_MAX} and every trade of the creator. `complete: false` when more
 * trades exist than were returned. `indexed: false` (and no launch, no trades) for a token not launched here;
 * `commonFunders` is answered for any token.
 */
export const ScannerActivityResponseSchema = z.object({
  indexed: z.boolean(),
  launch: z
    .object({
      signature: z.string().min(1).max(128).nullable(),
      slot: U64StringSchema.nullable(),
      time: z.string(),
      creator: AddressSchema,
    })
    .nullable(),
  trades: z.array(ScannerActivityTradeSchema),
  complete: z.boolean(),
  /** Wallets that fund everyone on this chain (the localnet faucet, exchanges): never the basis of a cluster. */
  commonFunders: z.array(z.object({ address: AddressSchema, label: z.string().max(64) })).max(100),
});
export type ScannerActivityResponse = z.infer<typeof ScannerActivityResponseSchema>;
