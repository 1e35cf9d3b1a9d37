export { type FetchBalanceOptions, fetchSolBalance } from './balance';
export {
  AUTO_DETECT,
  buildWalletList,
  KNOWN_WALLETS,
  type KnownWallet,
  type WalletListEntry,
  type WalletNetwork,
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
  SESSION_STORAGE_KEYS,
  type WalletSession,
  type WalletSessionEvent,
  type WalletSessionOptions,
  type WalletSessionState,
} from './session';
export {
  connectWallet,
  disconnectWallet,
  isSolanaWallet,
  listSolanaWallets,
  toConnectError,
  WALLET_ERROR_CODES,
  type WalletConnection,
  watchSolanaWallets,
  watchWalletAccounts,
} from './standard';
export { toTransactionError } from './transaction-errors';
export {
  type SignAndSend,
  sendSolTransfer,
  TRANSFER_PATH,
  type TransferDeps,
  walletSignAndSend,
} from './transfer';
