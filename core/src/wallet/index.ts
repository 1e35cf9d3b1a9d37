export { type FetchBalanceOptions, fetchSolBalance } from './balance';
export {
  AUTO_DETECT,
  buildWalletList,
  defaultWalletNetwork,
  findKnownWallet,
  type InstalledWalletInfo,
  installedWalletNetworks,
  KNOWN_WALLETS,
  type KnownWallet,
  networksFromChains,
  PUBLIC_WALLET_NETWORKS,
  WALLET_NETWORK_STORAGE_KEY,
  type WalletListEntry,
  type WalletNetwork,
  walletNameKey,
} from './known-wallets';
export {
  assertIsSolanaAddress,
  isSolanaAddress,
  PUBLIC_KEY_MAX_LENGTH,
  PUBLIC_KEY_MIN_LENGTH,
  parseWalletPublicKey,
} from './public-key';
export {
  ACTIVITY_EVENTS,
  type ActivitySource,
  createWalletSession,
  type RestoreOptions,
  SESSION_STORAGE_KEYS,
  type StoredWalletSession,
  type WalletSession,
  type WalletSessionEvent,
  type WalletSessionOptions,
  type WalletSessionState,
} from './session';
export {
  autoDetectWallet,
  connectWallet,
  disconnectWallet,
  isSolanaWallet,
  listSolanaWallets,
  toConnectError,
  WALLET_ERROR_CODES,
  type WalletConnection,
  waitForWallet,
  watchSolanaWallets,
  watchWalletAccounts,
} from './standard';
export { toTransactionError } from './transaction-errors';
export {
  type SignAndSend,
  type SignTransaction,
  type SignTransactions,
  sendSolTransfer,
  TRANSFER_PATH,
  type TransferDeps,
  WALLET_CANNOT_SIGN_ONLY,
  walletSignAndSend,
  walletSignTransaction,
  walletSignTransactions,
} from './transfer';
export {
  dismissWelcome,
  shouldOfferWelcome,
  type WelcomeConnectAction,
  welcomeConnectAction,
} from './welcome';
