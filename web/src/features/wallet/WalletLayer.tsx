import { useDevWalletRegistration } from '../dev-wallet/useDevWalletRegistration';
import { useWalletEvents } from './useWalletEvents';
import { WalletDialog } from './WalletDialog';

/**
 * Everything wallet-related the app shell mounts once: the dev wallet's registration, the connected wallet's
 * event follower and the wallet dialogs. The shell renders `<WalletLayer />` and knows nothing more.
 */
export function WalletLayer() {
  useDevWalletRegistration();
  useWalletEvents();
  return <WalletDialog />;
}
