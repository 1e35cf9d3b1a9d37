/**
 * Every error code the API answers with (`{error:{code,message}}`), with its HTTP status and its default text.
 * The API's `HttpError` takes only these codes, and the site's `ApiError` carries them: a code not listed here
 * does not compile on either side of the wire.
 *
 * A default text may name values of the error's context as `$key` (see {@link ApiErrorContext}); a call site
 * that knows more (a field name, an amount) passes its own, more specific, text instead.
 */
import { ERROR_MESSAGES } from './messages';

export const API_ERRORS = {
  // Generic: validation, routing, limits, failures (any endpoint)
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  INVALID_JSON: { status: 400, message: 'Request body must be valid JSON' },
  INVALID_REQUEST: { status: 400, message: '$field: $problem' },
  NOT_FOUND: { status: 404, message: 'No route for $method $path' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'body: larger than the $kib KiB this endpoint accepts' },
  RATE_LIMITED: { status: 429, message: 'Too many $name requests: try again in $retryAfter s' },
  UPGRADE_REQUIRED: { status: 426, message: '$path is a websocket: connect with ws:// or wss://' },
  INTERNAL: { status: 500, message: 'Internal server error' },
  CHAIN__UNAVAILABLE: { status: 502, message: 'The chain did not answer: try again in a moment' },
  CONFIG__PLATFORM_SECRET: { status: 503, message: 'Set PLATFORM_SECRET to store secrets on this server' },
  NOT_LOCALNET: { status: 409, message: 'Snapshots exist only on the embedded localnet' },
  // Sign-in and permissions
  UNAUTHENTICATED: { status: 401, message: 'Sign in with your wallet first' },
  FORBIDDEN: { status: 403, message: 'This wallet is not an admin' },
  BANNED: { status: 403, message: 'This wallet is banned from the platform' },
  SIWS__MALFORMED_MESSAGE: {
    status: 401,
    message: 'The signed message is not a Sign-In With Solana message',
  },
  SIWS__DOMAIN_MISMATCH: { status: 401, message: 'The message was signed for another site' },
  SIWS__ADDRESS_MISMATCH: { status: 401, message: 'The message names another address' },
  SIWS__BAD_SIGNATURE: { status: 401, message: 'The signature does not match the message and address' },
  SIWS__CHAIN_MISMATCH: { status: 401, message: 'The message was signed for another cluster' },
  SIWS__ISSUED_AT_OUT_OF_RANGE: {
    status: 401,
    message: 'The message was issued too long ago or in the future',
  },
  SIWS__EXPIRED: { status: 401, message: 'The message has expired' },
  SIWS__NOT_YET_VALID: { status: 401, message: 'The message is not valid yet' },
  SIWS__NONCE_MISSING: { status: 401, message: 'The message has no nonce' },
  SIWS__NONCE_INVALID: { status: 401, message: 'The nonce is unknown, expired or already used' },
  // Admin
  ADMIN_NOT_BANNABLE: { status: 409, message: 'Admin wallets cannot be banned' },
  CLEANUP__COUNTS_CHANGED: {
    status: 409,
    message: 'The counts changed since the preview: preview again and confirm the new counts',
  },
  TREASURY__SAME_ACCOUNT: { status: 400, message: 'destination: must not be the treasury itself' },
  TREASURY__BELOW_RENT: {
    status: 400,
    message:
      'The destination account does not exist yet: send at least $rentSol SOL (its rent-exempt minimum)',
  },
  TREASURY__INSUFFICIENT_BALANCE: {
    status: 400,
    message: 'Amount is above what the treasury can withdraw: at most $withdrawableSol SOL',
  },
  TREASURY__WITHDRAW_FAILED: { status: 502, message: 'The withdrawal did not land: $reason' },
  // Tokens, wallets, watchlist
  TOKEN__NOT_FOUND: { status: 404, message: 'No token with this mint address on the platform' },
  TOKEN__HIDDEN: { status: 409, message: 'This token was hidden by the moderators and cannot be traded' },
  WALLET__EXISTS: { status: 409, message: 'This wallet is already in your list' },
  WALLET__LIMIT: { status: 400, message: 'An owner can keep at most $max wallets' },
  WATCHLIST__FULL: { status: 400, message: 'A watchlist holds at most $max tokens; remove one first' },
  // Transfers (spec: `POST /api/solana/transfer`)
  TX__INSUFFICIENT_SOL: { status: 400, message: ERROR_MESSAGES.TX__INSUFFICIENT_SOL },
  TRANSFER__SAME_ACCOUNT: { status: 400, message: 'Sender and recipient are the same account' },
  TRANSFER__SENDER_RENT: {
    status: 400,
    message:
      'The sender must keep at least $rentSol SOL (the rent-exempt minimum) or send everything but the fee',
  },
  TRANSFER__RECIPIENT_RENT: {
    status: 400,
    message: 'The recipient is a new account: send at least $rentSol SOL (the rent-exempt minimum)',
  },
  // Launch and uploads
  IMAGE__EMPTY: { status: 400, message: 'The image is empty' },
  IMAGE__TOO_LARGE: { status: 413, message: 'The image must be 4 MB or smaller' },
  IMAGE__UNSUPPORTED_TYPE: { status: 400, message: 'The image must be a PNG, JPEG, GIF or WebP file' },
  IMAGE__BAD_FORM: { status: 400, message: 'The form data could not be read' },
  IMAGE__MISSING: { status: 400, message: 'Send the image in the form field "image"' },
  IMAGE__NOT_FOUND: { status: 404, message: 'No image with this id' },
  LAUNCH__INITIAL_BUY: { status: 400, message: 'initialBuyLamports: $reason' },
  LAUNCH__TOO_LARGE: { status: 400, message: 'The name, symbol or links are too long for one transaction' },
  LAUNCH__MINT_IS_CREATOR: { status: 400, message: 'The mint must be a new keypair, not the wallet' },
  LAUNCH__MINT_EXISTS: { status: 409, message: 'An account already exists at this mint address' },
  LAUNCH__NOT_A_LAUNCH: { status: 400, message: 'This transaction is not a launch prepared here' },
  LAUNCH__NOT_FOUND: {
    status: 404,
    message: 'This transaction is not on chain (yet); try again in a moment',
  },
  LAUNCH__FAILED: { status: 400, message: 'The launch transaction failed on chain' },
  LAUNCH__ALREADY_INDEXED: { status: 409, message: 'This token was indexed from another transaction' },
  // Trading venue
  TRADE__AMOUNT_TOO_SMALL: { status: 400, message: 'The amount must be greater than zero' },
  TRADE__INSUFFICIENT_LIQUIDITY: {
    status: 409,
    message: 'Not enough tokens are available at the moment for this amount',
  },
  TRADE__INSUFFICIENT_TOKENS: { status: 400, message: 'Insufficient token balance' },
  TRADE__INVALID_WALLET: { status: 400, message: 'This wallet cannot trade on the venue' },
  TRADE__CURVE_COMPLETE: { status: 409, message: 'The bonding curve is complete; the token is graduating' },
  TRADE__SLIPPAGE: { status: 409, message: 'The price moved beyond your slippage tolerance; try again' },
  TRADE__QUOTE_NOT_FOUND: {
    status: 404,
    message: 'No such quote (it expired or was replaced by newer ones); request a new quote',
  },
  TRADE__QUOTE_EXPIRED: { status: 409, message: 'The quote expired before it was sent; request a new quote' },
  TRADE__QUOTE_USED: { status: 409, message: 'This quote was already used; request a new quote' },
  TRADE__INVALID_TRANSACTION: { status: 400, message: 'transaction: not a Solana wire transaction' },
  TRADE__NOT_A_QUOTE: { status: 400, message: 'This transaction is not a trade quoted by the venue' },
  TRADE__NOT_THE_QUOTE: {
    status: 400,
    message:
      'This transaction is not the quoted one (it was changed); request a new quote and sign it as it is',
  },
  TRADE__SIGNATURE_INVALID: {
    status: 400,
    message: "The transaction does not carry a valid signature of the quote's wallet",
  },
  TRADE__FAILED: { status: 400, message: 'The trade failed on chain; nothing was exchanged' },
  TRADE__NOT_FOUND: { status: 404, message: 'This transaction is not on chain (yet); try again in a moment' },
  TRADE__PENDING: {
    status: 504,
    message: 'The trade was sent but is not confirmed yet; it is recorded as soon as it lands',
  },
  // Security scanner (the scanner's own texts, spec §5)
  SCAN__NOT_FOUND: { status: 404, message: ERROR_MESSAGES.SCAN__NOT_FOUND },
  SCAN__NOT_A_MINT: { status: 400, message: ERROR_MESSAGES.SCAN__NOT_A_MINT },
  SCAN__RPC_FAILED: { status: 503, message: ERROR_MESSAGES.SCAN__RPC_FAILED },
  // Marketing: payments and escrows
  MARKETING__UNKNOWN_MINT: { status: 400, message: 'No token mint exists at this address' },
  MARKETING__NOT_THIS_PAYMENT: {
    status: 400,
    message: 'This transaction is not the payment prepared for this $what',
  },
  MARKETING__WRONG_PAYER: { status: 400, message: 'This payment was not sent by the prepared wallet' },
  MARKETING__TX_FAILED: { status: 400, message: 'This transaction failed on chain' },
  MARKETING__TX_NOT_FOUND: {
    status: 404,
    message: 'This transaction is not on chain (yet); try again in a moment',
  },
  MARKETING__RELEASE_PENDING: {
    status: 503,
    message: 'The release is still being confirmed; try again in a moment',
  },
  MARKETING__RELEASE_REFUSED: { status: 502, message: 'The chain refused the release transaction: $reason' },
  MARKETING__TREASURY_UNFUNDED: {
    status: 503,
    message: 'The platform treasury cannot pay the network fee of this release right now; try again later',
  },
  // Marketing: campaigns and hires
  CAMPAIGN__NOT_FOUND: { status: 404, message: 'No campaign with this id' },
  CAMPAIGN__ALREADY_FUNDED: { status: 409, message: 'The campaign budget is already paid' },
  CAMPAIGN__CANCELLED: { status: 409, message: 'The campaign is cancelled' },
  CAMPAIGN__ENDED: { status: 409, message: 'The campaign has ended' },
  CAMPAIGN__NOT_ACTIVE: { status: 409, message: 'The campaign is not active' },
  CAMPAIGN__NOT_FUNDED: { status: 409, message: 'Only a funded campaign that has not ended can hire' },
  CAMPAIGN__STARTED: { status: 409, message: 'The campaign has started; its start can no longer change' },
  HIRE__NOT_FOUND: { status: 404, message: 'No hire request with this id' },
  HIRE__SELF: { status: 400, message: 'You cannot hire your own KOL profile' },
  HIRE__UNKNOWN_SERVICE: { status: 400, message: "This service is not on the KOL's price list" },
  HIRE__OVER_BUDGET: { status: 409, message: "The hire's price exceeds the campaign's available budget" },
  HIRE__WRONG_STATE: { status: 409, message: 'This hire is $state; it cannot be $next now' },
  KOL__NOT_FOUND: { status: 404, message: 'No KOL profile with this id' },
  KOL__EXISTS: { status: 409, message: 'This wallet already has a KOL profile' },
  KOL__HIDDEN: { status: 409, message: 'This KOL profile is hidden by moderation and cannot be hired' },
  // Marketing: presales
  PRESALE__NOT_FOUND: { status: 404, message: 'No presale with this id' },
  PRESALE__NOT_OPEN: { status: 409, message: 'The presale is not open for contributions' },
  PRESALE__NOT_STARTED: { status: 409, message: 'The presale has not started yet' },
  PRESALE__ENDED: { status: 409, message: 'The presale has ended' },
  PRESALE__HARD_CAP: { status: 409, message: "Contribution exceeds the presale's hard cap" },
  PRESALE__BELOW_MINIMUM: { status: 400, message: "Contribution is below the presale's minimum per wallet" },
  PRESALE__ABOVE_MAXIMUM: { status: 400, message: "Contribution exceeds the presale's maximum per wallet" },
  PRESALE__OWN_PRESALE: {
    status: 400,
    message: "A presale's creator cannot contribute to it (it would fund its own soft cap)",
  },
  PRESALE__INVALID_WALLET: { status: 400, message: 'The escrow cannot contribute' },
  PRESALE__UNSUPPORTED_TOKEN: { status: 400, message: 'Presales cannot hold this token: $reason' },
  PRESALE__INSUFFICIENT_TOKENS: {
    status: 400,
    message: 'Your wallet holds fewer tokens than the presale sells ($needed base units needed)',
  },
  PRESALE__ALREADY_DEPOSITED: { status: 409, message: "The presale's tokens are already deposited" },
  PRESALE__HAS_CONTRIBUTIONS: { status: 409, message: 'A presale with contributions cannot be cancelled' },
  PRESALE__NOT_ENDED: { status: 409, message: 'The presale has not ended yet' },
  PRESALE__FINALIZED: { status: 409, message: 'The presale is already finalized' },
  PRESALE__SETTLING: {
    status: 409,
    message: 'Contributions are still being confirmed; try again in a minute',
  },
  PRESALE__SUCCEEDED: { status: 409, message: 'The presale succeeded; contributions are not refundable' },
  PRESALE__NOT_REFUNDABLE: { status: 409, message: 'The presale has no refunds' },
  PRESALE__NOTHING_TO_REFUND: {
    status: 404,
    message: 'This wallet has no contribution to refund in this presale',
  },
  // Marketing: community takeovers (CTO)
  CTO__NOT_FOUND: { status: 404, message: 'No CTO campaign with this id' },
  CTO__ALREADY_OPEN: { status: 409, message: 'This token already has an open CTO campaign' },
  CTO__ALREADY_PLEDGED: { status: 409, message: 'This wallet has already pledged' },
  CTO__CLOSED: { status: 409, message: 'This CTO campaign is no longer open' },
  CTO__NOT_A_HOLDER: { status: 400, message: 'Only holders of this token can pledge' },
  CTO__NO_SUPPLY: { status: 400, message: 'This token has no supply to pledge' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code the API can answer with. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The HTTP status the API answers `C` with. */
export type ApiErrorStatus<C extends ApiErrorCode = ApiErrorCode> = (typeof API_ERRORS)[C]['status'];

/** The letters of `S` up to its first non-letter (a `$key`'s name). */
type KeyOf<S extends string, Acc extends string = ''> = S extends `${infer Ch}${infer Rest}`
  ? Uppercase<Ch> extends Lowercase<Ch>
    ? Acc
    : KeyOf<Rest, `${Acc}${Ch}`>
  : Acc;

/** The `$key` names of a text. */
type Placeholders<S extends string> = S extends `${string}$${infer After}`
  ? KeyOf<After> | Placeholders<After>
  : never;

/**
 * The values a code's default text names (`$key`), as a record per code; codes whose text names nothing take none.
 * Derived from the catalogue itself, so a text and its context cannot drift apart.
 */
export type ApiErrorContext = {
  [C in ApiErrorCode]: Record<Placeholders<(typeof API_ERRORS)[C]['message']>, string | number | bigint>;
};

/** True when `code` is one of the API's codes (for a code read off the wire). */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}

/** The default text of `code`, with its context's values put in for the `$key`s it names. */
export function apiErrorMessage<C extends ApiErrorCode>(
  code: C,
  ...[context]: keyof ApiErrorContext[C] extends never ? [] : [ApiErrorContext[C]]
): string {
  const template: string = API_ERRORS[code].message;
  if (!context) return template;
  const values = context as Record<string, string | number | bigint>;
  return template.replace(/\$([A-Za-z]+)/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
