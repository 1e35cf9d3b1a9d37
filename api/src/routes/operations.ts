// Every documented operation of the API, by area; the OpenAPI document and the docs page (routes/openapi.ts)
// are generated from this list, and the contract test fails on a route it does not name.
import {
  ApiErrorSchema,
  AuthSessionSchema,
  BurnStatsQuerySchema,
  BurnStatsSchema,
  CandlesResponseSchema,
  ClientErrorReportSchema,
  HealthSchema,
  ImageUploadResponseSchema,
  LaunchPrepareRequestSchema,
  LaunchPrepareResponseSchema,
  MaintenanceModeRequestSchema,
  MaintenanceStatusSchema,
  MintParamsSchema,
  NotifyRequestSchema,
  NotifyResponseSchema,
  PathMaintenanceRequestSchema,
  PortfolioParamsSchema,
  PortfolioResponseSchema,
  RecentScansPostRequestSchema,
  RecentScansResponseSchema,
  RpcRequestSchema,
  ScannerActivityResponseSchema,
  ScannerAddressParamsSchema,
  ScannerLaunchesResponseSchema,
  ScannerMarketResponseSchema,
  ScannerResolveQuerySchema,
  ScannerResolveResponseSchema,
  ScannerTokenResponseSchema,
  SignatureRequestSchema,
  SignInInputSchema,
  SignInVerifyRequestSchema,
  StatsSchema,
  TokenDetailSchema,
  TokenListResponseSchema,
  TokenMetadataJsonSchema,
  TokenTradesResponseSchema,
  TradePendingSchema,
  TradeQuoteRequestSchema,
  TradeQuoteResponseSchema,
  TradeSettleResponseSchema,
  TradeStaleQuoteSchema,
  TradeSubmitRequestSchema,
  TradeSubmitResponseSchema,
  TransferRequestSchema,
  TransferResponseSchema,
  UploadIdSchema,
  WATCHLIST_MAX,
  WalletCreateRequestSchema,
  WalletCreateResponseSchema,
  WalletIdParamsSchema,
  WalletListQuerySchema,
  WalletListResponseSchema,
  WatchlistMergeRequestSchema,
  WatchlistMintParamsSchema,
  WatchlistResponseSchema,
  WsClientMessageSchema,
  WsServerMessageSchema,
} from '@solpad/core/schemas';
import { z } from 'zod';
import { ADMIN_OPERATIONS } from '../admin/operations';
import { TOKEN_INSIGHT_OPERATIONS } from '../launch/operations';
import type { Operation } from '../lib/operation';
import { MARKETING_OPERATIONS } from '../marketing/operations';

const JsonRpcBody = z.union([RpcRequestSchema, z.array(RpcRequestSchema)]);

/** Every documented operation; the OpenAPI document and the docs page are generated from this list. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Database and chain reachability, chain mode and current slot',
    response: HealthSchema,
    answers: {
      503: {
        description:
          'Degraded (the database or the chain is unreachable), or starting (the demo seed is still moving a fresh localnet clock)',
        schema: HealthSchema,
      },
    },
  },
  {
    method: 'get',
    path: '/api/stats',
    summary: 'Platform counts computed from the database and the chain',
    response: StatsSchema,
  },
  {
    method: 'post',
    path: '/api/rpc',
    summary: 'Solana JSON-RPC 2.0 (single or batch)',
    description:
      'Served by the embedded LiteSVM localnet, or forwarded to SOLANA_RPC_URL. Errors are JSON-RPC error objects with HTTP 200. `createSolanaRpc` from @solana/kit works against it unchanged. Rate limited per client (RPC_RATE_LIMIT_PER_MINUTE; each call of a batch counts), getProgramAccounts within a tighter budget (RPC_SCANS_PER_MINUTE); airdrops have a tighter limit of their own.',
    request: JsonRpcBody,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/helius/rpc',
    summary: 'The same JSON-RPC endpoint under the path the spec names',
    request: JsonRpcBody,
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/rpc/ws',
    summary: 'Solana RPC subscriptions (websocket)',
    description:
      'accountSubscribe, signatureSubscribe, logsSubscribe and slotSubscribe, as `createSolanaRpcSubscriptions` from @solana/kit speaks them.',
    websocket: { client: RpcRequestSchema },
    answers: { 426: { description: 'A plain HTTP request: this endpoint only speaks websocket' } },
  },
  {
    method: 'get',
    path: '/api/ws',
    summary: 'Application events (websocket): prices, trades, new tokens, maintenance changes',
    description:
      'Send `subscribe`/`unsubscribe` with token addresses: price and trade events arrive only for subscribed tokens; new tokens and maintenance changes reach every client. The server pings every `heartbeatMs` (see `welcome`) and drops a client that does not answer, or that reads too slowly to keep up; frames over 64 KiB close the socket (1009).',
    websocket: { client: WsClientMessageSchema, server: WsServerMessageSchema },
    answers: { 426: { description: 'A plain HTTP request: this endpoint only speaks websocket' } },
  },
  {
    method: 'get',
    path: '/api/auth/nonce',
    summary: 'A single-use nonce and the sign-in input to pass to solana:signIn',
    response: SignInInputSchema,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Verify a Sign-In With Solana message and start a session (cookie solpad_session)',
    description:
      'Checks the domain, the signer, the single-use unexpired nonce, Issued At within ±10 minutes, Expiration Time, Not Before and the chain id. The cookie is httpOnly, SameSite=Lax, and Secure under https (also behind a proxy that sends X-Forwarded-Proto).',
    request: SignInVerifyRequestSchema,
    response: AuthSessionSchema,
    rateLimited: true,
    answers: { 401: { description: 'Sign-in refused; the code names the reason (SIWS__…)' } },
  },
  {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The current session, if any',
    response: AuthSessionSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the current session',
    response: AuthSessionSchema,
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/wallets',
    summary: 'The signed-in owner’s wallet records',
    auth: 'session',
    query: WalletListQuerySchema,
    response: WalletListResponseSchema,
    answers: { 403: { description: 'The owner is not the signed-in wallet' } },
  },
  {
    method: 'get',
    path: '/api/watchlist',
    summary: 'The signed-in wallet’s watchlist',
    description:
      'Mints the wallet watches, the most recently added first (the site’s star). Signed out, the site keeps the list on the device.',
    auth: 'session',
    response: WatchlistResponseSchema,
  },
  {
    method: 'post',
    path: '/api/watchlist',
    summary: 'Add tokens watched on this device to the account’s watchlist',
    description: `Sent once after signing in; mints already on the list stay where they are. At most ${WATCHLIST_MAX} tokens.`,
    auth: 'session',
    request: WatchlistMergeRequestSchema,
    response: WatchlistResponseSchema,
    rateLimited: true,
  },
  {
    method: 'put',
    path: '/api/watchlist/{mint}',
    summary: 'Watch a token',
    auth: 'session',
    params: WatchlistMintParamsSchema,
    response: WatchlistResponseSchema,
    rateLimited: true,
  },
  {
    method: 'delete',
    path: '/api/watchlist/{mint}',
    summary: 'Stop watching a token',
    auth: 'session',
    params: WatchlistMintParamsSchema,
    response: WatchlistResponseSchema,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/wallets',
    summary: 'Add a wallet record',
    description:
      'A wallet record is a wallet an owner keeps on the platform: `connected` registers the owner’s own wallet (address = owner); `watch` adds a watch-only wallet (any address, no keys) that the owner tracks in the portfolio. Only the signed-in owner may add, list or delete its records.',
    auth: 'session',
    request: WalletCreateRequestSchema,
    response: WalletCreateResponseSchema,
    status: 201,
    rateLimited: true,
    answers: {
      403: { description: 'The owner is not the signed-in wallet' },
      409: { description: 'The owner already keeps this wallet' },
    },
  },
  {
    method: 'delete',
    path: '/api/wallets/{id}',
    summary: 'Delete one of your wallet records',
    auth: 'session',
    params: WalletIdParamsSchema,
    status: 204,
    rateLimited: true,
    answers: {
      403: { description: 'The record belongs to another owner' },
      404: { description: 'No such record' },
    },
  },
  {
    method: 'post',
    path: '/api/client-errors',
    summary: 'Report an error caught in the browser (stored for the admin console)',
    request: ClientErrorReportSchema,
    status: 204,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/notify',
    summary: 'Subscribe an email to launch news (Coming Soon page); idempotent',
    request: NotifyRequestSchema,
    response: NotifyResponseSchema,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/solana/transfer',
    summary: 'Build an unsigned SOL transfer for the sender to sign and send',
    description:
      'amount is in SOL (positive, at most 9 decimals). The reply carries a base64 wire transaction: the sender is the fee payer, the blockhash is fresh. Refused with 400 `{success: false, error}` when the input is invalid or the balance cannot cover amount + fee or the rent-exempt minimums; `error.message` says how much can be sent.',
    request: TransferRequestSchema,
    response: TransferResponseSchema,
    rateLimited: true,
    answers: {
      400: {
        description: 'Refused: `success` is false and `error` says why',
        schema: TransferResponseSchema,
      },
    },
  },
  {
    method: 'get',
    path: '/api/scanner/resolve',
    summary: 'Security scanner: tokens of the index whose symbol or name matches q (exact symbol first)',
    query: ScannerResolveQuerySchema,
    response: ScannerResolveResponseSchema,
  },
  {
    method: 'get',
    path: '/api/scanner/market/{address}',
    summary:
      "Security scanner: a token's index entry, liquidity, the list's price and volume figures and its candle closes",
    description:
      'The scanner computes price, 24 h change, volume, market cap and the technical indicators from `list` and `closes`. `trades` (oldest first, the newest 1000) is filled only when those cannot: no candle yet or no venue to quote a spot price; otherwise it is empty. `indexed` is false for a token not launched here.',
    params: ScannerAddressParamsSchema,
    response: ScannerMarketResponseSchema,
  },
  {
    method: 'get',
    path: '/api/scanner/launches/{address}',
    summary:
      'Security scanner: tokens a wallet launched on the platform, with their peak and last price and liquidity',
    description:
      'The scanner calls a launch dead when it lost ≥ 90 % from its peak or its liquidity is under the named floor; a creator with dead launches has a rug history.',
    params: ScannerAddressParamsSchema,
    response: ScannerLaunchesResponseSchema,
  },
  {
    method: 'get',
    path: '/api/scanner/token/{address}',
    summary:
      'Security scanner: the full token report (score, level, findings with evidence, actors) for bots and other sites',
    description:
      'The same report the scanner page builds, made on the server and cached per slot (one scan per token per slot however many ask). u64 values are decimal strings. Rate limited to 60 requests a minute per client (429 with Retry-After). 404 SCAN__NOT_FOUND when no account exists, 400 SCAN__NOT_A_MINT when the address is not a mint.',
    params: ScannerAddressParamsSchema,
    response: ScannerTokenResponseSchema,
  },
  {
    method: 'get',
    path: '/api/scanner/activity/{address}',
    summary:
      "Security scanner: a token's launch and trades with their wallets and slots, for the actor analysis",
    description:
      "The earliest 1000 trades plus every trade of the creator, oldest first; `complete` is false when more exist. Snipers, same-slot bundles, funding clusters and the creator's selling are read from it. `commonFunders` lists wallets that fund everyone on this chain (the localnet faucet).",
    params: ScannerAddressParamsSchema,
    response: ScannerActivityResponseSchema,
  },
  {
    method: 'get',
    path: '/api/scanner/recent',
    summary: "Security scanner: the signed-in wallet's recent scans, newest first (at most 20)",
    auth: 'session',
    response: RecentScansResponseSchema,
  },
  {
    method: 'post',
    path: '/api/scanner/recent',
    summary: "Security scanner: add scans to the signed-in wallet's recent scans",
    description:
      'One entry per target (scan type, chain, and the address or else the query): a newer scan of a target replaces the older one, an older one changes nothing, so a browser can send its whole local history at sign-in. Only the newest 20 are kept. A scan time later than now is stored as now. Answers with the list as it is after the write.',
    auth: 'session',
    request: RecentScansPostRequestSchema,
    response: RecentScansResponseSchema,
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/burns/stats',
    summary: 'SPL burn analytics: burns and account closes indexed from confirmed transactions',
    description:
      'Every transaction accepted by the JSON-RPC (`sendTransaction`) with a Burn, BurnChecked or CloseAccount instruction of SPL Token or Token-2022 is fetched back once confirmed; what the confirmed transaction says is recorded once per signature and instruction (failed transactions record nothing). Amounts are base units and lamports as decimal strings; `mint` restricts the figures to one mint.',
    query: BurnStatsQuerySchema,
    response: BurnStatsSchema,
  },
  {
    method: 'get',
    path: '/api/admin/maintenance-status',
    summary: 'Maintenance status (public)',
    response: MaintenanceStatusSchema,
  },
  {
    method: 'post',
    path: '/api/admin/maintenance-mode',
    summary: 'Turn global maintenance on or off',
    description: 'Every open /api/ws client receives the new status.',
    auth: 'admin',
    request: MaintenanceModeRequestSchema,
    response: MaintenanceStatusSchema,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/admin/path-maintenance',
    summary: 'Turn maintenance on or off for one path and its children',
    description: 'Every open /api/ws client receives the new status.',
    auth: 'admin',
    request: PathMaintenanceRequestSchema,
    response: MaintenanceStatusSchema,
    rateLimited: true,
  },
  ...TOKEN_INSIGHT_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...MARKETING_OPERATIONS,
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document (OpenAPI 3.1, generated from the core zod schemas)',
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'This document as a readable page',
    contentType: 'text/html',
  },
  // Launch and trade (the bonding-curve venue: api/src/trade, api/src/launch).
  {
    method: 'post',
    path: '/api/launch/prepare',
    summary: 'Build the launch transaction (Token-2022 mint with metadata, supply into the curve vault, fee)',
    description:
      'The client generates the mint keypair (vanity grinding works) and sends its address. The reply is the transaction with the creator as fee payer, already signed by the curve vault when it carries an initial buy; the client signs it with the mint key (`partiallySignTransaction`) and the wallet signs and sends it. Then call /api/launch/confirm.',
    request: LaunchPrepareRequestSchema,
    response: LaunchPrepareResponseSchema,
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/launch/confirm',
    summary: 'Index a landed launch transaction (verified on chain; idempotent per signature)',
    request: SignatureRequestSchema,
    response: z.object({ token: TokenDetailSchema }),
  },
  {
    method: 'post',
    path: '/api/uploads/image',
    summary: 'Upload a token image (PNG, JPEG, GIF or WebP by content, at most 4 MB)',
    description:
      'The image as the raw request body, or as the multipart form field `image`. Stored once by the SHA-256 of its bytes (the id).',
    response: ImageUploadResponseSchema,
    status: 201,
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/uploads/{id}',
    summary: 'An uploaded image (Cache-Control: public, max-age=31536000, immutable)',
    description: 'Served with the type its bytes are (image/png, image/jpeg, image/gif or image/webp).',
    params: z.object({ id: UploadIdSchema }),
    contentType: 'image/png',
  },
  {
    method: 'get',
    path: '/api/tokens',
    summary: 'Tokens launched on the platform, with price, market cap and curve progress from their reserves',
    description:
      "Query: `search` (name, symbol or mint), `venue` (curve | pool), `category` (new | graduating | graduated), `sort` (new | marketCap | volume | progress), `limit` (1–200, 50), `cursor` (the previous reply's nextCursor).",
    response: TokenListResponseSchema,
  },
  {
    method: 'get',
    path: '/api/tokens/{mint}',
    summary: 'One token: curve or pool reserves, price, market cap, 24 h volume, holders (localnet)',
    params: MintParamsSchema,
    response: TokenDetailSchema,
  },
  {
    method: 'get',
    path: '/api/tokens/{mint}/trades',
    summary: "A token's settled trades, newest first",
    description: 'Query: `limit` (1–500, 100), `before` (ISO time).',
    params: MintParamsSchema,
    response: TokenTradesResponseSchema,
  },
  {
    method: 'get',
    path: '/api/tokens/{mint}/candles',
    summary: "A token's OHLCV candles computed from its trades",
    description: 'Query: `interval` (1m | 5m | 15m | 1h | 4h | 1d, 5m), `limit` (1–1000, 300).',
    params: MintParamsSchema,
    response: CandlesResponseSchema,
  },
  {
    method: 'get',
    path: '/api/tokens/{mint}/metadata.json',
    summary: "The token's off-chain metadata (Metaplex-style JSON), which its on-chain metadata uri names",
    params: MintParamsSchema,
    response: TokenMetadataJsonSchema,
  },
  {
    method: 'get',
    path: '/api/portfolio/{address}',
    summary:
      "A wallet's tokens on the platform (priced, 24 h change), cost basis and PnL ledger, and its trades",
    description:
      "Tokens the wallet traded or launched, plus those named in `mints` (comma-separated, at most 100; the mints it holds), each with its spot reserves, 24 h change and average-cost ledger over every trade the wallet made here. `trades`: newest first, `limit` (1–200, 100) per page, `before` = the previous reply's nextBefore. Balances are read from the chain by the client.",
    params: PortfolioParamsSchema,
    response: PortfolioResponseSchema,
  },
  {
    method: 'post',
    path: '/api/trade/quote',
    summary:
      "A quote: the trade's transactions (its versions), compiled by the venue, for the wallet to sign at once (reserves nothing)",
    description:
      "Priced against the settled reserves plus the trades in flight. `versions` are the same trade at amounts stepping from the fair price (the first; also `transaction`) to the user's slippage bound (the last): an exact-input trade keeps its input and steps its output down to `minimum`, an exact-output trade keeps its output and steps its input up to the slippage maximum. The venue's signature slot is empty in each: the wallet signs them all in one prompt (solana:signTransaction with several inputs, not signAndSend) and the client posts them to /api/trade/submit before lastValidBlockHeight. An unsent quote reserves nothing and changes no one's price; a hidden token cannot be quoted (409 TOKEN__HIDDEN).",
    request: TradeQuoteRequestSchema,
    response: TradeQuoteResponseSchema,
    rateLimited: true,
    answers: {
      404: { description: 'No token with this mint on the platform (TOKEN__NOT_FOUND)' },
      409: {
        description:
          'Not enough liquidity, the curve is complete, slippage exceeded, or the token is hidden (TOKEN__HIDDEN)',
      },
    },
  },
  {
    method: 'post',
    path: '/api/trade/submit',
    summary:
      'Submit a signed quote: the venue re-prices it, co-signs one version, sends it and answers with the settled trade',
    description:
      "`transactions` are the quote's versions as the wallet signed them (any of them, each once, in any order; `transaction` submits one alone): each must be one of the quote's exact messages with a valid signature of its wallet, before its blockhash expires; a quote is used once. Under the venue's lock the trade is priced again on the settled reserves plus the trades in flight, and the venue co-signs the first version, best for the user first, whose amounts are no better for the user than that price: a trade that landed in between moves the user down the versions, never below their slippage bound and never above the fair price. If none holds (the price moved beyond the slippage), the venue signs nothing and answers 409 TRADE__SLIPPAGE with `stale` (the best version's amounts and what the same tokens cost or pay now). Otherwise the chosen version is reserved while in flight, sent, and recorded once when it lands; submitting its versions again answers with the same trade.",
    request: TradeSubmitRequestSchema,
    response: TradeSubmitResponseSchema,
    rateLimited: true,
    answers: {
      404: {
        description: 'No such quote (expired and deleted, or replaced by newer ones): TRADE__QUOTE_NOT_FOUND',
      },
      409: {
        description:
          'Price moved beyond the slippage (TRADE__SLIPPAGE, with `stale`), quote expired (TRADE__QUOTE_EXPIRED) or already used (TRADE__QUOTE_USED), curve complete, or token hidden (TOKEN__HIDDEN)',
        schema: ApiErrorSchema.extend({ stale: TradeStaleQuoteSchema.shape.stale.optional() }),
      },
      504: {
        description:
          'Sent but not confirmed in time (TRADE__PENDING, with `pending.signature`: the version sent): it is recorded when it lands; POST /api/trade/settle with that signature reads it',
        schema: ApiErrorSchema.extend({ pending: TradePendingSchema.shape.pending.optional() }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/trade/settle',
    summary: 'Record a landed quoted trade (verified on chain; once per signature)',
    description:
      'Submit records its trade itself; this reads (and if needed records) a trade whose submit call ended before it was confirmed.',
    request: SignatureRequestSchema,
    response: TradeSettleResponseSchema,
  },
];
