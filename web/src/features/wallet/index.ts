// The wallet feature as other features see it, light: what a screen needs without its heavier parts (those are in
// ./heavy). Other features import from here or from ./heavy, never from its files.
export { disconnectWalletAtom, walletConnectionAtom } from './atoms';
export { copyText } from './copy-text';
export { walletDialogOpenAtom } from './dialog-atoms';
export { solBalanceKey, useSolBalance } from './useSolBalance';
