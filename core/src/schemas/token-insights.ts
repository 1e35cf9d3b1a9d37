import { z } from 'zod';
import { AddressSchema, U64StringSchema } from './common';

/** Most rows `GET /api/tokens/{mint}/holders` and `…/traders` answer with. */
export const TOKEN_INSIGHTS_MAX_LIMIT = 100;

/** A signed integer as a decimal string (lamports or token base units that may be negative). */
const SignedIntStringSchema = z.string().regex(/^-?\d{1,20}$/);

/** `GET /api/tokens/{mint}/holders` and `GET /api/tokens/{mint}/traders`: how many rows (1–100, 20). */
export const TokenInsightsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOKEN_INSIGHTS_MAX_LIMIT).default(20),
});
export type TokenInsightsQuery = z.infer<typeof TokenInsightsQuerySchema>;

/**
 * What a holder is to the token: the bonding curve's vault, the pool it graduated to, its creator, or another
 * wallet.
 */
export const HolderRoleSchema = z.enum(['vault', 'pool', 'creator', 'wallet']);
export type HolderRole = z.infer<typeof HolderRoleSchema>;

/** One holder of the mint, read from the chain. */
export const TokenHolderSchema = z.object({
  /** The wallet (or venue account) owning the token account. */
  owner: AddressSchema,
  tokenAccount: AddressSchema,
  /** Balance, token base units. */
  amount: U64StringSchema,
  /**
   * Share of the total supply, parts per million (rounded down): the scanner's precision (core/scanner
   * `shareOfSupply`), so both show the same percentage.
   */
  sharePpm: z.number().int().min(0).max(1_000_000),
  role: HolderRoleSchema,
});
export type TokenHolder = z.infer<typeof TokenHolderSchema>;

/** Its reply: the largest holders, largest first. */
export const TokenHoldersResponseSchema = z.object({
  mint: AddressSchema,
  decimals: z.number().int(),
  totalSupply: U64StringSchema,
  /** Token accounts with a non-zero balance (null where the RPC cannot count them). */
  holderCount: z.number().int().nullable(),
  holders: z.array(TokenHolderSchema),
});
export type TokenHoldersResponse = z.infer<typeof TokenHoldersResponseSchema>;

/** One wallet's trading in the token on the platform's venue (core/trade `averageCostLedger` of its trades). */
export const TokenTraderSchema = z.object({
  wallet: AddressSchema,
  /** The token's creator (its launch's initial buy is a trade). */
  isCreator: z.boolean(),
  buys: z.number().int(),
  sells: z.number().int(),
  /** Lamports spent on buys, fees included. */
  boughtLamports: U64StringSchema,
  /** Lamports received from sells, after fees. */
  soldLamports: U64StringSchema,
  /** Tokens bought minus tokens sold, base units (negative: it sold tokens it got elsewhere). */
  netTokens: SignedIntStringSchema,
  /** Realized profit or loss by the average-cost method, lamports (negative = loss). */
  realizedLamports: SignedIntStringSchema,
});
export type TokenTrader = z.infer<typeof TokenTraderSchema>;

/** Its reply: the traders by realized PnL, best first. */
export const TokenTradersResponseSchema = z.object({
  mint: AddressSchema,
  decimals: z.number().int(),
  /** Wallets that traded the token. */
  traderCount: z.number().int(),
  traders: z.array(TokenTraderSchema),
});
export type TokenTradersResponse = z.infer<typeof TokenTradersResponseSchema>;
