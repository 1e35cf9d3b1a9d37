// The dev-wallet feature as other features see it: they import from here, never from its files.

export { AirdropButton } from './AirdropButton';
export { DEV_WALLET_AIRDROP_SOL, DEV_WALLET_NAME } from './constants';
export { useDevWalletRegistration } from './useDevWalletRegistration';
