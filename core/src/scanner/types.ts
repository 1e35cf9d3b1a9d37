import type { RiskLevel } from '../schemas/scanner';

/**
 * One risk or opportunity. `evidence` names what was read (account and field, or the call that failed), so
 * a user can check it. `weight` is what it added to the score (see WEIGHTS in score.ts; 0 for none).
 */
export interface Finding {
  type: 'danger' | 'warning' | 'info' | 'positive';
  code: string;
  message: string;
  evidence: string;
  weight: number;
}

/** One of the four checks: passed, failed, or null when the evidence is missing (never shown as passed). */
export interface CheckResult {
  passed: boolean | null;
  /** What the outcome rests on, in a sentence. */
  reason: string;
}

/** The four checks of the Risk Assessment (spec §2). */
export interface ScanChecks {
  verified: CheckResult;
  noHoneypot: CheckResult;
  noRugPull: CheckResult;
  contractVerified: CheckResult;
}

/** What every report carries. */
export interface ReportBase {
  address: string;
  chain: 'solana';
  /** Milliseconds since the epoch. */
  scannedAt: number;
  /** The slot the chain reads were answered at (null when the RPC did not say). */
  slot: bigint | null;
  score: number;
  riskLevel: RiskLevel;
  checks: ScanChecks;
  /** Dangers, warnings and unknowns. */
  risks: Finding[];
  /** Positive findings. */
  opportunities: Finding[];
}

/** Token-2022 extensions the scanner reads from the mint's TLV data. */
export interface MintExtensions {
  transferFee: {
    /** Fee in basis points that applies now (the newer fee once its epoch is reached). */
    basisPoints: number;
    maximumFee: bigint;
    /** Who can change the fee (null: nobody). */
    authority: string | null;
    withdrawAuthority: string | null;
  } | null;
  transferHook: { programId: string | null; authority: string | null } | null;
  permanentDelegate: string | null;
  nonTransferable: boolean;
  /** The state new token accounts start in (null: extension absent, accounts start initialized). */
  defaultAccountState: 'initialized' | 'frozen' | null;
  pausable: { authority: string | null; paused: boolean } | null;
  metadataPointer: { authority: string | null; metadataAddress: string | null } | null;
  mintCloseAuthority: string | null;
  /** Every extension present, by name (including ones without a dedicated field). */
  present: string[];
}

/** Where the token's name and symbol came from. */
export type MetadataSource = 'token-2022-metadata' | 'metaplex' | 'platform-index';

/** A holder among the largest token accounts. */
export interface Holder {
  tokenAccount: string;
  /** The wallet (or program) that owns the token account; null when it could not be read. */
  owner: string | null;
  amount: bigint;
  /** Share of the supply, percent. */
  sharePct: number;
  /** "Liquidity pool", "Bonding curve vault", a program's name… (null: an ordinary wallet or unknown). */
  label: string | null;
}

/** Market facts (null = unknown). */
export interface MarketFacts {
  priceUsd: number | null;
  priceChange24hPct: number | null;
  marketCapUsd: number | null;
  volume24hUsd: number | null;
  liquidityUsd: number | null;
  liquidityLockedPct: number | null;
  /** Where they came from ("Solpad trades"…), or null when there was no source. */
  source: string | null;
}

/** Technical indicators (null = not enough price history). */
export interface TechnicalFacts {
  rsi: number | null;
  macd: { macd: number; signal: number; histogram: number } | null;
  sma20: number | null;
  sma50: number | null;
  volume24hUsd: number | null;
  /** Number of price points the indicators were computed from. */
  points: number;
}

/** A token (mint) report. */
export interface TokenReport extends ReportBase {
  kind: 'token';
  programId: string;
  program: 'token' | 'token-2022';
  name: string | null;
  symbol: string | null;
  uri: string | null;
  metadataSource: MetadataSource | null;
  /** Whether the metadata can still change (null: no metadata found). */
  metadataMutable: boolean | null;
  updateAuthority: string | null;
  supply: bigint;
  decimals: number;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  extensions: MintExtensions;
  holders: {
    /** Token accounts with a non-zero balance (null: the RPC could not count them). */
    count: number | null;
    top: Holder[];
    /** Share of the ten largest holders, percent (null: unknown). */
    top10SharePct: number | null;
    /** Share of the largest holder that is not a labelled pool or vault, percent (null: unknown). */
    largestSharePct: number | null;
  };
  creator: {
    address: string | null;
    source: 'metadata-update-authority' | 'first-signer' | 'platform-index' | null;
    /** Creator's balance in base units (null: unknown). */
    holdings: bigint | null;
    sharePct: number | null;
    /** Tokens the creator launched on the platform (null: unknown). */
    launches: { address: string; name: string; symbol: string }[] | null;
  };
  /** When the mint was created, ms since epoch (null: history incomplete or unavailable). */
  createdAt: number | null;
  market: MarketFacts;
  technical: TechnicalFacts;
}

/**
 * What a token report rests on: every fact read (or, for the launch preview, every fact a launch will
 * produce), before scoring. {@link scoreTokenFacts} turns it into the report.
 */
export type TokenFacts = Omit<TokenReport, 'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities'>;

/** A wallet report. */
export interface WalletReport extends ReportBase {
  kind: 'wallet';
  lamports: bigint;
  /** The program that owns the account (System Program for an ordinary wallet). */
  owner: string | null;
  exists: boolean;
  holdings: {
    mint: string;
    tokenAccount: string;
    amount: bigint;
    decimals: number | null;
    program: string;
  }[];
  activity: {
    /** Transactions seen (capped at the page size; `complete` says whether that is all of them). */
    count: number | null;
    complete: boolean;
    firstSeen: number | null;
    lastSeen: number | null;
  };
  launches: { address: string; name: string; symbol: string }[] | null;
}

/** A program (contract) report. */
export interface ContractReport extends ReportBase {
  kind: 'contract';
  exists: boolean;
  executable: boolean;
  /** The owning loader's id and label. */
  loader: string | null;
  loaderLabel: string | null;
  upgradeable: boolean;
  upgradeAuthority: string | null;
  programDataAddress: string | null;
  /** Size of the program's code in bytes (program data minus its header, or the account itself). */
  dataSize: number | null;
  lastDeploySlot: bigint | null;
  /** The known-programs label, when recognised. */
  knownAs: string | null;
  lamports: bigint;
}

/** Any scanner report. */
export type ScanReport = TokenReport | WalletReport | ContractReport;

/** The five progress phases (spec §4), in order; each completed phase adds 20 %. */
export const SCAN_PHASES = [
  'Analyzing contract',
  'Checking liquidity',
  'Scanning for red flags',
  'Verifying metadata',
  'Generating report',
] as const;

/** One progress report: the phase that just completed and the percent reached. */
export interface ScanProgress {
  step: 1 | 2 | 3 | 4 | 5;
  percent: 20 | 40 | 60 | 80 | 100;
  message: (typeof SCAN_PHASES)[number];
}
