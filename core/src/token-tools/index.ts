/**
 * Token tools: framework-free instruction builders (burn, close, revoke authorities, Token-2022 metadata,
 * freeze/thaw), account decoders (mints with their extensions, token accounts, upgradeable-loader state),
 * the known-programs list and the explorer's chain lookups. Everything goes through the standard programs
 * (System, SPL Token, Token-2022), so it works the same on the localnet and on any cluster.
 */
export { formatTokenAmount, type ParseTokenAmountOptions, parseTokenAmount, U64_MAX } from './amount';
export { buildCreateMintInstructions, type CreateMintInput } from './create-mint';
export {
  type AccountKind,
  type AddressReport,
  countTransactions24h,
  describeInstruction,
  EXPLORER_RECENT_LIMIT,
  type ExplorerReport,
  explore,
  fetchNetworkStatus,
  type InstructionReport,
  lookupAddress,
  lookupProgram,
  lookupToken,
  lookupTransaction,
  type NetworkStatus,
  type NotFoundReport,
  PROGRAM_ACCOUNTS_TIMEOUT_MS,
  type ProgramLookupOptions,
  type ProgramReport,
  type RecentTransaction,
  SIGNATURES_PAGE_LIMIT,
  type TokenReport,
  type TransactionReport,
} from './explorer';
export {
  buildBurnInstructions,
  buildCloseAccountInstructions,
  buildFreezeInstructions,
  buildRevokeAuthorityInstructions,
  buildSetAuthorityInstructions,
  buildUpdateMetadataAuthorityInstructions,
  buildUpdateMetadataFieldInstructions,
  mintSizeAfterMetadataUpdate,
  type RevocableAuthority,
  tokenMetadataSize,
} from './instructions';
export {
  BPF_LOADER_2,
  BPF_LOADER_DEPRECATED,
  BPF_LOADER_UPGRADEABLE,
  decodeUpgradeableLoaderState,
  isLoader,
  LOADER_NAMES,
  LOADER_V4,
  NATIVE_LOADER,
  PROGRAM_DATA_HEADER_SIZE,
  type UpgradeableLoaderState,
} from './loader';
export {
  decodeMint,
  decodeTokenAccount,
  EXTENSION_NAMES,
  type ExtensionDetail,
  hasTokenLayout,
  listExtensionTypes,
  MINT_BASE_SIZE,
  type MintExtensionSummary,
  type MintFacts,
  type MintMetadata,
  type RawAccount,
  TOKEN_ACCOUNT_BASE_SIZE,
  type TokenAccountFacts,
  type TokenProgramKind,
  tokenProgramAddress,
  tokenProgramKind,
} from './mint';
export {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  identifyInstructionName,
  KNOWN_PROGRAMS,
  type KnownProgram,
  knownProgram,
  MEMO_PROGRAM_ADDRESS,
  MEMO_V1_PROGRAM_ADDRESS,
  programInstructionNames,
} from './programs';
export {
  buildWireTransaction,
  type SendDeps,
  sendInstructions,
  signWire,
  type TokenToolsRpc,
  tokenErrorReason,
  waitForConfirmation,
} from './transaction';
export {
  fetchMintHolders,
  fetchMints,
  fetchTokenAccounts,
  fetchWalletTokenAccounts,
  hasAnyAuthority,
  type MintPermissions,
  mintPermissions,
  type Permission,
  type WalletTokenAccount,
} from './wallet';
