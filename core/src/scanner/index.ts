/**
 * The security scanner: real token, wallet and program analysis read from any Solana RPC (batched), with
 * market facts from an injected {@link MarketSource}, named score weights and evidence on every finding.
 * Framework-free: the site and the extension both run it.
 */

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
  createApiMarketSource,
  type MarketSource,
  marketFacts,
  marketFromTrades,
  type TokenMarket,
  technicalFacts,
  unknownMarketSource,
} from './market';
export {
  addRecentScan,
  filterRecentScans,
  mergeRecentScans,
  parseUsdBound,
  readRecentScans,
  recentScanKey,
  recentScanOf,
  type ScanTiles,
  scanTiles,
} from './recent';
export { isBlankScanQuery, isScannableChain, reportToJson, resolveScanTarget, scan } from './scan';
export {
  CONCENTRATION,
  HIGH_TRANSFER_FEE_BPS,
  NEW_WALLET_MS,
  riskLevelOf,
  scoreOf,
  scoreTokenFacts,
  tokenChecks,
  tokenFindings,
  WEIGHTS,
} from './score';
export { HISTORY_PAGE, type ScanDeps, scanToken, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
export {
  type CountingTransport,
  createBatchingTransport,
  createScannerRpc,
  httpJsonRpcSender,
  type JsonRpcSender,
  type ScannerRpc,
} from './transport';
export type {
  CheckResult,
  ContractReport,
  Finding,
  Holder,
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
