import { BeingBuilt } from '../../components/shell/BeingBuilt';

/** Token launch (`/launch`, `/launch/solana`). */
export function LaunchScreen() {
  return (
    <BeingBuilt
      eyebrow="Solana"
      title="Launch a Token"
      description="Create a token with its name, symbol, image and supply, pick a launch platform (PumpFun, Raydium or Meteora) and start trading on its bonding curve."
    />
  );
}
