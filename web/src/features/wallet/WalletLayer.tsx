import { useDevWalletRegistration } from '../dev-wallet';
import { useWalletEvents } from './useWalletEvents';
import { useWalletSessionEffects } from './useWalletSessionEffects';
import { WalletDialog } from './WalletDialog';
import { WelcomeDialog } from './WelcomeDialog';

/**
 * Everything wallet-related the app shell mounts once: the dev wallet's registration, the session's restore,
 * activity tracking and toasts, the connected wallet's event follower, the welcome dialog and the wallet
 * list. The shell renders `<WalletLayer />` and knows nothing more.
 */
export function WalletLayer() {
  useDevWalletRegistration();
  useWalletSessionEffects();
  useWalletEvents();
  return (
    <>
      <WelcomeDialog />
      <WalletDialog />
    </>
  );
}
