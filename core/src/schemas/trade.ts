import { z } from 'zod';
import { MAX_QUOTE_VERSIONS as MOST_VERSIONS } from '../trade/versions';
import { AddressSchema, pageSchema, TextSchema, U64StringSchema } from './common';
import { LaunchPlatformSchema } from './launch';
import { RiskLevelSchema } from './risk';

/** Where a token trades: the bonding curve, or the pool it graduated to. */
export const VenueSchema = z.enum(['curve', 'pool']);

/** Largest slippage tolerance a quote accepts: 50 %. */
export const MAX_SLIPPAGE_BPS = 5000;

/** `POST /api/trade/quote`: a quote for a buy or sell of `amount` (SOL or token base units). */
export const TradeQuoteRequestSchema = z.object({
  mint: AddressSchema,
  side: z.enum(['buy', 'sell']),
  // (A digit other than 0 means > 0; BigInt() here would throw on text the regex already refused.)
  amount: U64StringSchema.refine((s) => /[1-9]/.test(s), 'must be greater than zero').meta({
    description: 'Lamports (amountIs sol) or token base units (amountIs token), decimal string',
  }),
  amountIs: z.enum(['sol', 'token']),
  slippageBps: z.number().int().min(0).max(MAX_SLIPPAGE_BPS),
  wallet: AddressSchema,
});
export type TradeQuoteRequest = z.infer<typeof TradeQuoteRequestSchema>;

/** One version of a quoted trade: its transaction (venue signature slot empty) and the amounts it moves. */
export const TradeQuoteVersionSchema = z.object({
  transaction: z.string(),
  solLamports: z.string(),
  tokenAmount: z.string(),
  feeLamports: z.string(),
});
export type TradeQuoteVersion = z.infer<typeof TradeQuoteVersionSchema>;

/**
 * A quote: the transactions of one trade, compiled by the venue but not yet signed by it (its signature slot is
 * empty). `versions` are the same trade at amounts stepping from the fair price at quote time (the first) to the
 * user's slippage bound (the last): exact input (a buy of SOL, a sell of tokens) steps the output down to
 * `minimum`, exact output steps the input up to the slippage maximum. The wallet signs them all in one prompt
 * (`solana:signTransaction` with several inputs) and the client posts them to `POST /api/trade/submit` before
 * `lastValidBlockHeight`; only then does the venue co-sign and send one: the first, best for the user, whose
 * amounts are no better for the user than the venue's price at that moment. `transaction`, `solLamports`,
 * `tokenAmount` and `feeLamports` are the first version's. `expected` is what the user receives at the fair price
 * (tokens on a buy, lamports on a sell) and `minimum` the least the user accepted given the slippage tolerance;
 * `solLamports` is what the user pays (buy, fee included) or receives (sell, after the fee).
 */
export const TradeQuoteResponseSchema = z.object({
  quoteId: z.string(),
  transaction: z.string(),
  versions: z.array(TradeQuoteVersionSchema).min(1),
  venue: VenueSchema,
  side: z.enum(['buy', 'sell']),
  solLamports: z.string(),
  tokenAmount: z.string(),
  feeLamports: z.string(),
  expected: z.string(),
  minimum: z.string(),
  priceImpactBps: z.number(),
  expiresAt: z.string(),
  lastValidBlockHeight: z.string(),
});
export type TradeQuoteResponse = z.infer<typeof TradeQuoteResponseSchema>;

/** Largest base64 text of a legacy transaction (1232 bytes on the wire). */
const MAX_TRANSACTION_BASE64 = 1644;

/** Most versions a quote has, and so most transactions one submission carries (core/trade's versions.ts). */
export const MAX_QUOTE_VERSIONS = MOST_VERSIONS;

/** A base64 wire transaction of a quote, signed by the quote's wallet. */
const SignedQuoteTransactionSchema = z
  .string()
  .min(1)
  .max(MAX_TRANSACTION_BASE64)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 wire transaction')
  .meta({ description: "base64 wire transaction of the quote, signed by the quote's wallet" });

/**
 * `POST /api/trade/submit`: a quote's versions with the wallet's signature, for the venue to co-sign one and send
 * it. `transactions` are base64 wire transactions exactly as the wallet signed them, each a version of the quote,
 * each at most once, in any order (the venue tries them best for the user first). `transaction` instead submits one
 * version alone: it lands only if its amounts still hold.
 */
export const TradeSubmitRequestSchema = z
  .object({
    quoteId: z.uuid('must be a quote id (a UUID)'),
    transactions: z.array(SignedQuoteTransactionSchema).min(1).max(MAX_QUOTE_VERSIONS).optional(),
    transaction: SignedQuoteTransactionSchema.optional(),
  })
  .refine((b) => (b.transactions === undefined) !== (b.transaction === undefined), {
    message: 'give either transactions (the signed versions) or transaction (one version)',
    path: ['transactions'],
  });
export type TradeSubmitRequest = z.infer<typeof TradeSubmitRequestSchema>;

/**
 * What a `409 TRADE__SLIPPAGE` from `POST /api/trade/submit` carries beside `error`: the quote whose every submitted
 * version went stale (trades sent or landed since it was priced moved the price beyond the user's slippage), its
 * best submitted version's amounts (`quoted`) and what the venue would give for the same tokens now (`null`: not
 * at all). The client may ask for a new quote (with a wider slippage) and sign again.
 */
export const TradeStaleQuoteSchema = z.object({
  stale: z.object({
    quoteId: z.string(),
    mint: AddressSchema,
    side: z.enum(['buy', 'sell']),
    quoted: z.object({ solLamports: z.string(), tokenAmount: z.string() }),
    current: z.object({ solLamports: z.string(), tokenAmount: z.string() }).nullable(),
  }),
});
export type TradeStaleQuote = z.infer<typeof TradeStaleQuoteSchema>;

/**
 * What a `504 TRADE__PENDING` from `POST /api/trade/submit` carries beside `error`: the signature of the version the
 * venue co-signed and sent (the client reads the trade with `POST /api/trade/settle` once it lands).
 */
export const TradePendingSchema = z.object({ pending: z.object({ signature: z.string() }) });
export type TradePending = z.infer<typeof TradePendingSchema>;

/** A settled trade. */
export const TradeRecordSchema = z.object({
  signature: z.string(),
  mint: AddressSchema,
  venue: VenueSchema,
  side: z.enum(['buy', 'sell']),
  solLamports: z.string(),
  tokenAmount: z.string(),
  feeLamports: z.string(),
  priceSol: z.number(),
  trader: AddressSchema,
  slot: z.string(),
  at: z.string(),
});
export type TradeRecord = z.infer<typeof TradeRecordSchema>;

/** `POST /api/trade/settle`'s reply. */
export const TradeSettleResponseSchema = z.object({ trade: TradeRecordSchema });
/** `POST /api/trade/submit`'s reply: the trade as it landed and was recorded. */
export const TradeSubmitResponseSchema = TradeSettleResponseSchema;

/** A token as the list and the detail page show it. Amounts are strings of integers. */
export const TokenSummarySchema = z.object({
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  links: z.object({
    website: z.string().optional(),
    x: z.string().optional(),
    telegram: z.string().optional(),
  }),
  platform: LaunchPlatformSchema,
  creator: AddressSchema,
  status: z.enum(['active', 'graduated']),
  venue: VenueSchema,
  poolAddress: z.string().nullable(),
  migrationTx: z.string().nullable(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  priceSol: z.number(),
  marketCapLamports: z.string(),
  /** Share of the curve's tokens sold, bps (10 000 once graduated). */
  curveProgressBps: z.number(),
  volume24hLamports: z.string(),
  trades24h: z.number(),
  /**
   * The spot price 5 minutes, 1 hour and 24 hours ago, SOL per whole token: after the last trade before that
   * moment, or the launch price for a token with no trade before it. Change = priceSol / ref − 1.
   */
  priceRefSol: z.object({ m5: z.number(), h1: z.number(), h24: z.number() }),
  /** Token accounts with a non-zero balance, read from the chain by the token indexer (null: not counted yet). */
  holders: z.number().int().nullable(),
  /** The security scan's score (0–100, higher is safer) and level, from the indexer's last scan (null: none). */
  risk: z.object({ score: z.number().int(), level: RiskLevelSchema, scannedAt: z.string() }).nullable(),
});
export type TokenSummary = z.infer<typeof TokenSummarySchema>;

/** `GET /api/tokens/{mint}`: the summary plus reserves, vault and holders. */
export const TokenDetailSchema = TokenSummarySchema.extend({
  decimals: z.number(),
  totalSupply: z.string(),
  vault: AddressSchema,
  launchSignature: z.string().nullable(),
  curve: z.object({
    virtualSolReserves: z.string(),
    virtualTokenReserves: z.string(),
    realSolReserves: z.string(),
    realTokenReserves: z.string(),
    complete: z.boolean(),
  }),
  pool: z.object({ address: AddressSchema, solReserves: z.string(), tokenReserves: z.string() }).nullable(),
});
export type TokenDetail = z.infer<typeof TokenDetailSchema>;

/** `GET /api/tokens`: filters, sort and cursor pagination. */
export const TokenListQuerySchema = z.object({
  search: TextSchema.trim().max(64).optional(),
  venue: VenueSchema.optional(),
  category: z.enum(['new', 'graduating', 'graduated']).optional(),
  sort: z.enum(['new', 'marketCap', 'volume', 'progress', 'holders', 'risk']).default('new'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TokenListQuery = z.infer<typeof TokenListQuerySchema>;

/** Its reply. `nextCursor` is null on the last page. */
export const TokenListResponseSchema = pageSchema('tokens', TokenSummarySchema, z.number());

/** `GET /api/tokens/{mint}/trades`. */
export const TokenTradesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.string().datetime().optional(),
});
export const TokenTradesResponseSchema = z.object({ trades: z.array(TradeRecordSchema) });

/** Candle intervals (1 s for young tokens, as pump.fun charts them). */
export const CandleIntervalSchema = z.enum(['1s', '1m', '5m', '15m', '1h', '4h', '1d']);
export type CandleInterval = z.infer<typeof CandleIntervalSchema>;
/** Seconds per candle interval. */
export const CANDLE_INTERVAL_SECONDS: Record<CandleInterval, number> = {
  '1s': 1,
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
};
/** `GET /api/tokens/{mint}/candles`. */
export const CandlesQuerySchema = z.object({
  interval: CandleIntervalSchema.default('5m'),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});
/** One OHLCV candle; `time` is the bucket's start, unix seconds; prices in SOL per token. */
export const CandleSchema = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volumeLamports: z.string(),
  trades: z.number(),
});
export type Candle = z.infer<typeof CandleSchema>;
export const CandlesResponseSchema = z.object({
  interval: CandleIntervalSchema,
  candles: z.array(CandleSchema),
});

/** Path parameter `{mint}`. */
export const MintParamsSchema = z.object({ mint: AddressSchema });
