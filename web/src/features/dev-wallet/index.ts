// The dev-wallet feature as other features see it, light: what a screen needs without its heavier parts (those are in
// ./heavy). Other features import from here or from ./heavy, never from its files.
export { DEV_WALLET_AIRDROP_SOL, DEV_WALLET_NAME } from './constants';
