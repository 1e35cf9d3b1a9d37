import { AddressSchema, RiskLevelSchema, SCAN_QUERY_MAX, TokenDigestSchema } from '@solpad/core/schemas';
import { z } from 'zod';

// Messages between the popup, side panel, content script and background. The background parses every
// request with these schemas (a content script runs next to untrusted pages), and the pages parse the
// answers. The content script itself imports only the types, so zod never lands in its bundle.

/** The colour of a score (spec §9: 80+ green, 60+ yellow, 40+ orange, else red). */
export const ScoreColourSchema = z.enum(['green', 'yellow', 'orange', 'red']);
export type ScoreColour = z.infer<typeof ScoreColourSchema>;

/** One of the top risks of a summary, with the evidence it rests on. */
export const SummaryRiskSchema = z.object({
  type: z.enum(['danger', 'warning', 'info', 'positive']),
  message: z.string(),
  evidence: z.string(),
});
export type SummaryRisk = z.infer<typeof SummaryRiskSchema>;

/** Most level-cap reasons a summary carries (core has four conditions). */
export const LEVEL_CAPS_MAX = 6;

/** What the popup, side panel and overlay show of a token scan (JSON-safe: no bigint). */
export const ScanSummarySchema = z.object({
  address: AddressSchema,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  riskLevel: RiskLevelSchema,
  colour: ScoreColourSchema,
  risks: z.array(SummaryRiskSchema).max(3),
  /** Why the level is held above "low" (core's level caps), in words. */
  levelCaps: z.array(z.string().max(300)).max(LEVEL_CAPS_MAX),
  /** The actor analysis in one line: creator sold, snipers, bundle, funding clusters (or what is unknown). */
  actors: z.string().max(500),
  priceUsd: z.number().nullable(),
  /** The report's market cap and 24 h price change (the site's figures); null when unknown. */
  marketCapUsd: z.number().nullable().default(null),
  change24hPct: z.number().nullable().default(null),
  liquidityUsd: z.number().nullable(),
  scannedAt: z.number(),
  reportUrl: z.string().url(),
  /** The report in brief (core's `tokenDigest`) for the side panel's full report; null in an older cache. */
  digest: TokenDigestSchema.nullable().default(null),
});
export type ScanSummary = z.infer<typeof ScanSummarySchema>;

/** A watched wallet's holdings (amounts as decimal strings of base units). */
export const PortfolioEntrySchema = z.object({
  address: AddressSchema,
  lamports: z.string().regex(/^\d+$/),
  tokens: z.array(
    z.object({
      mint: AddressSchema,
      amount: z.string().regex(/^\d+$/),
      decimals: z.number().int().min(0).max(255),
      uiAmount: z.string(),
      program: z.enum(['token', 'token-2022']),
      /** The platform's symbol, name and logo URL of the token (null: not a platform token). */
      symbol: z.string().nullable(),
      name: z.string().nullable(),
      image: z.string().nullable(),
      /** Value in USD as the site's portfolio computes it (null: no price known). */
      valueUsd: z.number().nullable(),
    }),
  ),
  /** The SOL balance in USD at the API's SOL price (null: the API did not say). */
  solValueUsd: z.number().nullable(),
});
export type PortfolioEntry = z.infer<typeof PortfolioEntrySchema>;

/** Requests the background answers. */
export const RequestSchema = z.discriminatedUnion('kind', [
  /** Scan a token by address or symbol (popup, side panel). */
  z.object({ kind: z.literal('scan'), query: z.string().trim().min(1).max(SCAN_QUERY_MAX) }),
  /** The overlay's scan of a page's token: a mint, or a DEX pair the background resolves to its base mint. */
  z.object({
    kind: z.literal('overlay-scan'),
    target: z.discriminatedUnion('type', [
      z.object({ type: z.literal('mint'), address: AddressSchema }),
      z.object({ type: z.literal('pair'), address: AddressSchema }),
    ]),
  }),
  z.object({ kind: z.literal('recent') }),
  /** The token the active tab shows (the one its overlay scanned), for the side panel. */
  z.object({ kind: z.literal('tab-token') }),
  z.object({ kind: z.literal('portfolio') }),
  z.object({ kind: z.literal('watch-add'), address: z.string().max(64) }),
  z.object({ kind: z.literal('watch-remove'), address: AddressSchema }),
  /** The token watchlist (the site's star) with each token's figures. */
  z.object({ kind: z.literal('watchlist') }),
  /** Stars or unstars a token. */
  z.object({ kind: z.literal('watchlist-set'), mint: AddressSchema, watched: z.boolean() }),
  /** Opens the side panel in the sender's window (overlay button). */
  z.object({ kind: z.literal('open-side-panel') }),
]);
export type Request = z.infer<typeof RequestSchema>;

/**
 * What a content script may ask: the overlay scans its page's token and opens the side panel, nothing else. A
 * content script runs beside an untrusted page (a compromised one could drive it), so the watchlist, the
 * recent scans and free-text scans answer only the extension's own pages.
 */
export const CONTENT_SCRIPT_REQUESTS = [
  'overlay-scan',
  'open-side-panel',
] as const satisfies Request['kind'][];

/**
 * Whether the background answers `kind` from this sender: anything from the extension's own pages (their URL
 * starts with `extensionBase`, `browser.runtime.getURL('/')`), only {@link CONTENT_SCRIPT_REQUESTS} from
 * anywhere else (a content script's sender URL is its page's).
 */
export function acceptsRequest(
  kind: Request['kind'],
  senderUrl: string | undefined,
  extensionBase: string,
): boolean {
  if (senderUrl?.startsWith(extensionBase)) return true;
  return (CONTENT_SCRIPT_REQUESTS as readonly string[]).includes(kind);
}

/** A failure answer: a sentence to show. */
export const ErrorReplySchema = z.object({ ok: z.literal(false), error: z.string() });

/** Answer to `scan` and `overlay-scan`. */
export const ScanReplySchema = z.union([
  z.object({ ok: z.literal(true), summary: ScanSummarySchema, cached: z.boolean() }),
  ErrorReplySchema,
]);
export type ScanReply = z.infer<typeof ScanReplySchema>;

/** Answer to `recent`: the last scanned tokens, newest first. */
export const RecentReplySchema = z.object({ ok: z.literal(true), recent: z.array(ScanSummarySchema) });

/** Answer to `portfolio`, `watch-add` and `watch-remove`: every watched address with its holdings or error. */
export const PortfolioReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    entries: z.array(
      z.union([
        z.object({ ok: z.literal(true), entry: PortfolioEntrySchema }),
        z.object({ ok: z.literal(false), address: AddressSchema, error: z.string() }),
      ]),
    ),
  }),
  ErrorReplySchema,
]);
export type PortfolioReply = z.infer<typeof PortfolioReplySchema>;

/** Answer to `tab-token`: the active tab's token summary, or null when that tab shows none. */
export const TabTokenReplySchema = z.union([
  z.object({ ok: z.literal(true), summary: ScanSummarySchema.nullable() }),
  ErrorReplySchema,
]);

/** A watched token with the token list's figures (null: unknown). */
export const WatchedTokenSchema = z.object({
  mint: AddressSchema,
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  /** Spot price now and 24 h ago, SOL per whole token. */
  priceSol: z.number().nullable(),
  priceRef24hSol: z.number().nullable(),
  /** The API's SOL price in USD. */
  solUsd: z.number().nullable(),
});
export type WatchedToken = z.infer<typeof WatchedTokenSchema>;

/** Answer to `watchlist` and `watchlist-set`: the list, newest first, and whether it is the signed-in wallet's. */
export const WatchlistReplySchema = z.union([
  z.object({ ok: z.literal(true), signedIn: z.boolean(), tokens: z.array(WatchedTokenSchema) }),
  ErrorReplySchema,
]);
export type WatchlistReply = z.infer<typeof WatchlistReplySchema>;

/** Answer to `open-side-panel`. */
export const AckReplySchema = z.union([z.object({ ok: z.literal(true) }), ErrorReplySchema]);

/** The reply schema of each request kind. */
export const REPLY_SCHEMAS = {
  scan: ScanReplySchema,
  'overlay-scan': ScanReplySchema,
  recent: RecentReplySchema,
  'tab-token': TabTokenReplySchema,
  portfolio: PortfolioReplySchema,
  'watch-add': PortfolioReplySchema,
  'watch-remove': PortfolioReplySchema,
  watchlist: WatchlistReplySchema,
  'watchlist-set': WatchlistReplySchema,
  'open-side-panel': AckReplySchema,
} as const satisfies Record<Request['kind'], z.ZodType>;

/** The reply type of a request kind. */
export type ReplyOf<K extends Request['kind']> = z.infer<(typeof REPLY_SCHEMAS)[K]>;
