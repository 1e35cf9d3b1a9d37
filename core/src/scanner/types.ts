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
  /** Why the level is held above "low" whatever the score (empty: nothing holds it). */
  levelCaps: LevelCap[];
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
  /** The venue the liquidity sits in: the bonding curve, or the pool after graduation (null: none known). */
  liquidityVenue: 'curve' | 'pool' | null;
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
    /** Tokens the creator launched on the platform, with how each fared (null: unknown). */
    launches: CreatorLaunch[] | null;
  };
  /** When the mint was created, ms since epoch (null: history incomplete or unavailable). */
  createdAt: number | null;
  /**
   * What `createdAt` rests on: the mint's first transaction, the platform's launch record, or — when the history
   * is longer than the scanner reads — the oldest transaction read, so the token is at least that old.
   */
  createdAtSource: 'chain-history' | 'chain-history-bound' | 'platform-index' | null;
  market: MarketFacts;
  technical: TechnicalFacts;
  /** Who bought, sold and funded whom around the launch (see actors.ts); `source: null` when nothing was read. */
  actors: ActorFacts;
}

/** How an earlier launch of the creator fared (see `launchFate` in actors.ts). */
export type LaunchFate = 'dead' | 'alive' | 'young' | 'unknown';

/** One of the creator's launches on the platform. */
export interface CreatorLaunch {
  address: string;
  name: string;
  symbol: string;
  /** ms since epoch. */
  createdAt: number;
  /** Highest and latest spot price seen, SOL per whole token (null: never traded). */
  peakPriceSol: number | null;
  lastPriceSol: number | null;
  /** SOL a seller can sell into now, in USD (null: unknown). */
  liquidityUsd: number | null;
  fate: LaunchFate;
}

/** A wallet that did something the actor analysis reports, with the transaction it rests on. */
export interface ActorWallet {
  wallet: string;
  /** Slot and signature of the first buy (or funding) the finding rests on. */
  slot: bigint | null;
  signature: string | null;
  /** Tokens it bought in the window the finding looks at (base units). */
  boughtTokens: bigint;
  /** Its balance now (null: could not be read). */
  heldTokens: bigint | null;
}

/** Wallets whose first incoming SOL came from one common wallet, and what they bought and hold. */
export interface FundingCluster {
  funder: string;
  /** Each member with the funding transaction (slot, signature). */
  members: ActorWallet[];
  /** Share of supply the members bought since the launch, and hold now (null: balances unknown). */
  boughtPct: number;
  heldPct: number | null;
}

/** A group of buyers (snipers, the same-slot bundle) and its shares of supply. */
export interface BuyerGroup {
  wallets: ActorWallet[];
  boughtPct: number;
  /** What they still hold (null: some balances could not be read). */
  heldPct: number | null;
}

/**
 * The actor analysis of a token: the creator's selling, snipers, same-slot bundles, funding clusters and
 * insiders. Every part is null when the activity it needs could not be read (unknown, never "none").
 */
export interface ActorFacts {
  /** Where the activity came from ("Solpad trades", "chain history"), or null when none could be read. */
  source: string | null;
  /** Whether every transaction since the creation was read; when false, what lies past the bound is unknown. */
  complete: boolean;
  /** The creation: slot, signature, time (ms). */
  launch: { slot: bigint | null; signature: string | null; time: number | null };
  /** Trades read (buys + sells) and distinct buyers among them. */
  tradesRead: number;
  creator: {
    boughtTokens: bigint;
    soldTokens: bigint;
    /** Percent of what the creator ever bought that it sold since (null: it never bought, or unknown). */
    soldPct: number | null;
    /** SOL the creator put in (buys) and took out (sells), lamports. */
    solInLamports: bigint;
    solOutLamports: bigint;
    /** The signatures of its sells, newest last (at most a few). */
    sellSignatures: string[];
  } | null;
  /** Wallets that bought in the creation slot or the next SNIPER_SLOTS slots (the creator left out). */
  snipers: BuyerGroup | null;
  /** Wallets that bought in the creation slot itself (the creator's own initial buy left out). */
  bundle: BuyerGroup | null;
  /** Funding clusters of two or more buyers (null: funders could not be read). */
  clusters: FundingCluster[] | null;
  /** Top holders funded by the creator or by a cluster's funder. */
  insiders: ActorWallet[] | null;
  /** Creator + clusters + insiders, share of supply held now, percent (null: unknown). */
  combinedHeldPct: number | null;
  /** Wallets whose first funding was looked up, and how many of those could not be read. */
  funders: { looked: number; unknown: number };
}

/** A reason the level cannot be "low" whatever the score (see LEVEL_CAPS in weights.ts). */
export interface LevelCap {
  code: string;
  reason: string;
}

/**
 * What a token report rests on: every fact read (or, for the launch preview, every fact a launch will
 * produce), before scoring. {@link scoreTokenFacts} turns it into the report.
 */
export type TokenFacts = Omit<
  TokenReport,
  'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities' | 'levelCaps'
>;

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
