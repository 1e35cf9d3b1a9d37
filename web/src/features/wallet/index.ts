// The wallet feature as other features see it: they import from here, never from its files.
export { disconnectWalletAtom, walletConnectionAtom } from './atoms';
export {
  toolsRpc,
  useSendInstructions,
  walletChainFor,
  walletTokenAccountsKey,
  walletTokenAccountsQuery,
} from './chain';
export { walletDialogOpenAtom } from './dialog-atoms';
export { solBalanceKey, useSolBalance } from './useSolBalance';
