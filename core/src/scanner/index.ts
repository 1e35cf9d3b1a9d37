/**
 * The security scanner: real token, wallet and program analysis read from any Solana RPC (batched), with
 * market facts from an injected {@link MarketSource}, named score weights and evidence on every finding.
 * Framework-free: the site and the extension both run it.
 */

export {
  ACTOR_LOOKUP_MAX,
  type ActivityEvent,
  type ActorInputs,
  actorWalletsToLookUp,
  analyzeActors,
  type Funding,
  launchFate,
  type TokenActivity,
  unknownActors,
} from './actors';
export { SCANNER_CHAINS, type ScannerChainOption } from './chains';
export { scanContract } from './contract';
export {
  decodeBaseMint,
  decodeMetaplexMetadata,
  decodeMintExtensions,
  decodeTokenAccount,
  decodeUpgradeableLoaderState,
  extensionTypesOf,
} from './decode';
export { tokenDigest } from './digest';
export { holdersOf, shareOfSupply } from './holders';
export { emaSeries, type Macd, macd, rsi, sma } from './indicators';
export { KNOWN_PROGRAMS, knownProgramLabel, LOADERS, METAPLEX_METADATA_PROGRAM } from './known-programs';
export {
  type LaunchPreview,
  type LaunchPreviewInput,
  type PreviewUnknown,
  previewLaunch,
} from './launch-preview';
export {
  activityFromAnswer,
  createApiMarketSource,
  launchesFromAnswer,
  type MarketSource,
  marketFacts,
  marketFromTrades,
  type TokenMarket,
  technicalFacts,
  unknownMarketSource,
} from './market';
export { ageText, walletsEvidence } from './market-findings';
export { isBlankScanQuery, isScannableChain, reportToJson } from './query';
export * from './recent';
export { resolveScanTarget, scan } from './scan';
export { riskLevelOf, scoreOf } from './score';
export {
  actorSummaryLine,
  actorSummaryParts,
  createdAgoText,
  RISK_LEVEL_TEXT,
  shareText,
  topFindings,
} from './summary';
export { HISTORY_PAGE, type ScanDeps, scanToken, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
export { scoreTokenFacts, tokenChecks, tokenFindings } from './token-findings';
export {
  type CountingTransport,
  createBatchingTransport,
  createScannerRpc,
  httpJsonRpcSender,
  type JsonRpcSender,
  type ScannerRpc,
} from './transport';
export type {
  ActorFacts,
  ActorWallet,
  BuyerGroup,
  CheckResult,
  ContractReport,
  CreatorLaunch,
  Finding,
  FundingCluster,
  Holder,
  LaunchFate,
  LevelCap,
  MarketFacts,
  MetadataSource,
  MintExtensions,
  ReportBase,
  ScanChecks,
  ScanProgress,
  ScanReport,
  TechnicalFacts,
  TokenFacts,
  TokenReport,
  WalletReport,
} from './types';
export { SCAN_PHASES } from './types';
export { scanWallet } from './wallet';
export * from './weights';
