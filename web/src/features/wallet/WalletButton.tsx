import { shortenAddress } from '@solpad/core';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { walletConnectionAtom } from './atoms';
import { walletDialogOpenAtom } from './dialog-atoms';

/** The header's wallet control: "Connect Wallet", or the connected address (opens the wallet panel). */
export function WalletButton() {
  const connection = useAtomValue(walletConnectionAtom);
  const openDialog = useSetAtom(walletDialogOpenAtom);
  if (!connection) {
    return (
      <button
        type="button"
        onClick={() => openDialog(true)}
        className="rounded-xl bg-violet-600 px-3.5 py-2 font-semibold text-sm text-white shadow-lg shadow-violet-900/30 transition hover:bg-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
      >
        Connect Wallet
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openDialog(true)}
      aria-label={`Wallet ${connection.address}: manage or disconnect`}
      title={connection.address}
      className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm transition hover:border-violet-400/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
    >
      <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
      {shortenAddress(connection.address)}
    </button>
  );
}
