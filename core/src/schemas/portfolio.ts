import { z } from 'zod';
import { AddressSchema, U64StringSchema } from './common';
import { SolUsdSourceSchema } from './system';
import { TokenSummarySchema, TradeRecordSchema } from './trade';

/** Most mints `GET /api/portfolio/{address}?mints=` accepts besides the ones the wallet traded or launched. */
export const PORTFOLIO_MINTS_MAX = 100;
/** Most trades the portfolio's activity returns per page. */
export const PORTFOLIO_TRADES_MAX = 200;

/** `GET /api/portfolio/{address}`'s path. */
export const PortfolioParamsSchema = z.object({ address: AddressSchema });

/**
 * Its query: `mints` (comma-separated) adds tokens the wallet holds without having traded them here, so they are
 * priced too; `limit` and `before` page the activity.
 */
export const PortfolioQuerySchema = z.object({
  mints: z
    .string()
    .trim()
    .max(PORTFOLIO_MINTS_MAX * 45)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : []))
    .pipe(z.array(AddressSchema).max(PORTFOLIO_MINTS_MAX, `at most ${PORTFOLIO_MINTS_MAX} mints`)),
  limit: z.coerce.number().int().min(1).max(PORTFOLIO_TRADES_MAX).default(100),
  before: z.string().datetime().optional(),
});
export type PortfolioQuery = z.infer<typeof PortfolioQuerySchema>;

/** A wallet's position in one token as its trades on the platform leave it (core/trade `averageCostLedger`). */
export const PortfolioLedgerSchema = z.object({
  tokens: U64StringSchema,
  costLamports: U64StringSchema,
  /** Realized profit (or loss, with a minus sign), lamports. */
  realizedLamports: z.string().regex(/^-?\d{1,20}$/),
  boughtLamports: U64StringSchema,
  soldLamports: U64StringSchema,
  buys: z.number().int().nonnegative(),
  sells: z.number().int().nonnegative(),
});
export type PortfolioLedger = z.infer<typeof PortfolioLedgerSchema>;

/** A platform token in a portfolio: its summary, its spot reserves, 24 h change and the wallet's ledger. */
export const PortfolioTokenSchema = TokenSummarySchema.extend({
  decimals: z.number().int(),
  /** The reserves the spot price comes from (pool once graduated, else the curve's virtual reserves). */
  spot: z.object({ sol: U64StringSchema, token: U64StringSchema }),
  /**
   * Price 24 h ago, SOL per token: the last trade at or before then, or the launch price of a token younger
   * than 24 h. Null when unknown.
   */
  priceSol24hAgo: z.number().nullable(),
  /** Spot price now against `priceSol24hAgo`, bps. */
  change24hBps: z.number().nullable(),
  ledger: PortfolioLedgerSchema,
});
export type PortfolioToken = z.infer<typeof PortfolioTokenSchema>;

/**
 * `GET /api/portfolio/{address}`: what the platform knows about a wallet — every token it traded, launched or
 * asked about (priced), its trades newest first (one page), and the SOL price in USD used for values. Balances
 * come from the chain, not from here.
 */
export const PortfolioResponseSchema = z.object({
  wallet: AddressSchema,
  solUsd: z.number().positive(),
  /** Where `solUsd` comes from: the server's configuration (localnet, or the oracle fallback) or Pyth's oracle. */
  solUsdSource: SolUsdSourceSchema,
  tokens: z.array(PortfolioTokenSchema),
  /** Tokens this wallet created (launched). */
  launched: z.array(AddressSchema),
  trades: z.array(TradeRecordSchema),
  /** `before` for the next page of trades; null on the last one. */
  nextBefore: z.string().nullable(),
});
export type PortfolioResponse = z.infer<typeof PortfolioResponseSchema>;
