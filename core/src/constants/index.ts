/**
 * Business constants and limits of spec section 9, named once. Nothing else in the product repeats these
 * literals.
 */

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** A wallet session idle for longer than this is expired (spec §4, §9). */
export const WALLET_SESSION_TTL_MS = 5 * 60 * 1000;
/** The balance request gives up after this long (spec §7, §9). */
export const BALANCE_TIMEOUT_MS = 10_000;
/** SOL balances are shown to this many decimals (spec §7). */
export const BALANCE_DISPLAY_DECIMALS = 4;
/** Prices older than this are dropped by the clear action (spec §4, §9). */
export const PRICE_MAX_AGE_MS = 30_000;
/** The reducer's fallback maximum price age (spec §4, §9). */
export const PRICE_MAX_AGE_FALLBACK_MS = 5 * 60 * 1000;
/** The welcome dialog opens this long after load (spec §2, §9). */
export const WALLET_DIALOG_DELAY_MS = 1000;

/** Launch platform fees in lamports (spec §3, §9). */
export const LAUNCH_FEES_LAMPORTS = {
  PumpFun: 500_000_000n,
  Raydium: 800_000_000n,
  Meteora: 1_200_000_000n,
} as const;

/** Coming Soon countdown start, seconds (spec §4, §9). */
export const COMING_SOON_COUNTDOWN_S = 86_400;
/** Coming Soon progress gained each second, percent (spec §4, §9). */
export const COMING_SOON_PROGRESS_PER_S = 0.1;

/** Suffix thresholds for compact numbers (spec §9: K, M, B; T beyond, so no figure needs an exponent). */
export const COMPACT_THRESHOLDS = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 } as const;
/** Significant digits a price shows (DexScreener, Birdeye and pump.fun show four). */
export const PRICE_SIGNIFICANT_DIGITS = 4;
/**
 * Zeros after "0." from which a price writes them as a subscript count (0.00002842 → "0.0₄2842"). This is
 * the small-price rule of spec §9 (below 0.01: an exponent or 6 decimals) made readable: no exponent to
 * decode, and every price keeps 4 significant digits.
 */
export const PRICE_SUBSCRIPT_MIN_ZEROS = 4;
/** Prices at or above this are shown with a suffix (1.23M); below it with digit grouping (123,456.78). */
export const PRICE_COMPACT_FROM = 1e6;

/** Scanner step delay of the spec's demo, ms (spec §4, §9). */
export const SCANNER_STEP_DELAY_MS = 400;
/** Scanner score colour thresholds (spec §9). */
export const SCANNER_SCORE_THRESHOLDS = { green: 80, yellow: 60, orange: 40 } as const;
/** Scanner risk icon thresholds (spec §9). */
export const SCANNER_RISK_ICON_THRESHOLDS = { good: 70, warning: 40 } as const;
/** What the scanner scans (a program is a `contract`): its schema and its links name the same. */
export const SCAN_TYPES = ['token', 'wallet', 'contract'] as const;
/** The chains the scanner's select lists (spec §9); only `solana` can be scanned today. */
export const SCANNER_CHAIN_IDS = [
  'solana',
  'ethereum',
  'bsc',
  'polygon',
  'avalanche',
  'arbitrum',
  'base',
] as const;

/** Liquidity page constants (spec §9). */
export const LIQUIDITY_DEFAULT_SLIPPAGE_PCT = 0.5;
export const LIQUIDITY_SLIPPAGE_PRESETS_PCT = [0.1, 0.5, 1.0, 3.0] as const;
export const LIQUIDITY_APY_RANGES_PCT = {
  PumpFun: [45, 120],
  Raydium: [25, 85],
  Meteora: [35, 95],
} as const;
export const REWARD_TIERS = [
  { name: 'Bronze', min: 10, max: 50, multiplier: 1.2 },
  { name: 'Silver', min: 51, max: 200, multiplier: 1.5 },
  { name: 'Gold', min: 201, max: 500, multiplier: 2.0 },
  { name: 'Diamond', min: 501, max: Number.POSITIVE_INFINITY, multiplier: 3.0 },
] as const;

/** Burn demo sample supply (spec §9). */
export const BURN_DEMO_SUPPLY = 1_000_000_000;

/** Explorer demo latency, ms; program id display length (spec §9). */
export const EXPLORER_LATENCY_MS = 1500;
export const PROGRAM_ID_DISPLAY_CHARS = 20;
/** Modify Token step cycle and selection flag, ms (spec §9). */
export const MODIFY_TOKEN_CYCLE_MS = 3000;
export const MODIFY_TOKEN_SELECTION_MS = 1000;

/** Security score colour thresholds (spec §9). */
export const SECURITY_SCORE_THRESHOLDS = { green: 80, yellow: 60 } as const;

/** Toasts (spec §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** Query defaults (spec §9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_RETRY_COUNT = 0;

/** Local storage keys (spec §3). */
export const STORAGE_KEYS = {
  walletConnectDismissed: 'wallet_connect_dismissed',
  walletAddress: 'wallet_address',
  theme: 'vite-ui-theme',
  /** The USD / SOL switch of prices and market caps. */
  quote: 'solpad_quote',
  /** The watchlist kept on this device while no wallet is signed in. */
  watchlist: 'solpad_watchlist',
} as const;

/**
 * The id of the JSON block a token's page is sent with (its detail as `GET /api/tokens/{mint}` answers it): the API
 * writes it, the site and index.html's boot script read it.
 */
export const TOKEN_BOOT_ID = 'token-boot';

/** Roadmap dates (spec §9). */
export const ROADMAP = {
  customTokens: 'Q1 2026',
  telegramBots: 'Q4 2025',
  burnPublicLaunch: 'Q4 2025',
  realBurning: 'Q1 2026',
} as const;
