import { shortenAddress } from '@solpad/core';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { connectingWalletNameAtom, walletConnectionAtom } from './atoms';
import { walletDialogOpenAtom } from './dialog-atoms';

/**
 * The header's (and sidebar's) wallet control: "Connect Wallet" (always opens the wallet list),
 * "Connecting..." while a wallet is being asked, or the connected address (opens the wallet panel).
 */
export function WalletButton({ className = '' }: { className?: string }) {
  const connection = useAtomValue(walletConnectionAtom);
  const connecting = useAtomValue(connectingWalletNameAtom);
  const openDialog = useSetAtom(walletDialogOpenAtom);
  if (!connection) {
    return (
      <button
        type="button"
        onClick={() => openDialog(true)}
        aria-busy={connecting !== null}
        className={`btn-primary whitespace-nowrap px-3.5 ${className}`}
      >
        {connecting !== null ? 'Connecting...' : 'Connect Wallet'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openDialog(true)}
      aria-label={`Wallet ${connection.address}: manage or disconnect`}
      title={connection.address}
      className={`flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm transition hover:border-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${className}`}
    >
      <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
      {shortenAddress(connection.address)}
    </button>
  );
}
