/**
 * Every user-facing text of the spec's error catalogue (section 8 and the validation rules of section 5),
 * keyed by a stable code. This table is the only place these strings exist.
 */
export const ERROR_MESSAGES = {
  // Balance (spec §7, §8)
  BALANCE__TIMEOUT: 'Balance request timeout - server may be overloaded',
  BALANCE__HTTP_ERROR: 'Balance request failed - the server answered with an error',
  BALANCE__INVALID_RESPONSE: 'Balance request failed - the server sent an invalid response',
  BALANCE__RPC_ERROR: 'Balance request failed',
  // Wallet connection (spec §5, §8)
  WALLET__NO_WALLETS_FOUND: 'No Wallets Found - Please install a Solana wallet extension',
  WALLET__NO_WALLETS_DETECTED:
    'No wallets detected. Please install a Solana wallet extension like Phantom or Solflare.',
  WALLET__CONNECT_CANCELLED: 'Connection cancelled by user',
  WALLET__CONNECT_PENDING: 'Connection request already pending',
  WALLET__NO_PUBLIC_KEY: 'Failed to get public key from wallet',
  WALLET__INVALID_PUBLIC_KEY: 'Invalid public key received from wallet',
  WALLET__INVALID_PUBLIC_KEY_FORMAT: 'Invalid public key format received from wallet',
  WALLET__CONNECT_FAILED: 'Failed to connect wallet. Please try again.',
  WALLET__SOLFLARE_CONNECT_FAILED: 'Solflare connection failed',
  // Transactions (spec §8)
  TX__CANCELLED: 'Transaction cancelled by user',
  TX__INSUFFICIENT_SOL: 'Insufficient SOL balance',
  TX__SERVICE_ERROR: 'Transaction service error - please try again',
  TX__NETWORK_CONFIG_ERROR: 'Network configuration error - please try again',
  TX__WALLET_DISCONNECTED: 'Wallet disconnected - please reconnect your wallet',
  TX__FAILED: 'Transaction failed',
  // Generic (spec §7, §8)
  HTTP__NOT_OK: 'Network response was not ok',
  APP__UNKNOWN: 'Something went wrong',
  // Clipboard (the copy buttons of spec §7; shown when the browser refuses the copy)
  CLIPBOARD__COPY_FAILED: 'Could not copy - select the text and copy it by hand',
  // Security scanner (spec §5; the unsupported-chain text is the spec's alert)
  SCAN__UNSUPPORTED_CHAIN:
    'This blockchain is coming soon for Pro members. Currently supporting Solana mainnet.',
  SCAN__INVALID_ADDRESS: 'Enter a valid Solana address',
  SCAN__NOT_FOUND: 'No account exists at this address',
  SCAN__NOT_A_MINT: 'This address is not a token mint (SPL Token or Token-2022)',
  SCAN__SYMBOL_NOT_FOUND: 'No token with this symbol or name was found',
  SCAN__RPC_FAILED: 'The scan could not read the chain - please try again',
} as const;

/** A stable error code; its user-facing text is `ERROR_MESSAGES[code]`. */
export type AppErrorCode = keyof typeof ERROR_MESSAGES;

/** Toast titles and descriptions of spec section 8. */
export const TOASTS = {
  walletConnected: { title: 'Wallet Connected', description: 'Your wallet has been connected successfully!' },
  walletDisconnected: { title: 'Wallet Disconnected' },
  walletReconnected: { title: 'Wallet Reconnected' },
  sessionExpired: { title: 'Session Expired' },
  connectionFailed: { title: 'Connection Failed' },
  noWalletsFound: { title: ERROR_MESSAGES.WALLET__NO_WALLETS_FOUND },
  walletCreationFailed: { title: 'Wallet Creation Failed' },
  transactionSigningFailed: { title: 'Transaction Signing Failed' },
  copied: { title: 'Copied!', description: 'Text copied to clipboard' },
  demoBurnSimulation: {
    title: 'Demo Burn Simulation',
    description: 'This is a demo preview. Real token burning arrives Q1 2026.',
  },
} as const;

/** Screen texts of spec section 8. */
export const SCREEN_TEXTS = {
  errorTitle: 'Something went wrong',
  tryAgain: 'Try again',
  notFound: '404 Page Not Found',
} as const;
