import { LaunchPage } from '../../features/launch/LaunchPage';

/** Token launch (`/launch`, `/launch/solana`). */
export function LaunchScreen() {
  return <LaunchPage />;
}
