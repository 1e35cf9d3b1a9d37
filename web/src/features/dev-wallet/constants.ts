/**
 * What the rest of the app needs to know about the Localnet Dev Wallet without loading its signing code.
 */

/** The wallet's Wallet Standard name (shown in the wallet list). */
export const DEV_WALLET_NAME = 'Localnet Dev Wallet';
/** localStorage key of the wallet's 32-byte Ed25519 seed, base64. */
export const DEV_WALLET_SEED_KEY = 'solpad_dev_wallet_seed';
/** The chain the wallet signs for: the API's embedded LiteSVM localnet. */
export const DEV_WALLET_CHAIN = 'solana:localnet';
/** What the Airdrop button asks the localnet faucet for, in SOL. */
export const DEV_WALLET_AIRDROP_SOL = 5n;
